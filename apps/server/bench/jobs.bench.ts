/**
 * `npm run bench:jobs`: job search on PostgreSQL with 100,000 jobs, through the real HTTP endpoint with a
 * logged-in session at a fixed rate (autocannon), then the same SQL straight through `pg` as the floor.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:jobs [-- --rate 200 --duration 30]
 *
 * Uses (and on first run creates and seeds) the database `bench_jobs` on that server; `--reseed` starts over,
 * `--seed-only` stops once it is ready (for EXPLAIN work on the same data).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CSRF_COOKIE_PATH, TIME_ZONE_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';
import { openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_ACCOUNTS, seed } from '../src/seed/seed.ts';
import { COUNTS_TTL_MS } from '../src/features/jobs/jobs.service.ts';
import { serverRoot } from '../src/lib/paths.ts';
import { captureStatements, type Statement } from './capture.ts';
import { buildMix } from './mix.ts';

const JOBS = 100_000;
const PORT = 3417;
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RATE = arg('rate', 200);
const DURATION = arg('duration', 30);
const MIX_SIZE = arg('mix', 400);
// autocannon's overallRate fires each connection on its own ticker: many connections means bursts, not a steady rate.
const CONNECTIONS = arg('connections', 8);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates the database bench_jobs on it).');
  process.exit(1);
}
const adminUrl = new URL(process.env.DATABASE_URL);
const benchUrl = new URL(adminUrl);
benchUrl.pathname = '/bench_jobs';

/* ---------- data ---------- */

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_jobs'`)).rowCount;
  if (exists && args.includes('--reseed')) await admin.query('DROP DATABASE bench_jobs WITH (FORCE)');
  if (!exists || args.includes('--reseed')) await admin.query('CREATE DATABASE bench_jobs');
  await admin.end();

  const database = openPostgres(benchUrl.toString());
  const applied = async () =>
    (
      (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
  const before = exists ? await applied().catch(() => 0) : 0;
  await migrate(database);
  // A migration that rewrote the jobs (0006) leaves as many dead row versions as live ones: compact them, so the
  // bench measures the tables a fresh seed would have.
  if (exists && !args.includes('--reseed') && (await applied()) > before) {
    console.info('Migrated: compacting jobs (VACUUM FULL)…');
    await database.db.execute(sql`VACUUM FULL ANALYZE jobs`);
  }
  const [row] = (
    (await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`)) as unknown as { rows: unknown[] }
  ).rows as Array<{
    n: number;
  }>;
  if ((row?.n ?? 0) < JOBS) {
    const started = Date.now();
    console.info(`Seeding ${JOBS} jobs…`);
    await database.db.execute(sql`TRUNCATE users, companies CASCADE`);
    await seed(database.db, { jobs: JOBS, force: true });
    console.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.db.execute(sql`VACUUM ANALYZE`);
  }
  return database;
}

/* ---------- helpers ---------- */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function login(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}${CSRF_COOKIE_PATH}`));
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookie(),
      [XSRF_HEADER]: decodeURIComponent(jar.get(XSRF_COOKIE) ?? ''),
    },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.talent.email, password: DEMO_ACCOUNTS.talent.password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  keep(res);
  return cookie();
}

async function waitForServer(base: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/up`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/* ---------- the floor: the service's own SQL, captured, replayed through pg ---------- */

/**
 * Open-loop fixed rate: one request every 1000 / RATE ms whatever the previous ones are doing, at most CONNECTIONS
 * in flight. Used for the HTTP run and the SQL floor alike, so both meet the same load.
 */
async function runFixedRate<T>(items: T[], exec: (item: T) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + DURATION * 1000;
  const inflight = new Set<Promise<void>>();
  const one = async (item: T) => {
    const t0 = performance.now();
    try {
      await exec(item);
      latencies.push(performance.now() - t0);
    } catch {
      errors++;
    }
  };
  let sent = 0;
  while (performance.now() < end) {
    const due = started + (sent * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    while (inflight.size >= CONNECTIONS) await Promise.race(inflight);
    const p = one(items[sent % items.length]!).finally(() => inflight.delete(p));
    inflight.add(p);
    sent++;
  }
  await Promise.all(inflight);
  const sorted = latencies.sort((x, y) => x - y);
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: sent,
    rps: sent / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

async function runFloor(plans: Array<{ cold: Statement[]; warm: Statement[]; key: string }>) {
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 10 });
  const lastCold = new Map<string, number>();
  try {
    return await runFixedRate(plans, async (plan) => {
      // Same cache rule as the endpoint: counts run when this filter set was not counted in the last TTL.
      const now = performance.now();
      const seen = lastCold.get(plan.key);
      const statements = seen !== undefined && now - seen < COUNTS_TTL_MS ? plan.warm : plan.cold;
      if (statements === plan.cold) lastCold.set(plan.key, now);
      const waves = new Map<number, Statement[]>();
      for (const st of statements) waves.set(st.wave, [...(waves.get(st.wave) ?? []), st]);
      for (const group of waves.values())
        await Promise.all(
          group.map((st) =>
            st.name
              ? pool.query({ name: st.name, text: st.text, values: st.values })
              : pool.query(st.text, st.values),
          ),
        );
    });
  } finally {
    await pool.end();
  }
}

/* ---------- main ---------- */

if (args.includes('--print-mix')) {
  console.info(buildMix(MIX_SIZE).join('\n'));
  process.exit(0);
}

const database = await prepareDatabase();
if (args.includes('--seed-only')) {
  await database.close();
  process.exit(0);
}
const mix = buildMix(MIX_SIZE);
const [demo] = (
  (await database.db.execute(
    sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.talent.email}`,
  )) as unknown as {
    rows: unknown[];
  }
).rows as Array<{ id: string }>;

// The endpoint: the built server in its own process, as in production.
await new Promise<void>((resolve, reject) => {
  const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot(), stdio: 'ignore' });
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
});
const dataDir = await mkdtemp(join(tmpdir(), 'bench-jobs-'));
// `--profile <dir>`: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profileDir = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const server = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), 'dist/server.js'],
  {
    cwd: serverRoot(),
    env: {
      ...process.env,
      DATABASE_URL: benchUrl.toString(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_ENV: 'local',
      DATA_DIR: dataDir,
      APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
      PUSHER_APP_ID: '1',
      PUSHER_APP_KEY: 'bench',
      PUSHER_APP_SECRET: 'bench',
    },
    stdio: 'ignore',
  },
);
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitForServer(base);
  const cookie = await login(base);
  const headers = { cookie, accept: 'application/json', [TIME_ZONE_HEADER]: 'Europe/Berlin' };

  // Page-2 requests: a quarter of the mix also asks for the next page, as scrolling does.
  const urls = [...mix];
  for (const url of mix.slice(0, Math.floor(mix.length / 4))) {
    const body = (await (await fetch(`${base}${url}`, { headers })).json()) as {
      meta?: { next_cursor: string | null };
    };
    if (body.meta?.next_cursor) urls.push(`${url}&cursor=${body.meta.next_cursor}`);
  }
  // Traffic is skewed: a few searches are very common and most are rare. Draw requests with Zipf weights (the
  // k-th most popular search has weight 1/k), fixed seed, so the same run repeats.
  faker.seed(7);
  const ranked = faker.helpers.shuffle(urls);
  const weighted = ranked.map((value, k) => ({ value, weight: 1 / (k + 1) }));
  const shuffled = Array.from({ length: RATE * DURATION }, () =>
    faker.helpers.weightedArrayElement(weighted),
  );

  let i = 0;
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        overallRate: RATE,
        headers,
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: shuffled[i++ % shuffled.length]! }),
            onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);

  // CPU time of the server process and of its PostgreSQL backends (read from /proc: PostgreSQL must be local).
  const serverCpuMs = async () => {
    const fields = (await readFile(`/proc/${server.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 100 Hz ticks
  };
  // Per backend, so a connection that closes during a pass (the floor's pool) does not count against it.
  const backendsCpuMs = async () => {
    const pids = (
      await admin.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = 'bench_jobs' AND pid <> pg_backend_pid()`,
      )
    ).rows as Array<{ pid: number }>;
    const out = new Map<number, number>();
    for (const { pid } of pids) {
      const stat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => null);
      if (stat) out.set(pid, Number(stat.split(' ')[0]) / 1e6);
    }
    return out;
  };
  const spent = (before: Map<number, number>, after: Map<number, number>) =>
    [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  const cpuNow = async () => {
    try {
      return { server: await serverCpuMs(), backends: await backendsCpuMs() };
    } catch {
      return null;
    }
  };

  // The same fixed-rate runner as the floor, over HTTP (fetch keeps connections alive): evenly spaced arrivals,
  // where autocannon's per-connection tickers arrive in bursts.
  const evenStatuses = new Map<number, number>();
  const evenCpu0 = await cpuNow();
  const even = await runFixedRate(shuffled, async (url) => {
    const res = await fetch(`${base}${url}`, { headers });
    await res.arrayBuffer();
    evenStatuses.set(res.status, (evenStatuses.get(res.status) ?? 0) + 1);
    if (res.status !== 200) throw new Error(String(res.status));
  });
  // The run's own traffic (Zipf-weighted, counts mostly cached): what 200 req/s has to fit in two cores.
  const evenCpu1 = await cpuNow();
  const runCpu =
    evenCpu0 && evenCpu1
      ? {
          server: (evenCpu1.server - evenCpu0.server) / even.requests,
          db: spent(evenCpu0.backends, evenCpu1.backends) / even.requests,
        }
      : null;

  console.info('Capturing the SQL of every search for the floor…');
  const plans: Array<{ key: string; cold: Statement[]; warm: Statement[] }> = [];
  for (const url of ranked) {
    const key = url.replace(/&cursor=[^&]*/, '').replace(/[?&]sort=[^&]*/, '');
    plans.push({
      key,
      cold: await captureStatements(database, url, true, demo!.id),
      warm: await captureStatements(database, url, false, demo!.id),
    });
  }
  const byUrl = new Map(ranked.map((url, i) => [url, plans[i]!]));
  const floor = await runFloor(shuffled.map((url) => byUrl.get(url)!));

  const endpoint = {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
  console.info(
    `\nJob search, ${JOBS} jobs, ${ranked.length} distinct requests (Zipf-weighted), ${RATE} req/s for ${DURATION} s, ${CONNECTIONS} connections`,
  );
  console.info(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  console.info('                 requests    req/s       p50       p95       p99   errors');
  for (const [name, r] of [
    ['HTTP autocannon', endpoint],
    ['HTTP even pace', even],
    ['bare SQL (pg)', floor],
  ] as const) {
    console.info(
      `${name.padEnd(16)} ${String(r.requests).padStart(8)} ${r.rps.toFixed(1).padStart(8)} ${ms(r.p50)}${ms(r.p95)}${ms(r.p99)} ${String(r.errors).padStart(8)}`,
    );
  }
  console.info(`even-pace statuses: ${JSON.stringify(Object.fromEntries(evenStatuses))}`);
  console.info(
    `ratio to the floor, HTTP even pace / bare SQL: p50 ${(even.p50 / floor.p50).toFixed(2)}×, p95 ${(even.p95 / floor.p95).toFixed(2)}×`,
  );
  if (runCpu)
    console.info(
      `CPU per request during the even-pace run: server ${runCpu.server.toFixed(2)} ms, PostgreSQL ${runCpu.db.toFixed(2)} ms (two cores at ${RATE} req/s: ${((2 * 1000) / RATE).toFixed(1)} ms)`,
    );
  console.info('CPU per request, every distinct request once (first pass mostly misses the counts cache):');

  try {
    for (const pass of ['counts mostly missed', 'counts cached']) {
      const [s0, b0] = [await serverCpuMs(), await backendsCpuMs()];
      for (const url of ranked) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
      const [s1, b1] = [await serverCpuMs(), await backendsCpuMs()];
      console.info(
        `CPU per request, ${pass}: server ${((s1 - s0) / ranked.length).toFixed(2)} ms, PostgreSQL ${(spent(b0, b1) / ranked.length).toFixed(2)} ms`,
      );
    }
  } catch (err) {
    console.info(
      `CPU split unavailable (${(err as Error).message}): it reads /proc, so PostgreSQL must be local.`,
    );
  } finally {
    await admin.end();
  }
} finally {
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
