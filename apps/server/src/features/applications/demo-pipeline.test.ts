import { and, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createCompany, createJob, createRecruiter, createRecruiterUser } from '../../seed/factories.ts';
import { applications, jobInvitations } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations } from '../../db/schema/chat.schema.ts';
import { jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { seed } from '../../seed/seed.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { applicationEvents, interviewRequests, interviewSlots } from '../../db/schema/pipeline.schema.ts';
import { buildApp } from '../../app.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';
import { untilIdle } from '../../test/waiting.ts';
import { DemoPipeline, demoSlots } from './demo-pipeline.ts';

const t = useTestApp({ env: { DEMO_PIPELINE_DELAY_MS: '40' } });

// The app's demo pipeline, caught on its first move (the app builds it inside itself): tests wait for it to have
// nothing left to do, never for a fixed time.
const demoMoves = vi.spyOn(DemoPipeline.prototype, 'onSubmitted');
afterAll(() => demoMoves.mockRestore());

/** The value once `done` holds, or the last one read when `ms` runs out (for the assertion that follows). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  let value = await read();
  await vi
    .waitFor(
      async () => {
        value = await read();
        if (!done(value)) throw new Error('not yet');
      },
      { timeout: ms, interval: 10 },
    )
    .catch(() => undefined);
  return value;
}

/** A job whose recruiter is a seeded-style demo (an account, `is_demo`), and a candidate who applies to it. */
async function applyToDemo(isDemo = true) {
  const db = t.database.db;
  const company = await createCompany(db);
  const user = await createRecruiterUser(db, { timezone: 'Europe/Berlin', name: 'Dana Demo' });
  const recruiter = await createRecruiter(db, company.id, { userId: user.id, name: 'Dana Demo', isDemo });
  const job = await createJob(db, { company, recruiterId: recruiter.id, screenerQuestions: [] });
  const candidate = await pipelineFixture(t);
  const resume = await upload(t.app, candidate.talentClient, [['kind', 'resume']], {
    filename: 'cv.pdf',
    content: tinyPdf(),
  });
  const res = await candidate.talentClient.post(`/talent/api/jobs/${job.id}/applications`, {
    resume_file_id: resume.json().data.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as string, candidate, recruiter, user, job };
}

/** The demo's last step may still be mailing after its rows are in: wait until it has no step waiting or running. */
async function settle() {
  await untilIdle(demoMoves.mock.contexts as DemoPipeline[]);
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;

describe('the demo recruiter on a new application', () => {
  it('moves it to review with a friendly note, then sends an interview request with three times', async () => {
    const { id, candidate, user } = await applyToDemo();
    const db = t.database.db;

    const reviewed = await waitFor(
      () => statusOf(id),
      (s) => s !== 'submitted',
    );
    expect(['in_review', 'interviewing']).toContain(reviewed);
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    const move = events.find((e) => e.toStatus === 'in_review')!;
    expect(move).toMatchObject({ actorKind: 'recruiter', actorUserId: user.id, actorName: 'Dana Demo' });
    expect(move.note).toMatch(/Thanks for applying/);
    expect(move.note).toMatch(/demo recruiter/);
    // Moving is a first response: the promise is kept.
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row!.firstResponseAt).not.toBeNull();

    const requests = await waitFor(
      () => db.select().from(interviewRequests).where(eq(interviewRequests.applicationId, id)),
      (r) => r.length > 0,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      status: 'pending',
      type: 'video',
      durationMinutes: 45,
      recruiterTimezone: 'Europe/Berlin',
      createdByUserId: user.id,
    });
    const slots = await db.select().from(interviewSlots).where(eq(interviewSlots.requestId, requests[0]!.id));
    expect(slots).toHaveLength(3);
    const local = slots
      .map((s) => s.startsAt)
      .sort((a, b) => a.getTime() - b.getTime())
      .map((at) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Berlin',
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
        }).format(at),
      );
    expect(local.map((l) => l.slice(-5))).toEqual(['10:00', '14:00', '16:00']);
    for (const l of local) expect(l).not.toMatch(/Sat|Sun/);
    expect(await statusOf(id)).toBe('interviewing');

    // The candidate heard of both moves.
    const told = await waitFor(
      () => db.select().from(notifications).where(eq(notifications.userId, candidate.talent.id)),
      (n) => n.length >= 2,
    );
    expect(told.map((n) => n.type)).toEqual(
      expect.arrayContaining(['application_update', 'interview_update']),
    );
    const detail = (await candidate.talentClient.get(`/talent/api/applications/${id}`)).json().data;
    expect(detail.next_step).toMatchObject({ owner: 'talent', text: 'Pick an interview time' });
    await settle();
  });

  it('stays still for a recruiter that is not a demo, and for an application withdrawn meanwhile', async () => {
    const plain = await applyToDemo(false);
    const demo = await applyToDemo(true);
    const res = await demo.candidate.talentClient.post(`/talent/api/applications/${demo.id}/withdraw`, {});
    expect(res.statusCode).toBe(200);
    // The demo's move comes due and finds the application withdrawn.
    await settle();
    expect(await statusOf(plain.id)).toBe('submitted');
    expect(await statusOf(demo.id)).toBe('withdrawn');
    expect(await t.database.db.$count(interviewRequests, eq(interviewRequests.applicationId, demo.id))).toBe(
      0,
    );
    await settle();
  });
});

describe('the seeded data', () => {
  it('moves an application to any seeded listing job, and opens its chat with the demo recruiter', async () => {
    const db = t.database.db;
    await seed(db, { jobs: 60 });
    // A seeded job without screener questions whose recruiter is not the recruiter login (nor on an invitation).
    const [job] = await db
      .select({ id: jobs.id, recruiterId: jobs.recruiterId, userId: recruiters.userId })
      .from(jobs)
      .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(
        and(
          eq(jobs.status, 'open'),
          sql`jsonb_array_length(${jobs.screenerQuestions}) = 0`,
          like(users.email, '%@recruiters.talent.test'),
          notInArray(jobs.recruiterId, db.select({ id: jobInvitations.recruiterId }).from(jobInvitations)),
        ),
      )
      .limit(1);
    expect(job, 'a seeded listing job without questions').toBeDefined();
    const candidate = await pipelineFixture(t);
    const resume = await upload(t.app, candidate.talentClient, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
    });
    const res = await candidate.talentClient.post(`/talent/api/jobs/${job!.id}/applications`, {
      resume_file_id: resume.json().data.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect(
      await waitFor(
        () => statusOf(id),
        (s) => s !== 'submitted',
      ),
    ).not.toBe('submitted');
    const [thread] = await db.select().from(conversations).where(eq(conversations.applicationId, id));
    expect(thread).toMatchObject({ recruiterId: job!.recruiterId });
    await waitFor(
      async () =>
        (await db.select().from(interviewRequests).where(eq(interviewRequests.applicationId, id))).length,
      (n) => n > 0,
    );
    await settle();
  });
});

describe('DemoPipeline', () => {
  it('never fires after close', async () => {
    const f = await pipelineFixture(t);
    // Its timer on a test clock: moved well past its 20 ms below, where a timer close missed would fire.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const demo = new DemoPipeline({ db: t.database.db, delayMs: 20 });
    demo.onSubmitted(f.application.id, { isDemo: true, userId: f.recruiterUser.id });
    expect(demo.pending).toBe(1);
    await demo.close();
    expect(demo.pending).toBe(0);
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    await untilIdle([demo]);
    expect(await statusOf(f.application.id)).toBe('submitted');
    // Closed for good: nothing new is scheduled.
    demo.onSubmitted(f.application.id, { isDemo: true, userId: f.recruiterUser.id });
    expect(demo.pending).toBe(0);
  });

  it("after a restart picks up the last day's unanswered applications to demo recruiters, and nothing else", async () => {
    const db = t.database.db;
    const HOUR = 3_600_000;
    // Four applications still submitted: recent to a demo (resumed), old to a demo (a seeded story: left), recent
    // to a real recruiter (left), and recent to a demo but already answered (left).
    const recent = await pipelineFixture(t, { submittedAt: new Date(Date.now() - 2 * HOUR) });
    const old = await pipelineFixture(t, { submittedAt: new Date(Date.now() - 5 * 24 * HOUR) });
    const human = await pipelineFixture(t, { submittedAt: new Date(Date.now() - HOUR) });
    const answered = await pipelineFixture(t, { submittedAt: new Date(Date.now() - HOUR) });
    await db
      .update(recruiters)
      .set({ isDemo: true })
      .where(inArray(recruiters.id, [recent.recruiter.id, old.recruiter.id, answered.recruiter.id]));
    await db
      .update(applications)
      .set({ firstResponseAt: new Date() })
      .where(eq(applications.id, answered.application.id));

    const demo = new DemoPipeline({ db, delayMs: 60_000 });
    expect(await demo.resume()).toBe(1);
    await demo.close();

    // The same through a restarted server: its start re-arms the move.
    const rebooted = await buildApp({ db: t.database, config: t.config, logger: false });
    try {
      await rebooted.ready();
      const moved = await waitFor(
        () => statusOf(recent.application.id),
        (s) => s !== 'submitted',
      );
      expect(['in_review', 'interviewing']).toContain(moved);
    } finally {
      await rebooted.close();
    }
    for (const f of [old, human, answered]) expect(await statusOf(f.application.id)).toBe('submitted');
  });

  it('picks the next three working days at 10:00, 14:00 and 16:00 in the zone, across a weekend', () => {
    // Friday 27 November 2026, 23:30 in Berlin (22:30 UTC).
    expect(demoSlots(new Date('2026-11-27T22:30:00Z'), 'Europe/Berlin')).toEqual([
      { date: '2026-11-30', time: '10:00' },
      { date: '2026-12-01', time: '14:00' },
      { date: '2026-12-02', time: '16:00' },
    ]);
    // The same instant is already Saturday in Tokyo.
    expect(demoSlots(new Date('2026-11-27T22:30:00Z'), 'Asia/Tokyo')[0]).toEqual({
      date: '2026-11-30',
      time: '10:00',
    });
    // Tuesday in New York.
    expect(demoSlots(new Date('2026-12-01T15:00:00Z'), 'America/New_York').map((s) => s.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});
