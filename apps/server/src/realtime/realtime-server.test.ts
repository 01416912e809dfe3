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
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(talking.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('pings a socket that only listens and keeps it when it answers, as pusher-js on a busy channel does', async () => {
    // Pinged after 600 ms of silence, closed at 1 s: the 400 ms between leave room for a loaded machine to answer.
    const port = await serve({ deadAfterMs: 1000, sweepEveryMs: 400 });
    // pusher-js pings only after activity_timeout without receiving anything; it answers a server ping.
    const listener = connect(port);
    let pings = 0;
    listener.ws.on('message', (raw) => {
      if ((JSON.parse(String(raw)) as { event: string }).event !== 'pusher:ping') return;
      pings++;
      listener.ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    });
    await listener.opened;
    // Several sweeps past the deadline: an unanswered socket would be closed by now.
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(pings).toBeGreaterThan(0);
    expect(listener.ws.readyState).toBe(WebSocket.OPEN);
  });
});
