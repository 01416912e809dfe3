import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Assignment, InterviewSession, RecruiterAssignment, Take } from '@talent/contract/assignments';
import { applications, files, notifications } from '../../db/schema/index.ts';
import { assignments } from '../../db/schema/assignments.schema.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyWebm } from '../../test/test-files.ts';
import { TEST_APP_KEY, type TestClient } from '../../test/harness.ts';
import { seedDemoAssignments } from '../../seed/seed-assignments.ts';
import { answerAll, startAttempt, useAssessmentsApp } from '../assessments/testing/assessments-kit.ts';

const t = useAssessmentsApp();
const MINUTE = 60_000;
const DAY = 86_400_000;

const inDays = (days: number) => new Date(t.clock.at.getTime() + days * DAY).toISOString();

async function sides() {
  return pipelineFixture(t, { submittedAt: t.clock.now() });
}

async function sendTest(recruiter: TestClient, applicationId: string, extra: Record<string, unknown> = {}) {
  const res = await recruiter.post(`/recruiter/api/applications/${applicationId}/assignments`, {
    kind: 'skill_test',
    test_slug: 'sql',
    pass_mark_percent: 70,
    deadline_at: inDays(3),
    message: 'Please take this before Friday.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RecruiterAssignment;
}

const question = (prompt: string, modes: string[] = ['video', 'text']) => ({
  prompt,
  think_seconds: 30,
  answer_seconds: 60,
  max_takes: 2,
  modes,
});

async function sendInterview(recruiter: TestClient, applicationId: string) {
  const res = await recruiter.post(`/recruiter/api/applications/${applicationId}/assignments`, {
    kind: 'interview',
    title: 'First conversation',
    questions: [question('Tell us about your last project.'), question('Why this role, and why now?')],
    rubric: [{ label: 'Clarity' }, { label: 'Depth', description: 'Reasons and examples' }],
    deadline_at: inDays(5),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RecruiterAssignment;
}

/** The candidate's link, as the app gives it: GET /talent/api/assessments → assigned[].url. */
async function linkOf(talent: TestClient, assignmentId: string): Promise<string> {
  const res = await talent.get('/talent/api/assessments');
  expect(res.statusCode, res.body).toBe(200);
  const entry = (res.json().data.assigned as Array<{ id: string; url: string }>).find(
    (a) => a.id === assignmentId,
  );
  expect(entry, 'the assignment is listed').toBeDefined();
  return entry!.url.replace('/assessments/', '');
}

const api = (token: string) => `/talent/api/assignments/${token}`;

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** Uploads bytes in chunks through /uploads and completes it; returns the upload id. */
async function uploadAnswer(client: TestClient, bytes: Buffer, chunk = 40): Promise<string> {
  const created = await client.post('/talent/api/uploads', {
    kind: 'interview_answer',
    name: 'answer.webm',
    size: bytes.length,
    type: 'video/webm',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/talent/api/uploads/${id}`,
      headers: {
        accept: 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload: bytes.subarray(offset, offset + chunk),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await client.post(`/talent/api/uploads/${id}/complete`);
  expect(done.statusCode, done.body).toBe(201);
  return id;
}

const video = () => Buffer.concat([tinyWebm(), Buffer.alloc(200, 7)]);

describe('sending an assessment', () => {
  it('moves the application to assessment, tells the candidate live and by mail with the link and the deadline', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    expect(sent).toMatchObject({ kind: 'skill_test', status: 'sent', title: 'SQL', pass_mark_percent: 70 });
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, s.application.id));
    expect(application!.status).toBe('assessment');

    const token = await linkOf(s.talentClient, sent.id);
    expect(sent.link).toBe(`http://localhost:3000/assessments/${token}`);
    const bell = await notificationsOf(s.talent.id);
    expect(bell.map((n) => n.type)).toContain('assessment_update');
    expect(bell.find((n) => n.type === 'assessment_update')!.url).toBe(`/assessments/${token}`);
    const mail = (await t.mail()).find((m) => m.links.some((l) => l.includes(token)));
    expect(mail, 'the candidate got the link by mail').toBeDefined();
    expect(JSON.stringify(mail)).toContain('5 March 2026');

    const page = await s.talentClient.get(api(token));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const data = page.json().data as Assignment;
    expect(data).toMatchObject({ minutes: 20, status: 'sent', next_path: `/assessments/${token}` });
    expect(data.recorded.length).toBeGreaterThan(0);
    expect(data.shared_with).toContain(s.company.name);

    // A second assessment on an application already in assessment keeps it there.
    await sendTest(s.recruiterClient, s.application.id);
    const list = await s.recruiterClient.get(`/recruiter/api/applications/${s.application.id}/assignments`);
    expect(list.json().data).toHaveLength(2);
  });

  it('refuses a deadline too close or too far, an unknown test, and an application past assessment', async () => {
    const s = await sides();
    const near = await s.recruiterClient.post(`/recruiter/api/applications/${s.application.id}/assignments`, {
      kind: 'skill_test',
      test_slug: 'sql',
      pass_mark_percent: 70,
      deadline_at: new Date(t.clock.at.getTime() + 2 * 3600_000).toISOString(),
    });
    expect(near.statusCode).toBe(422);
    expect(near.json().errors.deadline_at).toBeDefined();
    const far = await s.recruiterClient.post(`/recruiter/api/applications/${s.application.id}/assignments`, {
      kind: 'skill_test',
      test_slug: 'sql',
      pass_mark_percent: 70,
      deadline_at: inDays(40),
    });
    expect(far.json().errors.deadline_at).toBeDefined();
    const unknown = await s.recruiterClient.post(
      `/recruiter/api/applications/${s.application.id}/assignments`,
      { kind: 'skill_test', test_slug: 'cobol', pass_mark_percent: 70, deadline_at: inDays(3) },
    );
    expect(unknown.json().errors.test_slug).toBeDefined();
    await t.database.db
      .update(applications)
      .set({ status: 'interviewing' })
      .where(eq(applications.id, s.application.id));
    const late = await s.recruiterClient.post(`/recruiter/api/applications/${s.application.id}/assignments`, {
      kind: 'skill_test',
      test_slug: 'sql',
      pass_mark_percent: 70,
      deadline_at: inDays(3),
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('the token link', () => {
  it('is bound to the candidate: another user, an unknown and a malformed token read alike (404)', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const other = await t.signedIn();
    const answers = [
      await other.client.get(api(token)),
      await other.client.post(`${api(token)}/start`),
      await s.talentClient.get(api('A'.repeat(43))),
      await s.talentClient.get(api('not-a-token')),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This assessment link is not valid for your account.');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // Nothing was started by the other user.
    expect((await s.talentClient.get(api(token))).json().data.status).toBe('sent');
  });

  it('is single use: the start creates the attempt, a second start says where it is (409)', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const started = await s.talentClient.post(`${api(token)}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const data = started.json().data as Assignment;
    expect(data.status).toBe('in_progress');
    expect(data.attempt_id).toBeTruthy();
    expect(data.next_path).toBe('/skill-center/tests/sql');
    const again = await s.talentClient.post(`${api(token)}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().next_path).toBe('/skill-center/tests/sql');
    const attempt = await s.talentClient.get(`/talent/api/assessment-attempts/${data.attempt_id}`);
    expect(attempt.json().data.time_limit_seconds).toBe(20 * 60);
    // The recruiter was told.
    expect((await notificationsOf(s.recruiterUser.id)).some((n) => n.title.includes('started'))).toBe(true);
  });

  it('expires at the deadline: 410 with the deadline, and the sweep marks it expired for both sides', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    t.clock.advance(3 * DAY + MINUTE);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    const [row] = await t.database.db.select().from(assignments).where(eq(assignments.id, sent.id));
    expect(row!.status).toBe('expired');
    const gone = await s.talentClient.get(api(token));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().deadline_at).toBe(sent.deadline_at);
    expect((await s.talentClient.post(`${api(token)}/start`)).statusCode).toBe(410);
    expect((await notificationsOf(s.recruiterUser.id)).some((n) => n.title.includes('expired'))).toBe(true);
    // No longer listed as open.
    const list = await s.talentClient.get('/talent/api/assessments');
    expect(list.json().data.assigned).toEqual([]);
  });

  it('an expired link read before any sweep is 410 too', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    t.clock.advance(4 * DAY);
    expect((await s.talentClient.get(api(token))).statusCode).toBe(410);
  });
});

describe('who may reach an assignment', () => {
  it('other candidate 404, other company recruiter 404, candidate on the recruiter API 403, guest 401', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const otherCompany = await sides();
    const paths = [
      ['GET', `/recruiter/api/assignments/${sent.id}`],
      ['POST', `/recruiter/api/assignments/${sent.id}/cancel`],
      ['GET', `/recruiter/api/applications/${s.application.id}/assignments`],
      ['GET', `/recruiter/api/assignments/${sent.id}/answers/${sent.id}/media`],
    ] as const;
    for (const [method, path] of paths) {
      expect(
        (await otherCompany.recruiterClient.request(method, path, method === 'POST' ? {} : undefined))
          .statusCode,
      ).toBe(404);
      expect(
        (await s.talentClient.request(method, path, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(403);
    }
    const create = await otherCompany.recruiterClient.post(
      `/recruiter/api/applications/${s.application.id}/assignments`,
      { kind: 'skill_test', test_slug: 'sql', pass_mark_percent: 70, deadline_at: inDays(3) },
    );
    expect(create.statusCode).toBe(404);
    const guest = t.client();
    await guest.csrfCookie();
    expect((await guest.get(api(token))).statusCode).toBe(401);
    expect((await guest.get(`/recruiter/api/assignments/${sent.id}`)).statusCode).toBe(401);
    expect((await otherCompany.talentClient.get(api(token))).statusCode).toBe(404);
    // The owner recruiter reads it.
    expect((await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).statusCode).toBe(200);
  });
});

describe('skill tests', () => {
  it('granted extra time lengthens the attempt; grading completes the assignment and the recruiter sees the result', async () => {
    const s = await sides();
    const sent = await sendTest(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const asked = await s.talentClient.post(`${api(token)}/accommodations`, {
      kind: 'extra_time',
      extra_time_percent: 50,
      note: 'Screen reader',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const twice = await s.talentClient.post(`${api(token)}/accommodations`, {
      kind: 'extra_time',
      extra_time_percent: 25,
    });
    expect(twice.statusCode).toBe(409);
    const takes = await s.talentClient.post(`${api(token)}/accommodations`, { kind: 'extra_time' });
    expect(takes.statusCode).toBe(422);
    const requestId = (asked.json().data as Assignment).accommodations[0]!.id;
    const granted = await s.recruiterClient.post(
      `/recruiter/api/assignments/${sent.id}/accommodations/${requestId}`,
      { decision: 'granted', note: 'Of course.' },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await s.talentClient.get(api(token))).json().data.minutes).toBe(30);

    const started = (await s.talentClient.post(`${api(token)}/start`)).json().data as Assignment;
    const attempt = (await s.talentClient.get(`/talent/api/assessment-attempts/${started.attempt_id}`)).json()
      .data;
    expect(new Date(attempt.deadline_at).getTime() - t.clock.at.getTime()).toBe(30 * MINUTE);
    expect(attempt.time_limit_seconds).toBe(30 * 60);
    expect(
      (
        await s.talentClient.post(`${api(token)}/accommodations`, {
          kind: 'extra_time',
          extra_time_percent: 25,
        })
      ).statusCode,
    ).toBe(409);

    expect((await s.talentClient.get(`${api(token)}/result`)).statusCode).toBe(409);
    await answerAll(s.talentClient, t.bank, attempt);
    const submitted = await s.talentClient.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = await s.talentClient.get(`${api(token)}/result`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data.test_result.percent).toBe(100);
    const seen = (await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).json()
      .data as RecruiterAssignment;
    expect(seen.status).toBe('completed');
    expect(seen.test_result?.percent).toBe(100);
    expect(seen.visibility).toBe('band');
    expect((await notificationsOf(s.recruiterUser.id)).some((n) => n.title.includes('completed'))).toBe(true);
  });

  it('the test passport: a valid badge that covers the test completes it without a retake', async () => {
    const s = await sides();
    // The candidate passed the test on their own before.
    const own = await startAttempt(s.talentClient, 'sql');
    await answerAll(s.talentClient, t.bank, own);
    expect((await s.talentClient.post(`/talent/api/assessment-attempts/${own.id}/submit`)).statusCode).toBe(
      200,
    );
    const sent = await sendTest(s.recruiterClient, s.application.id, { pass_mark_percent: 80 });
    const token = await linkOf(s.talentClient, sent.id);
    const page = (await s.talentClient.get(api(token))).json().data as Assignment;
    expect(page.covering_badge).not.toBeNull();
    const wrong = await s.talentClient.post(`${api(token)}/use-badge`, {
      badge_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.badge_id).toBeDefined();
    const used = await s.talentClient.post(`${api(token)}/use-badge`, { badge_id: page.covering_badge!.id });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data).toMatchObject({
      status: 'completed',
      used_badge: { id: page.covering_badge!.id },
    });
    expect((await s.talentClient.post(`${api(token)}/start`)).statusCode).toBe(409);
  });
});

describe('the asynchronous interview', () => {
  it('enforces order, modes, take limits and the think/answer clock on the server; overruns are recorded up to the cap', async () => {
    const s = await sides();
    const sent = await sendInterview(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    expect((await s.talentClient.get(`${api(token)}/interview`)).statusCode).toBe(409);
    const started = await s.talentClient.post(`${api(token)}/start`);
    expect(started.json().data.next_path).toBe(`/assessments/${token}/start-interview`);
    let session = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    const [q1, q2] = session.questions;
    expect(session.current_question_id).toBe(q1!.id);

    const takeUrl = (q: string) => `${api(token)}/interview/questions/${q}/takes`;
    expect((await s.talentClient.post(takeUrl(q1!.id), { mode: 'audio' })).statusCode).toBe(422);
    expect((await s.talentClient.post(takeUrl(q2!.id), { mode: 'text' })).statusCode).toBe(409);
    const t0 = t.clock.at.getTime();
    const first = await s.talentClient.post(takeUrl(q1!.id), { mode: 'text' });
    expect(first.statusCode, first.body).toBe(201);
    const take1 = first.json().data as Take;
    expect(new Date(take1.think_ends_at).getTime()).toBe(t0 + 30_000);
    expect((await s.talentClient.post(takeUrl(q1!.id), { mode: 'text' })).statusCode).toBe(409);

    // A late "answer" is dated at the end of think time; a stop long past the answer time is dated at the cap.
    t.clock.advance(45_000);
    const answering = (await s.talentClient.post(`${api(token)}/interview/takes/${take1.id}/answer`)).json()
      .data as Take;
    expect(new Date(answering.answer_started_at!).getTime()).toBe(t0 + 30_000);
    expect(new Date(answering.answer_ends_at!).getTime()).toBe(t0 + 90_000);
    t.clock.advance(100_000);
    const stopped = (
      await s.talentClient.post(`${api(token)}/interview/takes/${take1.id}/stop`, { duration_seconds: 115 })
    ).json().data as Take;
    expect(stopped.state).toBe('stopped');
    expect(new Date(stopped.stopped_at!).getTime()).toBe(t0 + 120_000);
    expect(stopped.overrun_seconds).toBe(30);
    const attached = await s.talentClient.put(`${api(token)}/interview/takes/${take1.id}/recording`, {
      text: 'My last project was a billing system.',
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(
      (await s.talentClient.put(`${api(token)}/interview/takes/${take1.id}/recording`, { text: 'again' }))
        .statusCode,
    ).toBe(409);
    session = (await s.talentClient.post(`${api(token)}/interview/takes/${take1.id}/discard`)).json().data;
    expect(session.questions[0]!.takes_left).toBe(1);

    // Second (last) take, answered within time: no overrun; kept → the next question is current.
    const take2 = (await s.talentClient.post(takeUrl(q1!.id), { mode: 'text' })).json().data as Take;
    await s.talentClient.post(`${api(token)}/interview/takes/${take2.id}/answer`);
    t.clock.advance(20_000);
    const quick = (await s.talentClient.post(`${api(token)}/interview/takes/${take2.id}/stop`)).json()
      .data as Take;
    expect(quick.overrun_seconds).toBe(0);
    await s.talentClient.put(`${api(token)}/interview/takes/${take2.id}/recording`, {
      text: 'Billing, again.',
    });
    expect((await s.talentClient.post(takeUrl(q1!.id), { mode: 'text' })).statusCode).toBe(409);
    session = (await s.talentClient.post(`${api(token)}/interview/takes/${take2.id}/keep`)).json().data;
    expect(session.questions[0]!.kept_take_id).toBe(take2.id);
    expect(session.questions[0]!.takes_left).toBe(0);
    expect(session.current_question_id).toBe(q2!.id);
    expect((await s.talentClient.post(`${api(token)}/interview/submit`)).statusCode).toBe(409);
  });

  it('video answers upload in chunks, attach, play back with Range; the recruiter watches and rates; the candidate sees it was watched', async () => {
    const s = await sides();
    const sent = await sendInterview(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    await s.talentClient.post(`${api(token)}/start`);
    let session = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    for (const q of session.questions) {
      const take = (
        await s.talentClient.post(`${api(token)}/interview/questions/${q.id}/takes`, { mode: 'video' })
      ).json().data as Take;
      await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/answer`);
      t.clock.advance(30_000);
      await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/stop`, { duration_seconds: 30 });
      // A text body for a video take, or an unfinished upload, is refused.
      expect(
        (await s.talentClient.put(`${api(token)}/interview/takes/${take.id}/recording`, { text: 'hi' }))
          .statusCode,
      ).toBe(422);
      const uploadId = await uploadAnswer(s.talentClient, video());
      const attached = await s.talentClient.put(`${api(token)}/interview/takes/${take.id}/recording`, {
        upload_id: uploadId,
      });
      expect(attached.statusCode, attached.body).toBe(200);
      const mediaUrl = (attached.json().data as Take).media_url!;
      const ranged = await s.talentClient.get(mediaUrl, { headers: { range: 'bytes=0-9' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.length).toBe(10);
      session = (await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/keep`)).json().data;
    }
    expect(session.current_question_id).toBeNull();
    const submitted = await s.talentClient.post(`${api(token)}/interview/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('completed');

    let review = (await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).json()
      .data as RecruiterAssignment;
    expect(review.answers).toHaveLength(2);
    const answer = review.answers[0]!;
    expect(answer).toMatchObject({ mode: 'video', watched_at: null, takes_used: 1, deleted: false });
    const played = await s.recruiterClient.get(answer.media_url!);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(video())).toBe(true);
    const after = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    expect(after.questions.map((q) => q.watched)).toEqual([true, false]);
    expect((await notificationsOf(s.talent.id)).some((n) => n.title.includes('watched'))).toBe(true);

    const rateUrl = `/recruiter/api/assignments/${sent.id}/answers/${answer.question_id}/rating`;
    const badCriterion = await s.recruiterClient.put(rateUrl, {
      scores: [{ criterion_id: '00000000-0000-4000-8000-000000000000', score: 4 }],
    });
    expect(badCriterion.statusCode).toBe(422);
    expect(
      (await s.recruiterClient.put(rateUrl, { scores: [{ criterion_id: review.rubric[0]!.id, score: 9 }] }))
        .statusCode,
    ).toBe(422);
    const rated = await s.recruiterClient.put(rateUrl, {
      scores: [
        { criterion_id: review.rubric[0]!.id, score: 4 },
        { criterion_id: review.rubric[1]!.id, score: 3 },
      ],
      note: 'Clear and to the point.',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    review = rated.json().data;
    expect(review.answers[0]!.rating).toMatchObject({
      note: 'Clear and to the point.',
      rated_by: s.recruiterUser.name,
    });
    expect(review.answers[0]!.rating!.scores).toHaveLength(2);

    // The ledger, then deletion on request: files gone, ratings stay, one line says when.
    const ledger = (await s.talentClient.get(`${api(token)}/interview/recordings`)).json().data;
    expect(ledger.entries).toHaveLength(2);
    expect(ledger.entries[0].watched_at).not.toBeNull();
    expect(new Date(ledger.retention_until).getTime() - t.clock.at.getTime()).toBe(90 * DAY);
    const deleted = await s.talentClient.request('DELETE', `${api(token)}/interview/recordings`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ entries: [], retention_until: null });
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, s.talent.id))).toEqual([]);
    review = (await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).json().data;
    expect(review.answers[0]).toMatchObject({ deleted: true, media_url: null });
    expect(review.answers[0]!.rating).not.toBeNull();
    expect((await s.recruiterClient.get(answer.media_url!)).statusCode).toBe(404);
  });

  it('extra takes and extra time apply to each question; the deadline closes it with what was kept; retention deletes the recordings', async () => {
    const s = await sides();
    const sent = await sendInterview(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const decide = async (body: Record<string, unknown>) => {
      const asked = await s.talentClient.post(`${api(token)}/accommodations`, body);
      expect(asked.statusCode, asked.body).toBe(201);
      // The one still pending: two requests made at the same instant have no fixed order.
      const request = (asked.json().data as Assignment).accommodations.find((a) => a.status === 'pending')!;
      const res = await s.recruiterClient.post(
        `/recruiter/api/assignments/${sent.id}/accommodations/${request.id}`,
        { decision: 'granted' },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide({ kind: 'extra_takes', extra_takes: 1 });
    await decide({ kind: 'extra_time', extra_time_percent: 100 });
    const page = (await s.talentClient.get(api(token))).json().data as Assignment;
    expect(page.questions[0]).toMatchObject({ think_seconds: 60, answer_seconds: 120, max_takes: 3 });
    expect((await notificationsOf(s.talent.id)).filter((n) => n.title.includes('granted'))).toHaveLength(2);

    await s.talentClient.post(`${api(token)}/start`);
    const session = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    const q1 = session.questions[0]!;
    expect(q1.takes_left).toBe(3);
    const take = (
      await s.talentClient.post(`${api(token)}/interview/questions/${q1.id}/takes`, { mode: 'video' })
    ).json().data as Take;
    expect(new Date(take.think_ends_at).getTime() - t.clock.at.getTime()).toBe(60_000);
    await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/answer`);
    t.clock.advance(60_000);
    await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/stop`);
    const uploadId = await uploadAnswer(s.talentClient, video(), 100);
    await s.talentClient.put(`${api(token)}/interview/takes/${take.id}/recording`, { upload_id: uploadId });
    await s.talentClient.post(`${api(token)}/interview/takes/${take.id}/keep`);
    // A second question left open: a take recorded but not kept.
    const open = (
      await s.talentClient.post(`${api(token)}/interview/questions/${session.questions[1]!.id}/takes`, {
        mode: 'text',
      })
    ).json().data as Take;

    t.clock.advance(5 * DAY);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    const [closed] = await t.database.db.select().from(assignments).where(eq(assignments.id, sent.id));
    expect(closed!.status).toBe('completed');
    expect(closed!.completedAt!.toISOString()).toBe(sent.deadline_at);
    const review = (await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).json()
      .data as RecruiterAssignment;
    expect(review.answers.map((a) => a.mode)).toEqual(['video', null]);
    const after = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    expect(after.questions[1]!.takes.find((x) => x.id === open.id)!.state).toBe('discarded');
    expect((await notificationsOf(s.talent.id)).some((n) => n.title.includes('closed at its deadline'))).toBe(
      true,
    );

    // Retention: 90 days after completion the sweep deletes the recordings.
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, s.talent.id))).toHaveLength(1);
    t.clock.advance(89 * DAY);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, s.talent.id))).toHaveLength(1);
    t.clock.advance(2 * DAY);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, s.talent.id))).toEqual([]);
    const [purged] = await t.database.db.select().from(assignments).where(eq(assignments.id, sent.id));
    expect(purged!.recordingsDeletedAt).not.toBeNull();
  });

  it('a take interrupted by a reload (no recording) is stopped and discarded; as the last take it leaves the question unanswered, not blocked', async () => {
    const s = await sides();
    const sent = await sendInterview(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    await s.talentClient.post(`${api(token)}/start`);
    let session = (await s.talentClient.get(`${api(token)}/interview`)).json().data as InterviewSession;
    const [q1, q2] = session.questions;
    const takeUrl = (q: string) => `${api(token)}/interview/questions/${q}/takes`;
    const step = (takeId: string, name: string) => `${api(token)}/interview/takes/${takeId}/${name}`;

    /** A video take left answering when the page reloaded: its recording never reached the server. */
    const interrupted = async () => {
      const take = (await s.talentClient.post(takeUrl(q1!.id), { mode: 'video' })).json().data as Take;
      expect((await s.talentClient.post(step(take.id, 'answer'))).statusCode).toBe(200);
      t.clock.advance(20_000);
      return take;
    };

    const first = await interrupted();
    // While it is open nothing else moves: no new take, no discard before the stop, no submit.
    expect((await s.talentClient.post(takeUrl(q1!.id), { mode: 'video' })).statusCode).toBe(409);
    expect((await s.talentClient.post(step(first.id, 'discard'))).statusCode).toBe(409);
    expect((await s.talentClient.post(`${api(token)}/interview/submit`)).statusCode).toBe(409);
    // The reloaded page stops it without a duration and discards it; it still counts as a take.
    const stopped = await s.talentClient.post(step(first.id, 'stop'));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((stopped.json().data as Take).duration_seconds).toBeNull();
    session = (await s.talentClient.post(step(first.id, 'discard'))).json().data;
    expect(session.questions[0]).toMatchObject({ takes_left: 1, kept_take_id: null });
    expect(session.current_question_id).toBe(q1!.id);

    // The last take is interrupted too: once discarded, the question is done without an answer.
    const last = await interrupted();
    session = (await s.talentClient.get(`${api(token)}/interview`)).json().data;
    expect(session.current_question_id).toBe(q1!.id);
    // Much later than the cap: the stop is dated at the cap, never refused.
    t.clock.advance(10 * MINUTE);
    expect((await s.talentClient.post(step(last.id, 'stop'))).statusCode).toBe(200);
    session = (await s.talentClient.post(step(last.id, 'discard'))).json().data;
    expect(session.questions[0]).toMatchObject({ takes_left: 0, kept_take_id: null });
    expect(session.questions[0]!.takes.map((x) => x.state)).toEqual(['discarded', 'discarded']);
    expect(session.current_question_id).toBe(q2!.id);
    expect((await s.talentClient.post(takeUrl(q1!.id), { mode: 'video' })).statusCode).toBe(409);

    // The next question is answered and the interview goes in with question 1 unanswered.
    const take = (await s.talentClient.post(takeUrl(q2!.id), { mode: 'text' })).json().data as Take;
    await s.talentClient.post(step(take.id, 'answer'));
    await s.talentClient.post(step(take.id, 'stop'));
    await s.talentClient.put(step(take.id, 'recording'), { text: 'Because of the team.' });
    await s.talentClient.post(step(take.id, 'keep'));
    const submitted = await s.talentClient.post(`${api(token)}/interview/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json().data as Assignment).status).toBe('completed');
    const review = (await s.recruiterClient.get(`/recruiter/api/assignments/${sent.id}`)).json()
      .data as RecruiterAssignment;
    expect(review.answers.map((a) => a.mode)).toEqual([null, 'text']);
  });

  it('the recruiter cancels; the candidate is told and cannot start', async () => {
    const s = await sides();
    const sent = await sendInterview(s.recruiterClient, s.application.id);
    const token = await linkOf(s.talentClient, sent.id);
    const cancelled = await s.recruiterClient.post(`/recruiter/api/assignments/${sent.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await s.talentClient.post(`${api(token)}/start`)).statusCode).toBe(409);
    expect((await s.recruiterClient.post(`/recruiter/api/assignments/${sent.id}/cancel`)).statusCode).toBe(
      409,
    );
    expect((await notificationsOf(s.talent.id)).some((n) => n.title.includes('cancelled'))).toBe(true);
  });
});

describe('the pages of a link', () => {
  it('serve the app with Referrer-Policy: no-referrer', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/assessments/${'A'.repeat(43)}/start-interview`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const other = await t.app.inject({
      method: 'GET',
      url: '/assessments',
      headers: { accept: 'text/html' },
    });
    expect(other.headers['referrer-policy']).not.toBe('no-referrer');
  });
});

describe('demo data', () => {
  it('sends the demo talent a skill test and an interview on their application in review, once', async () => {
    const s = await pipelineFixture(t, { status: 'in_review', submittedAt: t.clock.now() });
    expect(
      await seedDemoAssignments(t.database.db, { talentEmail: s.talent.email, appKey: TEST_APP_KEY }),
    ).toBe(2);
    expect(
      await seedDemoAssignments(t.database.db, { talentEmail: s.talent.email, appKey: TEST_APP_KEY }),
    ).toBe(0);
    const assigned = (await s.talentClient.get('/talent/api/assessments')).json().data.assigned as Array<{
      kind: string;
      url: string;
    }>;
    expect(assigned.map((a) => a.kind).sort()).toEqual(['interview', 'skill_test']);
    for (const entry of assigned) {
      const page = await s.talentClient.get(api(entry.url.replace('/assessments/', '')));
      expect(page.statusCode, page.body).toBe(200);
    }
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, s.application.id));
    expect(application!.status).toBe('assessment');
  });
});
