import { and, eq } from 'drizzle-orm';
import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemView } from '@talent/contract/assessments';
import { COURSE_PROGRESS_CHANGED_EVENT, type Lesson } from '@talent/contract/courses';
import { courseCertificates } from '../../db/schema/courses.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import type { TestClient } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { once, RealtimeKit } from '../../test/realtime-test-kit.ts';
import { decodeStatusList, statusBit } from '../badges/status-list.ts';
import { TALENT_API, useCoursesApp } from './testing/courses-kit.ts';

const t = useCoursesApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

/** The right (or a wrong) answer to each of the kit's quiz questions, by the texts shown. */
function answerOf(item: ItemView, right: boolean) {
  const id = (options: Array<{ id: string; text: string }>, text: string) =>
    options.find((o) => o.text === text)!.id;
  switch (item.type) {
    case 'single_choice':
      return { type: 'single_choice', option_id: id(item.options, right ? 'const' : 'var') };
    case 'multiple_choice':
      return {
        type: 'multiple_choice',
        option_ids: right
          ? [id(item.options, 'string'), id(item.options, 'number')]
          : [id(item.options, 'object')],
      };
    case 'short_answer':
      return { type: 'short_answer', text: right ? '  Object ' : 'null' };
    case 'ordering': {
      const order = ['Send the request', 'Await the response', 'Read the body'];
      return {
        type: 'ordering',
        order: (right ? order : [...order].reverse()).map((s) => id(item.steps, s)),
      };
    }
    default:
      throw new Error('no coding in quizzes');
  }
}

async function quizOf(client: TestClient, courseId: string, lessonId: string) {
  const lesson = (await client.get(`${TALENT_API}/${courseId}/lessons/${lessonId}`)).json().data as Lesson;
  if (lesson.kind !== 'quiz') throw new Error('not a quiz');
  return lesson;
}

/** Submits a quiz with the first `right` questions right. */
async function submitQuiz(client: TestClient, courseId: string, lessonId: string, right: number) {
  const quiz = await quizOf(client, courseId, lessonId);
  return client.post(`${TALENT_API}/${courseId}/lessons/${lessonId}/quiz/submit`, {
    answers: quiz.items.map((item, i) => ({ item_id: item.id, answer: answerOf(item, i < right) })),
  });
}

const ADD = 'function add(a, b) { return a + b; }';

/** Everything but the final quiz done. */
async function almostComplete(client: TestClient, courseId: string, lessons: Record<string, string>) {
  await client.post(`${TALENT_API}/${courseId}/enrol`);
  await client.put(`${TALENT_API}/${courseId}/lessons/${lessons.text}/progress`, { done: true });
  await client.put(`${TALENT_API}/${courseId}/lessons/${lessons.video}/progress`, { position_seconds: 6 });
  expect((await submitQuiz(client, courseId, lessons.quiz!, 4)).json().data.passed).toBe(true);
  const exercise = await client.post(
    `${TALENT_API}/${courseId}/lessons/${lessons.exercise}/exercise/submit`,
    {
      language: 'javascript',
      source: ADD,
    },
  );
  expect(exercise.json().data.passed, exercise.body).toBe(true);
}

/** The text of the PDF's page as pdf.js reads it, whitespace removed (lines may wrap anywhere). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = (content.items as Array<{ str?: string }>).map((i) => i.str ?? '').join('');
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

describe('quizzes', () => {
  it('checks one answer with its explanation and the right answer, storing nothing', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const quiz = await quizOf(client, course.id, lessons.quiz);
    const url = `${TALENT_API}/${course.id}/lessons/${lessons.quiz}/quiz/check`;
    const right = await client.post(url, {
      item_id: quiz.items[2]!.id,
      answer: answerOf(quiz.items[2]!, true),
    });
    expect(right.json().data).toEqual({
      correct: true,
      explanation: 'A historical quirk.',
      expected: 'object',
    });
    const wrong = await client.post(url, {
      item_id: quiz.items[3]!.id,
      answer: answerOf(quiz.items[3]!, false),
    });
    expect(wrong.json().data).toEqual({
      correct: false,
      explanation: 'Request, response, body.',
      expected: 'Send the request → Await the response → Read the body',
    });
    expect(
      (await client.post(url, { item_id: 'q99', answer: answerOf(quiz.items[0]!, true) })).statusCode,
    ).toBe(404);
    const mismatched = await client.post(url, {
      item_id: quiz.items[0]!.id,
      answer: { type: 'short_answer', text: 'x' },
    });
    expect(mismatched.statusCode).toBe(422);
    const unknownOption = await client.post(url, {
      item_id: quiz.items[0]!.id,
      answer: { type: 'single_choice', option_id: 'made-up' },
    });
    expect(unknownOption.json().errors.answer).toEqual(['Choose among the options shown.']);
    const lesson = await quizOf(client, course.id, lessons.quiz);
    expect(lesson.progress).toMatchObject({ done: false, best_score: null });
  });

  it('grades a submission, keeps the best score, and is done at its pass mark; a retry may follow at once', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    // The kit's quiz passes at 50 %: one of four right fails.
    const failed = await submitQuiz(client, course.id, lessons.quiz, 1);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ score_percent: 25, passed: false, certificate: null });
    expect(failed.json().data.items).toHaveLength(4);
    expect(failed.json().data.items[1]).toMatchObject({
      item_id: 'q2',
      correct: false,
      expected: 'string; number',
    });
    expect(failed.json().data.lesson).toMatchObject({ done: false, best_score: 25 });
    const passed = await submitQuiz(client, course.id, lessons.quiz, 3);
    expect(passed.json().data).toMatchObject({ score_percent: 75, passed: true });
    expect(passed.json().data.lesson).toMatchObject({ done: true, best_score: 75 });
    const worse = await submitQuiz(client, course.id, lessons.quiz, 0);
    expect(worse.json().data).toMatchObject({ score_percent: 0, passed: false });
    expect(worse.json().data.lesson).toMatchObject({ done: true, best_score: 75 });
    // Unanswered questions earn nothing; a question not on the quiz is a 422 on its place.
    const partial = await client.post(`${TALENT_API}/${course.id}/lessons/${lessons.quiz}/quiz/submit`, {
      answers: [],
    });
    expect(partial.json().data.score_percent).toBe(0);
    const stray = await client.post(`${TALENT_API}/${course.id}/lessons/${lessons.quiz}/quiz/submit`, {
      answers: [{ item_id: 'nope', answer: { type: 'short_answer', text: 'x' } }],
    });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors['answers.0.item_id']).toEqual(['This question is not on the quiz.']);
    // A quiz route on a lesson that is not a quiz is a 404.
    expect(
      (await client.post(`${TALENT_API}/${course.id}/lessons/${lessons.text}/quiz/submit`, { answers: [] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('coding exercises', () => {
  it('runs the samples and my own input in the real sandbox, keeps my code, and is done when every test passes', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const base = `${TALENT_API}/${course.id}/lessons/${lessons.exercise}/exercise`;
    const run = await client.post(`${base}/run`, {
      language: 'javascript',
      source: 'function add(a, b) { console.log("adding"); return a + b; }',
      custom_input: '[40, 2]',
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.status).toBe('ok');
    expect(run.json().data.cases).toEqual([
      expect.objectContaining({
        name: 'small numbers',
        input: '[1,2]',
        expected: '3',
        actual: '3',
        passed: true,
      }),
      expect.objectContaining({
        name: 'Your input',
        input: '[40,2]',
        expected: null,
        actual: '42',
        passed: null,
      }),
    ]);
    expect(run.json().data.cases[0].stdout).toContain('adding');
    const badInput = await client.post(`${base}/run`, {
      language: 'javascript',
      source: ADD,
      custom_input: '{',
    });
    expect(badInput.statusCode).toBe(422);
    expect((await client.post(`${base}/run`, { language: 'ruby', source: ADD })).statusCode).toBe(422);

    // Wrong code: the hidden tests of a skill test item show only whether they passed.
    const wrong = await client.post(`${base}/submit`, {
      language: 'javascript',
      source: 'function add(a, b) { return a + b + 1; }',
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json().data.passed).toBe(false);
    expect(wrong.json().data.cases).toHaveLength(5);
    expect(wrong.json().data.cases[1]).toMatchObject({
      input: '(hidden)',
      expected: null,
      actual: null,
      passed: false,
    });
    expect(wrong.json().data.lesson.done).toBe(false);
    const right = await client.post(`${base}/submit`, {
      language: 'python',
      source: 'def add(a, b):\n    return a + b\n',
    });
    expect(right.json().data.passed, right.body).toBe(true);
    expect(right.json().data.lesson.done).toBe(true);
    const lesson = (await client.get(`${TALENT_API}/${course.id}/lessons/${lessons.exercise}`)).json().data;
    expect(lesson.saved).toEqual({
      javascript: 'function add(a, b) { return a + b + 1; }',
      python: 'def add(a, b):\n    return a + b\n',
    });
  }, 60_000);
});

describe('completion and the certificate', () => {
  it('completes once at the final quiz, signs a certificate that verifies like a badge, notifies, and makes a PDF', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client, userId } = await t.talent();
    await almostComplete(client, course.id, lessons);
    // Below the course's 70 %: not passed, nothing issued.
    const short = await submitQuiz(client, course.id, lessons.final, 2);
    expect(short.json().data).toMatchObject({ passed: false, certificate: null });
    expect(short.json().data.course).toMatchObject({ done_lessons: 4, completed_at: null });

    const passed = await submitQuiz(client, course.id, lessons.final, 3);
    const data = passed.json().data;
    expect(data).toMatchObject({ score_percent: 75, passed: true });
    expect(data.course).toMatchObject({
      done_lessons: 5,
      percent: 100,
      completed_at: t.clock.at.toISOString(),
    });
    expect(data.certificate).toMatchObject({
      course: { id: course.id, title: course.title },
      skills: [{ slug: 'javascript', name: 'JavaScript' }],
      status: 'valid',
      verify_url: `http://localhost:3000/credentials/${data.certificate.id}`,
    });
    expect(data.course.certificate_id).toBe(data.certificate.id);
    // Once: a better score later issues nothing new.
    const again = await submitQuiz(client, course.id, lessons.final, 4);
    expect(again.json().data.certificate).toBeNull();
    expect(await t.database.db.$count(courseCertificates, eq(courseCertificates.userId, userId))).toBe(1);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'course_certificate')));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      title: `Your certificate for ${course.title} is ready`,
      url: `/courses/${course.id}`,
    });

    // Verified through the badges' endpoints: by id, and pasted.
    const guest = t.client();
    const byId = await guest.get(`/shared/api/credentials/${data.certificate.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data.status).toBe('valid');
    expect(byId.json().data.credential).toMatchObject({
      achievement: { name: course.title },
      level: null,
      expires_at: null,
    });
    const [row] = await t.database.db
      .select()
      .from(courseCertificates)
      .where(eq(courseCertificates.id, data.certificate.id));
    const payload = JSON.parse(Buffer.from(row!.credentialJwt.split('.')[1]!, 'base64url').toString());
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.credentialSubject.achievement.achievementType).toBe('Certificate');
    expect(payload.credentialSubject.id).not.toContain(userId);
    const pasted = await guest.post('/shared/api/credentials/verify', { credential: row!.credentialJwt });
    expect(pasted.json().data.status).toBe('valid');
    const tampered = row!.credentialJwt.replace(/\.(.)/, (_m, c: string) => `.${c === 'e' ? 'f' : 'e'}`);
    expect(
      (await guest.post('/shared/api/credentials/verify', { credential: tampered })).json().data.status,
    ).toBe('invalid');

    const list = await client.get('/talent/api/certificates');
    expect(list.json().data).toEqual([data.certificate]);
    const profile = (await client.get('/talent/api/profile')).json().data;
    expect(profile.certificates).toEqual([
      {
        id: data.certificate.id,
        course_title: course.title,
        skills: [{ slug: 'javascript', name: 'JavaScript' }],
        issued_at: data.certificate.issued_at,
        verify_url: data.certificate.verify_url,
      },
    ]);

    const pdf = await client.get(data.certificate.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      'attachment; filename="certificate-javascript-from-the-ground-up.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(data.certificate.verify_url);
    expect(text).toContain(course.title.replace(/\s+/g, ''));
    expect(pdf.rawPayload.toString('latin1')).toContain(`/URI (${data.certificate.verify_url})`);
    // The same document every time.
    expect((await client.get(data.certificate.pdf_url)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    // Someone else's certificate is a 404.
    const other = await t.talent();
    expect((await other.client.get(data.certificate.pdf_url)).statusCode).toBe(404);
    expect((await other.client.get(`/talent/api/certificates/not-a-uuid/pdf`)).statusCode).toBe(404);
  }, 60_000);

  it('revokes the certificate when the account is deleted: it verifies as revoked and its bit is set', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await almostComplete(client, course.id, lessons);
    const certificate = (await submitQuiz(client, course.id, lessons.final, 4)).json().data.certificate;
    const [row] = await t.database.db
      .select()
      .from(courseCertificates)
      .where(eq(courseCertificates.id, certificate.id));
    const jwt = row!.credentialJwt;
    const index = Number(row!.statusListIndex);

    const deleted = await client.request('DELETE', '/talent/api/account', {
      password: DEFAULT_TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [after] = await t.database.db
      .select()
      .from(courseCertificates)
      .where(eq(courseCertificates.id, certificate.id));
    expect(after).toMatchObject({ userId: null, credentialJwt: '' });
    expect(after!.revokedAt).not.toBeNull();
    const guest = t.client();
    // The page no longer answers for it, but a copy handed out earlier verifies as revoked.
    expect((await guest.get(`/shared/api/credentials/${certificate.id}`)).statusCode).toBe(404);
    expect((await guest.post('/shared/api/credentials/verify', { credential: jwt })).json().data.status).toBe(
      'revoked',
    );
    const list = await guest.get('/credentials/status/1');
    const listPayload = JSON.parse(Buffer.from(list.body.split('.')[1]!, 'base64url').toString());
    expect(statusBit(decodeStatusList(listPayload.credentialSubject.encodedList), index)).toBe(true);
  }, 60_000);
});

describe('certificates on the applicant page', () => {
  it('shows the recruiter of a job I applied to my valid certificates, with the links that verify them', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const f = await pipelineFixture(t);
    const before = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(before.json().data.certificates).toEqual([]);
    await almostComplete(f.talentClient, course.id, lessons);
    const certificate = (await submitQuiz(f.talentClient, course.id, lessons.final, 4)).json().data
      .certificate;
    const after = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(after.json().data.certificates).toEqual([
      {
        id: certificate.id,
        course_title: course.title,
        skills: [{ slug: 'javascript', name: 'JavaScript' }],
        issued_at: certificate.issued_at,
        verify_url: certificate.verify_url,
      },
    ]);
  }, 60_000);
});

describe('progress on other devices', () => {
  it('broadcasts CourseProgressChanged on my private channel after each save', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client, userId } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const echo = new Echo({
      broadcaster: 'reverb',
      client: kit.pusherThroughApp(client.cookies),
      namespace: 'App.Events',
    });
    const channel = echo.private(`App.Models.User.${userId}`);
    await once<unknown>((done) => channel.subscribed(done));
    const received: unknown[] = [];
    channel.listen(COURSE_PROGRESS_CHANGED_EVENT, (payload: unknown) => received.push(payload));
    await client.put(`${TALENT_API}/${course.id}/lessons/${lessons.video}/progress`, { position_seconds: 2 });
    await vi.waitFor(
      () => expect(received).toEqual([{ course_id: course.id, lesson_id: lessons.video, completed: false }]),
      { timeout: 5000, interval: 5 },
    );
  });
});
