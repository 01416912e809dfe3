/**
 * `npx tsx bench/explain-mix.ts [--out file.json] [--runs 3]`: the SQL of every search of the benchmark mix,
 * run under `EXPLAIN (ANALYZE, BUFFERS)` on the seeded `bench_jobs` (run `npm run bench:jobs -- --seed-only`
 * first), or with `--only <url>` print the plans of one search. Buffers and rows do not depend on how busy the machine is, unlike wall-clock timings, so this compares
 * query designs on a shared machine; times are the best of `--runs`.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/explain-mix.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { JobSearchQuerySchema } from '@talent/contract/jobs';
import { openPostgres } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/seed.ts';
import { JobsService } from '../src/features/jobs/jobs.service.ts';
import { captureStatements, type Statement } from './capture.ts';
import { buildMix } from './mix.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(opt('runs') ?? 3);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${opt('db') ?? 'bench_jobs'}`;

const database = openPostgres(url.toString());
const [demo] = (
  (await database.db.execute(
    sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.talent.email}`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  }
).rows;
if (!demo) throw new Error('bench_jobs is not seeded');

// The mix and the page 2 of its first quarter, as in the bench.
const mix = buildMix();
const urls = [...mix];
const service = new JobsService({ db: database.db, countsTtlMs: 0 });
for (const u of mix.slice(0, mix.length / 4)) {
  const query = JobSearchQuerySchema.parse(Object.fromEntries(new URL(u, 'http://x').searchParams));
  const viewer = await service.viewer(demo.id, null, 'UTC', query.country);
  const list = await service.search(query, viewer);
  if (list.meta.next_cursor) urls.push(`${u}&cursor=${list.meta.next_cursor}`);
}

function kindOf(text: string): string {
  if (text.startsWith('WITH m AS')) return 'counts';
  if (text.startsWith('EXPLAIN')) return 'estimate';
  if (text.includes('talent_profiles')) return 'viewer';
  if (text.includes('search_words')) return 'typo words';
  if (text.includes('inner join "companies"')) return 'hydrate';
  if (text.includes('from "skills"')) return 'skills';
  if (text.includes('LIMIT 1') && text.startsWith('SELECT 1 AS one')) return 'any match';
  return 'page';
}

interface Measured {
  url: string;
  kind: string;
  /** Backend CPU time (planning and execution, EXPLAIN ANALYZE without per-node timing). */
  cpu: number;
  ms: number;
  planMs: number;
  hit: number;
  read: number;
  jit: boolean;
  text: string;
}

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
for (const setting of (opt('set') ?? '').split(',').filter(Boolean)) await client.query(`SET ${setting}`);

// The backend's own CPU time (/proc/PID/schedstat, ns): unlike wall-clock time it hardly moves with the load of
// other processes, so it compares designs on a busy machine (only when PostgreSQL runs on this host).
const pid = ((await client.query('SELECT pg_backend_pid() AS pid')).rows as Array<{ pid: number }>)[0]!.pid;
async function cpuMs(): Promise<number> {
  try {
    return Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

async function measure(st: Statement): Promise<Omit<Measured, 'url' | 'kind' | 'text'>> {
  if (st.text.startsWith('EXPLAIN')) {
    let best = Infinity;
    let cpu = Infinity;
    for (let i = 0; i < RUNS; i++) {
      const c0 = await cpuMs();
      const t0 = performance.now();
      await client.query(st.text, st.values);
      best = Math.min(best, performance.now() - t0);
      cpu = Math.min(cpu, (await cpuMs()) - c0);
    }
    return { cpu, ms: 0, planMs: best, hit: 0, read: 0, jit: false };
  }
  let best: Omit<Measured, 'url' | 'kind' | 'text'> | null = null;
  for (let i = 0; i < RUNS; i++) {
    const c0 = await cpuMs();
    const res = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${st.text}`,
      st.values,
    );
    const cpu = (await cpuMs()) - c0;
    const [out] = res.rows[0]['QUERY PLAN'] as Array<{
      Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      'Execution Time': number;
      'Planning Time': number;
      JIT?: unknown;
    }>;
    const m = {
      cpu,
      ms: out!['Execution Time'],
      planMs: out!['Planning Time'],
      hit: out!.Plan['Shared Hit Blocks'],
      read: out!.Plan['Shared Read Blocks'],
      jit: out!.JIT !== undefined,
    };
    if (!best || m.cpu < best.cpu) best = m;
  }
  return best!;
}

// `--only <url>`: print the plans of that one search (cold) instead of measuring the mix.
const only = opt('only');
if (only) {
  for (const st of await captureStatements(database, only, true, demo.id)) {
    if (st.text.startsWith('EXPLAIN')) continue;
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.values);
    console.info(`\n--- ${kindOf(st.text)}\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
  await database.close();
  process.exit(0);
}

const cold: Measured[] = [];
for (const u of urls)
  for (const st of await captureStatements(database, u, true, demo.id))
    cold.push({ url: u, kind: kindOf(st.text), text: st.text, ...(await measure(st)) });
// A counts-cache hit runs the same statements less the counts and the estimate.
const warm = cold.filter((m) => m.kind !== 'counts' && m.kind !== 'estimate');
await client.end();
await database.close();

function summary(list: Measured[]) {
  const kinds = new Map<
    string,
    { n: number; cpu: number; ms: number; planMs: number; buffers: number; jit: number }
  >();
  for (const m of list) {
    const k = kinds.get(m.kind) ?? { n: 0, cpu: 0, ms: 0, planMs: 0, buffers: 0, jit: 0 };
    k.n++;
    k.cpu += m.cpu;
    k.ms += m.ms;
    k.planMs += m.planMs;
    k.buffers += m.hit + m.read;
    k.jit += m.jit ? 1 : 0;
    kinds.set(m.kind, k);
  }
  return kinds;
}

const fmt = (n: number) => n.toFixed(1).padStart(9);
for (const [name, list] of [
  ['cold (counts miss)', cold],
  ['warm (counts cached)', warm],
] as const) {
  console.info(
    `\n${name}, ${urls.length} requests: statements, backend CPU ms, exec ms, plan ms, buffers, jit`,
  );
  let total = { cpu: 0, ms: 0, planMs: 0, buffers: 0 };
  for (const [kind, k] of summary(list)) {
    console.info(
      `  ${kind.padEnd(12)} ${String(k.n).padStart(5)} ${fmt(k.cpu)} ${fmt(k.ms)} ${fmt(k.planMs)} ${String(k.buffers).padStart(10)} ${k.jit}`,
    );
    total = {
      cpu: total.cpu + k.cpu,
      ms: total.ms + k.ms,
      planMs: total.planMs + k.planMs,
      buffers: total.buffers + k.buffers,
    };
  }
  console.info(
    `  ${'total'.padEnd(12)} ${''.padStart(5)} ${fmt(total.cpu)} ${fmt(total.ms)} ${fmt(total.planMs)} ${String(total.buffers).padStart(10)}`,
  );
  const per = list.reduce(
    (acc, m) => acc.set(m.url, (acc.get(m.url) ?? 0) + m.cpu),
    new Map<string, number>(),
  );
  const times = [...per.values()].sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.info(
    `  per request (backend CPU): p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`,
  );
}
console.info('\nslowest statements (cold, backend CPU):');
for (const m of [...cold].sort((a, b) => b.cpu - a.cpu).slice(0, 12))
  console.info(
    `  ${m.cpu.toFixed(1).padStart(7)} ms ${String(m.hit + m.read).padStart(7)} buf ${m.kind.padEnd(8)} ${m.url}`,
  );
const out = opt('out');
if (out) await writeFile(out, JSON.stringify({ cold, warm }, null, 1));
