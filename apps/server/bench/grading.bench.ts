/**
 * `npm run bench:grading`: the code sandbox under a realistic submission, a two-sum solution against 20 hidden
 * tests, in JavaScript and in Python.
 *
 *   npm run bench:grading [-- --runs 30] [-- --skip-api]
 *
 * 1. Latency: p50 and p99 of one graded submission, each run taking a warm worker (the bench waits for the pool
 *    to be warm again between runs, as a server does between submissions that are not back to back).
 * 2. Cost: the resident memory of the sandbox's process, and what a warm QuickJS worker and a warm Pyodide worker
 *    add to it.
 * 3. The API while grading: p99 of `GET /api/user` (a logged-in talent, PGlite, the app booted in this process
 *    with the sandbox in its own process, as the server runs it) when idle and while four submissions grade at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { syncSkills } from '../src/reference/reference.repository.ts';
import { createSandbox, type SandboxJob, type SandboxLanguage } from '../src/sandbox/index.ts';
import { DEMO_ACCOUNTS, seed } from '../src/seed/seed.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = arg('runs', 30);
const API_SECONDS = arg('api-seconds', 10);
const PORT = 3411;

/* ---------- the submission ---------- */

function hiddenTests(): SandboxJob['cases'] {
  const cases: SandboxJob['cases'] = [];
  for (let n = 0; n < 20; n += 1) {
    const size = 50 + n * 50;
    const nums = Array.from({ length: size }, (_, i) => (i * 7919 + n) % 10_007);
    const [i, j] = [n % size, size - 1 - (n % 3)];
    cases.push({ name: `hidden ${n + 1}`, args: [nums, nums[i]! + nums[j]!], expected: null });
  }
  // The expected pair is whatever a correct search finds first; worked out here so the bench grades for real.
  return cases.map((testCase) => {
    const [nums, target] = testCase.args as [number[], number];
    const seen = new Map<number, number>();
    for (let k = 0; k < nums.length; k += 1) {
      const other = seen.get(target - nums[k]!);
      if (other !== undefined) return { ...testCase, expected: [other, k] };
      if (!seen.has(nums[k]!)) seen.set(nums[k]!, k);
    }
    throw new Error('no pair');
  });
}

const SOLUTIONS: Record<'javascript' | 'python', Omit<SandboxJob, 'cases'>> = {
  javascript: {
    language: 'javascript',
    entry: 'twoSum',
    source: `function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i += 1) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    if (!seen.has(nums[i])) seen.set(nums[i], i);
  }
  return [];
}`,
  },
  python: {
    language: 'python',
    entry: 'two_sum',
    source: `def two_sum(nums, target):
    seen = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return [seen[target - n], i]
        seen.setdefault(n, i)
    return []`,
  },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/* ---------- 1. latency ---------- */

async function latency(language: 'javascript' | 'python', cases: SandboxJob['cases']) {
  const sandbox = createSandbox({ prewarm: [language] });
  const times: number[] = [];
  try {
    // One run first, not counted: the engine's first call compiles its own code paths.
    for (let run = -1; run < RUNS; run += 1) {
      await sandbox.whenWarm(language);
      const started = performance.now();
      const result = await sandbox.run({ ...SOLUTIONS[language], cases });
      if (run >= 0) times.push(performance.now() - started);
      if (result.status !== 'ok' || result.cases.some((testCase) => !testCase.passed)) {
        throw new Error(`${language} did not pass: ${JSON.stringify(result).slice(0, 400)}`);
      }
    }
  } finally {
    await sandbox.close();
  }
  times.sort((a, b) => a - b);
  console.info(
    `${language.padEnd(10)} ${RUNS} runs × 20 tests: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
  );
}

/* ---------- 2. memory ---------- */

/** RSS of the sandbox process: on its own, then what warm workers of one engine add (two, halved, for the noise). */
async function workerCost(language: SandboxLanguage) {
  const sandbox = createSandbox({ maxConcurrent: 2, warmPythonWorkers: 2 });
  const before = await sandbox.memory();
  await sandbox.whenWarm(language);
  const after = await sandbox.memory();
  await sandbox.close();
  if (language === 'javascript') console.info(`the sandbox process on its own: ${mb(before)} RSS`);
  console.info(`${language.padEnd(10)} one warm worker adds ${mb((after - before) / 2)} RSS`);
}

/* ---------- 3. the API while grading ---------- */

async function login(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
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

/** Four clients asking for the user back to back for `seconds`; every request's latency. */
async function hammer(url: string, cookie: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

async function apiWhileGrading(cases: SandboxJob['cases']) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-bench-'));
  const config = loadConfig(
    {
      APP_ENV: 'local',
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
      PUSHER_APP_ID: '1',
      PUSHER_APP_KEY: 'bench',
      PUSHER_APP_SECRET: 'bench',
    },
    dataDir,
  );
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await syncSkills(database.db);
  await seed(database.db, { jobs: 200 });
  const app = await buildApp({ db: database, config, logger: { level: 'warn' } });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  // The server's sandbox: default limits (two jobs at once), Python warmed at boot.
  const sandbox = createSandbox({ prewarm: ['javascript', 'python'] });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const cookie = await login(base);
    await sandbox.whenWarm('python');
    await hammer(`${base}/api/user`, cookie, 2); // warm-up
    const idle = await hammer(`${base}/api/user`, cookie, API_SECONDS);

    let grading = true;
    let graded = 0;
    const submissions = (['javascript', 'javascript', 'python', 'python'] as const).map(async (language) => {
      while (grading) {
        const result = await sandbox.run({ ...SOLUTIONS[language], cases });
        if (result.status !== 'ok') throw new Error(`${language}: ${result.status} ${result.error ?? ''}`);
        graded += 1;
      }
    });
    const busy = await hammer(`${base}/api/user`, cookie, API_SECONDS);
    grading = false;
    await Promise.all(submissions);

    const line = (label: string, times: number[]) =>
      `${label}: ${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
    console.info(line('GET /api/user, idle            ', idle));
    console.info(line('GET /api/user, 4 grading at once', busy));
    console.info(`submissions graded meanwhile: ${graded}`);
  } finally {
    await sandbox.close();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/* ---------- run ---------- */

const cases = hiddenTests();
console.info(`Grading: two-sum against ${cases.length} hidden tests, ${RUNS} runs per language`);
// Memory first, while nothing else has run in this process.
await workerCost('javascript');
await workerCost('python');
await latency('javascript', cases);
await latency('python', cases);
if (!args.includes('--skip-api')) await apiWhileGrading(cases);
