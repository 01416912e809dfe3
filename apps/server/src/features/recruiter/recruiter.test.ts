import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateJob } from '@talent/contract/recruiter';
import { createCompany, createJob, createOperator, createTalent } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { interviewRequests, interviewSlots, offers } from '../../db/schema/pipeline.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { listEvents } from '../pipeline/pipeline.repository.ts';

const t = useTestApp();

const jobInput = (overrides: Partial<CreateJob> = {}): CreateJob => ({
  title: 'Staff Quantum Plumber',
  description: 'Build and run the pipes of our quantum platform with a small, kind team.',
  seniority: 'senior',
  employment_type: 'full_time',
  work_mode: 'remote',
  eligible_anywhere: true,
  timezone: 'Europe/Berlin',
  skills: ['typescript', 'go'],
  salary: { min: 90_000, max: 120_000, currency: 'EUR', period: 'year' },
  response_days: 5,
  ...overrides,
});

async function loggedIn(user: { email: string; plainPassword: string }): Promise<TestClient> {
  const client = t.client();
  await client.login(user.email, user.plainPassword);
  return client;
}

describe('the recruiter guard', () => {
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/recruiter/api/me'],
    ['GET', '/recruiter/api/dashboard'],
    ['GET', '/recruiter/api/jobs'],
    ['POST', '/recruiter/api/jobs'],
    ['POST', '/recruiter/api/jobs/00000000-0000-4000-8000-000000000000/close'],
    ['GET', '/recruiter/api/jobs/00000000-0000-4000-8000-000000000000/applications?status=bogus'],
    ['GET', '/recruiter/api/applications/00000000-0000-4000-8000-000000000000'],
    ['GET', '/recruiter/api/applications/00000000-0000-4000-8000-000000000000/files/x'],
    ['POST', '/recruiter/api/applications/00000000-0000-4000-8000-000000000000/status'],
    ['POST', '/recruiter/api/invitations'],
  ];

  it('answers 401 to a guest and 403 to a talent, an operator and a recruiter without a company, before any validation', async () => {
    const db = t.database.db;
    const guest = t.client();
    await guest.csrfCookie();
    const talent = await loggedIn(await createTalent(db));
    const operator = await loggedIn(await createOperator(db));
    const orphan = await loggedIn(await t.createUser({ role: 'recruiter' }));
    for (const [method, url] of routes) {
      const body = method === 'POST' ? {} : undefined;
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await talent.request(method, url, body)).statusCode, `${method} ${url} talent`).toBe(403);
      expect((await operator.request(method, url, body)).statusCode, `${method} ${url} operator`).toBe(403);
      const res = await orphan.request(method, url, body);
      expect(res.statusCode, `${method} ${url} orphan`).toBe(403);
      expect(res.json().message).toBe('Your account is not linked to a company.');
    }
  });
});

describe('me and jobs', () => {
  it('names the recruiter and the company', async () => {
    const f = await pipelineFixture(t);
    const res = await f.recruiterClient.get('/recruiter/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      recruiter: { id: f.recruiter.id, name: f.recruiter.name, is_demo: false },
      company: { id: f.company.id, name: f.company.name },
    });
  });

  it("lists the company's jobs with counts per state and overdue responses, and never another company's", async () => {
    const f = await pipelineFixture(t, {
      responseDays: 3,
      submittedAt: new Date(Date.now() - 5 * 86_400_000),
    });
    await pipelineFixture(t); // another company
    const res = await f.recruiterClient.get('/recruiter/api/jobs');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((j: { id: string }) => j.id)).toEqual([f.job.id]);
    expect(list[0]).toMatchObject({ status: 'open', response_days: 3, overdue: 1 });
    expect(list[0].counts).toMatchObject({ submitted: 1, in_review: 0, hired: 0 });
    expect((await f.recruiterClient.get('/recruiter/api/jobs?status=closed')).json().data).toEqual([]);
  });

  it('posts a job the public search finds at once, with the caller as its recruiter', async () => {
    const f = await pipelineFixture(t);
    const res = await f.recruiterClient.post('/recruiter/api/jobs', jobInput());
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({ title: 'Staff Quantum Plumber', status: 'open', response_days: 5 });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      recruiterId: f.recruiter.id,
      companyId: f.company.id,
      companyName: f.company.name,
      skillSlugs: ['typescript', 'go'],
      eligibleAnywhere: true,
    });
    expect(row!.salaryUsd).toBeGreaterThan(0);

    const search = await f.talentClient.get('/talent/api/jobs?q=quantum%20plumber');
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((j: { id: string }) => j.id)).toContain(job.id);
    const detail = await f.talentClient.get(`/talent/api/jobs/${job.id}`);
    expect(detail.statusCode).toBe(200);
  });

  it('refuses unknown skills, an on-site job without its country, and a salary upside down (422)', async () => {
    const f = await pipelineFixture(t);
    const unknown = await f.recruiterClient.post(
      '/recruiter/api/jobs',
      jobInput({ skills: ['typescript', 'no-such-skill'] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.skills[0]).toContain('no-such-skill');

    const onsite = await f.recruiterClient.post(
      '/recruiter/api/jobs',
      jobInput({ work_mode: 'onsite', eligible_anywhere: false }),
    );
    expect(onsite.statusCode).toBe(422);
    expect(onsite.json().errors).toHaveProperty('office_country');

    const salary = await f.recruiterClient.post(
      '/recruiter/api/jobs',
      jobInput({ salary: { min: 130_000, max: 120_000, currency: 'EUR', period: 'year' } }),
    );
    expect(salary.statusCode).toBe(422);
    expect(salary.json().errors).toHaveProperty(['salary.max']);

    const empty = await f.recruiterClient.post('/recruiter/api/jobs', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('title');

    const hybrid = await f.recruiterClient.post(
      '/recruiter/api/jobs',
      jobInput({
        work_mode: 'hybrid',
        office_country: 'DE',
        office_city: 'Berlin',
        eligible_anywhere: false,
      }),
    );
    expect(hybrid.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, hybrid.json().data.id));
    expect(row).toMatchObject({ eligibleCountries: ['DE'], country: 'DE', eligibleAnywhere: false });
  });
});

describe('closing a job', () => {
  it('closes its active applications, cancels their requests, leaves the offer stage alone, tells each candidate and leaves the search', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t, { status: 'in_review' });
    // A second, submitted application and one at offer on the same job.
    const other = await createTalent(db);
    const [submitted] = await db
      .insert(applications)
      .values({ userId: other.id, jobId: f.job.id, status: 'submitted' })
      .returning();
    const third = await createTalent(db);
    const [atOffer] = await db
      .insert(applications)
      .values({ userId: third.id, jobId: f.job.id, status: 'offer', firstResponseAt: new Date() })
      .returning();
    const [offer] = await db
      .insert(offers)
      .values({
        applicationId: atOffer!.id,
        recruiterId: f.recruiter.id,
        title: f.job.title,
        engagementType: 'full_time',
        payAmount: 100_000,
        payCurrency: 'EUR',
        payPeriod: 'year',
        startDate: '2027-01-01',
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        termsHash: 'x'.repeat(64),
      })
      .returning();
    const [request] = await db
      .insert(interviewRequests)
      .values({
        applicationId: f.application.id,
        recruiterId: f.recruiter.id,
        type: 'video',
        durationMinutes: 45,
        agenda: 'Talk',
        recruiterTimezone: 'Europe/Berlin',
      })
      .returning();
    await db.insert(interviewSlots).values({
      requestId: request!.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      proposedBy: 'recruiter',
    });

    const res = await f.recruiterClient.post(`/recruiter/api/jobs/${f.job.id}/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed' });
    expect(res.json().data.counts).toMatchObject({ closed: 2, offer: 1 });

    const rows = await db.select().from(applications).where(eq(applications.jobId, f.job.id));
    const statusOf = (id: string) => rows.find((r) => r.id === id)!.status;
    expect(statusOf(f.application.id)).toBe('closed');
    expect(statusOf(submitted!.id)).toBe('closed');
    expect(statusOf(atOffer!.id)).toBe('offer');
    const [offerAfter] = await db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(offerAfter!.status).toBe('pending');

    const events = await listEvents(db, [f.application.id]);
    expect(events.find((e) => e.type === 'closed')).toMatchObject({
      type: 'closed',
      fromStatus: 'in_review',
      toStatus: 'closed',
      summary: 'The job was closed',
      actorKind: 'recruiter',
    });

    const [requestAfter] = await db
      .select()
      .from(interviewRequests)
      .where(eq(interviewRequests.id, request!.id));
    expect(requestAfter!.status).toBe('cancelled');

    for (const [userId, applicationId] of [
      [f.talent.id, f.application.id],
      [other.id, submitted!.id],
    ] as const) {
      const told = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'application_update')));
      expect(told).toHaveLength(1);
      expect(told[0]!.url).toBe(`/applications?application=${applicationId}`);
    }
    const untouched = await db.select().from(notifications).where(eq(notifications.userId, third.id));
    expect(untouched).toEqual([]);

    const search = await f.talentClient.get(`/talent/api/jobs?q=${encodeURIComponent(f.job.title)}&limit=50`);
    expect(search.json().data.map((j: { id: string }) => j.id)).not.toContain(f.job.id);

    const again = await f.recruiterClient.post(`/recruiter/api/jobs/${f.job.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job is already closed.');
  });

  it("answers 404 for another company's job, everywhere", async () => {
    const mine = await pipelineFixture(t);
    const theirs = await pipelineFixture(t);
    const client = mine.recruiterClient;
    expect((await client.post(`/recruiter/api/jobs/${theirs.job.id}/close`)).statusCode).toBe(404);
    expect((await client.get(`/recruiter/api/jobs/${theirs.job.id}/applications`)).statusCode).toBe(404);
    expect((await client.get(`/recruiter/api/applications/${theirs.application.id}`)).statusCode).toBe(404);
    expect(
      (
        await client.post(`/recruiter/api/applications/${theirs.application.id}/status`, {
          status: 'in_review',
        })
      ).statusCode,
    ).toBe(404);
    expect((await client.get('/recruiter/api/jobs/not-a-uuid/applications')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, theirs.job.id));
    expect(row!.status).toBe('open');
    const [app] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, theirs.application.id));
    expect(app!.status).toBe('submitted');
    // Looking at another company's applicant is not "viewing" it.
    expect(app!.viewedAt).toBeNull();
  });

  it('a second recruiter of the same company sees and acts on the same jobs', async () => {
    const f = await pipelineFixture(t);
    const colleague = await pipelineFixture(t, { company: f.company });
    const list = await colleague.recruiterClient.get('/recruiter/api/jobs');
    expect(
      list
        .json()
        .data.map((j: { id: string }) => j.id)
        .sort(),
    ).toEqual([f.job.id, colleague.job.id].sort());
    const res = await colleague.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('invitations', () => {
  it("invites a candidate to the company's open job, and treats another company's job as unknown", async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    const candidate = await createTalent(db);
    const res = await f.recruiterClient.post('/recruiter/api/invitations', {
      job_id: f.job.id,
      talent_email: candidate.email,
      message: 'Your profile stood out. Would you like to apply?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', job: { id: f.job.id } });
    const told = await db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(told.map((n) => n.type)).toEqual(['invitation_received']);

    const elsewhere = await createJob(db, { company: await createCompany(db) });
    const foreign = await f.recruiterClient.post('/recruiter/api/invitations', {
      job_id: elsewhere.id,
      talent_email: candidate.email,
      message: 'Hello',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.job_id).toEqual(['No open job has this id.']);

    const unknownEmail = await f.recruiterClient.post('/recruiter/api/invitations', {
      job_id: f.job.id,
      talent_email: 'nobody@talent.test',
      message: 'Hello',
    });
    expect(unknownEmail.statusCode).toBe(422);
    expect(unknownEmail.json().errors).toHaveProperty('talent_email');

    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, f.job.id));
    const closed = await f.recruiterClient.post('/recruiter/api/invitations', {
      job_id: f.job.id,
      talent_email: candidate.email,
      message: 'Hello again',
    });
    expect(closed.statusCode).toBe(422);
  });
});

describe('the dashboard', () => {
  it('counts open jobs and lists applications awaiting a first response, oldest first, with their promise', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t, { submittedAt: new Date(Date.now() - 2 * 86_400_000) });
    const older = await createTalent(db);
    const [oldest] = await db
      .insert(applications)
      .values({
        userId: older.id,
        jobId: f.job.id,
        status: 'submitted',
        submittedAt: new Date(Date.now() - 20 * 86_400_000),
      })
      .returning();
    const responded = await createTalent(db);
    await db.insert(applications).values({
      userId: responded.id,
      jobId: f.job.id,
      status: 'in_review',
      firstResponseAt: new Date(),
    });
    await pipelineFixture(t); // another company's waiting application

    const res = await f.recruiterClient.get('/recruiter/api/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.open_jobs).toBe(1);
    expect(data.needs_response.map((a: { id: string }) => a.id)).toEqual([oldest!.id, f.application.id]);
    expect(data.needs_response[0].response_promise.state).toBe('missed');
    expect(data.needs_response[1].response_promise.state).toBe('pending');
    expect(data.needs_response[1].talent).not.toHaveProperty('email');
    expect(data).toMatchObject({
      upcoming_interviews: expect.any(Array),
      needs_scheduling: expect.any(Array),
      counters: expect.any(Array),
      median_response_hours: f.recruiter.medianResponseHours,
    });
  });
});

describe('the dashboard and the applicant page with interviews', () => {
  it('lists proposed times to answer, then the interview once scheduled', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const created = await f.recruiterClient.post(
      `/recruiter/api/applications/${f.application.id}/interview-requests`,
      {
        timezone: 'Europe/Berlin',
        slots: [{ date: '2027-06-16', time: '15:00' }],
        type: 'video',
        duration_minutes: 45,
        interviewers: [{ name: 'Maya Chen' }],
        agenda: 'Intro and a technical conversation.',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().data.id as string;
    const page = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(page.json().data).toMatchObject({
      status: 'interviewing',
      can_request_interview: false,
      can_send_offer: true,
      interview_requests: [{ id: requestId, status: 'pending' }],
      next_step: { owner: 'talent' },
    });

    const proposed = await f.talentClient.post(`/talent/api/interview-requests/${requestId}/propose`, {
      slots: [{ starts_at: '2027-06-17T14:00:00Z' }],
      note: 'Thursday works better for me.',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const before = (await f.recruiterClient.get('/recruiter/api/dashboard')).json().data;
    expect(before.needs_scheduling.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(before.upcoming_interviews).toEqual([]);

    const talentSlot = proposed
      .json()
      .data.slots.find((s: { proposed_by: string }) => s.proposed_by === 'talent');
    const accepted = await f.recruiterClient.post(`/recruiter/api/interview-requests/${requestId}/accept`, {
      slot_id: talentSlot.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const after = (await f.recruiterClient.get('/recruiter/api/dashboard')).json().data;
    expect(after.needs_scheduling).toEqual([]);
    expect(after.reschedule_requests).toEqual([]);
    expect(after.upcoming_interviews.map((i: { application_id: string }) => i.application_id)).toEqual([
      f.application.id,
    ]);

    // The candidate asks to move it: it waits in the recruiter's scheduling to-do until answered.
    const interviewId = accepted.json().data.id as string;
    const ask = await f.talentClient.post(`/talent/api/interviews/${interviewId}/reschedule`, {
      slots: [{ starts_at: '2027-06-18T09:00:00Z' }],
      note: 'A clash came up, sorry.',
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const asked = (await f.recruiterClient.get('/recruiter/api/dashboard')).json().data;
    expect(asked.reschedule_requests).toMatchObject([
      { id: interviewId, reschedule: { requested_by: 'talent', note: 'A clash came up, sorry.' } },
    ]);
    const kept = await f.recruiterClient.post(`/recruiter/api/interviews/${interviewId}/reschedule/decline`, {
      note: 'We cannot move it this week.',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await f.recruiterClient.get('/recruiter/api/dashboard')).json().data.reschedule_requests).toEqual(
      [],
    );
    const other = await pipelineFixture(t);
    expect(
      (await other.recruiterClient.get('/recruiter/api/dashboard')).json().data.upcoming_interviews,
    ).toEqual([]);
  });
});

describe('the dashboard with offers', () => {
  it('lists an offer whose counter-offer waits for the recruiter, and the applicant page shows the offer', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const sent = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/offers`, {
      title: f.job.title,
      engagement_type: 'full_time',
      pay: { amount: 90_000, currency: 'EUR', period: 'year' },
      start_date: '2027-03-01',
      terms: 'Standard terms.',
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offerId = sent.json().data.id as string;
    const page = (await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`)).json().data;
    expect(page).toMatchObject({
      status: 'offer',
      allowed_moves: [],
      can_send_offer: false,
      offers: [{ id: offerId, status: 'pending' }],
      next_step: { owner: 'talent' },
    });
    expect((await f.recruiterClient.get('/recruiter/api/dashboard')).json().data.counters).toEqual([]);

    const countered = await f.talentClient.post(`/talent/api/offers/${offerId}/counter`, {
      message: 'Could we say 95k?',
      pay_amount: 95_000,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const dashboard = (await f.recruiterClient.get('/recruiter/api/dashboard')).json().data;
    expect(dashboard.counters.map((o: { id: string }) => o.id)).toEqual([offerId]);
  });
});

describe('search caches', () => {
  it('jobsChanged (called on post and close) makes a cached search count see the change at once', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    const jobsService = new JobsService({ db, countsTtlMs: 60_000 });
    const viewer = await jobsService.viewer(f.talent.id, null, 'UTC');
    const query = { q: f.job.title };
    const total = async () => (await jobsService.search(query, viewer)).meta.total;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, f.job.id));
    expect(await total()).toBe(before); // cached
    jobsService.jobsChanged();
    expect(await total()).toBe(before - 1);
  });
});
