/**
 * `npm run bench:api`: a cookie-authenticated `GET /api/user` (cookie → session → user) on PostgreSQL, our built
 * server in production mode against a minimal Fastify + `pg` twin doing the same lookup (api-twin.ts), then the
 * idle memory of our server on PostgreSQL and on the embedded PGlite.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api \
 *     [-- --connections 50 --duration 20 --rounds 2 --no-build --only load,memory --profile]
 *
 * Uses (and creates on first run) the database `bench_api` on that server: one user and one fresh session per run.
 * Load: autocannon, ours then the twin, `--rounds` times alternating, each after a 2 s warm-up; req/s, p50, p99 and
 * the ratios ours / twin. `--profile` writes our server's CPU profile (.cpuprofile) into a temp folder.
 * Memory: each server started on its own with `--inspect`, one request, a full GC, then VmRSS and the JS heap.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { serverRoot } from '../src/lib/paths.ts';
import { randomToken, sha256 } from '../src/lib/tokens.ts';
import { collectGarbage, procStats } from './realtime/stats.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 50);
const DURATION = arg('duration', 20);
const ROUNDS = arg('rounds', 2);
const WARMUP = arg('warmup', 2);
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt >= 0 ? args[onlyAt + 1]!.split(',') : ['load', 'memory'];
const PROFILE = args.includes('--profile');
const BENCH_EMAIL = 'bench-api@example.com';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates the database bench_api on it).');
  process.exit(1);
}
const adminUrl = new URL(process.env.DATABASE_URL);
const benchUrl = new URL(adminUrl);
benchUrl.pathname = '/bench_api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const randomPort = () => 40_000 + Math.floor(Math.random() * 9_000);

/** The database, migrated, with the bench user and a fresh session; returns the session cookie's value. */
async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_api'`)).rowCount;
  if (!exists) await admin.query('CREATE DATABASE bench_api');
  await admin.end();

  const database = openPostgres(benchUrl.toString());
  await migrate(database);
  await database.close();
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>(
      `INSERT INTO users (name, email, password, email_verified_at, timezone)
       VALUES ('Bench User', $1, 'not-a-password-hash', now(), 'Europe/Berlin')
       ON CONFLICT (lower(email)) DO UPDATE SET name = excluded.name RETURNING id`,
      [BENCH_EMAIL],
    );
    const userId = user.rows[0]!.id;
    await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    const token = randomToken();
    await client.query(
      `INSERT INTO sessions (id_hash, user_id, csrf_token, ip_address, user_agent) VALUES ($1, $2, $3, '127.0.0.1', 'bench')`,
      [sha256(token), userId, randomToken()],
    );
    return token;
  } finally {
    await client.end();
  }
}

async function waitForServer(base: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${base}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/up`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${base} did not start`);
}

interface Started {
  child: ChildProcess;
  base: string;
  inspectPort: number;
}

async function stop({ child }: Started) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Our built server, production settings (logging at its production level, to /dev/null). */
/** A random port may be taken by another process on this shared machine: try again on another one. */
async function onFreePort(start: () => Promise<Started>): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (attempt >= 3 || !/the process exited/.test((err as Error).message)) throw err;
    }
  }
}

function startOurs(options: Parameters<typeof startOursOnce>[0]): Promise<Started> {
  return onFreePort(() => startOursOnce(options));
}

function startTwin(options: Parameters<typeof startTwinOnce>[0] = {}): Promise<Started> {
  return onFreePort(() => startTwinOnce(options));
}

async function startOursOnce(options: {
  databaseUrl?: string;
  dataDir: string;
  inspect?: boolean;
  profileDir?: string;
}): Promise<Started> {
  const port = randomPort();
  const inspectPort = port + 1000;
  const flags = [
    ...(options.inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
    ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
  ];
  const child = spawn(process.execPath, [...flags, 'dist/server.js'], {
    cwd: serverRoot(),
    env: {
      PATH: process.env.PATH,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      NODE_ENV: 'production',
      APP_ENV: 'production',
      APP_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
      PUSHER_APP_ID: '1',
      PUSHER_APP_KEY: 'bench',
      PUSHER_APP_SECRET: 'bench',
      ANALYTICS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = { child, base: `http://127.0.0.1:${port}`, inspectPort };
  await waitForServer(started.base, child);
  return started;
}

async function startTwinOnce(options: { inspect?: boolean; profileDir?: string }): Promise<Started> {
  const port = randomPort();
  const inspectPort = port + 1000;
  const child = spawn(
    process.execPath,
    [
      ...(options.inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
      '--import',
      'tsx',
      'bench/api-twin.ts',
    ],
    {
      cwd: serverRoot(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: benchUrl.toString(),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const started = { child, base: `http://127.0.0.1:${port}`, inspectPort };
  await waitForServer(started.base, child);
  return started;
}

interface Load {
  /** Resident memory of the server right after the run, with its 50 connections still open. */
  rssMb?: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
}

async function load(base: string, cookie: string, duration: number): Promise<Load> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/user`,
        connections: CONNECTIONS,
        duration,
        headers: { cookie: `talent_session=${cookie}`, accept: 'application/json' },
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.errors + result.timeouts + result.non2xx,
  };
}

async function memoryOf(started: Started, cookie?: string) {
  // One request, so what a first request loads is counted; then a full collection and a quiet moment.
  const res = await fetch(`${started.base}/api/user`, {
    headers: cookie ? { cookie: `talent_session=${cookie}`, accept: 'application/json' } : {},
  });
  await res.arrayBuffer();
  await sleep(1000);
  const { heapUsedKb } = await collectGarbage(started.inspectPort);
  await sleep(500);
  const { rssKb } = await procStats(started.child.pid!);
  return { rssMb: rssKb / 1024, heapMb: heapUsedKb / 1024 };
}

/* ---------- main ---------- */

const cookie = await prepareDatabase();
if (!args.includes('--no-build')) {
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot(), stdio: 'ignore' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
  });
}
const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
console.info(`load average before: ${loadavg().map((n) => n.toFixed(2))}`);

try {
  if (ONLY.includes('load')) {
    const profileDir = PROFILE ? join(dataDir, 'profile') : undefined;
    const rows: Array<{ name: string; result: Load }> = [];
    const started: Started[] = [];
    try {
      const ours = await startOurs({
        databaseUrl: benchUrl.toString(),
        dataDir,
        ...(profileDir ? { profileDir } : {}),
      });
      started.push(ours);
      const twin = await startTwin(profileDir ? { profileDir: `${profileDir}-twin` } : {});
      started.push(twin);
      for (const server of [ours, twin]) {
        const check = await fetch(`${server.base}/api/user`, {
          headers: { cookie: `talent_session=${cookie}` },
        });
        if (check.status !== 200) throw new Error(`${server.base}/api/user answered ${check.status}`);
        await load(server.base, cookie, WARMUP);
      }
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [name, server] of [
          ['ours', ours],
          ['twin', twin],
        ] as const) {
          const result = await load(server.base, cookie, DURATION);
          result.rssMb = (await procStats(server.child.pid!)).rssKb / 1024;
          rows.push({ name: `${name} #${round}`, result });
        }
      }
    } finally {
      for (const server of started) await stop(server);
    }
    console.info(
      `\nGET /api/user, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds alternating (load average now ${loadavg().map((n) => n.toFixed(2))})`,
    );
    console.info('               requests     req/s   p50 ms   p99 ms   non-2xx/errors   RSS MB after');
    for (const { name, result: r } of rows) {
      console.info(
        `${name.padEnd(12)} ${String(r.requests).padStart(10)} ${fmt(r.rps)} ${fmt(r.p50, 0)} ${fmt(r.p99, 0)} ${String(r.bad).padStart(9)} ${fmt(r.rssMb ?? NaN)}`,
      );
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const o = rows[(round - 1) * 2]!.result;
      const t = rows[(round - 1) * 2 + 1]!.result;
      console.info(
        `round ${round}: throughput ours/twin ${(o.rps / t.rps).toFixed(2)}×, p99 ours/twin ${(o.p99 / t.p99).toFixed(2)}×`,
      );
    }
    if (profileDir) {
      for (const [name, dir] of [
        ['our server', profileDir],
        ['the twin', `${profileDir}-twin`],
      ] as const) {
        // (tsx's loader thread writes a profile of its own: the main thread's is the largest)
        const files = await Promise.all(
          (await readdir(dir)).map(async (name) => ({ name, size: (await stat(join(dir, name))).size })),
        );
        const file = files.sort((a, b) => b.size - a.size)[0]?.name;
        const kept = join(
          tmpdir(),
          `bench-api-${name === 'the twin' ? 'twin-' : ''}${Date.now()}.cpuprofile`,
        );
        await rename(join(dir, file!), kept);
        console.info(`CPU profile of ${name}: ${kept}`);
      }
    }
  }

  if (ONLY.includes('memory')) {
    console.info('\nIdle memory after one request and a full GC (VmRSS, JS heap in use)');
    const measured: Array<[string, { rssMb: number; heapMb: number }]> = [];
    const twin = await startTwin({ inspect: true });
    try {
      measured.push(['twin (Fastify + pg)', await memoryOf(twin, cookie)]);
    } finally {
      await stop(twin);
    }
    const onPostgres = await startOurs({ databaseUrl: benchUrl.toString(), dataDir, inspect: true });
    try {
      measured.push(['ours, PostgreSQL', await memoryOf(onPostgres, cookie)]);
    } finally {
      await stop(onPostgres);
    }
    // The embedded default: PGlite in DATA_DIR (migrated on first start; no demo seed in production).
    const onPglite = await startOurs({ dataDir: join(dataDir, 'embedded'), inspect: true });
    try {
      measured.push(['ours, PGlite', await memoryOf(onPglite)]);
    } finally {
      await stop(onPglite);
    }
    for (const [name, m] of measured) {
      console.info(`${name.padEnd(22)} RSS ${fmt(m.rssMb)} MB   heap ${fmt(m.heapMb)} MB`);
    }
    const pgRss = measured[1]![1].rssMb;
    const pgliteRss = measured[2]![1].rssMb;
    console.info(`PGlite's extra cost: ${(pgliteRss - pgRss).toFixed(1)} MB resident`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
