/**
 * `npm run bench:realtime`: fan-out of the embedded Pusher-protocol server, beside a bare `ws` floor and beside the
 * Soketi 1.6 peer (uWebSockets.js C++ core), with the same client harness.
 *
 *   npm run bench:realtime [-- --connections 5000 --rate 20 --duration 20 --warmup 3 --channels 1]
 *   npm run bench:realtime -- --cells 1000x2,1000x10,5000x2,5000x10 --rounds 2 --storm 2000 --presence 1000
 *   npm run bench:realtime -- --only one,soketi       # scenarios: floor, one, soketi, floor2, two, soketi2
 *   npm run bench:realtime -- --only one --profile    # server CPU profile (.cpuprofile) in a temp dir
 *   npm run bench:realtime -- --only one --node-flags "--trace-gc"   # extra node flags for the servers
 *   npm run bench:realtime -- --settle 0             # the first cell at once after start (default: 10 s later)
 *
 * Scenarios, one after the other, each with fresh processes (started once per round, every cell run against them):
 *   floor   a bare `ws` broadcast server (floor-server.ts): one POST, one serialised frame, written to every socket;
 *   one     the real app (src/server.ts through tsx, embedded defaults, PGlite in a temp DATA_DIR);
 *   soketi  Soketi 1.6 from the bench-only package in ./soketi (installed there with `npm install --prefix` on first
 *           use; its GitHub-only uWebSockets.js is overridden with an npm republish of the binaries);
 *   floor2  two bare servers sharing Redis pub/sub (the origin writes to its sockets and publishes the frame once);
 *   two     two app processes sharing Redis (REDIS_URL, default redis://127.0.0.1:6379), the connections split over
 *           both, every event published to the first (as for floor2);
 *   soketi2 two Soketi processes with its Redis adapter, the same split.
 * In each cell (`connections x rate`): the clients (raw `ws`, Pusher protocol v7 for the app and Soketi; clients.ts,
 * in forked processes so the server's event loop is what is measured) connect and subscribe; then 1 KB events go out
 * through the official `pusher` SDK (signed POST /apps/{id}/events, keep-alive) at a fixed rate: a warm-up, then the
 * measured run. Every receipt is timed against the send stamp in the payload (monotonic clock, shared by the
 * processes). Then, with --storm N / --presence N, N connected sockets all subscribe at once (private channels signed
 * per socket; presence channels with a user each over --presence-channels, default 20): per-subscribe latency, the
 * whole storm's duration and the servers' CPU until the member_added fan-out settles. Redis keys of the app and of
 * Soketi live under `bench-realtime-<pid>:`.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import type { ClientCommand, ClientReply } from './clients.ts';
import { Histogram, collectGarbage, monoMs, openFilesLimit, procStats } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = join(here, '..', '..');

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const text = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const CONNECTIONS = arg('connections', 5000);
const RATE = arg('rate', 20);
const DURATION = arg('duration', 20);
const WARMUP = arg('warmup', 3);
const CHANNELS = arg('channels', 1);
const CLIENT_PROCS = arg('client-procs', 1);
const CONCURRENCY = arg('concurrency', 100);
const SIZE = arg('size', 1024);
const ONLY = text('only', 'floor,one,soketi,floor2,two,soketi2').split(',');
const REDIS_URL = text('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const PROFILE = args.includes('--profile');
/** Fan-out cells `connections x rate`, each run against every scenario's servers (default: the two options). */
const CELLS = text('cells', `${CONNECTIONS}x${RATE}`)
  .split(',')
  .map((cell) => {
    const [connections, rate] = cell.split('x').map(Number);
    return { connections: connections!, rate: rate! };
  });
const ROUNDS = arg('rounds', 1);
/** Sockets of the private-subscribe storm (0: none) and of the presence storm, over PRESENCE_CHANNELS channels. */
const STORM = arg('storm', 0);
const PRESENCE = arg('presence', 0);
const PRESENCE_CHANNELS = arg('presence-channels', 20);
/**
 * Seconds between a scenario's start (after one full collection in each server) and its first cell. V8's memory
 * reducer runs its collections about 8 s after the first full one that follows a heap's growth: after start-up that
 * is once, and on the app's ~120 MB heap (Soketi's: ~15 MB) it cost ~200 ms of CPU inside the first cell, which
 * then measured the start, not the fan-out. 0 measures it again.
 */
const SETTLE = arg('settle', 10);
/** Extra flags for the server processes' node (e.g. `--trace-gc`), space-separated. */
const NODE_FLAGS = text('node-flags', '').split(' ').filter(Boolean);
// Our own key prefix in a Redis that others share.
const REDIS_PREFIX = `bench-realtime-${process.pid}:`;
const SOKETI_DIR = join(here, 'soketi');

const APP = { appId: '1', key: 'bench-key', secret: 'bench-secret' };
const CHANNEL_NAMES = Array.from({ length: CHANNELS }, (_, i) => `bench-${i}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/* ---------- processes ---------- */

interface Started {
  child: ChildProcess;
  port: number;
  dir: string;
  /** The DevTools port, used to force a garbage collection before memory is read. */
  inspectPort: number;
}

async function waitForHttp(url: string, child: ChildProcess, log: string) {
  const failed = async (why: string) => {
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
    return new Error(`${url}: ${why}; the end of its log:\n${tail}`);
  };
  // The first start of the app migrates and seeds a fresh PGlite: more than a minute on a busy machine.
  for (let i = 0; i < 1500; i++) {
    if (child.exitCode !== null) throw await failed(`process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw await failed('did not start in 5 minutes');
}

// One PGlite directory per port, kept between scenarios: only the first start of each pays for migrations and seed.
const benchRoot = await mkdtemp(join(tmpdir(), 'bench-realtime-'));

/**
 * Ports whose PGlite directory is migrated and seeded. A first start seeds the demo data in the server's own process
 * (faker, sharp, pdfkit and their garbage stay in its heap for its whole life), and the first pipeline sweep after it
 * works off the seed's backlog (notifications of talks and interviews due, ~0.5 s of CPU and PGlite queries on the
 * event loop); a server restarted on its database, as in production, carries neither. So each data directory is
 * seeded by a start of its own that also runs the sweeps once (every 500 ms; stopping waits for a running sweep),
 * stopped before any measurement. The measured servers still sweep every 30 s, as the app's default.
 */
const seeded = new Set<number>();

async function startApp(port: number, redisUrl?: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Started> {
  if (!seeded.has(port)) {
    seeded.add(port);
    const seeding = await startApp(port, undefined, { PIPELINE_SWEEP_MS: '500' });
    await sleep(2000);
    await stop(seeding);
  }
  const dir = await mkdtemp(join(benchRoot, `app-${port}-`));
  const log = join(dir, 'server.log');
  const fd = openSync(log, 'a');
  const nodeArgs = [
    `--inspect=127.0.0.1:${port + 6000}`,
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'profile')] : []),
    ...NODE_FLAGS,
  ];
  // A clean environment: embedded defaults (PGlite, local files, no SMTP), only what the bench chooses.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'local',
    DATA_DIR: join(benchRoot, `data-${port}`),
    APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
    PUSHER_APP_ID: APP.appId,
    PUSHER_APP_KEY: APP.key,
    PUSHER_APP_SECRET: APP.secret,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', fd, fd],
  });
  const started = { child, port, dir, inspectPort: port + 6000 };
  await waitForHttp(`http://127.0.0.1:${port}/up`, child, log).catch(async (err: unknown) => {
    await stop(started);
    throw err;
  });
  return started;
}

async function startFloor(port: number, redisUrl?: string): Promise<Started> {
  const dir = await mkdtemp(join(benchRoot, 'floor-'));
  const log = join(dir, 'floor.log');
  const fd = openSync(log, 'a');
  const nodeArgs = [
    `--inspect=127.0.0.1:${port + 6000}`,
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'profile')] : []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(here, 'floor-server.ts')], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, PORT: String(port), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    stdio: ['ignore', fd, fd],
  });
  const started = { child, port, dir, inspectPort: port + 6000 };
  await waitForHttp(`http://127.0.0.1:${port}/`, child, log).catch(async (err: unknown) => {
    await stop(started);
    throw err;
  });
  return started;
}

/**
 * The peer: Soketi 1.6 (uWebSockets.js C++ core) from the bench-only package in ./soketi, installed there on first
 * use (not a workspace: the repository's own `npm install` never fetches it). Same app credentials; with Redis, its
 * Redis adapter under our key prefix.
 */
function ensureSoketi() {
  if (existsSync(join(SOKETI_DIR, 'node_modules/@soketi/soketi/bin/server.js'))) return;
  console.info(`  installing the Soketi peer in ${SOKETI_DIR} (first use only)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--prefix', SOKETI_DIR, '--no-audit', '--no-fund', '--ignore-scripts'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`npm install --prefix ${SOKETI_DIR} failed (${result.status})`);
}

async function startSoketi(port: number, redisUrl?: string): Promise<Started> {
  ensureSoketi();
  const dir = await mkdtemp(join(benchRoot, `soketi-${port}-`));
  const log = join(dir, 'soketi.log');
  const fd = openSync(log, 'a');
  const nodeArgs = [
    `--inspect=127.0.0.1:${port + 6000}`,
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'profile')] : []),
    ...NODE_FLAGS,
  ];
  const redis = redisUrl ? new URL(redisUrl) : undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SOKETI_HOST: '127.0.0.1',
    SOKETI_PORT: String(port),
    SOKETI_METRICS_SERVER_PORT: String(port + 7000),
    SOKETI_DEFAULT_APP_ID: APP.appId,
    SOKETI_DEFAULT_APP_KEY: APP.key,
    SOKETI_DEFAULT_APP_SECRET: APP.secret,
    ...(redis
      ? {
          SOKETI_ADAPTER_DRIVER: 'redis',
          SOKETI_ADAPTER_REDIS_PREFIX: `${REDIS_PREFIX}soketi`,
          SOKETI_DB_REDIS_HOST: redis.hostname,
          SOKETI_DB_REDIS_PORT: redis.port || '6379',
          SOKETI_DB_REDIS_KEY_PREFIX: `${REDIS_PREFIX}soketi:`,
          ...(redis.password ? { SOKETI_DB_REDIS_PASSWORD: decodeURIComponent(redis.password) } : {}),
        }
      : {}),
  };
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(SOKETI_DIR, 'node_modules/@soketi/soketi/bin/server.js'), 'start'],
    { cwd: SOKETI_DIR, env, stdio: ['ignore', fd, fd] },
  );
  const started = { child, port, dir, inspectPort: port + 6000 };
  await waitForHttp(`http://127.0.0.1:${port}/ready`, child, log).catch(async (err: unknown) => {
    await stop(started);
    throw err;
  });
  return started;
}

async function stop(started: Started) {
  const exited = new Promise((r) => started.child.once('exit', r));
  started.child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (started.child.exitCode === null) started.child.kill('SIGKILL');
  if (PROFILE) {
    const profiles = await readdir(join(started.dir, 'profile')).catch(() => []);
    for (const name of profiles) console.info(`  CPU profile: ${join(started.dir, 'profile', name)}`);
    return; // keep the directory for the profile
  }
  await rm(started.dir, { recursive: true, force: true });
}

/* ---------- client processes ---------- */

class ClientProcess {
  readonly child = fork(join(here, 'clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  ask<T extends ClientReply['type']>(command: ClientCommand, answer: T) {
    return new Promise<Extract<ClientReply, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ClientReply) => {
        if (message.type !== answer) return;
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        resolve(message as Extract<ClientReply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`client process exited (${code})`));
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send(command);
    });
  }

  async close() {
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.send({ type: 'close' } satisfies ClientCommand);
    await Promise.race([exited, sleep(5000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/* ---------- one scenario ---------- */

interface Cell {
  connections: number;
  rate: number;
}

interface Result {
  /** Scenario key (floor, one, soketi, floor2, two, soketi2); `name` is its label. */
  key: string;
  name: string;
  round: number;
  cell: Cell;
  connected: number;
  connectSeconds: number;
  events: number;
  expected: number;
  measured: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssEndMb: number;
  kbPerConnection: number;
  heapKbPerConnection: number;
  serverCpu: number;
  clientCpu: number;
  /** CPU time per delivered message (µs): moves far less with other load on the machine than latency does. */
  serverUsPerMsg: number;
  clientUsPerMsg: number;
  httpErrors: number;
  unexpectedCloses: number;
}

async function runScenario(
  name: string,
  servers: Started[],
  publishTo: Started,
  cell: Cell,
  round: number,
): Promise<Result> {
  const { connections: CONNECTIONS, rate: RATE } = cell;
  const pids = servers.map((s) => s.child.pid!);
  // After a full collection in each server (so garbage does not count), the JS heap and the median of five RSS
  // samples (the app's RSS also holds PGlite's memory, which moves by itself).
  const memory = async () => {
    let heapKb = 0;
    for (const s of servers) heapKb += (await collectGarbage(s.inspectPort)).heapUsedKb;
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      samples.push((await Promise.all(pids.map(procStats))).reduce((sum, s) => sum + s.rssKb, 0));
      await sleep(200);
    }
    return { heapKb, rssKb: samples.sort((a, b) => a - b)[2]! };
  };
  const cpu = async (list: number[]) =>
    (await Promise.all(list.map(procStats))).reduce((sum, s) => sum + s.cpuMs, 0);

  await sleep(1000);
  const before = await memory();

  const clients = Array.from({ length: CLIENT_PROCS }, () => new ClientProcess());
  const clientPids = clients.map((c) => c.child.pid!);
  const urls = servers.map((s) =>
    name.startsWith('floor')
      ? `ws://127.0.0.1:${s.port}`
      : `ws://127.0.0.1:${s.port}/app/${APP.key}?protocol=7`,
  );
  const warmupEvents = Math.round(WARMUP * RATE);
  const measuredEvents = Math.round(DURATION * RATE);
  // Split the connections; each process spreads its own over the servers and channels from index 0.
  const counts = clients.map(
    (_, i) => Math.floor(CONNECTIONS / CLIENT_PROCS) + (i < CONNECTIONS % CLIENT_PROCS ? 1 : 0),
  );
  const perChannel = new Array<number>(CHANNELS).fill(0);
  for (const count of counts) for (let i = 0; i < count; i++) perChannel[i % CHANNELS]!++;

  const connected = await Promise.all(
    clients.map((c, i) =>
      c.ask(
        {
          type: 'connect',
          mode: name.startsWith('floor') ? 'floor' : 'pusher',
          urls,
          channels: CHANNEL_NAMES,
          count: counts[i]!,
          concurrency: Math.max(1, Math.round(CONCURRENCY / CLIENT_PROCS)),
          measureFrom: warmupEvents,
        },
        'connected',
      ),
    ),
  );
  // From the clients' own clocks: the fork and loading of the client processes is not connecting.
  const connectSeconds = Math.max(...connected.map((c) => c.ms)) / 1000;
  const ok = connected.reduce((sum, c) => sum + c.ok, 0);
  const failed = connected.reduce((sum, c) => sum + c.failed, 0);
  console.info(`  ${ok} connected in ${connectSeconds.toFixed(1)} s${failed ? `, ${failed} failed` : ''}`);
  for (const c of connected) for (const e of c.errors) console.info(`    connect error: ${e}`);
  await sleep(2000);
  const after = await memory();

  const pusher = new Pusher({
    ...APP,
    host: '127.0.0.1',
    port: String(publishTo.port),
    useTLS: false,
    timeout: 10_000,
    agent: new Agent({ keepAlive: true }),
  });

  let httpErrors = 0;
  const inflight = new Set<Promise<void>>();
  let firstMeasuredSend = 0;
  let serverCpu0 = 0;
  let clientCpu0 = 0;
  const total = warmupEvents + measuredEvents;
  const started = monoMs();
  for (let seq = 0; seq < total; seq++) {
    if (seq === warmupEvents) {
      serverCpu0 = await cpu(pids);
      clientCpu0 = await cpu(clientPids);
    }
    const wait = started + (seq * 1000) / RATE - monoMs();
    if (wait > 0) await sleep(wait);
    const t = monoMs();
    if (seq === warmupEvents) firstMeasuredSend = t;
    const head = JSON.stringify({ t, s: seq, p: '' });
    const data = JSON.stringify({ t, s: seq, p: 'x'.repeat(Math.max(0, SIZE - head.length)) });
    const p = pusher
      .trigger(CHANNEL_NAMES[seq % CHANNELS]!, 'bench-event', data)
      .then(
        (res) => {
          if (res.status !== 200) httpErrors++;
        },
        (err: Error) => {
          if (httpErrors++ === 0)
            console.info(`  first HTTP error: ${err.message} ${String((err as { error?: unknown }).error)}`);
        },
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const lastSend = monoMs();
  await Promise.all(inflight);

  let expected = 0;
  for (let seq = warmupEvents; seq < total; seq++) expected += perChannel[seq % CHANNELS]!;
  // Drain: until every measured event has reached every client, or 10 s after the last send.
  for (;;) {
    const progress = await Promise.all(clients.map((c) => c.ask({ type: 'progress' }, 'progress')));
    const got = progress.reduce((sum, p) => sum + p.measured, 0);
    if (got >= expected || monoMs() - lastSend > 10_000) break;
    await sleep(100);
  }
  const serverCpuMs = (await cpu(pids)) - serverCpu0;
  const clientCpuMs = (await cpu(clientPids)) - clientCpu0;
  // The profiles' clock is this one (monotonic): profile-summary.ts reads only this window with `--window a-b`.
  if (PROFILE)
    console.info(
      `  measured window (monotonic ms): --window ${firstMeasuredSend.toFixed(0)}-${monoMs().toFixed(0)}`,
    );
  const end = await memory();

  const reports = await Promise.all(clients.map((c) => c.ask({ type: 'report' }, 'report')));
  const histogram = new Histogram();
  for (const r of reports) histogram.merge(r.histogram);
  const lastReceive = Math.max(...reports.map((r) => r.lastReceive));
  const measured = reports.reduce((sum, r) => sum + r.measured, 0);
  const window = (lastReceive - firstMeasuredSend) / 1000;
  await Promise.all(clients.map((c) => c.close()));

  return {
    key: name,
    name,
    round,
    cell,
    connected: ok,
    connectSeconds,
    events: measuredEvents,
    expected,
    measured,
    perSecond: measured / window,
    p50: histogram.percentile(50),
    p95: histogram.percentile(95),
    p99: histogram.percentile(99),
    max: histogram.max,
    mean: histogram.mean(),
    rssBeforeMb: before.rssKb / 1024,
    rssAfterMb: after.rssKb / 1024,
    rssEndMb: end.rssKb / 1024,
    kbPerConnection: (after.rssKb - before.rssKb) / Math.max(1, ok),
    heapKbPerConnection: (after.heapKb - before.heapKb) / Math.max(1, ok),
    serverCpu: serverCpuMs / (window * 1000),
    clientCpu: clientCpuMs / (window * 1000),
    serverUsPerMsg: (serverCpuMs * 1000) / Math.max(1, measured),
    clientUsPerMsg: (clientCpuMs * 1000) / Math.max(1, measured),
    httpErrors,
    unexpectedCloses: reports.reduce((sum, r) => sum + r.unexpectedCloses, 0),
  };
}

/* ---------- subscribe storms ---------- */

interface StormResult {
  key: string;
  name: string;
  round: number;
  kind: 'private' | 'presence';
  sockets: number;
  ok: number;
  failed: number;
  /** First subscribe sent → last subscription_succeeded. */
  totalMs: number;
  p50: number;
  p95: number;
  p99: number;
  /** Server CPU from just before the storm until the member_added fan-out has settled. */
  serverCpuMs: number;
  memberEvents: number;
}

const cpuOf = async (pids: number[]) =>
  (await Promise.all(pids.map(procStats))).reduce((sum, s) => sum + s.cpuMs, 0);

/**
 * `sockets` connected sockets (split over the servers) that have not subscribed yet all send `pusher:subscribe` at
 * once: private channels signed per socket, or presence channels (channel_data with a distinct user each, over
 * PRESENCE_CHANNELS channels, so every join also fans member_added out to the channel).
 */
async function runStorm(
  key: string,
  name: string,
  servers: Started[],
  kind: 'private' | 'presence',
  sockets: number,
  round: number,
): Promise<StormResult> {
  const pids = servers.map((s) => s.child.pid!);
  const client = new ClientProcess();
  try {
    const connected = await client.ask(
      {
        type: 'connect',
        mode: 'idle',
        urls: servers.map((s) => `ws://127.0.0.1:${s.port}/app/${APP.key}?protocol=7`),
        channels: [''],
        count: sockets,
        concurrency: CONCURRENCY,
        measureFrom: 0,
      },
      'connected',
    );
    for (const e of connected.errors) console.info(`    connect error: ${e}`);
    await sleep(1000);
    const cpu0 = await cpuOf(pids);
    const stormFrom = monoMs();
    const stormed = await client.ask(
      {
        type: 'storm',
        kind,
        prefix: kind === 'private' ? `private-storm-${round}-` : `presence-storm-${round}-`,
        channels: kind === 'private' ? sockets : PRESENCE_CHANNELS,
        key: APP.key,
        secret: APP.secret,
        userPrefix: `u${round}-`,
      },
      'stormed',
    );
    // Presence: wait until the member_added fan-out has stopped arriving (300 ms without a new one, 10 s at most).
    let memberEvents = 0;
    if (kind === 'presence') {
      const until = monoMs() + 10_000;
      for (let stable = 0; stable < 3 && monoMs() < until;) {
        await sleep(100);
        const now = (await client.ask({ type: 'progress' }, 'progress')).memberEvents;
        stable = now === memberEvents ? stable + 1 : 0;
        memberEvents = now;
      }
    }
    const serverCpuMs = (await cpuOf(pids)) - cpu0;
    if (PROFILE)
      console.info(
        `  ${kind} storm window (monotonic ms): --window ${stormFrom.toFixed(0)}-${monoMs().toFixed(0)}`,
      );
    for (const e of stormed.errors) console.info(`    storm error: ${e}`);
    const histogram = new Histogram();
    histogram.merge(stormed.histogram);
    return {
      key,
      name,
      round,
      kind,
      sockets: connected.ok,
      ok: stormed.ok,
      failed: stormed.failed,
      totalMs: stormed.ms,
      p50: histogram.percentile(50),
      p95: histogram.percentile(95),
      p99: histogram.percentile(99),
      serverCpuMs,
      memberEvents,
    };
  } finally {
    await client.close();
  }
}

/* ---------- main ---------- */

// Every socket is a file descriptor, in the server and in the client process alike: each needs the connections
// plus its own files. `npm run bench:realtime` raises the soft limit to the hard one before starting.
const limit = await openFilesLimit();
const MOST = Math.max(...CELLS.map((c) => c.connections), STORM, PRESENCE);
const perProcess = Math.ceil(MOST / CLIENT_PROCS) + 1024;
if (limit < Math.max(MOST + 1024, perProcess)) {
  console.error(
    `Open files limit ${limit} is too low for ${MOST} connections: run \`ulimit -n ${MOST + 2048}\` first (as root, or raise the hard limit).`,
  );
  process.exit(1);
}

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.info(`Load average at start: ${loadNow()} (${cpus().length} cores)`);
console.info(
  `Realtime fan-out: cells ${CELLS.map((c) => `${c.connections} connections at ${c.rate}/s`).join('; ')}, ` +
    `over ${CHANNELS} public channel(s), ${CLIENT_PROCS} client process(es); ${SIZE} B events through the pusher SDK, ` +
    `${WARMUP} s warm-up + ${DURATION} s measured; ${ROUNDS} round(s)` +
    `${STORM ? `; private storm ${STORM} sockets` : ''}${PRESENCE ? `; presence storm ${PRESENCE} sockets over ${PRESENCE_CHANNELS} channels` : ''}; ulimit -n ${limit}`,
);

const results: Result[] = [];
const storms: StormResult[] = [];
const scenarios: Array<{
  name: string;
  label: string;
  start: () => Promise<Started[]>;
}> = [
  { name: 'floor', label: 'bare ws (floor)', start: async () => [await startFloor(3521)] },
  { name: 'one', label: 'app, one node', start: async () => [await startApp(3511)] },
  { name: 'soketi', label: 'Soketi, one node', start: async () => [await startSoketi(3531)] },
  {
    name: 'floor2',
    label: 'bare ws, two + Redis',
    start: async () => [await startFloor(3521, REDIS_URL), await startFloor(3522, REDIS_URL)],
  },
  {
    name: 'two',
    label: 'app, two nodes + Redis',
    start: async () => [await startApp(3511, REDIS_URL), await startApp(3512, REDIS_URL)],
  },
  {
    name: 'soketi2',
    label: 'Soketi, two + Redis',
    start: async () => [await startSoketi(3531, REDIS_URL), await startSoketi(3532, REDIS_URL)],
  },
];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const scenario of scenarios) {
      if (!ONLY.includes(scenario.name)) continue;
      console.info(`\nround ${round}, ${scenario.label} (load average ${loadNow()}):`);
      const servers = await scenario.start();
      try {
        if (SETTLE > 0) {
          for (const s of servers) await collectGarbage(s.inspectPort);
          await sleep(SETTLE * 1000);
        }
        for (const cell of CELLS) {
          console.info(`  ${cell.connections} connections at ${cell.rate}/s:`);
          results.push({
            ...(await runScenario(scenario.name, servers, servers[0]!, cell, round)),
            key: scenario.name,
            name: scenario.label,
          });
        }
        if (scenario.name.startsWith('floor')) continue;
        for (const [kind, count] of [
          ['private', STORM],
          ['presence', PRESENCE],
        ] as const) {
          if (count <= 0) continue;
          const storm = await runStorm(scenario.name, scenario.label, servers, kind, count, round);
          console.info(
            `  ${kind} storm: ${storm.ok}/${count} in ${storm.totalMs.toFixed(0)} ms, server CPU ${storm.serverCpuMs.toFixed(0)} ms`,
          );
          storms.push(storm);
        }
      } finally {
        for (const s of servers) await stop(s);
      }
    }
  }
} finally {
  // The profiles live under the bench directory: keep it when profiling.
  if (!PROFILE) await rm(benchRoot, { recursive: true, force: true });
}

const ms = (n: number) => `${n.toFixed(1)}`.padStart(8);
console.info(
  `\n${'round cell scenario'.padEnd(36)} ${'conns'.padStart(6)} ${'delivered'.padStart(15)} ${'msg/s'.padStart(7)}   p50 ms   p95 ms   p99 ms   max ms RSS KB/c heap KB/c srv CPU  µs/msg  cli CPU  µs/msg`,
);
const cellName = (r: { round: number; cell: Cell }) => `${r.round} ${r.cell.connections}x${r.cell.rate}/s`;
for (const r of results) {
  console.info(
    [
      `${cellName(r)} ${r.name}`.padEnd(36),
      String(r.connected).padStart(6),
      `${r.measured}/${r.expected}`.padStart(15),
      r.perSecond.toFixed(0).padStart(7),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      r.kbPerConnection.toFixed(1).padStart(8),
      r.heapKbPerConnection.toFixed(1).padStart(9),
      `${(r.serverCpu * 100).toFixed(0)}%`.padStart(8),
      r.serverUsPerMsg.toFixed(1).padStart(7),
      `${(r.clientCpu * 100).toFixed(0)}%`.padStart(8),
      r.clientUsPerMsg.toFixed(1).padStart(7),
    ].join(' '),
  );
}
for (const r of results) {
  console.info(
    `${cellName(r)} ${r.name}: RSS ${r.rssBeforeMb.toFixed(0)} MB idle → ${r.rssAfterMb.toFixed(0)} MB connected → ${r.rssEndMb.toFixed(0)} MB after the run; ` +
      `connect ${r.connectSeconds.toFixed(1)} s; HTTP errors ${r.httpErrors}; unexpected closes ${r.unexpectedCloses}`,
  );
}
for (const r of results) {
  if (r.measured < r.expected || r.httpErrors > 0) {
    console.info(
      `${cellName(r)} ${r.name}: SATURATED (${r.expected - r.measured} deliveries missing, ${r.httpErrors} HTTP errors): the latencies are queueing, not fan-out`,
    );
  }
}

// Ours beside the floor (the cost of the protocol) and beside Soketi (the peer), cell by cell.
const find = (key: string, round: number, cell: Cell) =>
  results.find(
    (r) =>
      r.key === key &&
      r.round === round &&
      r.cell.connections === cell.connections &&
      r.cell.rate === cell.rate,
  );
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
console.info(
  '\nours / peer, per cell (p50, p99, server CPU per delivered message; lost = deliveries missing):',
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const cell of CELLS) {
    for (const [key, peerKey] of [
      ['one', 'soketi'],
      ['two', 'soketi2'],
      ['one', 'floor'],
      ['two', 'floor2'],
    ] as const) {
      const r = find(key, round, cell);
      const peer = find(peerKey, round, cell);
      if (!r || !peer) continue;
      const p99Ok = r.p99 <= peer.p99;
      console.info(
        `round ${round} ${cell.connections}x${cell.rate}/s ${r.name} / ${peer.name}: ` +
          `p50 ${r.p50.toFixed(1)} / ${peer.p50.toFixed(1)} ms = ${ratio(r.p50, peer.p50)}, ` +
          `p99 ${r.p99.toFixed(1)} / ${peer.p99.toFixed(1)} ms = ${ratio(r.p99, peer.p99)}${peerKey.startsWith('soketi') ? (p99Ok ? ' (≤ peer, met)' : ' (MISSED)') : ''}, ` +
          `CPU ${r.serverUsPerMsg.toFixed(1)} / ${peer.serverUsPerMsg.toFixed(1)} µs/msg = ${ratio(r.serverUsPerMsg, peer.serverUsPerMsg)}, ` +
          `lost ${r.expected - r.measured} / ${peer.expected - peer.measured}`,
      );
    }
  }
}

if (storms.length > 0) {
  console.info(
    `\n${'round storm scenario'.padEnd(36)} ${'ok'.padStart(11)}  total ms  p50 ms  p95 ms  p99 ms  srv CPU ms  member_added`,
  );
  for (const s of storms) {
    console.info(
      [
        `${s.round} ${s.kind} ${s.name}`.padEnd(36),
        `${s.ok}/${s.sockets}`.padStart(11),
        s.totalMs.toFixed(0).padStart(9),
        s.p50.toFixed(1).padStart(7),
        s.p95.toFixed(1).padStart(7),
        s.p99.toFixed(1).padStart(7),
        s.serverCpuMs.toFixed(0).padStart(11),
        String(s.memberEvents).padStart(13),
      ].join(' '),
    );
  }
  for (const s of storms) {
    if (!s.key.startsWith('soketi')) {
      const peer = storms.find(
        (p) => p.kind === s.kind && p.round === s.round && p.key === (s.key === 'one' ? 'soketi' : 'soketi2'),
      );
      if (!peer) continue;
      console.info(
        `round ${s.round} ${s.kind} storm ${s.name} / ${peer.name}: total ${ratio(s.totalMs, peer.totalMs)}, ` +
          `p95 ${ratio(s.p95, peer.p95)}, server CPU ${s.serverCpuMs.toFixed(0)} / ${peer.serverCpuMs.toFixed(0)} ms = ${ratio(s.serverCpuMs, peer.serverCpuMs)}` +
          `${s.serverCpuMs <= 1.2 * peer.serverCpuMs ? ' (≤ 1.2×, met)' : ' (MISSED)'}`,
      );
    }
  }
}
console.info(`Load average at the end: ${loadNow()}`);
