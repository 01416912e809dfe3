import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LocalAdapter } from './adapter.ts';
import { RealtimeServer } from './realtime-server.ts';

const credentials = { id: '1', key: 'k', secret: 's' };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The protocol server on a bare node:http server: it needs nothing of Fastify but an upgrade event. */
async function serve(timing: { deadAfterMs: number; sweepEveryMs: number }) {
  const realtime = new RealtimeServer(credentials, new LocalAdapter(), console, timing);
  await realtime.start();
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (server.address() as AddressInfo).port;
}

function connect(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/k?protocol=7`);
  cleanups.push(async () => ws.terminate());
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => ws.once('message', () => resolve()));
  return { ws, closed, opened };
}

describe('heartbeat', () => {
  it('closes a silent socket with 4201 and keeps one that pings', async () => {
    const port = await serve({ deadAfterMs: 300, sweepEveryMs: 50 });
    const silent = connect(port);
    const talking = connect(port);
    await Promise.all([silent.opened, talking.opened]);
    const pinger = setInterval(
      () => talking.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} })),
      100,
    );
    cleanups.push(async () => clearInterval(pinger));
    expect(await silent.closed).toBe(4201);
    // A real wait on purpose: the server's heartbeat sweep (a real timer) is what is tested. 400 ms are more than
    // the 300 ms deadline the silent socket just missed, so the talking one lived through another one.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(talking.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('pings a socket that only listens and keeps it when it answers, as pusher-js on a busy channel does', async () => {
    // Pinged after 600 ms of silence, closed at 1 s: the 400 ms between leave room for a loaded machine to answer.
    const port = await serve({ deadAfterMs: 1000, sweepEveryMs: 400 });
    // pusher-js pings only after activity_timeout without receiving anything; it answers a server ping.
    const listener = connect(port);
    let pings = 0;
    let secondPing: () => void = () => undefined;
    const pingedTwice = new Promise<void>((resolve) => (secondPing = resolve));
    listener.ws.on('message', (raw) => {
      if ((JSON.parse(String(raw)) as { event: string }).event !== 'pusher:ping') return;
      pings++;
      listener.ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      if (pings === 2) secondPing();
    });
    await listener.opened;
    // Pinged again after answering the first ping, over 1.2 s of listening in: past the 1 s deadline an
    // unanswered socket would have been closed at.
    await pingedTwice;
    expect(pings).toBeGreaterThan(0);
    expect(listener.ws.readyState).toBe(WebSocket.OPEN);
  });
});
