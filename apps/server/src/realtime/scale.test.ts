import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Channel, PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../test/harness.ts';
import { once, type RealtimeKit } from '../test/realtime-test-kit.ts';
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

/*
 * Two real server processes (scale-node.ts: the app built from the environment) sharing one Redis, the way a
 * deployment runs them. Node A reaches Redis through a proxy the test can cut (a Redis outage for A only); B
 * talks to Redis directly. The heartbeat TTL is short (2 s) so crash clean-up is observable quickly.
 */

const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = join(here, '..', '..');
const pusher = { appId: '424242', key: 'scale-key', secret: 'scale-secret' };
const NODE_TTL_MS = 2000;
const HEARTBEAT_MS = Math.floor(NODE_TTL_MS / 3);
const prefix = uniquePrefix('scale');

interface RunningNode {
  port: number;
  child: ChildProcess;
  kit: RealtimeKit;
  stderr: string[];
}

const dirs: string[] = [];
let entry = '';
const children: ChildProcess[] = [];
let proxy: TcpProxy;
let a: RunningNode;
let b: RunningNode;

async function startNode(name: string, redisUrl: string): Promise<RunningNode> {
  const dataDir = await mkdtemp(join(tmpdir(), `talent-scale-${name}-`));
  dirs.push(dataDir);
  await testConfig(dataDir); // writes the fake web build next to the data
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web-dist'),
    APP_KEY: 'scale-app-key-0123456789abcdef0123456789abcdef',
    PUSHER_APP_ID: pusher.appId,
    PUSHER_APP_KEY: pusher.key,
    PUSHER_APP_SECRET: pusher.secret,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    REDIS_NODE_TTL_MS: String(NODE_TTL_MS),
    PGLITE_TEMPLATE: inject('pgliteTemplate'),
  };
  for (const name of ['DATABASE_URL', 'PUSHER_HOST', 'PUSHER_PORT', 'PUSHER_SCHEME', 'S3_ENDPOINT'])
    delete env[name];
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const stderr: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`node ${name} did not start:\n${stderr.join('')}`)),
      90_000,
    );
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node ${name} exited with ${code}:\n${stderr.join('')}`));
    });
  });
  return { port, child, kit: kitFor(port, pusher), stderr };
}

/**
 * scale-node.ts bundled like the production build (npm packages external): a child then starts in a couple of
 * seconds, where tsx would transpile the whole app on every start.
 */
async function bundleNode(): Promise<string> {
  const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => name !== '@talent/contract',
  );
  // Inside the workspace, so the external packages resolve from its node_modules.
  const cache = join(serverRoot, 'node_modules', '.cache');
  // A fresh install hoists every package to the root, so the workspace may have no node_modules of its own yet.
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(join(cache, 'talent-scale-'));
  dirs.push(outdir);
  const outfile = join(outdir, 'scale-node.mjs');
  await build({
    absWorkingDir: serverRoot,
    entryPoints: [join(here, 'scale-node.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}

function subscribed<T = unknown>(channel: Channel, ms = 5000) {
  return once<T>((done) => channel.bind('pusher:subscription_succeeded', done), ms);
}

function presenceUser(id: string) {
  return { id, name: `User ${id}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The database plays no part here: run once, in the PGlite project, not again in the PostgreSQL one.
const describeScale = process.env.TEST_POSTGRES_URL ? describe.skip : describeWithRedis;

describeScale('two server processes sharing Redis', () => {
  beforeAll(async () => {
    const t0 = Date.now();
    entry = await bundleNode();
    const t1 = Date.now();
    proxy = await TcpProxy.forRedis().start();
    [a, b] = await Promise.all([startNode('a', proxy.url), startNode('b', REDIS_TEST_URL)]);
    const phases = a.stderr.join('').match(/scale-node: .*/)?.[0] ?? '';
    console.info(
      `scale: bundled in ${t1 - t0} ms, both nodes listening ${Date.now() - t1} ms later (${phases})`,
    );
  }, 150_000);

  afterEach(() => {
    a?.kit.closeAll();
    b?.kit.closeAll();
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await proxy?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    if (redisUp) await dropPrefix(prefix);
  });

  it('delivers an event triggered through the pusher SDK on B to a pusher-js client on A, and back', async () => {
    const onA = a.kit.pusher();
    const orders = onA.subscribe('private-orders');
    await subscribed(orders);
    const received = once<unknown>((done) => orders.bind('OrderShipped', done));
    await b.kit.sdk().trigger('private-orders', 'OrderShipped', { id: 7 });
    expect(await received).toEqual({ id: 7 });

    const onB = b.kit.pusher();
    const news = onB.subscribe('news');
    await subscribed(news);
    const back = once<unknown>((done) => news.bind('Headline', done));
    await a.kit.sdk().trigger('news', 'Headline', { title: 'both ways' });
    expect(await back).toEqual({ title: 'both ways' });
  });

  it('agrees on presence on both nodes: one user in two tabs on two nodes is counted once', async () => {
    const channelName = 'presence-team.1';
    const tab1 = a.kit.pusher(presenceUser('u1')).subscribe(channelName) as PresenceChannel;
    await subscribed(tab1);
    const tab2Client = b.kit.pusher(presenceUser('u1'));
    const tab2 = tab2Client.subscribe(channelName) as PresenceChannel;
    await subscribed(tab2);
    const other = b.kit.pusher(presenceUser('u2')).subscribe(channelName) as PresenceChannel;
    const members = await subscribed<{ count: number; each(cb: (m: { id: string }) => void): void }>(other);
    const ids: string[] = [];
    members.each((m) => ids.push(m.id));
    expect(ids.sort()).toEqual(['u1', 'u2']);
    expect(members.count).toBe(2);
    const tab1Members = tab1.members;
    await eventually(() => expect(tab1Members.count).toBe(2));

    for (const node of [a, b]) {
      const sdk = node.kit.sdk();
      await eventually(async () => {
        const info = (await (
          await sdk.get({
            path: `/channels/${channelName}`,
            params: { info: 'user_count,subscription_count' },
          })
        ).json()) as { occupied: boolean; user_count: number; subscription_count: number };
        expect(info).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
      });
      const users = (await (await sdk.get({ path: `/channels/${channelName}/users` })).json()) as {
        users: Array<{ id: string }>;
      };
      expect(users.users.map((u) => u.id).sort()).toEqual(['u1', 'u2']);
      const list = (await (
        await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
      ).json()) as { channels: Record<string, { user_count: number }> };
      expect(list.channels[channelName]).toEqual({ user_count: 2 });
    }

    const removed: string[] = [];
    other.bind('pusher:member_removed', (m: { id: string }) => removed.push(m.id));
    tab2Client.disconnect();
    // A real wait on purpose: a departure that must NOT be announced across real processes has no event to wait
    // on; 400 ms are many times what a delivered member_removed takes.
    await sleep(400);
    // u1 is still there in the tab on A.
    expect(removed).toEqual([]);
    expect(other.members.count).toBe(2);
  });

  it('terminate_connections through one node closes the user’s sockets on the other', async () => {
    const raw = await a.kit.raw();
    const { data } = (await raw.next('pusher:connection_established')) as { data: { socket_id: string } };
    const userData = JSON.stringify({ id: 'u7' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: `${pusher.key}:${a.kit.sign(`${data.socket_id}::user::${userData}`)}`,
    });
    await raw.next('pusher:signin_success');
    await b.kit.sdk().terminateUserConnections('u7');
    expect((await raw.closed).code).toBe(4009);
  });

  it('survives a Redis outage of one node: local delivery goes on, the API answers, and it resumes by itself', async () => {
    const channelName = 'presence-ops';
    const alice = a.kit.pusher(presenceUser('alice'));
    const onA = alice.subscribe(channelName) as PresenceChannel;
    await subscribed(onA);
    const watcher = b.kit.pusher(presenceUser('bob')).subscribe(channelName) as PresenceChannel;
    await subscribed(watcher);
    const events: Array<[string, string]> = [];
    watcher.bind('pusher:member_removed', (m: { id: string }) => events.push(['removed', m.id]));
    watcher.bind('pusher:member_added', (m: { id: string }) => events.push(['added', m.id]));

    proxy.cut();
    const cutAt = Date.now();
    // A keeps delivering to its own sockets, and its API keeps answering.
    const local = once<unknown>((done) => onA.bind('Local', done));
    await a.kit.sdk().trigger(channelName, 'Local', { during: 'outage' });
    expect(await local).toEqual({ during: 'outage' });
    const res = await a.kit.sdk().get({ path: '/channels', params: { filter_by_prefix: 'presence-' } });
    expect(res.status).toBe(200);
    // B stops hearing A's heartbeat and sweeps alice within the TTL (plus one heartbeat).
    await eventually(() => expect(events).toContainEqual(['removed', 'alice']), NODE_TTL_MS * 3, 50);
    expect(Date.now() - cutAt).toBeLessThan(NODE_TTL_MS + HEARTBEAT_MS + 1500);

    proxy.restore();
    // A reconnects on its own and re-registers alice: B hears she is back, and fan-out from B reaches A again.
    await eventually(() => expect(events).toContainEqual(['added', 'alice']), 8000, 50);
    expect(watcher.members.count).toBe(2);
    await eventually(
      async () => {
        const again = once<unknown>((done) => onA.bind('Again', done), 400);
        await b.kit.sdk().trigger(channelName, 'Again', {});
        await again;
      },
      5000,
      0,
    );
    expect(a.stderr.join('').match(/Redis unavailable/g)).toHaveLength(1);
  });

  it('kill -9 of A: a client on B gets member_removed for A’s users within the heartbeat TTL', async () => {
    const channelName = 'presence-crash';
    const onA = a.kit.pusher(presenceUser('carol')).subscribe(channelName) as PresenceChannel;
    await subscribed(onA);
    const watcher = b.kit.pusher(presenceUser('dave')).subscribe(channelName) as PresenceChannel;
    await subscribed(watcher);
    expect(watcher.members.count).toBe(2);
    const removed = once<{ id: string }>(
      (done) => watcher.bind('pusher:member_removed', done),
      NODE_TTL_MS * 4,
    );

    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    expect((await removed).id).toBe('carol');
    expect(Date.now() - killedAt).toBeLessThan(NODE_TTL_MS + HEARTBEAT_MS + 1000);
    expect(watcher.members.count).toBe(1);
  });
});
