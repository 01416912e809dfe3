import { describe, expect, it } from 'vitest';
import { pingRealtime, realtimeSocketUrl } from './realtime-ping.ts';

const realtime = {
  broadcaster: 'reverb' as const,
  key: 'app-key',
  host: 'rt.example.com',
  port: 6001,
  scheme: 'http' as const,
};

describe('realtimeSocketUrl', () => {
  it('builds the URL pusher-js would open for the same configuration', () => {
    expect(realtimeSocketUrl(realtime, { protocol: 'http:', hostname: 'app.example.com' })).toBe(
      'ws://rt.example.com:6001/app/app-key?protocol=7&client=js&version=8.4.0&flash=false',
    );
    // TLS when the config says https, or the page itself is https.
    expect(realtimeSocketUrl({ ...realtime, scheme: 'https' }, { protocol: 'http:', hostname: 'x' })).toMatch(
      /^wss:/,
    );
    expect(realtimeSocketUrl(realtime, { protocol: 'https:', hostname: 'x' })).toMatch(/^wss:/);
    // No host: the page's own, or Pusher's cluster host.
    expect(
      realtimeSocketUrl({ ...realtime, host: '' }, { protocol: 'http:', hostname: 'localhost' }),
    ).toMatch(/^ws:\/\/localhost:6001\//);
    expect(
      realtimeSocketUrl(
        { ...realtime, host: '', broadcaster: 'pusher', cluster: 'eu', scheme: 'https', port: 443 },
        { protocol: 'https:', hostname: 'app.example.com' },
      ),
    ).toMatch(/^wss:\/\/ws-eu\.pusher\.com:443\//);
    expect(realtimeSocketUrl({ ...realtime, host: '::1' }, { protocol: 'http:', hostname: 'x' })).toMatch(
      /^ws:\/\/\[::1\]:6001\//,
    );
  });
});

/** A socket that speaks the server's side of the protocol, answering pings after `delays` ms of fake time. */
class FakeSocket {
  readyState: number = WebSocket.CONNECTING;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(private readonly answer: (event: string) => string | null) {}
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
    this.receive(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: '{"socket_id":"1.2","activity_timeout":120}',
      }),
    );
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  send(data: string) {
    const { event } = JSON.parse(data) as { event: string };
    this.sent.push(event);
    const reply = this.answer(event);
    if (reply) queueMicrotask(() => this.receive(reply));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSED;
  }
}

describe('pingRealtime', () => {
  it('times each pong after the connection is established, then closes the socket', async () => {
    let clock = 0;
    const socket = new FakeSocket((event) => {
      clock += 12;
      return event === 'pusher:ping' ? JSON.stringify({ event: 'pusher:pong', data: '{}' }) : null;
    });
    const progress: number[] = [];
    const result = pingRealtime({
      url: 'ws://x',
      pings: 3,
      createSocket: () => socket as unknown as WebSocket,
      now: () => clock,
      onProgress: (done) => progress.push(done),
    });
    clock = 40;
    socket.open();
    await expect(result).resolves.toEqual({ connectMs: 40, roundTripsMs: [12, 12, 12] });
    expect(socket.sent).toEqual(['pusher:ping', 'pusher:ping', 'pusher:ping']);
    expect(progress).toEqual([0, 1, 2, 3]);
    expect(socket.closedWith).toBe(1000);
  });

  it('fails with the reason when the server refuses or the socket closes', async () => {
    const refusing = new FakeSocket(() =>
      JSON.stringify({ event: 'pusher:error', data: { message: 'Over quota', code: 4004 } }),
    );
    const refused = pingRealtime({ url: 'ws://x', createSocket: () => refusing as unknown as WebSocket });
    refusing.open();
    await expect(refused).rejects.toThrow(
      'Our server refused the live connection ({"message":"Over quota","code":4004})',
    );

    const closing = new FakeSocket(() => null);
    const closed = pingRealtime({ url: 'ws://x', createSocket: () => closing as unknown as WebSocket });
    closing.onclose?.({ code: 4001 } as CloseEvent);
    await expect(closed).rejects.toThrow('The live connection was closed (code 4001)');
  });

  it('gives up on a server that never answers, and closes a socket still connecting only once it opens', async () => {
    const silent = new FakeSocket(() => null);
    const attempt = pingRealtime({
      url: 'ws://x',
      connectTimeoutMs: 5,
      createSocket: () => silent as unknown as WebSocket,
    });
    await expect(attempt).rejects.toThrow('The live connection did not open in time');
    expect(silent.closedWith).toBeNull();
    silent.open();
    expect(silent.closedWith).toBe(1000);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const socket = new FakeSocket(() => null);
    const attempt = pingRealtime({
      url: 'ws://x',
      signal: controller.signal,
      createSocket: () => socket as unknown as WebSocket,
    });
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });
});
