/**
 * The floor of the realtime bench: a bare `ws` broadcast server with no protocol. A socket joins the room named by
 * `?channel=` when it opens; any POST takes the body the `pusher` SDK sends (`{name, data, channel | channels}`),
 * serialises one frame per channel (the same bytes our server sends) and writes that string to every socket of the
 * room. No signature check, no handshake, no subscribe message, no adapter: what is left is the cost of fan-out.
 *
 * With REDIS_URL, several of them act as one (the floor of the two-node run): the origin writes to its own sockets
 * and publishes `{node, channel, text}` on one Redis channel; the others write the same string to theirs.
 *
 *   PORT=3521 npx tsx apps/server/bench/realtime/floor-server.ts
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

const rooms = new Map<string, Set<WebSocket>>();
const node = randomUUID();
const BUS = 'bench-realtime-floor';

function deliver(channel: string, text: string) {
  for (const ws of rooms.get(channel) ?? []) ws.send(text);
}

const redisUrl = process.env.REDIS_URL;
const pub = redisUrl ? new Redis(redisUrl) : undefined;
if (redisUrl) {
  const sub = new Redis(redisUrl);
  await sub.subscribe(BUS);
  sub.on('message', (_bus: string, message: string) => {
    const { from, channel, text } = JSON.parse(message) as { from: string; channel: string; text: string };
    if (from !== node) deliver(channel, text);
  });
}

const server = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      name: string;
      data: string;
      channel?: string;
      channels?: string[];
    };
    for (const channel of body.channels ?? [body.channel!]) {
      const text = JSON.stringify({ event: body.name, channel, data: body.data });
      deliver(channel, text);
      void pub?.publish(BUS, JSON.stringify({ from: node, channel, text }));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

const wss = new WebSocketServer({ server });
wss.on('connection', (ws, request) => {
  const channel = new URL(request.url ?? '/', 'http://localhost').searchParams.get('channel') ?? '';
  let room = rooms.get(channel);
  if (!room) rooms.set(channel, (room = new Set()));
  room.add(ws);
  ws.on('close', () => room.delete(ws));
  ws.on('error', () => ws.terminate());
});

server.listen(Number(process.env.PORT ?? 3521), '127.0.0.1');
process.once('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => process.exit(0));
});
