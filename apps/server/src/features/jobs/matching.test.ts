import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AroundTheGlobe, JobDetail, JobList, MatchReason, RecommendedList } from '@talent/contract/jobs';
import {
  createCompany,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
  type ProfileOverrides,
} from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { JobsService } from './jobs.service.ts';

// Mid-January: London on UTC+0 and Berlin on UTC+1, so a Berlin candidate overlaps a London team 7 hours.
const NOW = new Date('2026-01-15T12:00:00Z');
const t = useTestApp({ now: () => NOW, logger: { level: 'error' } });

/** A verified, logged-in candidate; `null` for no profile row at all. */
async function talent(profile: ProfileOverrides | null = {}) {
  const user = await t.createUser({ verified: true });
  await t.database.db.update(users).set({ timezone: null }).where(eq(users.id, user.id));
  if (profile) await createTalentProfile(t.database.db, user.id, profile);
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function getJson<T>(client: TestClient, url: string, headers?: Record<string, string>) {
  const res = await client.get(url, headers ? { headers } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const detail = async (client: TestClient, id: string) =>
  (await getJson<{ data: JobDetail }>(client, `/talent/api/jobs/${id}`)).data;
const reasonsOf = (reasons: MatchReason[]) => Object.fromEntries(reasons.map((r) => [r.kind, r]));

/** Berlin-based senior with four of the five skills of the job below. */
const BERLIN_SENIOR: ProfileOverrides = {
  headline: 'Full-stack engineer',
  country: 'DE',
  timezone: 'Europe/Berlin',
  seniority: 'senior',
  salary: { amount: 85_000, currency: 'EUR', period: 'year' },
  skills: [
    { slug: 'react', years: 6 },
    { slug: 'typescript', years: 5 },
    { slug: 'node-js', years: 4 },
    { slug: 'postgresql', years: 3 },
  ],
};
const PLATFORM_JOB = {
  title: 'Senior Full-stack Engineer',
  seniority: 'senior' as const,
  workMode: 'remote' as const,
  eligibleAnywhere: false,
  eligibleCountries: ['DE', 'PT'],
  eligibleRegions: [],
  timezone: 'Europe/London',
  minOverlapHours: 4,
  salaryMin: 92_000,
  salaryMax: 110_000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'year' as const,
  skills: [
    'react',
    'typescript',
    'node-js',
    'postgresql',
    'kubernetes',
    { slug: 'graphql', required: false },
  ],
};

describe('match on GET /talent/api/jobs/{id}', () => {
  it('explains the score with reasons that add up to it', async () => {
    const { client } = await talent(BERLIN_SENIOR);
    const job = await createJob(t.database.db, PLATFORM_JOB);
    const { match } = await detail(client, job.id);
    expect(match).not.toBeNull();
    const r = reasonsOf(match!.reasons);
    expect(r.skills).toMatchObject({
      status: 'partial',
      text: 'You have 4 of 5 required skills; missing: Kubernetes',
      missing: ['Kubernetes'],
      points: 20,
      max_points: 25,
    });
    expect(r.role).toMatchObject({
      status: 'good',
      text: 'Full-stack role, the work of your "Full-stack engineer"',
      points: 15,
    });
    expect(r.nice_to_have).toMatchObject({
      status: 'missing',
      text: 'Missing the nice-to-have skill: GraphQL',
    });
    expect(r.seniority).toMatchObject({ status: 'good', text: 'Senior role, your level' });
    expect(r.salary).toMatchObject({
      status: 'good',
      text: 'Pays 92,000–110,000 EUR a year; you asked for 85,000 EUR',
    });
    expect(r.eligibility).toMatchObject({ status: 'good', text: 'You can work from Germany' });
    expect(r.overlap).toMatchObject({ status: 'good', text: '7 h overlap with Europe/London (needs 4)' });
    expect(match!.score).toBe(85);
    expect(match!.reasons.reduce((s, x) => s + x.points, 0)).toBe(match!.score);
  });

  it('caps a job the candidate cannot take from their country at 20', async () => {
    const { client } = await talent({ ...BERLIN_SENIOR, country: 'BR' });
    const job = await createJob(t.database.db, PLATFORM_JOB);
    const { match, eligible } = await detail(client, job.id);
    expect(eligible).toBe(false);
    expect(match!.score).toBe(20);
    expect(match!.reasons.reduce((s, x) => s + x.points, 0)).toBe(20);
    expect(reasonsOf(match!.reasons).eligibility).toMatchObject({
      status: 'missing',
      points: 0,
      text: 'Hires only from Germany and Portugal, not from Brazil, so the score is capped at 20',
    });
  });

  it('has no match when the profile has neither skills nor seniority', async () => {
    const { client } = await talent({ seniority: null, skills: [] });
    const job = await createJob(t.database.db, PLATFORM_JOB);
    expect((await detail(client, job.id)).match).toBeNull();
    const { client: noProfile } = await talent(null);
    expect((await detail(noProfile, job.id)).match).toBeNull();
  });
});

describe('applications on the job detail', () => {
  it("shows my live application and everyone's count, never another user's application", async () => {
    const { user: alice, client: aliceClient } = await talent(BERLIN_SENIOR);
    const { user: bob, client: bobClient } = await talent(BERLIN_SENIOR);
    const { user: carol } = await talent();
    const job = await createJob(t.database.db, PLATFORM_JOB);
    const other = await createJob(t.database.db, { title: 'Other' });
    const [mine] = await t.database.db
      .insert(applications)
      .values({ userId: alice.id, jobId: job.id, submittedAt: new Date('2026-01-10T09:00:00Z') })
      .returning();
    // A withdrawn application is neither shown nor counted.
    await t.database.db
      .insert(applications)
      .values({ userId: bob.id, jobId: job.id, status: 'withdrawn', withdrawnAt: NOW });
    await t.database.db.insert(applications).values({ userId: carol.id, jobId: job.id, status: 'in_review' });
    await t.database.db.insert(applications).values({ userId: bob.id, jobId: other.id });

    const a = await detail(aliceClient, job.id);
    expect(a.application).toEqual({
      id: mine!.id,
      status: 'submitted',
      submitted_at: '2026-01-10T09:00:00.000Z',
    });
    expect(a.applicants_count).toBe(2);

    const b = await detail(bobClient, job.id);
    expect(b.application).toBeNull();
    expect(b.applicants_count).toBe(2);
    expect((await detail(aliceClient, other.id)).application).toBeNull();

    // Summaries in a search carry the count too.
    const list = await getJson<JobList>(bobClient, '/talent/api/jobs');
    expect(Object.fromEntries(list.data.map((j) => [j.title, j.applicants_count]))).toEqual({
      'Senior Full-stack Engineer': 2,
      Other: 1,
    });
  });
});

describe('GET /talent/api/jobs/recommended', () => {
  it('ranks open jobs by score, then newest, and pages with a cursor', async () => {
    const { client } = await talent(BERLIN_SENIOR);
    const company = await createCompany(t.database.db);
    const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
    const base = { ...PLATFORM_JOB, company };
    await createJob(t.database.db, {
      ...base,
      title: 'All four',
      skills: ['react', 'typescript'],
      postedAt: day(5),
    });
    await createJob(t.database.db, { ...base, title: 'Four of five', postedAt: day(1) });
    await createJob(t.database.db, {
      ...base,
      title: 'Four of five, older',
      postedAt: day(3),
    });
    await createJob(t.database.db, {
      ...base,
      title: 'One of three, junior',
      seniority: 'junior',
      skills: ['react', 'rust', 'kubernetes'],
      postedAt: day(0),
    });
    // Not recommended: no shared skill, closed, or not takeable from Germany.
    await createJob(t.database.db, { ...base, title: 'Painter', skills: ['figma'], postedAt: day(0) });
    await createJob(t.database.db, { ...base, title: 'Closed', status: 'closed', postedAt: day(0) });
    await createJob(t.database.db, {
      ...base,
      title: 'US only',
      eligibleCountries: ['US'],
      postedAt: day(0),
    });

    const list = await getJson<RecommendedList>(client, '/talent/api/jobs/recommended');
    expect(list.data.map((j) => [j.title, j.match.score])).toEqual([
      // The titles name no kind of work: the role counts half.
      ['All four', 92],
      ['Four of five', 77],
      ['Four of five, older', 77],
      ['One of three, junior', expect.any(Number)],
    ]);
    expect(list.data[3]!.match.score).toBeLessThan(77);
    expect(list.meta).toEqual({ next_cursor: null, profile_gaps: [] });
    // The reasons come with every job.
    expect(reasonsOf(list.data[1]!.match.reasons).skills!.text).toBe(
      'You have 4 of 5 required skills; missing: Kubernetes',
    );

    // min_score drops the weak match.
    const strong = await getJson<RecommendedList>(client, '/talent/api/jobs/recommended?min_score=75');
    expect(strong.data.map((j) => j.title)).toEqual(['All four', 'Four of five', 'Four of five, older']);

    // One per page: the same order, no duplicates, no gaps.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: RecommendedList = await getJson<RecommendedList>(
        client,
        `/talent/api/jobs/recommended?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.data.map((j) => j.title));
      cursor = page.meta.next_cursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(list.data.map((j) => j.title));

    const bad = await client.get('/talent/api/jobs/recommended?cursor=nope&min_score=101');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['min_score']);
    const forged = await client.get('/talent/api/jobs/recommended?cursor=nope');
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ cursor: ['The cursor is invalid.'] });
  });

  it('ranks the kind of work the candidate does above jobs that merely share a skill', async () => {
    const { client } = await talent({
      headline: 'React frontend developer',
      country: 'NG',
      timezone: 'Africa/Lagos',
      seniority: 'senior',
      skills: [
        { slug: 'react', years: 5 },
        { slug: 'typescript', years: 5 },
        { slug: 'node-js', years: 2 },
      ],
    });
    const base = {
      seniority: 'senior' as const,
      eligibleAnywhere: true,
      timezone: 'Africa/Lagos',
      salaryMin: 90_000,
      salaryMax: 100_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year' as const,
    };
    // The backend job asks only for skills the candidate has; the frontend one misses a nice-to-have.
    await createJob(t.database.db, {
      ...base,
      title: 'Senior Backend Developer',
      skills: ['node-js', 'typescript'],
      postedAt: NOW,
    });
    await createJob(t.database.db, {
      ...base,
      title: 'Senior Frontend Engineer',
      skills: ['react', 'typescript', { slug: 'css', required: false }],
      postedAt: new Date(NOW.getTime() - 86_400_000),
    });
    const list = await getJson<RecommendedList>(client, '/talent/api/jobs/recommended');
    expect(list.data.map((j) => j.title)).toEqual(['Senior Frontend Engineer', 'Senior Backend Developer']);
    const [front, back] = list.data.map((j) => reasonsOf(j.match.reasons).role!);
    expect(front).toMatchObject({ status: 'good', points: 15 });
    expect(back).toMatchObject({ status: 'missing', points: 0, text: 'Backend role; you do frontend work' });
  });

  it('names the gaps of the profile, and recommends nothing without skills', async () => {
    await createJob(t.database.db, PLATFORM_JOB);
    const { client: empty } = await talent(null);
    expect(await getJson<RecommendedList>(empty, '/talent/api/jobs/recommended')).toEqual({
      data: [],
      meta: { next_cursor: null, profile_gaps: ['skills', 'seniority', 'salary', 'country', 'timezone'] },
    });
    const { client: partial } = await talent({ ...BERLIN_SENIOR, salary: null, timezone: null });
    const list = await getJson<RecommendedList>(partial, '/talent/api/jobs/recommended');
    expect(list.meta.profile_gaps).toEqual(['salary', 'timezone']);
    expect(list.data).toHaveLength(1);
    expect(reasonsOf(list.data[0]!.match.reasons).salary!.status).toBe('unknown');
  });
});

describe('GET /talent/api/jobs/around-the-globe', () => {
  it('counts open jobs per country and the ones I may take from my country', async () => {
    const at = (country: string, extra: Parameters<typeof createJob>[1] = {}) =>
      createJob(t.database.db, { country, eligibleAnywhere: false, eligibleCountries: [country], ...extra });
    await at('PT');
    await at('PT', { eligibleCountries: ['PT', 'DE'] });
    await at('PT', { status: 'closed', eligibleAnywhere: true });
    await at('ES', { eligibleAnywhere: true, eligibleCountries: [] });
    await at('US');

    const { client, user: german } = await talent({ country: 'DE' });
    const globe = await getJson<AroundTheGlobe>(client, '/talent/api/jobs/around-the-globe');
    expect(globe).toEqual({
      data: [
        { country: 'PT', name: 'Portugal', jobs: 2, eligible_jobs: 1 },
        { country: 'ES', name: 'Spain', jobs: 1, eligible_jobs: 1 },
        { country: 'US', name: 'United States of America', jobs: 1, eligible_jobs: 0 },
      ],
      meta: { viewer_country: 'DE', eligible_total: 2, total: 4 },
    });

    // Without a country in the profile every job counts as takeable.
    const { client: nowhere, user: stateless } = await talent(null);
    const all = await getJson<AroundTheGlobe>(nowhere, '/talent/api/jobs/around-the-globe');
    expect(all.meta).toEqual({ viewer_country: null, eligible_total: 4, total: 4 });
    expect(all.data.every((c) => c.eligible_jobs === c.jobs)).toBe(true);

    // Cached counts are per home country: one viewer's never answer another's.
    const service = new JobsService({ db: t.database.db, countsTtlMs: 60_000 });
    const map = async (userId: string) =>
      (await service.aroundTheGlobe(await service.viewer(userId, null, 'UTC'))).meta.eligible_total;
    expect(await map(german.id)).toBe(2);
    expect(await map(stateless.id)).toBe(4);
  });
});

describe('located_in', () => {
  it('filters the search by where the job is, with counts and saved-search alerts', async () => {
    const { client, user } = await talent({ country: 'DE' });
    const before = new Date(NOW.getTime() - 86_400_000);
    await createJob(t.database.db, { title: 'Lisbon one', country: 'PT', postedAt: before });
    await createJob(t.database.db, { title: 'Lisbon two', country: 'PT', postedAt: before });
    await createJob(t.database.db, { title: 'Madrid', country: 'ES', postedAt: before });

    const pt = await getJson<JobList>(client, '/talent/api/jobs?located_in=pt');
    expect(pt.data.map((j) => j.title).sort()).toEqual(['Lisbon one', 'Lisbon two']);
    expect(pt.meta.total).toBe(2);
    expect((await getJson<JobList>(client, '/talent/api/jobs?located_in=ES')).meta.total).toBe(1);

    const bad = await client.get('/talent/api/jobs?located_in=XX');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ located_in: ['Unknown country code.'] });

    // A saved search keeps the filter, and its alert counts only new jobs there (the app's clock is NOW).
    const created = await client.post('/talent/api/saved-searches', {
      name: 'Portugal',
      query: { located_in: 'PT' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = new Date(NOW.getTime() + 60_000);
    await createJob(t.database.db, { title: 'Porto', country: 'PT', postedAt: after });
    await createJob(t.database.db, { title: 'Seville', country: 'ES', postedAt: after });
    const saved = await getJson<{ data: Array<{ new_count: number }> }>(client, '/talent/api/saved-searches');
    expect(saved.data.map((s) => s.new_count)).toEqual([1]);

    // The cached counts are keyed by the filter too: two countries never share a total.
    const service = new JobsService({ db: t.database.db, countsTtlMs: 60_000 });
    const viewer = await service.viewer(user.id, null, 'UTC');
    expect((await service.search({ located_in: 'PT' }, viewer)).meta.total).toBe(3);
    expect((await service.search({ located_in: 'ES' }, viewer)).meta.total).toBe(2);
  });
});

describe('GET /shared/api/jobs/{id} (guest job page)', () => {
  it('shows the job without anything personal, with overlap from X-Timezone only', async () => {
    const { user, client } = await talent(BERLIN_SENIOR);
    const job = await createJob(t.database.db, PLATFORM_JOB);
    await client.put(`/talent/api/jobs/${job.id}/save`);
    await t.database.db.insert(applications).values({ userId: user.id, jobId: job.id });

    // Even with the candidate's session, the guest endpoint carries nothing of theirs.
    for (const reader of [t.client(), client]) {
      const { data } = await getJson<{ data: JobDetail }>(reader, `/shared/api/jobs/${job.id}`);
      expect(data).toMatchObject({
        id: job.id,
        title: 'Senior Full-stack Engineer',
        saved: false,
        match: null,
        application: null,
        eligible: null,
        overlap_hours: null,
        applicants_count: 1,
        status: 'open',
      });
      expect(data.skills.every((s) => !s.matched)).toBe(true);
      expect(data.recruiter.id).toBe(job.recruiterId);
    }
    const withZone = await getJson<{ data: JobDetail }>(t.client(), `/shared/api/jobs/${job.id}`, {
      'x-timezone': 'Europe/Berlin',
    });
    expect(withZone.data.overlap_hours).toBe(7);
    const badZone = await getJson<{ data: JobDetail }>(t.client(), `/shared/api/jobs/${job.id}`, {
      'x-timezone': 'Mars/Olympus',
    });
    expect(badZone.data.overlap_hours).toBeNull();
  });

  it('answers 404 for unknown, malformed and closed jobs', async () => {
    const closed = await createJob(t.database.db, { status: 'closed' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', closed.id]) {
      const res = await t.client().get(`/shared/api/jobs/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the matching routes and the guest job page', async () => {
    const doc = (await t.client().get('/docs/json')).json() as {
      paths: Record<string, { get?: { tags: string[]; summary: string } }>;
    };
    expect(doc.paths['/talent/api/jobs/recommended']?.get?.tags).toEqual(['jobs', 'matching']);
    expect(doc.paths['/talent/api/jobs/around-the-globe']?.get?.summary).toMatch(/per country/);
    expect(doc.paths['/shared/api/jobs/{id}']?.get?.tags).toEqual(['jobs', 'guest']);
  });
});

describe('access', () => {
  it('keeps the talent routes for verified users', async () => {
    for (const path of ['/talent/api/jobs/recommended', '/talent/api/jobs/around-the-globe']) {
      expect((await t.client().get(path)).statusCode, path).toBe(401);
    }
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    for (const path of ['/talent/api/jobs/recommended', '/talent/api/jobs/around-the-globe']) {
      expect((await client.get(path)).statusCode, path).toBe(403);
    }
  });
});
