import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import PusherServer from 'pusher';
import { WebSocket } from 'ws';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';

/** Who a pusher-js client signs in as; `watchlist` goes into its user_data (Pusher's watchlist events). */
export interface KitUser {
  id: string;
  name: string;
  watchlist?: string[];
}

/** The real clients (pusher-js, laravel-echo, the `pusher` SDK) pointed at a listening test app. */
export class RealtimeKit {
  private readonly closers: Array<() => void> = [];
  port = 0;

  constructor(
    private readonly app: () => App,
    private readonly config: () => Config,
  ) {}

  async listen() {
    await this.app().listen({ port: 0, host: '127.0.0.1' });
    this.port = (this.app().server.address() as AddressInfo).port;
  }

  /** Close every client opened by this kit (call in afterEach). */
  closeAll() {
    for (const close of this.closers.splice(0)) close();
  }

  get credentials() {
    return this.config().pusher;
  }

  sign(value: string) {
    return createHmac('sha256', this.credentials.secret).update(value).digest('hex');
  }

  /** Channel auth signed in the test (the /broadcasting/auth endpoint comes later). */
  channelAuth(socketId: string, channel: string, channelData?: string) {
    const signed =
      channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
    return {
      auth: `${this.credentials.key}:${this.sign(signed)}`,
      ...(channelData === undefined ? {} : { channel_data: channelData }),
    };
  }

  private clientOptions(user?: KitUser, key = this.credentials.key) {
    return {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: this.port,
      forceTLS: false,
      enabledTransports: ['ws' as const],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      key,
      channelAuthorization: {
        endpoint: '/broadcasting/auth',
        transport: 'ajax' as const,
        headers: {},
        customHandler: (
          params: { socketId: string; channelName: string },
          callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
        ) => {
          const data = params.channelName.startsWith('presence-')
            ? JSON.stringify({
                user_id: user?.id ?? 'anonymous',
                user_info: { name: user?.name ?? 'Anonymous' },
              })
            : undefined;
          callback(null, this.channelAuth(params.socketId, params.channelName, data));
        },
      },
      userAuthentication: {
        endpoint: '/broadcasting/user-auth',
        transport: 'ajax' as const,
        headers: {},
        customHandler: (
          params: { socketId: string },
          callback: (error: Error | null, data: { auth: string; user_data: string } | null) => void,
        ) => {
          const userData = JSON.stringify({
            id: user?.id ?? 'anonymous',
            name: user?.name ?? 'Anonymous',
            ...(user?.watchlist ? { watchlist: user.watchlist } : {}),
          });
          callback(null, {
            auth: `${this.credentials.key}:${this.sign(`${params.socketId}::user::${userData}`)}`,
            user_data: userData,
          });
        },
      },
    };
  }

  pusher(user?: KitUser, key?: string): Pusher {
    const client = new Pusher(key ?? this.credentials.key, this.clientOptions(user, key));
    this.closers.push(() => client.disconnect());
    return client;
  }

  async connected(user?: KitUser): Promise<Pusher> {
    const client = this.pusher(user);
    await new Promise<void>((resolve, reject) => {
      client.connection.bind('connected', () => resolve());
      client.connection.bind('failed', () => reject(new Error('connection failed')));
    });
    return client;
  }

  async echo(user?: KitUser): Promise<Echo<'reverb'>> {
    const echo = new Echo({
      broadcaster: 'reverb',
      Pusher,
      namespace: 'App.Events',
      ...this.clientOptions(user),
    });
    this.closers.push(() => echo.disconnect());
    const pusher = echo.connector.pusher as Pusher;
    if (pusher.connection.state !== 'connected') {
      await new Promise<void>((resolve) => pusher.connection.bind('connected', () => resolve()));
    }
    return echo;
  }

  /**
   * pusher-js authorised by the app's own /broadcasting endpoints over HTTP, as the SPA's JSON authoriser does it
   * (session cookie + X-XSRF-TOKEN); pusher-js's Node XHR cannot send a Cookie header, hence the custom handlers.
   */
  pusherThroughApp(cookies: Map<string, string>): Pusher {
    const post = async (path: string, body: Record<string, string>) => {
      const res = await fetch(`http://127.0.0.1:${this.port}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          [XSRF_HEADER.toLowerCase()]: cookies.get(XSRF_COOKIE) ?? '',
        },
        body: JSON.stringify(body),
      });
      if (res.status !== 200)
        throw Object.assign(new Error(`auth answered ${res.status}`), { status: res.status });
      return (await res.json()) as { auth: string; user_data: string; shared_secret?: string };
    };
    const client = new Pusher(this.credentials.key, {
      ...this.clientOptions(),
      channelAuthorization: {
        endpoint: '/broadcasting/auth',
        transport: 'ajax',
        customHandler: (params, callback) => {
          post('/broadcasting/auth', { socket_id: params.socketId, channel_name: params.channelName }).then(
            (data) => callback(null, data),
            (err: Error) => callback(err, null),
          );
        },
      },
      userAuthentication: {
        endpoint: '/broadcasting/user-auth',
        transport: 'ajax',
        customHandler: (params, callback) => {
          post('/broadcasting/user-auth', { socket_id: params.socketId }).then(
            (data) => callback(null, data),
            (err: Error) => callback(err, null),
          );
        },
      },
    });
    this.closers.push(() => client.disconnect());
    return client;
  }

  /** The `pusher` SDK against this app; with the master key it encrypts triggers on `private-encrypted-*`. */
  sdk(options: { encryptionMasterKeyBase64?: string } = {}): PusherServer {
    return new PusherServer({
      appId: this.credentials.appId,
      key: this.credentials.key,
      secret: this.credentials.secret,
      host: '127.0.0.1',
      port: String(this.port),
      useTLS: false,
      ...options,
    });
  }

  /** A bare ws client that records every frame, for what pusher-js hides or refuses to send. */
  async raw(path = `/app/${this.credentials.key}?protocol=7&client=js&version=8.4.0`) {
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}${path}`);
    this.closers.push(() => ws.terminate());
    const frames: Array<{ event: string; channel?: string; data: unknown }> = [];
    const waiters: Array<() => void> = [];
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; channel?: string; data: unknown };
      if (typeof message.data === 'string') {
        try {
          message.data = JSON.parse(message.data);
        } catch {
          // client-event data may be any string
        }
      }
      frames.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
    const next = async (event: string, channel?: string) => {
      for (;;) {
        const found = frames.find(
          (f) => f.event === event && (channel === undefined || f.channel === channel),
        );
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found;
        }
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), closed]);
        if (ws.readyState === WebSocket.CLOSED && !frames.some((f) => f.event === event)) {
          throw new Error(`closed before ${event}`);
        }
      }
    };
    const send = (event: string, data: unknown, channel?: string) =>
      ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
    return { ws, frames, next, send, closed };
  }

  /** A signed request to the HTTP API, built by hand so a test can get a part of it wrong. */
  async api(
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: string;
      query?: Record<string, string>;
      secret?: string;
      timestamp?: number;
      md5?: string;
    } = {},
  ) {
    const { createHash } = await import('node:crypto');
    const params: Record<string, string> = {
      auth_key: this.credentials.key,
      auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      ...options.query,
    };
    if (options.body !== undefined) {
      params.body_md5 = options.md5 ?? createHash('md5').update(options.body).digest('hex');
    }
    const query = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const signature = createHmac('sha256', options.secret ?? this.credentials.secret)
      .update(`${method}\n${path}\n${query}`)
      .digest('hex');
    return fetch(`http://127.0.0.1:${this.port}${path}?${query}&auth_signature=${signature}`, {
      method,
      ...(options.body === undefined
        ? {}
        : { body: options.body, headers: { 'content-type': 'application/json' } }),
    });
  }
}

/** Resolves with the first call of a callback-registering function, or fails after `ms`. */
export function once<T>(register: (callback: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
