/**
 * A client process of the realtime bench (forked by realtime.bench.ts, IPC only): opens many raw `ws` connections,
 * either speaking the Pusher protocol (wait for pusher:connection_established, subscribe to a public channel, wait
 * for subscription_succeeded) or plain sockets to the bare floor server, then times every event it receives against
 * the send stamp in the payload. Clients live outside the server's process so the server's event loop is measured.
 */
import { WebSocket, type RawData } from 'ws';
import { Histogram, monoMs, type SparseHistogram } from './stats.ts';

export type ClientCommand =
  | {
      type: 'connect';
      mode: 'pusher' | 'floor';
      /** ws:// URLs; connection i goes to urls[i % urls.length] and channels[i % channels.length]. */
      urls: string[];
      channels: string[];
      count: number;
      concurrency: number;
      /** Events with a sequence number below this are warm-up: received, not measured. */
      measureFrom: number;
    }
  | { type: 'progress' }
  | { type: 'report' }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; ok: number; failed: number; errors: string[]; ms: number }
  | { type: 'progress'; measured: number }
  | {
      type: 'report';
      histogram: SparseHistogram;
      measured: number;
      warmup: number;
      firstReceive: number;
      lastReceive: number;
      unexpectedCloses: number;
    };

// The payload is {"t":<send stamp>,"s":<seq>,"p":"…"}; inside the frame's JSON-encoded data string its quotes are
// escaped. Reading the two numbers straight from the bytes costs far less than two JSON.parse calls per message,
// which at 100,000 messages a second would make the clients the bottleneck.
const STAMP = Buffer.from('\\"t\\":');
const SEQ = Buffer.from(',\\"s\\":');

function readNumber(buf: Buffer, at: number): { value: number; end: number } {
  let value = 0;
  let i = at;
  for (; i < buf.length; i++) {
    const c = buf[i]!;
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
  }
  if (buf[i] === 46) {
    let scale = 0.1;
    for (i++; i < buf.length; i++) {
      const c = buf[i]!;
      if (c < 48 || c > 57) break;
      value += (c - 48) * scale;
      scale /= 10;
    }
  }
  return { value, end: i };
}

const histogram = new Histogram();
let measured = 0;
let warmup = 0;
let firstReceive = 0;
let lastReceive = 0;
let unexpectedCloses = 0;
let measureFrom = 0;
let closing = false;
const sockets: WebSocket[] = [];

function onEvent(raw: RawData) {
  const now = monoMs();
  const buf = raw as Buffer;
  const at = buf.indexOf(STAMP);
  if (at < 0) return;
  const stamp = readNumber(buf, at + STAMP.length);
  if (buf.indexOf(SEQ, stamp.end) !== stamp.end) return;
  const seq = readNumber(buf, stamp.end + SEQ.length).value;
  if (seq < measureFrom) {
    warmup++;
    return;
  }
  histogram.record(now - stamp.value);
  measured++;
  if (firstReceive === 0) firstReceive = now;
  lastReceive = now;
}

function open(mode: 'pusher' | 'floor', url: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const target = mode === 'floor' ? `${url}/?channel=${encodeURIComponent(channel)}` : url;
    const ws = new WebSocket(target, { perMessageDeflate: false, skipUTF8Validation: true });
    const fail = (err: Error) => {
      ws.terminate();
      reject(err);
    };
    const timer = setTimeout(() => fail(new Error('timed out')), 30_000);
    const ready = () => {
      clearTimeout(timer);
      ws.removeAllListeners('message');
      ws.on('message', onEvent);
      ws.on('close', () => {
        if (!closing) unexpectedCloses++;
      });
      resolve(ws);
    };
    ws.once('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    ws.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`closed ${code} before ready`));
    });
    if (mode === 'floor') {
      ws.once('open', ready);
      return;
    }
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string };
      if (message.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        ready();
      } else if (message.event === 'pusher:error' || message.event === 'pusher:subscription_error') {
        fail(new Error(String(raw)));
      }
    });
  });
}

async function connectAll(command: Extract<ClientCommand, { type: 'connect' }>): Promise<ClientReply> {
  const started = monoMs();
  measureFrom = command.measureFrom;
  let next = 0;
  let failed = 0;
  const errors = new Set<string>();
  const worker = async () => {
    while (next < command.count) {
      const i = next++;
      try {
        const url = command.urls[i % command.urls.length]!;
        sockets.push(await open(command.mode, url, command.channels[i % command.channels.length]!));
      } catch (err) {
        failed++;
        errors.add((err as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  return {
    type: 'connected',
    ok: sockets.length,
    failed,
    errors: [...errors].slice(0, 5),
    ms: monoMs() - started,
  };
}

const reply = (message: ClientReply) => process.send!(message);

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command).then(reply);
      return;
    case 'progress':
      return reply({ type: 'progress', measured });
    case 'report':
      return reply({
        type: 'report',
        histogram: histogram.toJSON(),
        measured,
        warmup,
        firstReceive,
        lastReceive,
        unexpectedCloses,
      });
    case 'close':
      closing = true;
      for (const ws of sockets) ws.terminate();
      process.disconnect();
      return;
  }
});
