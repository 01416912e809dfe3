import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  FINAL_STATUSES,
  type Application,
  type ApplicationDetail,
} from '@talent/contract/applications';
import { createCompany, createInvitation, createJob } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { conversations } from '../../db/schema/chat.schema.ts';
import { recruiters } from '../../db/schema/jobs.schema.ts';
import { lockApplication, transitionApplication } from '../pipeline/pipeline.repository.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import {
  applicationEvents,
  interviewRequests,
  interviews,
  interviewSlots,
  offers,
} from '../../db/schema/pipeline.schema.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';
import { canonicalTermsHash } from '../offers/terms-hash.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Fixture = Awaited<ReturnType<typeof pipelineFixture>>;

/* Pipeline rows written directly, as the interviews and offers features would leave them. */

async function openRequest(
  f: Fixture,
  status: 'pending' | 'proposed' = 'pending',
  lastSlot = Date.now() + 3 * DAY,
) {
  const [request] = await t.database.db
    .insert(interviewRequests)
    .values({
      applicationId: f.application.id,
      recruiterId: f.recruiter.id,
      createdByUserId: f.recruiterUser.id,
      type: 'video',
      durationMinutes: 45,
      agenda: 'Intro call',
      recruiterTimezone: 'Europe/Berlin',
      status,
    })
    .returning();
  await t.database.db.insert(interviewSlots).values([
    { requestId: request!.id, startsAt: new Date(lastSlot - DAY), proposedBy: 'recruiter' },
    { requestId: request!.id, startsAt: new Date(lastSlot), proposedBy: 'recruiter' },
  ]);
  return request!;
}

async function scheduledInterview(f: Fixture, startsAt = new Date(Date.now() + 2 * DAY)) {
  const [row] = await t.database.db
    .insert(interviews)
    .values({
      applicationId: f.application.id,
      recruiterId: f.recruiter.id,
      type: 'video',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      recruiterTimezone: 'Europe/Berlin',
      talentTimezone: 'America/New_York',
      privateNotes: 'Strong on systems design',
    })
    .returning();
  return row!;
}

async function pendingOffer(f: Fixture, expiresAt = new Date(Date.now() + 5 * DAY)) {
  const terms = {
    title: 'Senior Engineer',
    engagement_type: 'full_time' as const,
    pay: { amount: 90_000, currency: 'EUR', period: 'year' as const },
    start_date: '2027-01-04',
    benefits: [],
    terms: '',
    expires_at: expiresAt.toISOString(),
  };
  const [row] = await t.database.db
    .insert(offers)
    .values({
      applicationId: f.application.id,
      recruiterId: f.recruiter.id,
      title: terms.title,
      engagementType: terms.engagement_type,
      payAmount: terms.pay.amount,
      payCurrency: terms.pay.currency,
      payPeriod: terms.pay.period,
      startDate: terms.start_date,
      expiresAt,
      termsHash: canonicalTermsHash(terms),
    })
    .returning();
  return row!;
}

async function detail(f: Fixture): Promise<ApplicationDetail> {
  const res = await f.talentClient.get(`/talent/api/applications/${f.application.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function eventsOf(applicationId: string) {
  return t.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(applicationEvents.createdAt);
}

describe('GET /talent/api/applications', () => {
  it('filters by state, active and final, searches job title and company, and counts every state', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const db = t.database.db;
    const extra = async (title: string, status: Application['status'], companyName?: string) => {
      const job = await createJob(db, {
        title,
        ...(companyName ? { company: await createCompany(db, { name: companyName }) } : {}),
      });
      const [row] = await db
        .insert(applications)
        .values({ userId: f.talent.id, jobId: job.id, status })
        .returning();
      return row!;
    };
    await extra('Data Engineer', 'rejected');
    await extra('Platform Engineer', 'submitted', 'Zebra_Works 100%');
    await extra('Designer', 'hired');
    // Someone else's application counts nowhere.
    await pipelineFixture(t, { status: 'offer' });

    const list = async (query = '') => {
      const res = await f.talentClient.get(`/talent/api/applications${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Application[]; meta: { counts: Record<string, number> } };
    };
    const all = await list();
    expect(all.data).toHaveLength(4);
    expect(all.meta.counts).toMatchObject({ in_review: 1, rejected: 1, submitted: 1, hired: 1, offer: 0 });
    expect(Object.keys(all.meta.counts).sort()).toHaveLength(9);

    const titles = (r: { data: Application[] }) => r.data.map((a) => a.job.title).sort();
    expect(titles(await list('?status=rejected'))).toEqual(['Data Engineer']);
    expect(titles(await list('?status=active'))).toEqual([f.job.title, 'Platform Engineer'].sort());
    expect(titles(await list('?status=final'))).toEqual(['Data Engineer', 'Designer']);
    expect(titles(await list('?q=ENGINEER'))).toEqual(
      ['Data Engineer', 'Platform Engineer', ...(/engineer/i.test(f.job.title) ? [f.job.title] : [])].sort(),
    );
    // The company name, with LIKE wildcards taken literally; counts stay over everything.
    const byCompany = await list(`?q=${encodeURIComponent('zebra_works 100%')}`);
    expect(titles(byCompany)).toEqual(['Platform Engineer']);
    expect(byCompany.meta.counts.hired).toBe(1);
    expect((await list('?q=zebraXworks')).data).toEqual([]);
    expect((await f.talentClient.get('/talent/api/applications?status=nope')).statusCode).toBe(422);
  });

  it('fills every field: promise, recruiter with median, next step, thread and open items', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing', responseDays: 5 });
    await t.database.db
      .update(recruiters)
      .set({ medianResponseHours: 30 })
      .where(eq(recruiters.id, f.recruiter.id));
    const request = await openRequest(f);
    await scheduledInterview(f);
    const [thread] = await t.database.db
      .insert(conversations)
      .values({
        kind: 'application',
        talentId: f.talent.id,
        recruiterId: f.recruiter.id,
        jobId: f.job.id,
        applicationId: f.application.id,
      })
      .returning();
    const [app] = (await f.talentClient.get('/talent/api/applications')).json().data as Application[];
    expect(app).toMatchObject({
      id: f.application.id,
      status: 'interviewing',
      status_changed_at: f.application.statusChangedAt.toISOString(),
      rejection: null,
      recruiter: { id: f.recruiter.id, name: f.recruiter.name, median_response_hours: 30 },
      conversation_id: thread!.id,
      pending_interview_requests: 1,
      upcoming_interviews: 1,
      pending_offers: 0,
      response_promise: {
        days: 5,
        due_at: new Date(f.application.submittedAt.getTime() + 5 * DAY).toISOString(),
        state: 'kept',
      },
      next_step: {
        owner: 'talent',
        text: 'Pick an interview time',
        path: `/applications/interview-requests?request=${request.id}`,
      },
    });
  });
});

describe('the stages an application went through', () => {
  it('lists only the states it was moved into: from review to interviews skips the assessment', async () => {
    const f = await pipelineFixture(t);
    const recruiter = { kind: 'recruiter' as const, userId: f.recruiterUser.id, name: 'Rita Recruiter' };
    for (const to of ['in_review', 'interviewing'] as const) {
      await t.database.db.transaction(async (tx) => {
        const locked = (await lockApplication(tx, f.application.id))!;
        await transitionApplication(tx, locked, { to, actor: recruiter, summary: `Moved to ${to}` });
      });
    }
    const [listed] = (await f.talentClient.get('/talent/api/applications')).json().data as Application[];
    expect(listed!.stages_reached).toEqual(['submitted', 'in_review', 'interviewing']);
    const detail = (await f.talentClient.get(`/talent/api/applications/${f.application.id}`)).json()
      .data as ApplicationDetail;
    expect(detail.stages_reached).toEqual(['submitted', 'in_review', 'interviewing']);
  });
});

describe('the timeline', () => {
  it('starts with the submit (and the invitation before it), oldest first, and tells the recruiter', async () => {
    const f = await pipelineFixture(t);
    await t.database.db
      .update(recruiters)
      .set({ name: 'Rita Recruiter' })
      .where(eq(recruiters.id, f.recruiter.id));
    const job = await createJob(t.database.db, {
      company: f.company,
      recruiterId: f.recruiter.id,
      screenerQuestions: [],
    });
    const invitation = await createInvitation(t.database.db, f.talent.id, {
      job,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const resume = await upload(t.app, f.talentClient, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
    });
    const res = await f.talentClient.post(`/talent/api/jobs/${job.id}/applications`, {
      resume_file_id: resume.json().data.id,
      invitation_id: invitation.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as ApplicationDetail;
    expect(created.timeline.map((e) => [e.type, e.actor.kind, e.to_status])).toEqual([
      ['invited', 'recruiter', null],
      ['submitted', 'talent', 'submitted'],
    ]);
    expect(created.timeline[0]!.actor.name).toBe('Rita Recruiter');
    expect(created.timeline[1]!.actor.name).toBe(f.talent.name);
    expect(created.timeline[0]!.created_at < created.timeline[1]!.created_at).toBe(true);

    const told = await notificationsOf(f.recruiterUser.id);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'application_update',
        url: `/recruiter/applications/${created.id}`,
        title: `New application: ${job.title}`,
      }),
    ]);

    // Moves append to it; the detail reads it back in order.
    await t.database.db.transaction(async (tx) => {
      const locked = (await lockApplication(tx, created.id))!;
      await transitionApplication(tx, locked, {
        to: 'in_review',
        actor: { kind: 'recruiter', userId: f.recruiterUser.id, name: 'Rita Recruiter' },
        summary: 'Rita Recruiter moved your application to review',
        note: 'Looks promising',
      });
    });
    const again = (await f.talentClient.get(`/talent/api/applications/${created.id}`)).json().data;
    expect(again.timeline.map((e: { type: string }) => e.type)).toEqual([
      'invited',
      'submitted',
      'status_changed',
    ]);
    expect(again.timeline[2]).toMatchObject({
      from_status: 'submitted',
      to_status: 'in_review',
      note: 'Looks promising',
      actor: { kind: 'recruiter', name: 'Rita Recruiter' },
    });
    expect(again.response_promise.state).toBe('kept');
  });
});

describe('next_step', () => {
  it('says whose move it is, what, by when and where, for each state', async () => {
    const submitted = await pipelineFixture(t, { responseDays: 3 });
    // No measured median yet: the typical time is the job's promise.
    await t.database.db
      .update(recruiters)
      .set({ medianResponseHours: null })
      .where(eq(recruiters.id, submitted.recruiter.id));
    const s = (await detail(submitted)).next_step;
    expect(s).toMatchObject({ owner: 'recruiter', typical_hours: 72, path: null });
    expect(s.text).toBe(`${submitted.recruiter.name} reviews your application`);
    expect(s.due_at).toBe(new Date(submitted.application.submittedAt.getTime() + 3 * DAY).toISOString());

    const review = await pipelineFixture(t, { status: 'in_review' });
    expect((await detail(review)).next_step).toMatchObject({ owner: 'recruiter', due_at: null });

    const proposed = await pipelineFixture(t, { status: 'interviewing' });
    const request = await openRequest(proposed, 'proposed');
    expect((await detail(proposed)).next_step).toMatchObject({
      owner: 'recruiter',
      text: `${proposed.recruiter.name} answers the times you proposed`,
      path: `/applications/interview-requests?request=${request.id}`,
    });

    const pending = await pipelineFixture(t, { status: 'interviewing' });
    const lastSlot = Date.now() + 4 * DAY;
    const pendingRequest = await openRequest(pending, 'pending', lastSlot);
    expect((await detail(pending)).next_step).toMatchObject({
      owner: 'talent',
      text: 'Pick an interview time',
      due_at: new Date(lastSlot).toISOString(),
      path: `/applications/interview-requests?request=${pendingRequest.id}`,
    });

    const scheduled = await pipelineFixture(t, { status: 'interviewing' });
    const interview = await scheduledInterview(scheduled);
    const withInterview = await detail(scheduled);
    expect(withInterview.next_step).toMatchObject({
      owner: 'talent',
      due_at: interview.startsAt.toISOString(),
      path: `/interviews/upcoming?interview=${interview.id}`,
    });
    expect(withInterview.upcoming_interviews).toBe(1);

    const offered = await pipelineFixture(t, { status: 'offer' });
    const offer = await pendingOffer(offered);
    const withOffer = await detail(offered);
    expect(withOffer.next_step).toMatchObject({
      owner: 'talent',
      text: 'Answer the offer',
      due_at: offer.expiresAt.toISOString(),
      path: `/offers?offer=${offer.id}`,
    });
    expect(withOffer.pending_offers).toBe(1);

    const rejected = await pipelineFixture(t, { status: 'rejected' });
    await t.database.db
      .update(applications)
      .set({
        rejectionReason: 'skills_gap',
        rejectionNote: 'We need more Kubernetes.',
        missingSkills: [
          { slug: 'kubernetes', name: 'Kubernetes' },
          { slug: 'terraform', name: 'Terraform' },
        ],
      })
      .where(eq(applications.id, rejected.application.id));
    const withRejection = await detail(rejected);
    expect(withRejection.rejection).toEqual({
      reason: 'skills_gap',
      note: 'We need more Kubernetes.',
      missing_skills: [
        { slug: 'kubernetes', name: 'Kubernetes', learn_path: '/skill-center/kubernetes' },
        { slug: 'terraform', name: 'Terraform', learn_path: '/skill-center/terraform' },
      ],
    });
    expect(withRejection.next_step).toMatchObject({
      owner: 'talent',
      text: 'Close the gap: learn Kubernetes and Terraform in the skill center, then apply again',
      path: '/skill-center/kubernetes',
    });

    const hired = await pipelineFixture(t, { status: 'hired' });
    expect((await detail(hired)).next_step.owner).toBe('none');
  });
});

describe('the response promise', () => {
  it('is pending before its day, kept when answered in time, missed when not', async () => {
    const fresh = await pipelineFixture(t, { responseDays: 7 });
    expect((await detail(fresh)).response_promise).toMatchObject({
      days: 7,
      state: 'pending',
      responded_at: null,
    });

    const answered = await pipelineFixture(t, {
      status: 'in_review',
      responseDays: 7,
      submittedAt: new Date(Date.now() - 10 * DAY),
    });
    // The fixture stamps the first response at the submit: in time.
    expect((await detail(answered)).response_promise.state).toBe('kept');
    await t.database.db
      .update(applications)
      .set({ firstResponseAt: new Date(Date.now() - DAY) })
      .where(eq(applications.id, answered.application.id));
    expect((await detail(answered)).response_promise.state).toBe('missed');

    const late = await pipelineFixture(t, { responseDays: 7, submittedAt: new Date(Date.now() - 8 * DAY) });
    expect((await detail(late)).response_promise.state).toBe('missed');
    expect((await detail(late)).next_step.text).toMatch(/has not answered within the promised 7 days/);

    // Withdrawn on day two: nobody broke the promise, even once its day has passed.
    const early = await pipelineFixture(t, { responseDays: 3, submittedAt: new Date(Date.now() - 10 * DAY) });
    await t.database.db
      .update(applications)
      .set({ status: 'withdrawn', statusChangedAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(applications.id, early.application.id));
    expect((await detail(early)).response_promise.state).toBe('pending');
  });

  it('the sweep tells the candidate once, records it on the timeline, and leaves answered ones alone', async () => {
    const now = new Date();
    const late = await pipelineFixture(t, {
      responseDays: 7,
      submittedAt: new Date(now.getTime() - 8 * DAY),
    });
    const notYet = await pipelineFixture(t, {
      responseDays: 7,
      submittedAt: new Date(now.getTime() - 6 * DAY),
    });
    const answered = await pipelineFixture(t, {
      status: 'in_review',
      responseDays: 7,
      submittedAt: new Date(now.getTime() - 8 * DAY),
    });

    // Two processes at once, then again: one claim.
    await Promise.all([t.app.pipelineScheduler.runAll(now), t.app.pipelineScheduler.runAll(now)]);
    await t.app.pipelineScheduler.runAll(now);

    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, late.application.id));
    expect(row!.promiseMissedAt?.toISOString()).toBe(now.toISOString());
    const events = await eventsOf(late.application.id);
    expect(events.map((e) => [e.type, e.actorKind])).toEqual([
      ['submitted', 'talent'],
      ['promise_missed', 'system'],
    ]);
    const told = (await notificationsOf(late.talent.id)).filter((n) => n.type === 'application_update');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ url: `/applications?application=${late.application.id}` });
    expect(told[0]!.body).toMatch(/message them/);
    expect(told[0]!.body).toMatch(/keep applying/);
    const shown = await detail(late);
    expect(shown.response_promise.state).toBe('missed');
    expect(shown.timeline.at(-1)).toMatchObject({
      type: 'promise_missed',
      actor: { kind: 'system', name: 'Borderless' },
    });

    for (const f of [notYet, answered]) {
      expect((await eventsOf(f.application.id)).map((e) => e.type)).toEqual(['submitted']);
      expect(await notificationsOf(f.talent.id)).toEqual([]);
    }

    // A day later the other one's promise has passed too: the sweep takes it, and only it.
    await t.app.pipelineScheduler.runAll(new Date(now.getTime() + 2 * DAY));
    expect((await eventsOf(notYet.application.id)).map((e) => e.type)).toEqual([
      'submitted',
      'promise_missed',
    ]);
    expect((await eventsOf(late.application.id)).filter((e) => e.type === 'promise_missed')).toHaveLength(1);
    expect(await notificationsOf(answered.talent.id)).toEqual([]);
  });
});

describe('timeline summaries per reader', () => {
  it('reads "You applied" to the candidate and "<name> applied" to the recruiter, for each step', async () => {
    const f = await pipelineFixture(t, { status: 'submitted' });
    const moved = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/status`, {
      status: 'in_review',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const withdrawn = await f.talentClient.post(`/talent/api/applications/${f.application.id}/withdraw`, {
      reason: 'Accepted another role',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    type Event = { type: string; summary: string };
    const talentSide = (await f.talentClient.get(`/talent/api/applications/${f.application.id}`)).json().data
      .timeline as Event[];
    const recruiterSide = (
      await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`)
    ).json().data.timeline as Event[];
    const who = f.recruiter.name;
    expect(talentSide.map((e) => [e.type, e.summary])).toEqual([
      ['submitted', 'You applied'],
      ['status_changed', `${who} moved your application to In review`],
      ['withdrawn', 'You withdrew your application'],
    ]);
    expect(recruiterSide.map((e) => [e.type, e.summary])).toEqual([
      ['submitted', `${f.talent.name} applied`],
      ['status_changed', `${who} moved the application to In review`],
      ['withdrawn', `${f.talent.name} withdrew their application`],
    ]);
  });
});

describe('POST /talent/api/applications/:id/withdraw', () => {
  it('withdraws from every active state, on the timeline, and tells the recruiter', async () => {
    for (const status of ACTIVE_STATUSES) {
      const f = await pipelineFixture(t, { status });
      const res = await f.talentClient.post(`/talent/api/applications/${f.application.id}/withdraw`, {
        reason: 'Accepted another role',
      });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      const data = res.json().data as ApplicationDetail;
      expect(data).toMatchObject({
        status: 'withdrawn',
        can_withdraw: false,
        withdraw_reason: 'Accepted another role',
        next_step: { owner: 'none' },
      });
      expect(data.timeline.at(-1)).toMatchObject({
        type: 'withdrawn',
        from_status: status,
        to_status: 'withdrawn',
        note: 'Accepted another role',
        actor: { kind: 'talent', name: f.talent.name },
      });
      const told = await notificationsOf(f.recruiterUser.id);
      expect(told).toEqual([
        expect.objectContaining({
          type: 'application_update',
          url: `/recruiter/applications/${f.application.id}`,
        }),
      ]);
      expect(told[0]!.body).toMatch(/Accepted another role/);
    }
  });

  it('refuses once the application has ended, with a sentence for each', async () => {
    for (const status of FINAL_STATUSES) {
      const f = await pipelineFixture(t, { status });
      const res = await f.talentClient.post(`/talent/api/applications/${f.application.id}/withdraw`, {});
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toMatch(/withdraw|hired/);
      expect((await eventsOf(f.application.id)).map((e) => e.type)).toEqual(['submitted']);
    }
  });

  it('cancels the open interview request and the scheduled interview, and declines the pending offer', async () => {
    const f = await pipelineFixture(t, { status: 'offer' });
    const request = await openRequest(f);
    const interview = await scheduledInterview(f);
    const offer = await pendingOffer(f);
    // Another application's items stay as they are.
    const other = await pipelineFixture(t, { status: 'offer' });
    const otherOffer = await pendingOffer(other);

    const res = await f.talentClient.post(`/talent/api/applications/${f.application.id}/withdraw`, {
      reason: 'Relocating',
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    const [r] = await db.select().from(interviewRequests).where(eq(interviewRequests.id, request.id));
    const [i] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    const [o] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(r!.status).toBe('cancelled');
    expect(i).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'talent',
      cancelReason: 'The candidate withdrew',
    });
    expect(o).toMatchObject({ status: 'declined', declineReason: 'application_withdrawn' });
    const [untouched] = await db.select().from(offers).where(eq(offers.id, otherOffer.id));
    expect(untouched!.status).toBe('pending');

    const data = res.json().data as ApplicationDetail;
    expect(data).toMatchObject({ pending_interview_requests: 0, upcoming_interviews: 0, pending_offers: 0 });
    const types = data.timeline.map((e) => e.type);
    expect(types).toContain('withdrawn');
    expect(types).toContain('interview_cancelled');
    expect(types).toContain('offer_declined');
  });
});

describe('access control', () => {
  it("another talent never sees, lists or withdraws someone's application", async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const other = await pipelineFixture(t);
    const url = `/talent/api/applications/${f.application.id}`;
    expect((await other.talentClient.get(url)).statusCode).toBe(404);
    expect((await other.talentClient.post(`${url}/withdraw`, {})).statusCode).toBe(404);
    const theirs = (await other.talentClient.get('/talent/api/applications')).json();
    expect(theirs.data.map((a: Application) => a.id)).toEqual([other.application.id]);
    expect(theirs.meta.counts.interviewing).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, f.application.id)));
    expect(row!.status).toBe('interviewing');
    // The recruiter is not the candidate either: the talent API is for talents.
    expect((await f.recruiterClient.get(url)).statusCode).toBe(403);
  });
});
