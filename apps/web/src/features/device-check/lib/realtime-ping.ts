import type { RuntimeConfig } from '@talent/contract/config';

/*
 * The live connection's round trip, measured the way the app's real-time client keeps its socket alive: a raw
 * WebSocket to our Pusher-protocol server, `pusher:ping` answered by `pusher:pong`. No channel, no sign-in, so a
 * guest can run it too.
 */

type Realtime = RuntimeConfig['realtime'];

/** ws(s)://host:port/app/{key}?protocol=7…, as pusher-js would open it for the same configuration. */
export function realtimeSocketUrl(realtime: Realtime, page: { protocol: string; hostname: string }): string {
  // pusher-js goes over TLS when the config says https, and also when the page itself is https.
  const tls = realtime.scheme === 'https' || page.protocol === 'https:';
  const host =
    realtime.host ||
    (realtime.broadcaster === 'pusher' && realtime.cluster
      ? `ws-${realtime.cluster}.pusher.com`
      : page.hostname);
  const authority = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const query = 'protocol=7&client=js&version=8.4.0&flash=false';
  return `${tls ? 'wss' : 'ws'}://${authority}:${realtime.port}/app/${encodeURIComponent(realtime.key)}?${query}`;
}

export class RealtimePingError extends Error {
  override name = 'RealtimePingError';
}

export interface PingOptions {
  url: string;
  pings?: number;
  connectTimeoutMs?: number;
  pongTimeoutMs?: number;
  signal?: AbortSignal;
  /** After the connection and after each pong: how many round trips are measured so far. */
  onProgress?: (done: number, total: number) => void;
  /** Tests hand in a fake. */
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
}

export interface PingResult {
  connectMs: number;
  roundTripsMs: number[];
}

/**
 * Opens the socket, waits for `pusher:connection_established`, then sends `pings` pings one after another and
 * times each pong. Closes the socket in every case; a socket still connecting is closed once it opens, since
 * closing it earlier makes the browser log an error.
 */
export function pingRealtime({
  url,
  pings = 10,
  connectTimeoutMs = 10_000,
  pongTimeoutMs = 5_000,
  signal,
  onProgress,
  createSocket = (address) => new WebSocket(address),
  now = () => performance.now(),
}: PingOptions): Promise<PingResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const started = now();
    const roundTrips: number[] = [];
    let connectMs = 0;
    let sentAt = 0;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket;
    try {
      socket = createSocket(url);
    } catch {
      reject(new RealtimePingError('The browser refused to open the connection'));
      return;
    }

    const close = () => {
      if (socket.readyState === WebSocket.CONNECTING) {
        socket.onopen = () => socket.close(1000);
      } else if (socket.readyState === WebSocket.OPEN) {
        socket.close(1000);
      }
    };
    const finish = (outcome: { result: PingResult } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.onmessage = null;
      socket.onerror = null;
      socket.onclose = null;
      close();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const deadline = (ms: number, message: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ error: new RealtimePingError(message) }), ms);
    };
    const ping = () => {
      sentAt = now();
      socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      deadline(pongTimeoutMs, 'Our server stopped answering on the live connection');
    };
    const onAbort = () => finish({ error: new DOMException('Aborted', 'AbortError') });
    signal?.addEventListener('abort', onAbort, { once: true });
    deadline(connectTimeoutMs, 'The live connection did not open in time');

    socket.onmessage = (message: MessageEvent) => {
      let event: string | undefined;
      let data: unknown;
      try {
        const frame = JSON.parse(String(message.data)) as { event?: string; data?: unknown };
        event = frame.event;
        data = frame.data;
      } catch {
        return;
      }
      if (event === 'pusher:connection_established') {
        connectMs = now() - started;
        onProgress?.(0, pings);
        ping();
      } else if (event === 'pusher:pong') {
        roundTrips.push(now() - sentAt);
        onProgress?.(roundTrips.length, pings);
        if (roundTrips.length >= pings) finish({ result: { connectMs, roundTripsMs: roundTrips } });
        else ping();
      } else if (event === 'pusher:error') {
        const text = typeof data === 'string' ? data : JSON.stringify(data ?? {});
        finish({ error: new RealtimePingError(`Our server refused the live connection (${text})`) });
      }
    };
    socket.onerror = () => {
      // The close event that follows carries the code; wait for it unless it never comes.
      deadline(1_000, 'The live connection could not be opened');
    };
    socket.onclose = (event: CloseEvent) => {
      finish({
        error: new RealtimePingError(
          event.code === 1006 || event.code === 1005
            ? 'The live connection could not be opened'
            : `The live connection was closed (code ${event.code})`,
        ),
      });
    };
  });
}
