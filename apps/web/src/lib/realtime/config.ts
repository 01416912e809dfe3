import type { RuntimeConfig } from '@talent/contract/config';

export type Realtime = RuntimeConfig['realtime'];

/** Client timeouts, reconnect delay and the default event namespace, matched to the server's. */
export const ACTIVITY_TIMEOUT_MS = 120_000;
export const PONG_TIMEOUT_MS = 30_000;
export const UNAVAILABLE_TIMEOUT_MS = 10_000;
export const RECONNECT_DELAY_MS = 1_000;
export const EVENT_NAMESPACE = 'App.Events';
export const AUTH_ENDPOINT = '/broadcasting/auth';
export const USER_AUTH_ENDPOINT = '/broadcasting/user-auth';

/** A real-time setup that cannot work; raised before any connection is attempted, so it fails loudly once. */
export class RealtimeConfigError extends Error {
  override name = 'RealtimeConfigError';
}

export type SupportedBroadcaster = 'reverb' | 'pusher';

/**
 * Fails on anything the client cannot connect with, with the spec's messages. The CSRF cookie and header names are
 * not configuration here: both come from the contract, which the server reads too, so they cannot be missing.
 */
export function checkRealtimeConfig(realtime: { broadcaster: string; scheme: string }): SupportedBroadcaster {
  const { broadcaster } = realtime;
  if (broadcaster !== 'reverb' && broadcaster !== 'pusher') {
    throw new RealtimeConfigError(`Unsupported broadcaster: ${broadcaster}`);
  }
  if (broadcaster === 'pusher' && realtime.scheme !== 'https') {
    throw new RealtimeConfigError('Pusher requires a secure connection (schema: "https")');
  }
  return broadcaster;
}

/**
 * The connection part of the Echo/pusher-js options from the runtime config. An https scheme forces TLS (wss);
 * otherwise pusher-js uses ws, or wss when the page itself is served over https.
 */
export function connectionOptions(realtime: Realtime) {
  const broadcaster = checkRealtimeConfig(realtime);
  const tls = realtime.scheme === 'https';
  return {
    broadcaster,
    key: realtime.key,
    // pusher-js needs a cluster for 'pusher'; with wsHost set it only names the Pusher region.
    cluster: realtime.cluster ?? '',
    ...(realtime.host ? { wsHost: realtime.host } : {}),
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'] as Array<'ws' | 'wss'>,
    disableStats: true,
    activityTimeout: ACTIVITY_TIMEOUT_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    unavailableTimeout: UNAVAILABLE_TIMEOUT_MS,
    namespace: EVENT_NAMESPACE,
    authEndpoint: AUTH_ENDPOINT,
  };
}
