import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LocalAdapter, type RealtimeAdapter } from './adapter.ts';
import { realtimeHttpApi } from './http-api.ts';
import { CACHE_TTL_MS } from './protocol.ts';
import { RealtimeServer } from './realtime-server.ts';
import { RedisAdapter } from './redis-adapter.ts';
import {
  REDIS_TEST_URL,
  TcpProxy,
  describeWithRedis,
  dropPrefix,
  kitFor,
  redisUp,
  uniquePrefix,
} from '../test/redis-test-kit.ts';
import { once, type RealtimeKit } from '../test/realtime-test-kit.ts';

// Pusher's features beyond the core protocol: watchlist events, cache channels, subscription_count. Each runs on
// one node (LocalAdapter) and on two nodes sharing Redis, with the protocol server and the HTTP API on a bare
// Fastify, so a test can hand the adapter its clock.

const credentials = { id: '1', key: 'features-key', secret: 'features-secret' };
const pusher = { appId: credentials.id, key: credentials.key, secret: credentials.secret };
const prefix = uniquePrefix('pusher-features');
const quiet = { warn() {}, info() {} };
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  if (redisUp) await dropPrefix(prefix);
});

interface Node {
  kit: RealtimeKit;
  adapter: RealtimeAdapter;
}

/** One server: the WebSocket endpoint and the signed HTTP API on one port, over the given adapter. */
async function serve(
  adapter: RealtimeAdapter = new LocalAdapter(),
  timing: { subscriptionCountEveryMs?: number } = {},
): Promise<Node> {
  const realtime = new RealtimeServer(credentials, adapter, quiet, timing);
  await realtime.start();
  const app = Fastify();
  await app.register(realtimeHttpApi, { realtime, credentials });
  app.server.on('upgrade', (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const kit = kitFor((app.server.address() as AddressInfo).port, pusher);
  cleanups.push(async () => {
    kit.closeAll();
    await realtime.close();
    await app.close();
  });
  return { kit, adapter };
}

function redisNode(options: { url?: string; nodeTtlMs?: number } = {}, timing = {}) {
  const nodeTtlMs = options.nodeTtlMs ?? 10_000;
  const adapter = new RedisAdapter({
    url: options.url ?? REDIS_TEST_URL,
    prefix,
    nodeTtlMs,
    heartbeatMs: Math.floor(nodeTtlMs / 4),
    log: quiet,
  });
  return serve(adapter, timing);
}

type Raw = Awaited<ReturnType<RealtimeKit['raw']>> & { socketId: string };

async function client(kit: RealtimeKit): Promise<Raw> {
  const raw = await kit.raw();
  const established = await raw.next('pusher:connection_established');
  return Object.assign(raw, { socketId: (established.data as { socket_id: string }).socket_id });
}

/** Signs a socket in as `id` (user_data carries the watchlist when given). */
async function signIn(kit: RealtimeKit, id: string, watchlist?: unknown) {
  const raw = await client(kit);
  const userData = JSON.stringify(watchlist === undefined ? { id } : { id, watchlist });
  raw.send('pusher:signin', {
    user_data: userData,
    auth: `${credentials.key}:${kit.sign(`${raw.socketId}::user::${userData}`)}`,
  });
  await Promise.race([raw.next('pusher:signin_success'), raw.closed]);
  return raw;
}

/** Subscribes with the signature its kind needs; resolves with the socket once subscription_succeeded came. */
async function subscribe(kit: RealtimeKit, channel: string, raw?: Raw, userId = 'member') {
  const c = raw ?? (await client(kit));
  const channelData = channel.startsWith('presence-')
    ? JSON.stringify({ user_id: userId, user_info: {} })
    : undefined;
  const auth = channel.startsWith('private-') || channel.startsWith('presence-');
  c.send('pusher:subscribe', {
    channel,
    ...(auth ? kit.channelAuth(c.socketId, channel, channelData) : {}),
  });
  await c.next('pusher_internal:subscription_succeeded', channel);
  return c;
}

/** The frames a socket got on a channel after subscription_succeeded, by event name. */
const after = (raw: Raw, channel: string) =>
  raw.frames.filter((f) => f.channel === channel).map((f) => f.event);

const watchlistFrame = (name: string, userIds: string[]) => ({
  event: 'pusher_internal:watchlist_events',
  data: { events: [{ name, user_ids: userIds }] },
});

describe('watchlist events', () => {
  it('tells pusher-js who of its watchlist is online at sign-in, then each first sign-in and last sign-out', async () => {
    const { kit } = await serve();
    const nine = await signIn(kit, '9');
    const watcher = kit.pusher({ id: '1', name: 'Watcher', watchlist: ['8', '9'] });
    const events: unknown[] = [];
    watcher.user.watchlist.bind('online', (event: unknown) => events.push(event));
    watcher.user.watchlist.bind('offline', (event: unknown) => events.push(event));
    watcher.signin();
    await expect.poll(() => events).toEqual([{ name: 'online', user_ids: ['9'] }]);

    const eightA = await signIn(kit, '8');
    await expect.poll(() => events).toHaveLength(2);
    // A second connection of 8, then the first one gone: 8 is still online, nobody hears of it.
    const eightB = await signIn(kit, '8');
    eightA.ws.close();
    await eightA.closed;
    eightB.ws.close();
    await expect.poll(() => events).toHaveLength(3);
    nine.ws.close();
    // Frames reach the watcher in order: had 8's second connection or first departure said anything, it would
    // sit among these.
    await expect.poll(() => events).toHaveLength(4);
    expect(events).toEqual([
      { name: 'online', user_ids: ['9'] },
      { name: 'online', user_ids: ['8'] },
      { name: 'offline', user_ids: ['8'] },
      { name: 'offline', user_ids: ['9'] },
    ]);
  });

  it('sends the frame without a channel, only to the sockets watching that user, and nothing for an empty list', async () => {
    const { kit } = await serve();
    const watcher = await signIn(kit, '1', ['8']);
    const other = await signIn(kit, '2', ['3']);
    const eight = await signIn(kit, '8');
    const online = await watcher.next('pusher_internal:watchlist_events');
    expect(online).toEqual(watchlistFrame('online', ['8']));
    expect('channel' in online).toBe(false);
    eight.ws.close();
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('offline', ['8']));
    // `other` watches 3 only; its frames after the sign-in are none.
    other.send('pusher:ping', {});
    await other.next('pusher:pong');
    expect(other.frames).toEqual([]);
  });

  it('refuses a watchlist over 100 user ids or not a list, with pusher:error 4009 then the close', async () => {
    const { kit } = await serve();
    const ids = Array.from({ length: 100 }, (_, i) => `u${i}`);
    const full = await signIn(kit, '1', ids);
    expect(full.ws.readyState).toBe(full.ws.OPEN);
    for (const watchlist of [[...ids, 'u100'], 'u1', [{ id: 'u1' }]]) {
      const refused = await signIn(kit, '2', watchlist);
      expect((await refused.closed).code).toBe(4009);
      expect(refused.frames).toEqual([
        { event: 'pusher:error', data: { code: 4009, message: expect.stringContaining('watchlist') } },
      ]);
    }
  });
});

describe('cache channels', () => {
  it('replays the last event to a joiner right after subscription_succeeded, for 30 minutes of the app clock', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { kit } = await serve(new LocalAdapter({ now: () => now }));
    const first = await subscribe(kit, 'cache-prices');
    expect(await first.next('pusher:cache_miss', 'cache-prices')).toEqual({
      event: 'pusher:cache_miss',
      channel: 'cache-prices',
    });
    await kit.sdk().trigger('cache-prices', 'price', { n: 1 });
    await kit.sdk().trigger('cache-prices', 'price', { n: 2 });
    expect((await first.next('price', 'cache-prices')).data).toEqual({ n: 1 });

    const joiner = await subscribe(kit, 'cache-prices');
    expect((await joiner.next('price', 'cache-prices')).data).toEqual({ n: 2 });
    expect(after(joiner, 'cache-prices')).toEqual([]);

    now += CACHE_TTL_MS - 1;
    const stillThere = await subscribe(kit, 'cache-prices');
    expect((await stillThere.next('price', 'cache-prices')).data).toEqual({ n: 2 });
    now += 1;
    const late = await subscribe(kit, 'cache-prices');
    await late.next('pusher:cache_miss', 'cache-prices');
    expect(after(late, 'cache-prices')).toEqual([]);
  });

  it('serves private-, presence- and private-encrypted-cache- with their twins’ signatures; client events are not kept', async () => {
    const { kit } = await serve();
    const sdk = kit.sdk({ encryptionMasterKeyBase64: Buffer.alloc(32, 7).toString('base64') });
    for (const channel of ['private-cache-room', 'presence-cache-room', 'private-encrypted-cache-room']) {
      const unsigned = await client(kit);
      unsigned.send('pusher:subscribe', { channel, auth: `${credentials.key}:${'0'.repeat(64)}` });
      expect((await unsigned.next('pusher:subscription_error', channel)).data).toMatchObject({ status: 401 });
      const member = await subscribe(kit, channel);
      await member.next('pusher:cache_miss', channel);
      await sdk.trigger(channel, 'state', { channel });
      // The encrypted one is kept as the ciphertext its subscribers got.
      const live = await member.next('state', channel);
      const joiner = await subscribe(kit, channel, undefined, 'joiner');
      expect(await joiner.next('state', channel)).toEqual(live);
    }
    const whisperer = await subscribe(kit, 'private-cache-quiet');
    whisperer.send('client-typing', { typing: true }, 'private-cache-quiet');
    const listener = await subscribe(kit, 'private-cache-quiet');
    await listener.next('pusher:cache_miss', 'private-cache-quiet');
  });

  it('pusher-js hears pusher:cache_miss and gets the kept event as its first one', async () => {
    const { kit } = await serve();
    const a = await kit.connected();
    const missed = a.subscribe('cache-state');
    await once((done) => missed.bind('pusher:cache_miss', done));
    await kit.sdk().trigger('cache-state', 'state', { v: 1 });
    const b = await kit.connected();
    const events: string[] = [];
    const channel = b.subscribe('cache-state');
    channel.bind_global((name: string) => events.push(name));
    await expect.poll(() => events).toEqual(['pusher:subscription_succeeded', 'state']);
  });
});

describe('subscription_count', () => {
  it('sends the count to public and private subscribers 5 s after the first change, once, and never on presence', async () => {
    const { kit } = await serve();
    // Only timeouts are faked (the server's throttle); the sockets run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await countsThrottled(kit);
    } finally {
      vi.useRealTimers();
    }
  });

  async function countsThrottled(kit: RealtimeKit) {
    const a = await subscribe(kit, 'presence-room');
    await subscribe(kit, 'room', a);
    const b = await subscribe(kit, 'room');
    const c = await subscribe(kit, 'room');
    const privateOne = await subscribe(kit, 'private-room');
    await vi.advanceTimersByTimeAsync(4999);
    for (const raw of [a, b, c]) expect(after(raw, 'room')).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    for (const raw of [a, b, c]) {
      expect(await raw.next('pusher_internal:subscription_count', 'room')).toEqual({
        event: 'pusher_internal:subscription_count',
        channel: 'room',
        data: { subscription_count: 3 },
      });
    }
    expect((await privateOne.next('pusher_internal:subscription_count', 'private-room')).data).toEqual({
      subscription_count: 1,
    });
    // The presence channel's timer, had it one, was set first and would have fired first.
    expect(after(a, 'presence-room')).toEqual([]);

    // Two changes in one window: one frame, with the count at its end.
    for (const raw of [b, c]) {
      raw.send('pusher:unsubscribe', { channel: 'room' });
      raw.send('pusher:ping', {});
      await raw.next('pusher:pong');
    }
    await vi.advanceTimersByTimeAsync(4999);
    expect(after(a, 'room')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await a.next('pusher_internal:subscription_count', 'room')).data).toEqual({
      subscription_count: 1,
    });
    a.send('pusher:ping', {});
    await a.next('pusher:pong');
    expect(after(a, 'room')).toEqual([]);
    expect(after(b, 'room')).toEqual([]);
  }

  it('channels changed within 10 ms share one wait; a channel changed later keeps its own full wait', async () => {
    const { kit } = await serve();
    // The clock is faked too, so "within 10 ms" is decided by the test, not by how fast the sockets answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const one = await subscribe(kit, 'one');
      const two = await subscribe(kit, 'private-two');
      await vi.advanceTimersByTimeAsync(20);
      const three = await subscribe(kit, 'three');
      await vi.advanceTimersByTimeAsync(4980);
      expect((await one.next('pusher_internal:subscription_count', 'one')).data).toEqual({
        subscription_count: 1,
      });
      expect((await two.next('pusher_internal:subscription_count', 'private-two')).data).toEqual({
        subscription_count: 1,
      });
      three.send('pusher:ping', {});
      await three.next('pusher:pong');
      expect(after(three, 'three')).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect((await three.next('pusher_internal:subscription_count', 'three')).data).toEqual({
        subscription_count: 1,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is what pusher-js reads as channel.subscriptionCount and pusher:subscription_count', async () => {
    const { kit } = await serve(new LocalAdapter(), { subscriptionCountEveryMs: 20 });
    const a = await kit.connected();
    const channel = a.subscribe('news');
    const heard: unknown[] = [];
    channel.bind('pusher:subscription_count', (data: unknown) => heard.push(data));
    const b = await kit.connected();
    b.subscribe('news');
    await expect.poll(() => channel.subscriptionCount).toBe(2);
    expect(heard).toContainEqual({ subscription_count: 2 });
  });
});

describeWithRedis('across two nodes sharing Redis', () => {
  it('watchlist: a watcher on A hears of a user on B, is told at sign-in who is online on B, and of their leaving', async () => {
    const [a, b] = await Promise.all([redisNode(), redisNode()]);
    const early = await signIn(b.kit, '9');
    const watcher = await signIn(a.kit, '1', ['8', '9']);
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('online', ['9']));
    const eight = await signIn(b.kit, '8');
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('online', ['8']));
    // A second connection of 8 on A: still one user online, nothing said; its first one leaving: nothing either.
    const eightOnA = await signIn(a.kit, '8');
    eight.ws.close();
    await eight.closed;
    eightOnA.ws.close();
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('offline', ['8']));
    early.ws.close();
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('offline', ['9']));
    expect(watcher.frames).toEqual([]);
  });

  it('watchlist: the users of a node that dies go offline when it is swept', async () => {
    const proxy = await TcpProxy.forRedis().start();
    cleanups.push(() => proxy.close());
    const ttl = 1200;
    const a = await redisNode({ nodeTtlMs: ttl });
    const b = await redisNode({ url: proxy.url, nodeTtlMs: ttl });
    const watcher = await signIn(a.kit, '1', ['7']);
    await signIn(b.kit, '7');
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('online', ['7']));
    // B loses Redis: its heartbeat expires and A sweeps its registrations.
    proxy.cut();
    expect(await watcher.next('pusher_internal:watchlist_events')).toEqual(watchlistFrame('offline', ['7']));
  });

  it('cache channels: an event published through A is replayed to a joiner on B, kept in Redis for 30 minutes', async () => {
    const [a, b] = await Promise.all([redisNode(), redisNode()]);
    const onB = await subscribe(b.kit, 'presence-cache-board');
    await onB.next('pusher:cache_miss', 'presence-cache-board');
    await a.kit.sdk().trigger(['cache-board', 'presence-cache-board'], 'state', { v: 1 });
    expect((await onB.next('state', 'presence-cache-board')).data).toEqual({ v: 1 });
    for (const channel of ['cache-board', 'presence-cache-board']) {
      const joiner = await subscribe(b.kit, channel, undefined, 'joiner');
      expect((await joiner.next('state', channel)).data).toEqual({ v: 1 });
    }
    const redis = new Redis(REDIS_TEST_URL);
    cleanups.push(() => redis.disconnect());
    const ttl = await redis.pttl(`${prefix}cache:cache-board`);
    expect(ttl).toBeGreaterThan(CACHE_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CACHE_TTL_MS);
  });

  it('subscription_count: the count is the cluster’s', async () => {
    const timing = { subscriptionCountEveryMs: 20 };
    const [a, b] = await Promise.all([redisNode({}, timing), redisNode({}, timing)]);
    const onA = await subscribe(a.kit, 'private-crowd');
    await subscribe(b.kit, 'private-crowd');
    await subscribe(b.kit, 'private-crowd');
    for (;;) {
      const count = await onA.next('pusher_internal:subscription_count', 'private-crowd');
      if ((count.data as { subscription_count: number }).subscription_count === 3) break;
    }
  });
});
