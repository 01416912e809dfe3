import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ScreenerQuestion } from '@talent/contract/jobs';
import {
  createInvitation,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import {
  applicationDrafts,
  applications,
  idempotencyKeys,
  jobInvitations,
} from '../../db/schema/applications.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import { untilSessionWaitsOnLock } from '../../test/waiting.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyWebm, upload } from '../../test/test-files.ts';

const t = useTestApp();

const QUESTIONS: ScreenerQuestion[] = [
  {
    id: 'authorisation',
    kind: 'yes_no',
    text: 'Are you authorised to work from your country of residence?',
    required: true,
    knockout: { expect: true },
    unit: null,
    skill: null,
  },
  {
    id: 'years',
    kind: 'number',
    text: 'How many years have you worked with TypeScript?',
    required: true,
    knockout: { min: 3 },
    unit: 'years',
    skill: null,
  },
  {
    id: 'proud',
    kind: 'text',
    text: 'What are you proud of?',
    required: false,
    knockout: null,
    unit: null,
    skill: null,
  },
];

const goodAnswers = [
  { question_id: 'authorisation', value: true },
  { question_id: 'years', value: 5 },
  { question_id: 'proud', value: 'A payments system that never lost a cent.' },
];

async function candidate(verified = true) {
  const user = await t.createUser({ verified });
  await createTalentProfile(t.database.db, user.id, { country: 'DE' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function uploadResume(client: TestClient): Promise<string> {
  const res = await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function uploadVideo(client: TestClient): Promise<string> {
  const res = await upload(t.app, client, [['kind', 'video_intro']], {
    filename: 'v.webm',
    content: tinyWebm(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const jobWithQuestions = () =>
  createJob(t.database.db, { title: 'TypeScript Engineer', screenerQuestions: QUESTIONS });

const applyUrl = (jobId: string) => `/talent/api/jobs/${jobId}/applications`;
const draftUrl = (jobId: string) => `/talent/api/jobs/${jobId}/application-draft`;

async function applicationRows() {
  return t.database.db.select().from(applications);
}

describe('POST /talent/api/jobs/:id/applications', () => {
  it('submits with the answers, their questions and the resume, and deletes the draft', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const resume = await uploadResume(client);
    const video = await uploadVideo(client);
    expect((await client.put(draftUrl(job.id), { cover_note: 'draft' })).statusCode).toBe(200);

    const res = await client.post(applyUrl(job.id), {
      cover_note: '  I would love to help.  ',
      answers: goodAnswers,
      resume_file_id: resume,
      video_file_id: video,
    });
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json().data;
    expect(app).toMatchObject({
      status: 'submitted',
      source: 'direct',
      cover_note: 'I would love to help.',
      knocked_out: false,
      can_withdraw: true,
      withdrawn_at: null,
      job: { id: job.id, title: 'TypeScript Engineer' },
      resume: { id: resume, kind: 'resume', type: 'application/pdf' },
      video: { id: video, kind: 'video_intro' },
    });
    expect(app.answers).toEqual([
      {
        question_id: 'authorisation',
        question: QUESTIONS[0]!.text,
        value: true,
        knocked_out: false,
        badge: null,
      },
      { question_id: 'years', question: QUESTIONS[1]!.text, value: 5, knocked_out: false, badge: null },
      {
        question_id: 'proud',
        question: QUESTIONS[2]!.text,
        value: goodAnswers[2]!.value,
        knocked_out: false,
        badge: null,
      },
    ]);
    expect(await t.database.db.$count(applicationDrafts)).toBe(0);

    const list = await client.get('/talent/api/applications');
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([app.id]);
    const one = await client.get(`/talent/api/applications/${app.id}`);
    expect(one.json().data).toEqual(app);
  });

  it('names each required question left unanswered, and checks answer types and ids', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const resume = await uploadResume(client);
    const missing = await client.post(applyUrl(job.id), {
      answers: [{ question_id: 'authorisation', value: true }],
      resume_file_id: resume,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.years': [`Answer the question "${QUESTIONS[1]!.text}".`],
    });

    const wrongType = await client.post(applyUrl(job.id), {
      answers: [
        { question_id: 'authorisation', value: 'yes' },
        { question_id: 'years', value: 4 },
        { question_id: 'nope', value: true },
      ],
      resume_file_id: resume,
    });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['answers.authorisation', 'answers.nope']);
    expect(wrongType.json().errors['answers.authorisation'][0]).toMatch(/yes or no/);
    expect(await applicationRows()).toEqual([]);
  });

  it('flags an application whose answers miss a knock-out rule, and still takes it', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const res = await client.post(applyUrl(job.id), {
      answers: [
        { question_id: 'authorisation', value: true },
        { question_id: 'years', value: 1 },
      ],
      resume_file_id: await uploadResume(client),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.knocked_out).toBe(true);
    expect(res.json().data.answers.map((a: { knocked_out: boolean }) => a.knocked_out)).toEqual([
      false,
      true,
    ]);
    const [row] = await applicationRows();
    expect(row!.knockedOut).toBe(true);
  });

  it('needs a resume of the candidate, of the right kind', async () => {
    const { client } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const none = await client.post(applyUrl(job.id), {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.resume_file_id).toEqual(['Choose or upload a resume.']);

    const video = await uploadVideo(client);
    const videoAsResume = await client.post(applyUrl(job.id), { resume_file_id: video });
    expect(videoAsResume.json().errors.resume_file_id).toBeDefined();

    const { client: other } = await candidate();
    const othersResume = await uploadResume(other);
    const stolen = await client.post(applyUrl(job.id), { resume_file_id: othersResume });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.resume_file_id).toBeDefined();

    const resume = await uploadResume(client);
    const resumeAsVideo = await client.post(applyUrl(job.id), {
      resume_file_id: resume,
      video_file_id: resume,
    });
    expect(resumeAsVideo.json().errors).toEqual({
      video_file_id: ['Choose one of your uploaded video intro files.'],
    });
    expect(await applicationRows()).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or closed job', async () => {
    const { client } = await candidate();
    const resume = await uploadResume(client);
    const closed = await createJob(t.database.db, { status: 'closed' });
    for (const id of [closed.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await client.post(applyUrl(id), { resume_file_id: resume });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('refuses a second live application with a clear 409', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const body = { answers: goodAnswers, resume_file_id: await uploadResume(client) };
    expect((await client.post(applyUrl(job.id), body)).statusCode).toBe(201);
    const again = await client.post(applyUrl(job.id), body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already applied/);
    expect(await applicationRows()).toHaveLength(1);
  });

  it('settles two concurrent submits as one 201 and one 409', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const body = { answers: goodAnswers, resume_file_id: await uploadResume(client) };
    const results = await Promise.all([
      client.post(applyUrl(job.id), body),
      client.post(applyUrl(job.id), body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await applicationRows()).toHaveLength(1);
  });

  it('waits for a job closing at the same moment, then refuses: no live application on a closed job', async () => {
    const { client } = await candidate();
    const job = await createJob(t.database.db);
    const resume = await uploadResume(client);
    let submitted: ReturnType<TestClient['post']> | undefined;
    // The close goes first and holds the job row, as the recruiter's close does; the submit arrives meanwhile.
    // (PostgreSQL shows the race; PGlite runs one transaction at a time, so there the submit simply comes after.)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM ${jobs} WHERE ${jobs.id} = ${job.id} FOR UPDATE`);
      submitted = client.post(applyUrl(job.id), { resume_file_id: resume });
      await untilSessionWaitsOnLock();
      await tx.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    });
    expect((await submitted!).statusCode).toBe(404);
    expect(await applicationRows()).toEqual([]);
  });

  it('needs a verified user and the CSRF token', async () => {
    const job = await createJob(t.database.db);
    // A well-formed body, so the answer is about who asks (a malformed one is a 422 first, as on every route).
    const wellFormed = { resume_file_id: '00000000-0000-4000-8000-000000000000' };
    const anonymous = t.client();
    await anonymous.csrfCookie();
    expect((await anonymous.post(applyUrl(job.id), wellFormed)).statusCode).toBe(401);
    const { client: unverified } = await candidate(false);
    expect((await unverified.post(applyUrl(job.id), wellFormed)).statusCode).toBe(403);
    const { client } = await candidate();
    const resume = await uploadResume(client);
    expect(
      (await client.post(applyUrl(job.id), { resume_file_id: resume }, { csrf: false })).statusCode,
    ).toBe(419);
    expect(await applicationRows()).toEqual([]);
  });
});

describe('Idempotency-Key on submit', () => {
  it('replays the first answer for the same key and body, refuses the key with another body', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const body = { answers: goodAnswers, resume_file_id: await uploadResume(client) };
    const headers = { 'idempotency-key': 'b3c1f0a4-5d4e-4c8e-9a55-1f3f6e0d2a11' };

    const first = await client.post(applyUrl(job.id), body, { headers });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await client.post(applyUrl(job.id), body, { headers });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await applicationRows()).toHaveLength(1);

    const other = await client.post(applyUrl(job.id), { ...body, cover_note: 'changed' }, { headers });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key'][0]).toMatch(/different request/);

    // Without a key the route behaves as ever: a second application is a 409.
    expect((await client.post(applyUrl(job.id), body)).statusCode).toBe(409);
    // Another user's identical key is theirs alone.
    const { client: second } = await candidate();
    const theirs = await second.post(
      applyUrl(job.id),
      { answers: goodAnswers, resume_file_id: await uploadResume(second) },
      { headers },
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 while the first request with the key still runs, and lets a dead one be taken over', async () => {
    const { user, client } = await candidate();
    const job = await jobWithQuestions();
    const body = { answers: goodAnswers, resume_file_id: await uploadResume(client) };
    const key = 'in-flight-key';
    const path = applyUrl(job.id);
    // What a first request leaves while it runs: the claim, no answer yet. The hash must match the body.
    const first = client.post(path, body, { headers: { 'idempotency-key': key } });
    const second = client.post(path, body, { headers: { 'idempotency-key': key } });
    const statuses = (await Promise.all([first, second])).map((r) => r.statusCode).sort();
    // Either the retry arrived while the first ran (409) or after it finished (a replayed 201); never a 2nd row.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await applicationRows()).toHaveLength(1);

    // A claim with no answer is "still running" ...
    await t.database.db.delete(applications);
    await t.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: new Date() })
      .where(eq(idempotencyKeys.userId, user.id));
    const busy = await client.post(path, body, { headers: { 'idempotency-key': key } });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still being processed/);

    // ... until it is old enough to have died with its process.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(idempotencyKeys.userId, user.id));
    const takeover = await client.post(path, body, { headers: { 'idempotency-key': key } });
    expect(takeover.statusCode, takeover.body).toBe(201);
  });

  it('forgets keys after a day and keeps nothing for failed requests', async () => {
    const { user, client } = await candidate();
    const job = await jobWithQuestions();
    const resume = await uploadResume(client);
    const headers = { 'idempotency-key': 'retry-me' };

    // A failed attempt (422) releases the key: the corrected retry with the same key runs.
    const bad = await client.post(applyUrl(job.id), { resume_file_id: resume, answers: [] }, { headers });
    expect(bad.statusCode).toBe(422);
    expect(await t.database.db.$count(idempotencyKeys)).toBe(0);
    const good = await client.post(
      applyUrl(job.id),
      { resume_file_id: resume, answers: goodAnswers },
      { headers },
    );
    expect(good.statusCode).toBe(201);

    // A day later the key means nothing any more: another body is no longer a 422 (here: the usual 409).
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.userId, user.id));
    const later = await client.post(
      applyUrl(job.id),
      { resume_file_id: resume, answers: goodAnswers, cover_note: 'new' },
      { headers },
    );
    expect(later.statusCode).toBe(409);

    const badKey = await client.post(
      applyUrl(job.id),
      { resume_file_id: resume },
      { headers: { 'idempotency-key': 'x'.repeat(300) } },
    );
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors['Idempotency-Key']).toBeDefined();
  });
});

describe('withdrawing', () => {
  it('withdraws with a reason, then lets the candidate apply again', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const body = { answers: goodAnswers, resume_file_id: await uploadResume(client) };
    const first = (await client.post(applyUrl(job.id), body)).json().data;

    const res = await client.post(`/talent/api/applications/${first.id}/withdraw`, {
      reason: 'Took another offer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: first.id,
      status: 'withdrawn',
      withdraw_reason: 'Took another offer',
      can_withdraw: false,
    });
    expect(res.json().data.withdrawn_at).not.toBeNull();
    const twice = await client.post(`/talent/api/applications/${first.id}/withdraw`, {});
    expect(twice.statusCode).toBe(409);

    const again = await client.post(applyUrl(job.id), body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).not.toBe(first.id);
    const list = (await client.get('/talent/api/applications')).json().data;
    expect(list.map((a: { status: string }) => a.status).sort()).toEqual(['submitted', 'withdrawn']);
  });

  it('withdraws at the offer stage too, and refuses once the application has ended', async () => {
    const { client } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const app = (await client.post(applyUrl(job.id), { resume_file_id: await uploadResume(client) })).json()
      .data;
    await t.database.db.update(applications).set({ status: 'hired' }).where(eq(applications.id, app.id));
    expect((await client.get(`/talent/api/applications/${app.id}`)).json().data.can_withdraw).toBe(false);
    const res = await client.post(`/talent/api/applications/${app.id}/withdraw`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/hired/);
    await t.database.db.update(applications).set({ status: 'offer' }).where(eq(applications.id, app.id));
    expect((await client.get(`/talent/api/applications/${app.id}`)).json().data.can_withdraw).toBe(true);
    expect((await client.post(`/talent/api/applications/${app.id}/withdraw`, {})).statusCode).toBe(200);
  });

  it('keeps a file an application uses until that application is withdrawn', async () => {
    const { client } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const resume = await uploadResume(client);
    const app = (await client.post(applyUrl(job.id), { resume_file_id: resume })).json().data;
    const refused = await client.request('DELETE', `/talent/api/files/${resume}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Withdraw the application/);
    await client.post(`/talent/api/applications/${app.id}/withdraw`, {});
    expect((await client.request('DELETE', `/talent/api/files/${resume}`)).statusCode).toBe(204);
    expect((await client.get(`/talent/api/applications/${app.id}`)).json().data.resume).toBeNull();
  });
});

describe('applying from an invitation', () => {
  it('links the invitation, marks it accepted and records the source', async () => {
    const { user, client } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const invitation = await createInvitation(t.database.db, user.id, { job });
    const res = await client.post(applyUrl(job.id), {
      resume_file_id: await uploadResume(client),
      invitation_id: invitation.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.source).toBe('invitation');
    const [row] = await t.database.db
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.id, invitation.id));
    expect(row!.status).toBe('accepted');
    expect(row!.respondedAt).not.toBeNull();
    const [app] = await applicationRows();
    expect(app!.invitationId).toBe(invitation.id);
  });

  it("refuses someone else's, another job's, a declined or an expired invitation", async () => {
    const { user, client } = await candidate();
    const { user: other } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const resume = await uploadResume(client);
    const invitations = [
      await createInvitation(t.database.db, other.id, { job }),
      await createInvitation(t.database.db, user.id),
      await createInvitation(t.database.db, user.id, { job, status: 'declined' }),
      await createInvitation(t.database.db, user.id, {
        job,
        createdAt: new Date(Date.now() - 30 * 86_400_000),
      }),
    ];
    for (const invitation of invitations) {
      const res = await client.post(applyUrl(job.id), {
        resume_file_id: resume,
        invitation_id: invitation.id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.invitation_id).toBeDefined();
    }
    const noId = await client.post(applyUrl(job.id), { resume_file_id: resume, source: 'invitation' });
    expect(noId.json().errors.invitation_id).toBeDefined();
    expect(await applicationRows()).toEqual([]);
  });
});

describe('application drafts', () => {
  it('lets a signed-up but unverified user save, merge, read and discard a draft', async () => {
    const { client } = await candidate(false);
    const job = await jobWithQuestions();
    const empty = await client.get(draftUrl(job.id));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ resume: null, video: null, updated_at: null });

    const saved = await client.put(draftUrl(job.id), { cover_note: 'Hello', step: 'cover' });
    expect(saved.statusCode, saved.body).toBe(200);
    const merged = await client.put(draftUrl(job.id), { answers: [{ question_id: 'years', value: 4 }] });
    expect(merged.json().data).toMatchObject({
      cover_note: 'Hello',
      step: 'cover',
      answers: [{ question_id: 'years', value: 4 }],
      resume: null,
    });
    expect(merged.json().data.updated_at).not.toBeNull();
    expect((await client.get(draftUrl(job.id))).json().data).toEqual(merged.json().data);

    // Forms reach PUT and DELETE as POST + _method too.
    const viaForm = await client.post(draftUrl(job.id), { _method: 'PUT', step: 'review' });
    expect(viaForm.json().data.step).toBe('review');
    expect((await client.request('DELETE', draftUrl(job.id))).statusCode).toBe(204);
    expect((await client.get(draftUrl(job.id))).json().data.updated_at).toBeNull();
  });

  it('keeps the resume and video chosen, refusing files that are not the candidate’s', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    const resume = await uploadResume(client);
    const video = await uploadVideo(client);
    const saved = await client.put(draftUrl(job.id), { resume_file_id: resume, video_file_id: video });
    expect(saved.json().data).toMatchObject({
      resume_file_id: resume,
      resume: { id: resume },
      video_file_id: video,
      video: { id: video },
    });
    const cleared = await client.put(draftUrl(job.id), { video_file_id: null });
    expect(cleared.json().data).toMatchObject({ resume: { id: resume }, video: null, video_file_id: null });

    const { client: other } = await candidate();
    const theirs = await uploadResume(other);
    const stolen = await client.put(draftUrl(job.id), { resume_file_id: theirs });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.resume_file_id).toBeDefined();
    const wrongKind = await client.put(draftUrl(job.id), { video_file_id: resume });
    expect(wrongKind.statusCode).toBe(422);
  });

  it('answers 404 for an unknown job and 401 without a session; drafts are private', async () => {
    const { client } = await candidate();
    const job = await jobWithQuestions();
    expect((await client.get(draftUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await client.put(draftUrl('nope'), { cover_note: 'x' })).statusCode).toBe(404);
    const anonymous = t.client();
    await anonymous.csrfCookie();
    expect((await anonymous.get(draftUrl(job.id))).statusCode).toBe(401);
    expect((await anonymous.put(draftUrl(job.id), { cover_note: 'x' })).statusCode).toBe(401);
    expect((await client.put(draftUrl(job.id), { cover_note: 'x' }, { csrf: false })).statusCode).toBe(419);
    expect((await client.request('DELETE', draftUrl(job.id), undefined, { csrf: false })).statusCode).toBe(
      419,
    );

    await client.put(draftUrl(job.id), { cover_note: 'mine' });
    const { client: other } = await candidate();
    expect((await other.get(draftUrl(job.id))).json().data.cover_note).toBeUndefined();
    expect((await other.request('DELETE', draftUrl(job.id))).statusCode).toBe(204);
    expect((await client.get(draftUrl(job.id))).json().data.cover_note).toBe('mine');
  });
});

describe('access control on applications', () => {
  it("never shows or withdraws another user's application", async () => {
    const { client: owner } = await candidate();
    const job = await createJob(t.database.db, { screenerQuestions: [] });
    const app = (await owner.post(applyUrl(job.id), { resume_file_id: await uploadResume(owner) })).json()
      .data;
    const { client: other } = await candidate();
    expect((await other.get(`/talent/api/applications/${app.id}`)).statusCode).toBe(404);
    expect((await other.post(`/talent/api/applications/${app.id}/withdraw`, {})).statusCode).toBe(404);
    expect((await other.get('/talent/api/applications')).json().data).toEqual([]);
    expect((await other.get('/talent/api/applications/nope')).statusCode).toBe(404);
    const anonymous = t.client();
    await anonymous.csrfCookie();
    expect((await anonymous.get('/talent/api/applications')).statusCode).toBe(401);
    expect((await anonymous.get(`/talent/api/applications/${app.id}`)).statusCode).toBe(401);
    expect((await anonymous.post(`/talent/api/applications/${app.id}/withdraw`, {})).statusCode).toBe(401);
    expect(
      (await owner.post(`/talent/api/applications/${app.id}/withdraw`, {}, { csrf: false })).statusCode,
    ).toBe(419);
    const [row] = await applicationRows();
    expect(row!.status).toBe('submitted');
  });
});

describe('the API document', () => {
  it('lists the files and applications routes', async () => {
    const doc = await t.client().get('/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    for (const path of [
      '/talent/api/files',
      '/talent/api/files/{id}',
      '/talent/api/jobs/{id}/application-draft',
      '/talent/api/jobs/{id}/applications',
      '/talent/api/applications',
      '/talent/api/applications/{id}',
      '/talent/api/applications/{id}/withdraw',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
