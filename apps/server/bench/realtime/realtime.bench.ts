/**
 * `npm run bench:realtime`: fan-out of the embedded Pusher-protocol server under 5,000 WebSocket connections.
 *
 *   npm run bench:realtime [-- --connections 5000 --rate 20 --duration 20 --warmup 3 --channels 1]
 *   npm run bench:realtime -- --only floor,one          # scenarios: floor, one, floor2, two (the last two need Redis)
 *   npm run bench:realtime -- --only one --profile      # server CPU profile (.cpuprofile) in a temp dir
 *
 * Scenarios, one after the other, each with fresh processes:
 *   floor  a bare `ws` broadcast server (floor-server.ts): one POST, one serialised frame, written to every socket;
 *   one    the real app (src/server.ts through tsx, embedded defaults, PGlite in a temp DATA_DIR);
 *   floor2 two bare servers sharing Redis pub/sub (the origin writes to its sockets and publishes the frame once);
 *   two    two app processes sharing Redis (REDIS_URL, default redis://127.0.0.1:6379), the connections split over
 *          both, every event published to the first (as for floor2).
 * In each: the clients (raw `ws`, Pusher protocol v7 for the app; clients.ts, in forked processes so the server's
 * event loop is what is measured) connect and subscribe; then 1 KB events go out through the official `pusher` SDK
 * (signed POST /apps/{id}/events, keep-alive) at a fixed rate: a warm-up, then the measured run. Every receipt is
 * timed against the send stamp in the payload (monotonic clock, shared by the processes).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
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
const ONLY = text('only', 'floor,one,floor2,two').split(',');
const REDIS_URL = text('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const PROFILE = args.includes('--profile');

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

async function startApp(port: number, redisUrl?: string): Promise<Started> {
  const dir = await mkdtemp(join(benchRoot, `app-${port}-`));
  const log = join(dir, 'server.log');
  const fd = openSync(log, 'a');
  const nodeArgs = [
    `--inspect=127.0.0.1:${port + 6000}`,
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'profile')] : []),
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
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
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

interface Result {
  /** Scenario key (floor, one, floor2, two); `name` is its label. */
  key: string;
  name: string;
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

async function runScenario(name: string, servers: Started[], publishTo: Started): Promise<Result> {
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

/* ---------- main ---------- */

// Every socket is a file descriptor, in the server and in the client process alike: each needs the connections
// plus its own files. `npm run bench:realtime` raises the soft limit to the hard one before starting.
const limit = await openFilesLimit();
const perProcess = Math.ceil(CONNECTIONS / CLIENT_PROCS) + 1024;
if (limit < Math.max(CONNECTIONS + 1024, perProcess)) {
  console.error(
    `Open files limit ${limit} is too low for ${CONNECTIONS} connections: run \`ulimit -n ${CONNECTIONS + 2048}\` first (as root, or raise the hard limit).`,
  );
  process.exit(1);
}

console.info(
  `Load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (${cpus().length} cores)`,
);
console.info(
  `Realtime fan-out: ${CONNECTIONS} connections over ${CHANNELS} public channel(s), ${CLIENT_PROCS} client process(es); ` +
    `${SIZE} B events through the pusher SDK at ${RATE}/s, ${WARMUP} s warm-up + ${DURATION} s measured; ulimit -n ${limit}`,
);

const results: Result[] = [];
const scenarios: Array<{
  name: string;
  label: string;
  start: () => Promise<Started[]>;
}> = [
  { name: 'floor', label: 'bare ws (floor)', start: async () => [await startFloor(3521)] },
  { name: 'one', label: 'app, one node', start: async () => [await startApp(3511)] },
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
];
try {
  for (const scenario of scenarios) {
    if (!ONLY.includes(scenario.name)) continue;
    if (scenario.name === 'two' && !existsSync(join(serverRoot, 'src/realtime/redis-adapter.ts'))) {
      console.info(`\n${scenario.label}: skipped (no src/realtime/redis-adapter.ts yet)`);
      continue;
    }
    console.info(`\n${scenario.label}:`);
    const servers = await scenario.start();
    try {
      results.push({
        ...(await runScenario(scenario.name, servers, servers[0]!)),
        key: scenario.name,
        name: scenario.label,
      });
    } finally {
      for (const s of servers) await stop(s);
    }
  }
} finally {
  // The profiles live under the bench directory: keep it when profiling.
  if (!PROFILE) await rm(benchRoot, { recursive: true, force: true });
}

const ms = (n: number) => `${n.toFixed(1)}`.padStart(8);
console.info(
  `\n${'scenario'.padEnd(24)} ${'conns'.padStart(6)} ${'delivered'.padStart(15)} ${'msg/s'.padStart(7)}   p50 ms   p95 ms   p99 ms   max ms RSS KB/c heap KB/c srv CPU  µs/msg  cli CPU  µs/msg`,
);
for (const r of results) {
  console.info(
    [
      r.name.padEnd(24),
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
    `${r.name}: RSS ${r.rssBeforeMb.toFixed(0)} MB idle → ${r.rssAfterMb.toFixed(0)} MB connected → ${r.rssEndMb.toFixed(0)} MB after the run; ` +
      `connect ${r.connectSeconds.toFixed(1)} s; HTTP errors ${r.httpErrors}; unexpected closes ${r.unexpectedCloses}`,
  );
}
for (const r of results) {
  if (r.measured < r.expected || r.httpErrors > 0) {
    console.info(
      `${r.name}: SATURATED (${r.expected - r.measured} deliveries missing, ${r.httpErrors} HTTP errors): the latencies are queueing, not fan-out`,
    );
  }
}
console.info(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
const byKey = new Map(results.map((r) => [r.key, r]));
for (const [key, floorKey] of [
  ['one', 'floor'],
  ['two', 'floor2'],
  ['two', 'floor'],
] as const) {
  const r = byKey.get(key);
  const floor = byKey.get(floorKey);
  if (!r || !floor) continue;
  const p50 = r.p50 / floor.p50;
  const p99 = r.p99 / floor.p99;
  console.info(
    `${r.name} / ${floor.name}: p50 ${p50.toFixed(2)}× (target ≤ 1.5×${p50 <= 1.5 ? ', met' : ', MISSED'}), ` +
      `p99 ${p99.toFixed(2)}× (target ≤ 2×${p99 <= 2 ? ', met' : ', MISSED'})`,
  );
}
