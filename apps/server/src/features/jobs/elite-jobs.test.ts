import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ELITE_ONLY_JOB_MESSAGE } from '@talent/contract/elite';
import type { JobList, RecommendedList } from '@talent/contract/jobs';
import type { CreateJob } from '@talent/contract/recruiter';
import { applications, jobInvitations } from '../../db/schema/applications.schema.ts';
import { eliteApplications } from '../../db/schema/elite.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import {
  createCompany,
  createInvitation,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';

const t = useTestApp();

/** A verified candidate, signed in; `elite` makes them a member (an accepted elite application, as the review writes it). */
async function candidate({
  elite = false,
  skills = [] as string[],
  salary,
}: {
  elite?: boolean;
  skills?: string[];
  salary?: { amount: number; currency: string; period: 'year' };
} = {}) {
  const user = await t.createUser({ verified: true });
  await createTalentProfile(t.database.db, user.id, {
    country: 'DE',
    skills,
    ...(salary ? { salary } : {}),
  });
  if (elite) {
    const at = new Date();
    // An earlier rejection does not matter: membership is any accepted application.
    await t.database.db.insert(eliteApplications).values([
      { userId: user.id, status: 'rejected', track: 'frontend', createdAt: at, updatedAt: at },
      { userId: user.id, status: 'accepted', track: 'frontend', decidedAt: at, createdAt: at, updatedAt: at },
    ]);
  }
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function resumeOf(client: TestClient): Promise<string> {
  const res = await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const applyUrl = (jobId: string) => `/talent/api/jobs/${jobId}/applications`;

describe('GET /talent/api/jobs?elite_only=1', () => {
  it('keeps only elite-only jobs, and every summary says whether it is one', async () => {
    const { client } = await candidate();
    const company = await createCompany(t.database.db, { name: 'Quiet Harbor' });
    const open = await createJob(t.database.db, { company, title: 'Open Lighthouse Keeper' });
    const elite = await createJob(t.database.db, {
      company,
      title: 'Elite Lighthouse Keeper',
      eliteOnly: true,
    });

    const all = (await client.get('/talent/api/jobs?q=lighthouse')).json() as JobList;
    expect(Object.fromEntries(all.data.map((j) => [j.id, j.elite_only]))).toEqual({
      [open.id]: false,
      [elite.id]: true,
    });

    for (const value of ['1', 'true']) {
      const res = await client.get(`/talent/api/jobs?q=lighthouse&elite_only=${value}`);
      expect(res.statusCode, res.body).toBe(200);
      const only = res.json() as JobList;
      expect(only.data.map((j) => j.id)).toEqual([elite.id]);
      expect(only.meta.total).toBe(1);
    }
    const off = (await client.get('/talent/api/jobs?q=lighthouse&elite_only=0')).json() as JobList;
    expect(off.data).toHaveLength(2);

    const detail = await client.get(`/talent/api/jobs/${elite.id}`);
    expect(detail.json().data.elite_only).toBe(true);
    expect((await client.get('/talent/api/jobs?elite_only=maybe')).statusCode).toBe(422);
  });
});

describe('GET /talent/api/jobs/recommended', () => {
  it('recommends elite-only jobs to members only: nobody else is shown what they may not apply to', async () => {
    const company = await createCompany(t.database.db, { name: 'Tidal Works' });
    // Remote and open to Germany, where the candidates live: takeable but for the flag.
    const where = { workMode: 'remote' as const, eligibleAnywhere: true, skills: ['rust'] };
    const plain = await createJob(t.database.db, { ...where, company, title: 'Rust Engineer' });
    const elite = await createJob(t.database.db, {
      ...where,
      company,
      title: 'Elite Rust Engineer',
      eliteOnly: true,
    });
    const recommended = async ({ elite: member }: { elite: boolean }) => {
      const { client } = await candidate({ elite: member, skills: ['rust'] });
      const res = await client.get('/talent/api/jobs/recommended');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ id: string }>).map((j) => j.id);
    };
    const forOthers = await recommended({ elite: false });
    expect(forOthers).toContain(plain.id);
    expect(forOthers).not.toContain(elite.id);
    expect(await recommended({ elite: true })).toEqual(expect.arrayContaining([plain.id, elite.id]));
  });
});

describe('work preferences feed matching', () => {
  it('ranks with the minimum rate stated in the elite work preferences instead of the profile salary', async () => {
    const job = await createJob(t.database.db, {
      title: 'Rust Platform Engineer',
      workMode: 'remote',
      eligibleAnywhere: true,
      skills: ['rust'],
      salaryMin: 90_000,
      salaryMax: 110_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
    });
    // The profile asks far more than the job pays.
    const { user, client } = await candidate({
      skills: ['rust'],
      salary: { amount: 400_000, currency: 'EUR', period: 'year' },
    });
    const scoreOf = async () => {
      const list = (await client.get('/talent/api/jobs/recommended')).json() as RecommendedList;
      const found = list.data.find((j) => j.id === job.id)!;
      return {
        score: found.match.score,
        salary: found.match.reasons.find((r) => r.kind === 'salary'),
      };
    };
    const before = await scoreOf();

    // Work preferences sent with an elite application: 45 EUR an hour (about 94,000 a year) is what they accept.
    const at = new Date();
    await t.database.db.insert(eliteApplications).values({
      userId: user.id,
      track: 'backend',
      workPreferenceForm: { min_rate: { amount: 45, currency: 'EUR', period: 'hour' } },
      workPreferenceSubmittedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const after = await scoreOf();
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.salary!.points).toBeGreaterThan(before.salary!.points);
  });
});

describe('applying to an elite-only job', () => {
  it('answers 403 with the reason to a candidate who is not a member, whichever way they apply', async () => {
    const { client } = await candidate();
    const job = await createJob(t.database.db, { eliteOnly: true, screenerQuestions: [] });
    const resume = await resumeOf(client);

    for (const source of ['direct', 'guest'] as const) {
      const res = await client.post(applyUrl(job.id), { resume_file_id: resume, source });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: ELITE_ONLY_JOB_MESSAGE });
    }
    expect(await t.database.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it('lets a member apply, and anyone apply to a job that is not elite-only', async () => {
    const member = await candidate({ elite: true });
    const job = await createJob(t.database.db, { eliteOnly: true, screenerQuestions: [] });
    const res = await member.client.post(applyUrl(job.id), { resume_file_id: await resumeOf(member.client) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.job).toMatchObject({ id: job.id, elite_only: true });

    const other = await candidate();
    const plain = await createJob(t.database.db, { screenerQuestions: [] });
    const ok = await other.client.post(applyUrl(plain.id), { resume_file_id: await resumeOf(other.client) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an invitation to it for a non-member (accepting leads to applying), but lets them decline', async () => {
    const { user, client } = await candidate();
    const job = await createJob(t.database.db, { eliteOnly: true, screenerQuestions: [] });
    const invitation = await createInvitation(t.database.db, user.id, { job });
    const accept = await client.post(`/talent/api/jobs/invitations/${invitation.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(403);
    expect(accept.json().message).toBe(ELITE_ONLY_JOB_MESSAGE);
    const [row] = await t.database.db
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.id, invitation.id));
    expect(row!.status).toBe('pending');

    // Applying with the invitation is refused the same way.
    const apply = await client.post(applyUrl(job.id), {
      resume_file_id: await resumeOf(client),
      invitation_id: invitation.id,
      source: 'invitation',
    });
    expect(apply.statusCode).toBe(403);

    const decline = await client.post(`/talent/api/jobs/invitations/${invitation.id}/decline`, {
      reason: 'not_looking',
    });
    expect(decline.statusCode, decline.body).toBe(200);
  });

  it('lets a member accept an invitation to it and apply with it', async () => {
    const { user, client } = await candidate({ elite: true });
    const job = await createJob(t.database.db, { eliteOnly: true, screenerQuestions: [] });
    const invitation = await createInvitation(t.database.db, user.id, { job });
    const accept = await client.post(`/talent/api/jobs/invitations/${invitation.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    const apply = await client.post(applyUrl(job.id), {
      resume_file_id: await resumeOf(client),
      invitation_id: invitation.id,
    });
    expect(apply.statusCode, apply.body).toBe(201);
    expect(apply.json().data.source).toBe('invitation');
  });
});

describe('the recruiter sets elite-only', () => {
  const jobInput: CreateJob = {
    title: 'Elite Quantum Plumber',
    description: 'Build and run the pipes of our quantum platform with a small, kind team.',
    seniority: 'senior',
    employment_type: 'full_time',
    work_mode: 'remote',
    eligible_anywhere: true,
    timezone: 'Europe/Berlin',
    skills: ['typescript'],
  };

  it('when posting a job (off unless asked), and later turns it on and off', async () => {
    const f = await pipelineFixture(t);
    const plain = await f.recruiterClient.post('/recruiter/api/jobs', jobInput);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.elite_only).toBe(false);

    const posted = await f.recruiterClient.post('/recruiter/api/jobs', { ...jobInput, elite_only: true });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().data.id as string;
    expect(posted.json().data.elite_only).toBe(true);
    const stored = async () =>
      (await t.database.db.select({ eliteOnly: jobs.eliteOnly }).from(jobs).where(eq(jobs.id, id)))[0]!
        .eliteOnly;
    expect(await stored()).toBe(true);
    // The search, cached a moment ago, sees each change at once.
    const found = async () =>
      ((await f.talentClient.get('/talent/api/jobs?q=quantum%20plumber&elite_only=1')).json() as JobList).data
        .map((j) => j.id)
        .includes(id);
    expect(await found()).toBe(true);

    const cleared = await f.recruiterClient.request('PATCH', `/recruiter/api/jobs/${id}`, {
      elite_only: false,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ id, elite_only: false, title: 'Elite Quantum Plumber' });
    expect(await stored()).toBe(false);
    expect(await found()).toBe(false);

    const set = await f.recruiterClient.request('PATCH', `/recruiter/api/jobs/${id}`, { elite_only: true });
    expect(set.json().data.elite_only).toBe(true);
    const list = (await f.recruiterClient.get('/recruiter/api/jobs')).json().data as Array<{
      id: string;
      elite_only: boolean;
    }>;
    expect(list.find((j) => j.id === id)?.elite_only).toBe(true);

    // Forms post with `_method`.
    const spoofed = await f.recruiterClient.post(`/recruiter/api/jobs/${id}`, {
      _method: 'PATCH',
      elite_only: false,
    });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect(await stored()).toBe(false);
  });

  it('refuses a body without the flag (422), another company and anyone but its recruiters', async () => {
    const mine = await pipelineFixture(t);
    const theirs = await pipelineFixture(t);
    const url = `/recruiter/api/jobs/${theirs.job.id}`;

    const bad = await theirs.recruiterClient.request('PATCH', url, { elite_only: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('elite_only');

    expect((await mine.recruiterClient.request('PATCH', url, { elite_only: true })).statusCode).toBe(404);
    expect(
      (await mine.recruiterClient.request('PATCH', '/recruiter/api/jobs/not-a-uuid', { elite_only: true }))
        .statusCode,
    ).toBe(404);
    // The candidate is refused before their body is read.
    expect((await theirs.talentClient.request('PATCH', url, { elite_only: true })).statusCode).toBe(403);
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.request('PATCH', url, {})).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, theirs.job.id));
    expect(row!.eliteOnly).toBe(false);
  });
});
