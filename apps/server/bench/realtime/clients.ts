/**
 * A client process of the realtime bench (forked by realtime.bench.ts, IPC only): opens many raw `ws` connections,
 * either speaking the Pusher protocol (wait for pusher:connection_established, subscribe to a public channel, wait
 * for subscription_succeeded) or plain sockets to the bare floor server, then times every event it receives against
 * the send stamp in the payload. Clients live outside the server's process so the server's event loop is measured.
 */
import { createHmac } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { Histogram, monoMs, type SparseHistogram } from './stats.ts';

export type ClientCommand =
  | {
      type: 'connect';
      /** `idle`: Pusher protocol, connected but not subscribed (for a later storm). */
      mode: 'pusher' | 'floor' | 'idle';
      /** ws:// URLs; connection i goes to urls[i % urls.length] and channels[i % channels.length]. */
      urls: string[];
      channels: string[];
      count: number;
      concurrency: number;
      /** Events with a sequence number below this are warm-up: received, not measured. */
      measureFrom: number;
    }
  | {
      /**
       * Every idle socket subscribes at once: socket i to `${prefix}${i % channels}`, signed with `secret` (private:
       * `socket_id:channel`; presence: `socket_id:channel:channel_data`, user `${userPrefix}${i}`).
       */
      type: 'storm';
      kind: 'private' | 'presence';
      prefix: string;
      channels: number;
      key: string;
      secret: string;
      userPrefix: string;
    }
  | { type: 'progress' }
  | { type: 'report' }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; ok: number; failed: number; errors: string[]; ms: number }
  | { type: 'progress'; measured: number; memberEvents: number }
  | {
      type: 'stormed';
      ok: number;
      failed: number;
      errors: string[];
      /** First subscribe sent → last subscription_succeeded. */
      ms: number;
      histogram: SparseHistogram;
    }
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
let memberEvents = 0;
const sockets: WebSocket[] = [];
/** The socket id each idle socket was given (signed into its storm subscribe). */
const socketIdOf = new Map<WebSocket, string>();

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

function open(mode: 'pusher' | 'floor' | 'idle', url: string, channel: string): Promise<WebSocket> {
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
      const message = JSON.parse(String(raw)) as { event: string; data?: string };
      if (message.event === 'pusher:connection_established') {
        if (mode === 'idle') {
          socketIdOf.set(ws, (JSON.parse(message.data!) as { socket_id: string }).socket_id);
          return ready();
        }
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

const SUCCEEDED = Buffer.from('"pusher_internal:subscription_succeeded"');
const MEMBER_ADDED = Buffer.from('"pusher_internal:member_added"');
const REFUSED = Buffer.from('"pusher:subscription_error"');

/** Every idle socket subscribes at once; each subscribe is timed from its send to its subscription_succeeded. */
function storm(command: Extract<ClientCommand, { type: 'storm' }>): Promise<ClientReply> {
  const times = new Histogram();
  const errors = new Set<string>();
  let pending = sockets.length;
  let failed = 0;
  let first = 0;
  let last = 0;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve({
        type: 'stormed',
        ok: times.count,
        failed: failed + pending,
        errors: [...errors].slice(0, 5),
        ms: last - first,
        histogram: times.toJSON(),
      });
    };
    const timer = setTimeout(done, 30_000);
    // Signing is the client's work, done before the clock starts so the storm is as dense as it can be.
    const frames = sockets.map((ws, i) => {
      const channel = `${command.prefix}${i % command.channels}`;
      const socketId = socketIdOf.get(ws)!;
      const sign = (value: string) => createHmac('sha256', command.secret).update(value).digest('hex');
      if (command.kind === 'private') {
        return JSON.stringify({
          event: 'pusher:subscribe',
          data: { channel, auth: `${command.key}:${sign(`${socketId}:${channel}`)}` },
        });
      }
      const channelData = JSON.stringify({
        user_id: `${command.userPrefix}${i}`,
        user_info: { name: `Bench user ${i}` },
      });
      return JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel,
          auth: `${command.key}:${sign(`${socketId}:${channel}:${channelData}`)}`,
          channel_data: channelData,
        },
      });
    });
    first = monoMs();
    sockets.forEach((ws, i) => {
      const sent = monoMs();
      ws.on('message', (raw: RawData) => {
        const buf = raw as Buffer;
        if (buf.indexOf(MEMBER_ADDED) >= 0) {
          memberEvents++;
        } else if (buf.indexOf(SUCCEEDED) >= 0) {
          last = monoMs();
          times.record(last - sent);
          if (--pending === 0) done();
        } else if (buf.indexOf(REFUSED) >= 0) {
          failed++;
          errors.add(String(buf).slice(0, 200));
          if (--pending === 0) done();
        }
      });
      ws.send(frames[i]!);
    });
  });
}

const reply = (message: ClientReply) => process.send!(message);

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command).then(reply);
      return;
    case 'progress':
      return reply({ type: 'progress', measured, memberEvents });
    case 'storm':
      void storm(command).then(reply);
      return;
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
