import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobList, JobSummary } from '@talent/contract/jobs';
import type { SkillGap, SkillGapEntry } from '@talent/contract/skill-gap';
import {
  courseEnrolments,
  courseLessons,
  courseModules,
  courses,
  courseSkills,
} from '../../db/schema/courses.schema.ts';
import { eliteApplications } from '../../db/schema/elite.schema.ts';
import {
  createJob,
  createRecruiterUser,
  createTalent,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
  skillRefs,
  type JobOverrides,
  type ProfileOverrides,
} from '../../seed/factories.ts';
import type { TestClient } from '../../test/harness.ts';
import { answerAll, startAttempt, useAssessmentsApp } from '../assessments/testing/assessments-kit.ts';
import { JobsService } from '../jobs/jobs.service.ts';

/*
 * The skill-gap map against the real app and database: its counts are checked against what the jobs search returns
 * for the same candidate (two ways: the `opens` filter it links to, and the plain skill filter with each job's
 * skills read off the results), held skills and badges, courses and skill tests with the candidate's standing, one
 * job and one skill, bad input, and what another user can reach.
 */

const t = useAssessmentsApp();
const DAY = 86_400_000;

beforeEach(async () => {
  // Courses are not truncated with the users: each test brings its own.
  await t.database.db.execute(sql`DELETE FROM courses`);
});

/** A verified, signed-in talent with this profile (null: no profile at all). */
async function talent(profile: ProfileOverrides | null) {
  const user = await createTalent(t.database.db, { timezone: 'Europe/Berlin' });
  if (profile) await createTalentProfile(t.database.db, user.id, profile);
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

const DE_ONLY = { eligibleAnywhere: false, eligibleCountries: ['DE'], eligibleRegions: [] };
const US_ONLY = { eligibleAnywhere: false, eligibleCountries: ['US'], eligibleRegions: [] };

function job(title: string, skills: JobOverrides['skills'], extra: JobOverrides = {}) {
  return createJob(t.database.db, { title, skills, ...DE_ONLY, ...extra });
}

async function getJson<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const gapOf = async (client: TestClient, query = '') =>
  (await getJson<{ data: SkillGap }>(client, `/talent/api/skill-gap${query}`)).data;

/** Every job of a search, page after page. */
async function searchAll(client: TestClient, query: string): Promise<{ total: number; jobs: JobSummary[] }> {
  const jobs: JobSummary[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const page: JobList = await getJson<JobList>(
      client,
      `/talent/api/jobs?${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    total = page.meta.total;
    jobs.push(...page.data);
    cursor = page.meta.next_cursor;
  } while (cursor);
  return { total, jobs };
}

/**
 * What the jobs search says a skill opens, read the long way: every job of the plain skill search (eligible ones),
 * kept when the skill is required and every other required skill is one the candidate has (the profile's, as the
 * results mark them, or a badge's), and it is not elite-only.
 */
async function opensBySkillSearch(client: TestClient, slug: string, badgeSkills: string[] = []) {
  const { jobs } = await searchAll(client, `skills=${slug}&eligible_only=true`);
  return jobs
    .filter(
      (j) =>
        !j.elite_only &&
        j.skills.some((s) => s.slug === slug && s.required) &&
        j.skills.every((s) => !s.required || s.slug === slug || s.matched || badgeSkills.includes(s.slug)),
    )
    .map((j) => j.id)
    .sort();
}

/** The map's count for a skill equals the `opens` search's total and ids, and the long way round. */
async function expectCountsAgreeWithSearch(
  client: TestClient,
  entry: SkillGapEntry,
  badgeSkills: string[] = [],
) {
  const expected = await opensBySkillSearch(client, entry.skill.slug, badgeSkills);
  expect(entry.opens, entry.skill.slug).toBe(expected.length);
  expect(entry.jobs_path).toBe(`/jobs?eligible_only=true&opens=${entry.skill.slug}`);
  const linked = await searchAll(client, entry.jobs_path.replace('/jobs?', ''));
  expect(linked.total, entry.skill.slug).toBe(entry.opens);
  expect(linked.jobs.map((j) => j.id).sort()).toEqual(expected);
}

const save = async (client: TestClient, jobId: string) =>
  expect((await client.put(`/talent/api/jobs/${jobId}/save`)).statusCode).toBe(204);

/** Passes (or fails) the fixture SQL test the real way: a form drawn, answers saved, graded on submit. */
async function takeSqlTest(client: TestClient, right: number) {
  const attempt = await startAttempt(client, 'sql');
  await answerAll(client, t.bank, attempt, right);
  const res = await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { passed: boolean };
}

/** A course teaching `slug`: one module with lessons of these minutes. */
async function course(slug: string, title: string, minutes: number[], published = true) {
  const db = t.database.db;
  const skill = (await skillRefs(db)).get(slug)!;
  const [row] = await db
    .insert(courses)
    .values({
      title,
      summary: `${title}, step by step.`,
      level: 'intermediate',
      publishedAt: published ? t.clock.now() : null,
    })
    .returning();
  await db.insert(courseSkills).values({ courseId: row!.id, skillId: skill.id });
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: row!.id, title: 'Basics', position: 0 })
    .returning();
  if (minutes.length) {
    await db.insert(courseLessons).values(
      minutes.map((m, position) => ({
        courseId: row!.id,
        moduleId: module!.id,
        title: `Lesson ${position + 1}`,
        kind: 'text' as const,
        minutes: m,
        position,
      })),
    );
  }
  return row!;
}

async function enrol(userId: string, courseId: string, completed = false) {
  await t.database.db.insert(courseEnrolments).values({
    userId,
    courseId,
    enrolledAt: t.clock.now(),
    completedAt: completed ? t.clock.now() : null,
  });
}

const REACT_TS: ProfileOverrides = { country: 'DE', skills: ['react', 'typescript'] };

describe('the map', () => {
  it('ranks the missing skills of saved and recommended jobs, and its counts are what the jobs search returns', async () => {
    const { client } = await talent(REACT_TS);
    const a = await job('Frontend Engineer', ['react', 'graphql']);
    await job('Platform Engineer', ['react', 'typescript', 'graphql', 'docker']);
    // Shares no skill with the profile: not recommended, but docker alone would open it.
    const i = await job('Container Specialist', ['docker']);
    // Jobs graphql would not open for this candidate, each for its own reason.
    const d = await job('US Frontend Engineer', ['react', 'graphql'], US_ONLY);
    await job('Elite Frontend Engineer', ['react', 'graphql'], { eliteOnly: true });
    await job('Closed Frontend Engineer', ['react', 'graphql'], { status: 'closed' });
    const h = await job('Graph Platform Engineer', ['graphql', 'kubernetes']);
    // Already a match: graphql is only nice to have here.
    await job('React Engineer', ['react', { slug: 'graphql', required: false }]);
    for (const saved of [a, d, h]) await save(client, saved.id);

    const map = await gapOf(client);
    expect(map.scope).toBe('map');
    expect(map.eligible_from).toBe('DE');
    expect(map.considered.saved).toBe(3);
    // The recommendations share a skill with the profile and can be taken from Germany: the platform and React
    // jobs (the frontend one is saved already).
    expect(map.considered.recommended).toBe(2);
    expect(map.skills.map((s) => [s.skill.slug, s.blocks, s.opens])).toEqual([
      // Blocks the saved frontend, US and graph jobs and the recommended platform job; opens only the frontend one.
      ['graphql', 4, 1],
      // Same number blocked: the one opening more comes first.
      ['docker', 1, 1],
      ['kubernetes', 1, 0],
    ]);
    expect(map.skills.every((s) => !s.held && s.required === null)).toBe(true);
    for (const entry of map.skills) await expectCountsAgreeWithSearch(client, entry);
    expect((await searchAll(client, 'eligible_only=true&opens=docker')).jobs.map((j) => j.id)).toEqual([
      i.id,
    ]);

    // The limit keeps the first ones; a held skill is never listed.
    expect((await gapOf(client, '?limit=1')).skills.map((s) => s.skill.slug)).toEqual(['graphql']);
    expect(map.skills.some((s) => ['react', 'typescript'].includes(s.skill.slug))).toBe(false);
  });

  it('counts elite-only jobs for members, and every country when the profile names none', async () => {
    const { user, client } = await talent({ country: null, skills: ['react'] });
    const saved = await job('Frontend Engineer', ['react', 'graphql']);
    await job('US Frontend Engineer', ['react', 'graphql'], US_ONLY);
    await job('Elite Frontend Engineer', ['react', 'graphql'], { eliteOnly: true });
    await save(client, saved.id);

    let map = await gapOf(client);
    expect(map.eligible_from).toBeNull();
    // No country: the US job counts too (the search without "only jobs I can apply to" shows it); not the elite one.
    expect(map.skills.map((s) => [s.skill.slug, s.opens, s.jobs_path])).toEqual([
      ['graphql', 2, '/jobs?opens=graphql'],
    ]);
    expect((await getJson<JobList>(client, '/talent/api/jobs?opens=graphql')).meta.total).toBe(2);

    await t.database.db
      .insert(eliteApplications)
      .values({ userId: user.id, status: 'accepted', createdAt: t.clock.now(), updatedAt: t.clock.now() });
    map = await gapOf(client);
    expect(map.skills[0]!.opens).toBe(3);
    expect((await getJson<JobList>(client, '/talent/api/jobs?opens=graphql')).meta.total).toBe(3);
  });

  it('a passed test closes the gap: its badge counts as holding the skill', async () => {
    const { client } = await talent({ country: 'DE', skills: ['react'] });
    const k = await job('Data Engineer', ['react', 'sql']);
    const l = await job('Data Platform Engineer', ['react', 'sql', 'docker']);
    await save(client, k.id);
    await save(client, l.id);

    const before = await gapOf(client);
    expect(before.skills.map((s) => [s.skill.slug, s.blocks, s.opens])).toEqual([
      ['sql', 2, 1],
      ['docker', 1, 0],
    ]);
    expect(before.skills[0]!.tests.map((test) => [test.slug, test.standing.state])).toEqual([['sql', 'new']]);

    expect((await takeSqlTest(client, 4)).passed).toBe(true);
    const after = await gapOf(client);
    expect(after.skills.map((s) => [s.skill.slug, s.blocks, s.opens])).toEqual([['docker', 1, 1]]);
    await expectCountsAgreeWithSearch(client, after.skills[0]!, ['sql']);
    expect((await getJson<JobList>(client, '/talent/api/jobs?opens=sql&eligible_only=true')).meta.total).toBe(
      0,
    );

    // The skill's own view says it is held and opens nothing more.
    const skill = await gapOf(client, '?skill=sql');
    expect(skill.scope).toBe('skill');
    expect(skill.skills).toMatchObject([{ skill: { slug: 'sql' }, held: true, blocks: 0, opens: 0 }]);
    expect(skill.skills[0]!.tests[0]!.standing.state).toBe('passed');
  });

  it('is empty without saved or recommended jobs, and for a talent without a profile', async () => {
    await job('Frontend Engineer', ['react', 'graphql']);
    const { client } = await talent(null);
    const map = await gapOf(client);
    expect(map).toEqual({
      scope: 'map',
      job: null,
      considered: { saved: 0, recommended: 0 },
      eligible_from: null,
      skills: [],
    });
  });
});

describe('what closes a gap', () => {
  it('lists published courses shortest first with their length and my progress, and the test with its cooldown', async () => {
    const { user, client } = await talent({ country: 'DE', skills: ['react'] });
    const other = await talent({ country: 'DE', skills: ['react'] });
    await save(client, (await job('Data Engineer', ['react', 'sql'])).id);
    const long = await course('sql', 'SQL in depth', [60, 120]);
    await course('sql', 'SQL drafts', [10], false);
    const short = await course('sql', 'SQL in an afternoon', [45]);
    await course('sql', 'SQL for analysts', [300]);
    const medium = await course('sql', 'Joins and indexes', [30, 30, 30]);
    await course('docker', 'Containers', [20]);
    await enrol(user.id, long.id);
    await enrol(user.id, short.id, true);
    // Another candidate's progress is theirs alone.
    await enrol(other.user.id, medium.id, true);

    // A first failed attempt leaves a free redo; failing that starts the cooldown.
    expect((await takeSqlTest(client, 0)).passed).toBe(false);
    let entry = (await gapOf(client, '?skill=sql')).skills[0]!;
    expect(entry.tests).toEqual([
      {
        slug: 'sql',
        title: 'SQL',
        time_limit_minutes: 20,
        path: '/skill-center/tests/sql',
        page_path: '/skill-center/sql',
        standing: { state: 'not_passed', next_attempt_at: null, redo_available: true },
      },
    ]);
    t.clock.advance(60_000);
    await takeSqlTest(client, 0);
    const closedAt = t.clock.at;

    entry = (await gapOf(client)).skills[0]!;
    expect(entry.skill).toEqual({ slug: 'sql', name: 'SQL' });
    expect(entry.course_count).toBe(4);
    expect(entry.courses).toEqual([
      {
        id: short.id,
        title: 'SQL in an afternoon',
        level: 'intermediate',
        minutes: 45,
        path: `/courses/${short.id}`,
        progress: 'completed',
      },
      {
        id: medium.id,
        title: 'Joins and indexes',
        level: 'intermediate',
        minutes: 90,
        path: `/courses/${medium.id}`,
        progress: 'not_started',
      },
      {
        id: long.id,
        title: 'SQL in depth',
        level: 'intermediate',
        minutes: 180,
        path: `/courses/${long.id}`,
        progress: 'in_progress',
      },
    ]);
    expect(entry.tests[0]!.standing).toEqual({
      state: 'not_passed',
      next_attempt_at: new Date(closedAt.getTime() + 14 * DAY).toISOString(),
      redo_available: false,
    });
    // The other candidate sees their own standing, not mine.
    const theirs = (await gapOf(other.client, '?skill=sql')).skills[0]!;
    expect(theirs.tests[0]!.standing.state).toBe('new');
    expect(theirs.courses.find((c) => c.id === medium.id)!.progress).toBe('completed');
    expect(theirs.courses.find((c) => c.id === short.id)!.progress).toBe('not_started');
  });
});

describe('one job, one skill', () => {
  it("lists a job's missing skills, required first, with the same counts as the map", async () => {
    const { client } = await talent(REACT_TS);
    const platform = await job('Platform Engineer', [
      'react',
      { slug: 'kubernetes', required: false },
      'graphql',
      'docker',
    ]);
    await job('Build Engineer', ['typescript', 'docker']);
    await save(client, platform.id);

    const forJob = await gapOf(client, `?job_id=${platform.id}`);
    expect(forJob.scope).toBe('job');
    expect(forJob.job).toEqual({ id: platform.id, title: 'Platform Engineer' });
    expect(forJob.skills.map((s) => [s.skill.slug, s.required, s.blocks, s.opens])).toEqual([
      // Blocks the saved platform job and the recommended build job, and opens the build job.
      ['docker', true, 2, 1],
      ['graphql', true, 1, 0],
      ['kubernetes', false, 0, 0],
    ]);
    const map = await gapOf(client);
    for (const entry of forJob.skills) {
      const same = (await gapOf(client, `?skill=${entry.skill.slug}`)).skills[0]!;
      expect([same.blocks, same.opens, same.held]).toEqual([entry.blocks, entry.opens, false]);
      const onMap = map.skills.find((s) => s.skill.slug === entry.skill.slug);
      if (onMap) expect([onMap.blocks, onMap.opens]).toEqual([entry.blocks, entry.opens]);
      await expectCountsAgreeWithSearch(client, entry);
    }

    // Every skill held: nothing missing.
    const held = await job('TypeScript Engineer', ['typescript', { slug: 'react', required: false }]);
    expect((await gapOf(client, `?job_id=${held.id}`)).skills).toEqual([]);
  });

  it('answers 404 for an unknown or closed job and an unknown skill', async () => {
    const { client } = await talent(REACT_TS);
    const closed = await job('Closed Engineer', ['graphql'], { status: 'closed' });
    for (const query of [
      '?job_id=00000000-0000-4000-8000-000000000000',
      `?job_id=${closed.id}`,
      '?skill=no-such-skill',
    ]) {
      const res = await client.get(`/talent/api/skill-gap${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 422 with field errors for bad input, never a 5xx', async () => {
    const { client } = await talent(REACT_TS);
    const cases: Array<[string, string]> = [
      ['?job_id=not-a-uuid', 'job_id'],
      ['?job_id=1%27%20OR%201%3D1', 'job_id'],
      ['?skill=Not%20A%20Slug!', 'skill'],
      [`?skill=${'a'.repeat(65)}`, 'skill'],
      ['?limit=0', 'limit'],
      ['?limit=21', 'limit'],
      ['?limit=two', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?job_id=00000000-0000-4000-8000-000000000000&skill=react', 'skill'],
    ];
    for (const [query, field] of cases) {
      const res = await client.get(`/talent/api/skill-gap${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    // Whatever the query string holds: a 4xx at worst.
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('', '0', '-1', '1e309', 'NaN', "' OR 1=1 --", '%', '\\', 'x'.repeat(600), 'react'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('job_id', 'skill', 'limit', 'user_id'), value, { maxKeys: 4 }),
        async (params) => {
          const res = await client.get(`/talent/api/skill-gap?${new URLSearchParams(params).toString()}`);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );

    const search = await client.get('/talent/api/jobs?opens=no-such-skill');
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.opens).toEqual(['Unknown skill: no-such-skill.']);
  });
});

describe('who reaches what', () => {
  it('is for verified talents: a guest gets 401, an unverified talent and a recruiter 403', async () => {
    const guest = t.client();
    expect((await guest.get('/talent/api/skill-gap')).statusCode).toBe(401);
    const unverified = await createTalent(t.database.db, { verified: false });
    const u = t.client();
    await u.login(unverified.email, DEFAULT_TEST_PASSWORD);
    expect((await u.get('/talent/api/skill-gap')).statusCode).toBe(403);
    const recruiter = await createRecruiterUser(t.database.db);
    const r = t.client();
    await r.login(recruiter.email, DEFAULT_TEST_PASSWORD);
    expect((await r.get('/talent/api/skill-gap')).statusCode).toBe(403);
  });

  it("never reads another candidate's saved jobs or skills", async () => {
    const me = await talent({ country: 'DE', skills: ['react'] });
    const them = await talent({ country: 'DE', skills: ['graphql', 'kubernetes'] });
    const theirs = await job('Cloud Engineer', ['graphql', 'kubernetes', 'rust']);
    await save(them.client, theirs.id);
    const mine = await job('Frontend Engineer', ['react', 'graphql']);
    await save(me.client, mine.id);

    const myMap = await gapOf(me.client);
    expect(myMap.considered.saved).toBe(1);
    // Their saved job is not mine to be blocked by (rust), and their graphql is not mine.
    expect(myMap.skills.map((s) => [s.skill.slug, s.blocks, s.opens])).toEqual([['graphql', 1, 1]]);
    const theirMap = await gapOf(them.client);
    expect(theirMap.considered.saved).toBe(1);
    expect(theirMap.skills.map((s) => s.skill.slug)).toEqual(['react', 'rust']);
  });
});

describe('the jobs search `opens` filter', () => {
  it('keeps its counts per candidate when the counts cache is on', async () => {
    const jobs = new JobsService({ db: t.database.db, now: t.clock.now });
    const me = await talent({ country: 'DE', skills: ['react'] });
    const them = await talent({ country: 'DE', skills: ['react', 'docker'] });
    await job('Frontend Engineer', ['react', 'graphql']);
    await job('Platform Engineer', ['react', 'graphql', 'docker']);
    const query = { opens: 'graphql', eligible_only: true };
    const search = async (userId: string) =>
      (await jobs.search(query, await jobs.viewer(userId, null, 'Europe/Berlin'))).meta.total;
    // The same query, cached for a minute: each candidate still gets their own count.
    expect(await search(me.user.id)).toBe(1);
    expect(await search(them.user.id)).toBe(2);
    expect(await search(me.user.id)).toBe(1);
  });
});
