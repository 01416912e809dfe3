import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import { SOCKET_ID_HEADER } from '@talent/contract/http';
import type { Config } from '../../config.ts';

/** Echo's default namespace: `listen('MessageSent')` on the client binds `App\Events\MessageSent`. */
export const EVENT_NAMESPACE = 'App\\Events\\';

export interface PublishOptions {
  /** The `X-Socket-Id` of the request that caused the event: that connection is skipped (it already knows). */
  socketId?: string | undefined;
}

/**
 * How features tell browsers something happened. Publishing is best effort: the data is already stored, so a
 * real-time outage is logged and never fails the request that caused it.
 */
export interface Broadcaster {
  /** Publishes `App\Events\{event}` on full channel names (`private-App.Models.User.{id}`, `presence-...`). */
  publish(channels: string | string[], event: string, data: unknown, options?: PublishOptions): Promise<void>;
}

/** A request's `X-Socket-Id` as Echo sends it (`123.456`), or undefined for anything else. */
export function socketIdOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers[SOCKET_ID_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d+\.\d+$/.test(value) ? value : undefined;
}

// The HTTP API takes at most 100 channels per trigger.
const MAX_CHANNELS_PER_TRIGGER = 100;

/**
 * Publishes through the official `pusher` SDK, so Pusher Channels, Soketi or Reverb can take over by setting
 * PUSHER_HOST/PORT/SCHEME. Without PUSHER_HOST it talks to the embedded server on this process's own port (known
 * once the server listens; before that, and in `inject()` tests that never listen, nothing is published).
 */
export class PusherBroadcaster implements Broadcaster {
  private client: Pusher | null = null;

  constructor(
    private readonly deps: {
      config: Config;
      log: FastifyBaseLogger;
      /** The address this process listens on, for the embedded server. */
      ownAddress: () => AddressInfo | string | null;
    },
  ) {}

  private pusher(): Pusher | null {
    if (this.client) return this.client;
    const { pusher } = this.deps.config;
    const base = {
      appId: pusher.appId,
      key: pusher.key,
      secret: pusher.secret,
      timeout: 5000,
      // Triggers on `private-encrypted-*` channels are encrypted here, before they leave the process.
      encryptionMasterKeyBase64: pusher.encryptionMasterKeyBase64,
    };
    if (pusher.host) {
      this.client = new Pusher({
        ...base,
        host: pusher.host,
        ...(pusher.port ? { port: String(pusher.port) } : {}),
        useTLS: (pusher.scheme ?? 'https') === 'https',
      });
      return this.client;
    }
    const address = this.deps.ownAddress();
    if (!address || typeof address === 'string') return null;
    this.client = new Pusher({ ...base, host: '127.0.0.1', port: String(address.port), useTLS: false });
    return this.client;
  }

  async publish(channels: string | string[], event: string, data: unknown, options: PublishOptions = {}) {
    const list = typeof channels === 'string' ? [channels] : channels;
    const client = this.pusher();
    if (!client || list.length === 0) return;
    const params = options.socketId ? { socket_id: options.socketId } : {};
    try {
      for (let i = 0; i < list.length; i += MAX_CHANNELS_PER_TRIGGER) {
        await client.trigger(
          list.slice(i, i + MAX_CHANNELS_PER_TRIGGER),
          EVENT_NAMESPACE + event,
          data,
          params,
        );
      }
    } catch (error) {
      this.deps.log.warn({ err: error, event, channels: list.length }, 'real-time publish failed');
    }
  }
}

/** A user's private channel, where their notifications and inbox updates arrive. */
export function userChannelName(userId: string): string {
  return `private-App.Models.User.${userId}`;
}
