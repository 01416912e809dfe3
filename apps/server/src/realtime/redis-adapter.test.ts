import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/harness.ts';
import { frame } from './protocol.ts';
import { RealtimeServer } from './realtime-server.ts';
import { RedisAdapter } from './redis-adapter.ts';
import {
  REDIS_TEST_URL,
  TcpProxy,
  describeWithRedis,
  dropPrefix,
  eventually,
  kitFor,
  redisUp,
  uniquePrefix,
} from '../test/redis-test-kit.ts';
import type { RealtimeKit } from '../test/realtime-test-kit.ts';

const credentials = { id: '1', key: 'cluster-key', secret: 'cluster-secret' };
const pusher = { appId: credentials.id, key: credentials.key, secret: credentials.secret };
const prefix = uniquePrefix('redis-adapter');
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  if (redisUp) await dropPrefix(prefix);
});

interface Node {
  port: number;
  adapter: RedisAdapter;
  kit: RealtimeKit;
  logs: { warn: string[]; info: string[] };
}

/** One "process" of the cluster: the protocol server on a bare HTTP server, over its own Redis adapter. */
async function node(
  options: { url?: string; nodeTtlMs?: number; commandTimeoutMs?: number } = {},
): Promise<Node> {
  const logs = { warn: [] as string[], info: [] as string[] };
  const log = {
    warn: (_obj: object, msg: string) => void logs.warn.push(msg),
    info: (_obj: object, msg: string) => void logs.info.push(msg),
  };
  const nodeTtlMs = options.nodeTtlMs ?? 10_000;
  const adapter = new RedisAdapter({
    url: options.url ?? REDIS_TEST_URL,
    prefix,
    nodeTtlMs,
    heartbeatMs: Math.floor(nodeTtlMs / 4),
    ...(options.commandTimeoutMs ? { commandTimeoutMs: options.commandTimeoutMs } : {}),
    log,
  });
  const realtime = new RealtimeServer(credentials, adapter, log);
  await realtime.start();
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const kit = kitFor(port, pusher);
  cleanups.push(async () => {
    kit.closeAll();
    await realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port, adapter, kit, logs };
}

function within<T>(promise: Promise<T>, ms = 3000, what = 'frame'): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms),
    ),
  ]);
}

type Raw = Awaited<ReturnType<RealtimeKit['raw']>>;

async function client(kit: RealtimeKit): Promise<Raw & { socketId: string }> {
  const raw = await kit.raw();
  const established = await within(raw.next('pusher:connection_established'));
  return Object.assign(raw, { socketId: (established.data as { socket_id: string }).socket_id });
}

async function subscribe(kit: RealtimeKit, channel: string) {
  const c = await client(kit);
  c.send('pusher:subscribe', { channel });
  await within(c.next('pusher_internal:subscription_succeeded', channel));
  return c;
}

interface PresenceData {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number };
}

async function join(kit: RealtimeKit, channel: string, userId: string) {
  const c = await client(kit);
  const channelData = JSON.stringify({ user_id: userId, user_info: { name: `User ${userId}` } });
  c.send('pusher:subscribe', { channel, ...kit.channelAuth(c.socketId, channel, channelData) });
  const ok = await within(c.next('pusher_internal:subscription_succeeded', channel));
  return { c, presence: (ok.data as PresenceData).presence };
}

// A real wait on purpose, for what must NOT arrive over a real Redis pub/sub: no event marks a frame that never
// comes, so the tests give it longer than a delivered frame takes (tens of milliseconds) and then look.
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('RedisAdapter: several processes acting as one server', () => {
  it('fans a frame out to the sockets of every node; the origin delivers once and honours `except`', async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const onA = await subscribe(a.kit, 'news');
    const onB = await subscribe(b.kit, 'news');

    await a.adapter.broadcast(['news'], frame('hello', { n: 1 }, 'news'));
    expect((await within(onA.next('hello', 'news'))).data).toEqual({ n: 1 });
    expect((await within(onB.next('hello', 'news'))).data).toEqual({ n: 1 });

    await b.adapter.broadcast(['news'], frame('hello', { n: 2 }, 'news'), onB.socketId);
    expect((await within(onA.next('hello', 'news'))).data).toEqual({ n: 2 });
    await quiet(200);
    // No echo of the origin's own message, and the excluded socket got nothing.
    expect(onA.frames.filter((f) => f.event === 'hello')).toEqual([]);
    expect(onB.frames.filter((f) => f.event === 'hello')).toEqual([]);
  });

  it('keeps presence cluster-wide: one user in two tabs on two nodes is one member', async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const channel = 'presence-room.1';
    const watcher = await join(a.kit, channel, 'watcher');
    const tab1 = await join(a.kit, channel, 'u1');
    expect((await within(watcher.c.next('pusher_internal:member_added', channel))).data).toMatchObject({
      user_id: 'u1',
      user_info: { name: 'User u1' },
    });
    const tab2 = await join(b.kit, channel, 'u1');
    // Joined on B, listed with the members of A.
    expect(tab2.presence.count).toBe(2);
    expect(tab2.presence.ids.sort()).toEqual(['u1', 'watcher']);
    expect(tab2.presence.hash.watcher).toEqual({ name: 'User watcher' });
    const u2 = await join(b.kit, channel, 'u2');
    expect(u2.presence.count).toBe(3);
    expect((await within(watcher.c.next('pusher_internal:member_added', channel))).data).toMatchObject({
      user_id: 'u2',
    });

    expect([...(await a.adapter.presenceMembers(channel)).keys()].sort()).toEqual(['u1', 'u2', 'watcher']);
    expect(await b.adapter.presenceMembers(channel)).toEqual(await a.adapter.presenceMembers(channel));
    for (const n of [a, b]) {
      expect((await n.adapter.channels()).get(channel)).toEqual({ subscriptionCount: 4, userCount: 3 });
    }

    tab1.c.ws.close();
    await quiet(300);
    // The user is still there in the other tab: nobody hears of a departure, and no second member_added came.
    expect(watcher.c.frames.filter((f) => f.event.startsWith('pusher_internal:member'))).toEqual([]);
    expect((await b.adapter.channels()).get(channel)).toEqual({ subscriptionCount: 3, userCount: 3 });

    tab2.c.ws.close();
    expect((await within(watcher.c.next('pusher_internal:member_removed', channel))).data).toEqual({
      user_id: 'u1',
    });
    expect((await within(u2.c.next('pusher_internal:member_removed', channel))).data).toEqual({
      user_id: 'u1',
    });
  });

  it('applies the member cap to the whole cluster', async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const channel = 'presence-capped';
    const member = (userId: string) => ({ userId, userInfo: {} });
    expect(await a.adapter.joinPresence(channel, '1.1', member('x'), 1)).toMatchObject({
      ok: true,
      added: true,
    });
    expect(await b.adapter.joinPresence(channel, '2.1', member('y'), 1)).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(await b.adapter.joinPresence(channel, '2.2', member('x'), 1)).toMatchObject({
      ok: true,
      added: false,
    });
    expect(await a.adapter.leavePresence(channel, '1.1', 'x')).toEqual({ removed: false });
    expect(await b.adapter.leavePresence(channel, '2.2', 'x')).toEqual({ removed: true });
    expect((await a.adapter.presenceMembers(channel)).size).toBe(0);
  });

  it('terminates a user’s connections on every node', async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const c = await client(a.kit);
    const userData = JSON.stringify({ id: 'u9', name: 'Nine' });
    c.send('pusher:signin', {
      user_data: userData,
      auth: `${credentials.key}:${a.kit.sign(`${c.socketId}::user::${userData}`)}`,
    });
    await within(c.next('pusher:signin_success'));
    await b.adapter.terminateUser('u9');
    expect(await within(c.closed)).toEqual({ code: 4009 });
  });

  it('degrades to local delivery while Redis is away, sweeps the silent node, and resumes by itself', async () => {
    const proxy = await TcpProxy.forRedis().start();
    cleanups.push(() => proxy.close());
    const ttl = 1200;
    const a = await node({ url: proxy.url, nodeTtlMs: ttl });
    const b = await node({ nodeTtlMs: ttl });
    const channel = 'presence-outage';
    const onB = await join(b.kit, channel, 'watcher');
    const onA = await join(a.kit, channel, 'u1');
    await within(onB.c.next('pusher_internal:member_added', channel));
    const newsA = await subscribe(a.kit, 'news');
    const newsB = await subscribe(b.kit, 'news');

    proxy.cut();
    await eventually(() => expect(a.adapter.connected).toBe(false), 2000, 20);
    const cutAt = Date.now();
    for (let n = 0; n < 20; n++) await a.adapter.broadcast(['news'], frame('local', { n }, 'news'));
    // Local delivery still works, and the adapter answers from this node's own view.
    expect((await within(newsA.next('local', 'news'))).data).toEqual({ n: 0 });
    expect((await a.adapter.channels()).get('news')).toEqual({ subscriptionCount: 1 });
    expect([...(await a.adapter.presenceMembers(channel)).keys()]).toEqual(['u1']);
    // B no longer hears A's heartbeat: it sweeps A's member within the TTL (plus one heartbeat).
    expect((await within(onB.c.next('pusher_internal:member_removed', channel), ttl * 3)).data).toEqual({
      user_id: 'u1',
    });
    expect(Date.now() - cutAt).toBeLessThan(ttl + ttl / 4 + 1500);
    // One warning for the outage, not one per message.
    expect(a.logs.warn).toHaveLength(1);

    proxy.restore();
    // A re-registers its presence on reconnect: B's members learn u1 is back.
    expect((await within(onB.c.next('pusher_internal:member_added', channel), 5000)).data).toMatchObject({
      user_id: 'u1',
    });
    // B's subscriber may take a moment to resubscribe after the outage; a loaded machine (CI) gets ten seconds.
    // One waiter for all the tries: a waiter per try would outlive its try and take the next try's frame.
    const again = newsA.next('again', 'news');
    await eventually(async () => {
      await b.adapter.broadcast(['news'], frame('again', {}, 'news'));
      await within(again, 500);
    }, 10_000);
    await a.adapter.broadcast(['news'], frame('back', {}, 'news'));
    await within(newsB.next('back', 'news'));
    expect(a.logs.warn).toHaveLength(1);
    expect(a.logs.info.filter((m) => m.includes('reachable again'))).toHaveLength(1);
    expect(onA.c.ws.readyState).toBe(onA.c.ws.OPEN);
  });

  it('closes an outage that was only a stall (commands timing out, no reconnect) once Redis answers again', async () => {
    const proxy = await TcpProxy.forRedis().start();
    cleanups.push(() => proxy.close());
    const a = await node({ url: proxy.url, nodeTtlMs: 1200, commandTimeoutMs: 300 });
    const channel = 'presence-stall';
    proxy.stall();
    // Answered from this node's view once the command times out.
    expect(await a.adapter.joinPresence(channel, '9.9', { userId: 's', userInfo: {} }, 100)).toMatchObject({
      ok: true,
      added: true,
    });
    expect(a.logs.warn).toHaveLength(1);
    proxy.resume();
    await eventually(
      () => expect(a.logs.info.filter((m) => m.includes('reachable again'))).toHaveLength(1),
      4000,
      50,
    );
    // The join made while Redis hung is in Redis now (the next heartbeat re-synced this node's presence).
    const redis = new Redis(REDIS_TEST_URL);
    cleanups.push(() => redis.disconnect());
    await eventually(async () =>
      expect(await redis.hget(`${prefix}presence:${channel}:counts`, 's')).toBe('1'),
    );
    expect(a.logs.warn).toHaveLength(1);
  });

  it('is what the app mounts when REDIS_URL is set, and it leaves the cluster when the app closes', async () => {
    const dataDir = await mkdtemp(joinPath(tmpdir(), 'talent-redis-app-'));
    const database = await openTestDatabase();
    const redis = new Redis(REDIS_TEST_URL);
    cleanups.push(async () => {
      redis.disconnect();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const config = await testConfig(dataDir, { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: `${prefix}app:` });
    const app = await buildApp({ db: database, config, logger: false });
    await app.ready();
    const adapter = app.realtime!.adapter;
    expect(adapter).toBeInstanceOf(RedisAdapter);
    const keys = `${prefix}app:realtime:${config.pusher.appId}:`;
    const { nodeId } = adapter as RedisAdapter;
    expect(await redis.sismember(`${keys}nodes`, nodeId)).toBe(1);
    expect(await redis.exists(`${keys}node:${nodeId}:alive`)).toBe(1);
    await app.close();
    expect(await redis.sismember(`${keys}nodes`, nodeId)).toBe(0);
    expect(await redis.exists(`${keys}node:${nodeId}:alive`)).toBe(0);
  });
});
