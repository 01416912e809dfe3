/**
 * `npm run bench:skill-gap`: the skill-gap map on a seeded catalogue, through the real endpoint (a signed-in
 * candidate, `app.inject`), with every cache of the jobs feature off (APP_ENV=test: each request ranks the
 * recommendations and counts afresh, the worst case; `--cached` runs as APP_ENV=local, where the ranking and the
 * search counts are kept a minute), and its counting statement alone.
 *
 *   npm run bench:skill-gap [-- --jobs 5000 --runs 30 --cached]              # in-memory PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:skill-gap -- --jobs 20000
 *
 * On PostgreSQL it creates the database `bench_skill_gap` afresh on that server (and drops it at the end).
 * The candidate: Berlin, seven backend skills (not Docker, GraphQL, microservices or Kafka), 30 saved jobs; 60
 * published courses over the catalogue's skills; the skill tests of the item bank.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { courseLessons, courseModules, courses, courseSkills } from '../src/db/schema/courses.schema.ts';
import { jobs as jobsTable, savedJobs, skills as skillsTable } from '../src/db/schema/jobs.schema.ts';
import { ITEM_BANK } from '../src/content/item-bank/index.ts';
import { syncItemBank } from '../src/features/assessments/item-bank-sync.ts';
import { JobsService } from '../src/features/jobs/jobs.service.ts';
import { heldSkillIds } from '../src/features/jobs/skill-reach.repository.ts';
import { savedPage } from '../src/features/jobs/saved-jobs.repository.ts';
import { topGaps } from '../src/features/skill-gap/skill-gap.repository.ts';
import { syncSkills } from '../src/reference/reference.repository.ts';
import { createTalent, createTalentProfile, DEFAULT_TEST_PASSWORD } from '../src/seed/factories.ts';
import { seedJobs } from '../src/seed/seed-jobs.ts';
import { SKILL_GAP_RECOMMENDED, SKILL_GAP_SAVED_LIMIT } from '@talent/contract/skill-gap';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const JOBS = arg('jobs', 5000);
const RUNS = arg('runs', 30);
const CACHED = args.includes('--cached');
const SKILLS = [
  'node-js',
  'typescript',
  'postgresql',
  'redis',
  'rest-apis',
  'amazon-web-services',
  'kubernetes',
];

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite({});
    return { database, drop: async () => undefined };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_skill_gap WITH (FORCE)');
  await admin.query('CREATE DATABASE bench_skill_gap');
  const target = new URL(url);
  target.pathname = '/bench_skill_gap';
  return {
    database: openPostgres(target.toString()),
    drop: async () => {
      await admin.query('DROP DATABASE IF EXISTS bench_skill_gap WITH (FORCE)');
      await admin.end();
    },
  };
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function timed(runs: number, once: () => Promise<unknown>): Promise<number[]> {
  await once(); // warm the plan and the page cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return times;
}

const { database, drop } = await openBenchDatabase();
const db = database.db;
await migrate(database);
await syncSkills(db);
await syncItemBank(db, ITEM_BANK);

faker.seed(18);
let started = Date.now();
await seedJobs(db, { jobs: JOBS });
await db.execute(sql`ANALYZE`);
console.info(`Seeded ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

// Courses: 60 published ones over random skills, three lessons each.
const skillIds = (await db.select({ id: skillsTable.id }).from(skillsTable)).map((r) => r.id);
for (let i = 0; i < 60; i++) {
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${i + 1}`,
      summary: 'A bench course.',
      level: 'intermediate',
      publishedAt: new Date(),
    })
    .returning();
  await db
    .insert(courseSkills)
    .values({ courseId: course!.id, skillId: faker.helpers.arrayElement(skillIds) });
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, title: 'One', position: 0 })
    .returning();
  await db.insert(courseLessons).values(
    [20, 35, 50].map((minutes, position) => ({
      courseId: course!.id,
      moduleId: module!.id,
      title: `Lesson ${position + 1}`,
      kind: 'text' as const,
      minutes,
      position,
    })),
  );
}

// The candidate, with 30 saved open jobs that ask for one of their skills.
const user = await createTalent(db, { timezone: 'Europe/Berlin' });
await createTalentProfile(db, user.id, { country: 'DE', seniority: 'senior', skills: SKILLS });
const toSave = await db.execute(
  sql`SELECT id FROM ${jobsTable} WHERE status = 'open' AND skill_slugs && ARRAY['node-js','postgresql']::text[] ORDER BY posted_at DESC LIMIT 30`,
);
const savedIds = (toSave as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
if (savedIds.length) await db.insert(savedJobs).values(savedIds.map((jobId) => ({ userId: user.id, jobId })));

// The app, and a session the way the SPA gets one.
const dataDir = await mkdtemp(join(tmpdir(), 'bench-skill-gap-'));
const webDist = join(dataDir, 'web');
await mkdir(webDist, { recursive: true });
await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const config = loadConfig(
  {
    APP_ENV: CACHED ? 'local' : 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
    PUSHER_APP_ID: '1',
    PUSHER_APP_KEY: 'bench',
    PUSHER_APP_SECRET: 'bench-secret',
    WEB_DIST: webDist,
  },
  dataDir,
);
const app = await buildApp({ db: database, config, logger: false });
await app.ready();
const cookies = new Map<string, string>();
const keep = (res: { cookies: Array<{ name: string; value: string }> }) => {
  for (const c of res.cookies) cookies.set(c.name, c.value);
};
const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
keep(await app.inject({ method: 'GET', url: CSRF_COOKIE_PATH }));
const login = await app.inject({
  method: 'POST',
  url: '/login',
  headers: {
    cookie: cookieHeader(),
    [XSRF_HEADER.toLowerCase()]: decodeURIComponent(cookies.get(XSRF_COOKIE) ?? ''),
    accept: 'application/json',
  },
  payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
keep(login);

async function get(url: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookieHeader(), accept: 'application/json', 'x-timezone': 'Europe/Berlin' },
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as {
    data: { skills: Array<{ skill: { slug: string }; blocks: number; opens: number }> };
  };
}

started = Date.now();
const map = await get('/talent/api/skill-gap');
console.info(
  `\nThe map (first request ${Date.now() - started} ms): ${map.data.skills
    .map((s) => `${s.skill.slug} blocks ${s.blocks}, opens ${s.opens}`)
    .join('; ')}\n`,
);
const top = map.data.skills[0]?.skill.slug ?? 'docker';
const lines: Array<[string, number[]]> = [];
lines.push(['GET /talent/api/skill-gap (the map)', await timed(RUNS, () => get('/talent/api/skill-gap'))]);
if (savedIds[0]) {
  lines.push([
    'GET /talent/api/skill-gap?job_id= (a saved job)',
    await timed(RUNS, () => get(`/talent/api/skill-gap?job_id=${savedIds[0]}`)),
  ]);
}
lines.push([
  `GET /talent/api/skill-gap?skill=${top}`,
  await timed(RUNS, () => get(`/talent/api/skill-gap?skill=${top}`)),
]);
lines.push([
  `GET /talent/api/jobs?eligible_only=true&opens=${top}`,
  await timed(RUNS, () => get(`/talent/api/jobs?eligible_only=true&opens=${top}`)),
]);
lines.push([
  `GET /talent/api/jobs?eligible_only=true&skills=${top} (the plain skill filter, for comparison)`,
  await timed(RUNS, () => get(`/talent/api/jobs?eligible_only=true&skills=${top}`)),
]);

// The counting statement alone, with what the service hands it.
const jobsService = new JobsService({ db });
const viewer = await jobsService.viewer(user.id, null, 'Europe/Berlin');
const [held, saved, recommended] = await Promise.all([
  heldSkillIds(db, user.id, new Date()),
  savedPage(db, user.id, null, SKILL_GAP_SAVED_LIMIT),
  jobsService.recommendedIds(viewer, SKILL_GAP_RECOMMENDED),
]);
const considered = [...new Set([...saved.map((r) => r.id), ...recommended])];
const query = { reach: { held, eliteMember: false }, eligibleFrom: 'DE', considered };
lines.push(['topGaps (the counting statement)', await timed(RUNS, () => topGaps(db, query, 5))]);
lines.push([
  'the recommendations ranking (uncached)',
  await timed(RUNS, () => new JobsService({ db }).recommendedIds(viewer, SKILL_GAP_RECOMMENDED)),
]);

console.info(
  `${JOBS} jobs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CACHED ? 'jobs caches on' : 'no caches'}, ${RUNS} runs each after one warm-up:`,
);
console.info('| what | time |\n| --- | --- |');
for (const [what, times] of lines) console.info(`| ${what} | ${stats(times)} |`);

await app.close();
await database.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
