import { describe, expect, it } from 'vitest';
import type { CourseSummary, Lesson } from '@talent/contract/courses';
import { createJob, createRecruiterUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { TALENT_API, TEST_CAPTIONS, useCoursesApp } from './testing/courses-kit.ts';

const t = useCoursesApp();
const HOUR = 3_600_000;

const titles = (data: CourseSummary[]) => data.map((c) => c.title);

describe('the catalogue', () => {
  it('lists published courses with their skills, length, formats and the open jobs they help with', async () => {
    const op = await t.operator();
    const { course } = await t.course(op);
    await t.quickCourse(op, { title: 'Draft only', published: false });
    await createJob(t.database.db, { skills: ['javascript'] });
    await createJob(t.database.db, { skills: ['javascript', 'react'] });
    await createJob(t.database.db, { skills: ['python'] });
    await createJob(t.database.db, { skills: ['javascript'], status: 'closed' });
    const { client } = await t.talent();

    const list = await client.get(TALENT_API);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ total: 1, next_cursor: null });
    expect(list.json().data[0]).toEqual({
      id: course.id,
      title: 'JavaScript from the ground up',
      summary: 'Values, functions and the event loop, with exercises.',
      level: 'beginner',
      skills: [{ slug: 'javascript', name: 'JavaScript' }],
      total_minutes: 43,
      lesson_count: 5,
      formats: ['exercise', 'quiz', 'text', 'video'],
      open_jobs: 2,
      enrolled_count: 0,
      published_at: t.clock.at.toISOString(),
      progress: null,
    });
  });

  it('filters by skill, level, length and format, and searches titles, skills and summaries', async () => {
    const op = await t.operator();
    await t.quickCourse(op, { title: 'Python basics', skills: ['python'], minutes: 30 });
    await t.quickCourse(op, {
      title: 'Advanced SQL tuning',
      skills: ['sql'],
      level: 'advanced',
      minutes: 200,
    });
    await t.quickCourse(op, {
      title: 'Long React course',
      skills: ['react', 'javascript'],
      level: 'intermediate',
      minutes: 400,
      summary: 'Hooks, effects and performance in depth.',
    });
    await t.course(op);
    const { client } = await t.talent();
    const get = async (query: string) => {
      const res = await client.get(`${TALENT_API}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return titles(res.json().data).sort();
    };
    expect(await get('skill=javascript')).toEqual(['JavaScript from the ground up', 'Long React course']);
    expect(await get('level=advanced')).toEqual(['Advanced SQL tuning']);
    expect(await get('length=under_2h')).toEqual(['JavaScript from the ground up', 'Python basics']);
    expect(await get('length=2_to_5h')).toEqual(['Advanced SQL tuning']);
    expect(await get('length=over_5h')).toEqual(['Long React course']);
    expect(await get('format=video')).toEqual(['JavaScript from the ground up']);
    expect(await get('format=exercise&skill=python')).toEqual([]);
    expect(await get('q=sql')).toEqual(['Advanced SQL tuning']);
    expect(await get('q=hooks%20effects')).toEqual(['Long React course']);
    expect(await get('q=react')).toEqual(['Long React course']);
    expect(await get('q=nothing-like-this')).toEqual([]);
  });

  it('sorts by newest, shortest and most taken; by default my started courses come first, last active first', async () => {
    const op = await t.operator();
    const a = await t.quickCourse(op, { title: 'A first', minutes: 60 });
    t.clock.advance(HOUR);
    const b = await t.quickCourse(op, { title: 'B second', minutes: 20 });
    t.clock.advance(HOUR);
    const c = await t.quickCourse(op, { title: 'C third', minutes: 40 });
    const others = await Promise.all([t.talent(), t.talent()]);
    for (const other of others) await other.client.post(`${TALENT_API}/${c.id}/enrol`);
    await others[0]!.client.post(`${TALENT_API}/${a.id}/enrol`);
    const { client } = await t.talent();
    const order = async (query: string) => titles((await client.get(`${TALENT_API}?${query}`)).json().data);

    expect(await order('sort=newest')).toEqual(['C third', 'B second', 'A first']);
    expect(await order('sort=shortest')).toEqual(['B second', 'C third', 'A first']);
    expect(await order('sort=popular')).toEqual(['C third', 'A first', 'B second']);

    // Started (enrolled, not completed) first, the most recently active first; then the rest.
    await client.post(`${TALENT_API}/${a.id}/enrol`);
    t.clock.advance(HOUR);
    await client.post(`${TALENT_API}/${b.id}/enrol`);
    expect((await order('')).slice(0, 2)).toEqual(['B second', 'A first']);
    t.clock.advance(HOUR);
    const lessonOfA = a.modules[0]!.lessons[0]!.id;
    await client.get(`${TALENT_API}/${a.id}/lessons/${lessonOfA}`);
    expect(await order('')).toEqual(['A first', 'B second', 'C third']);
    // A search orders by relevance instead.
    expect(await order('q=third')).toEqual(['C third']);

    const mine = await client.get(`${TALENT_API}/mine`);
    expect(titles(mine.json().data)).toEqual(['A first', 'B second']);
    expect(mine.json().data[0].progress.resume).toMatchObject({
      lesson_id: lessonOfA,
      lesson_title: 'Reading',
    });
  });

  it('pages with an opaque cursor and refuses a forged one', async () => {
    const op = await t.operator();
    for (let i = 0; i < 22; i++) await t.quickCourse(op, { title: `Course ${String(i).padStart(2, '0')}` });
    const { client } = await t.talent();
    const first = (await client.get(`${TALENT_API}?sort=newest`)).json();
    expect(first.data).toHaveLength(20);
    expect(first.meta.total).toBe(22);
    const second = (await client.get(`${TALENT_API}?sort=newest&cursor=${first.meta.next_cursor}`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta.next_cursor).toBeNull();
    const all = [...first.data, ...second.data].map((c: CourseSummary) => c.id);
    expect(new Set(all).size).toBe(22);
    const forged = await client.get(`${TALENT_API}?cursor=not-a-cursor`);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.cursor).toBeDefined();
    expect((await client.get(`${TALENT_API}?level=expert`)).statusCode).toBe(422);
    expect((await client.get(`${TALENT_API}?sort=random`)).statusCode).toBe(422);
  });
});

describe('a course and its lessons', () => {
  it('shows the syllabus, related skill tests and, once enrolled (idempotently), my progress', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    const before = (await client.get(`${TALENT_API}/${course.id}`)).json().data;
    expect(before.progress).toBeNull();
    expect(before.modules[0].lessons.map((l: { kind: string }) => l.kind)).toEqual([
      'text',
      'video',
      'quiz',
      'exercise',
      'quiz',
    ]);
    expect(before.modules[0].lessons[0]).toMatchObject({ id: lessons.text, preview: true, progress: null });
    expect(before.modules[0].lessons[4]).toMatchObject({ is_final: true });
    expect(before.related_tests).toEqual([{ slug: 'javascript', title: 'JavaScript' }]);
    expect(before.pass_percent).toBe(70);

    const enrolled = await client.post(`${TALENT_API}/${course.id}/enrol`);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const again = await client.post(`${TALENT_API}/${course.id}/enrol`);
    expect(again.json().data.enrolled_count).toBe(1);
    expect(again.json().data.progress).toMatchObject({
      done_lessons: 0,
      total_lessons: 5,
      percent: 0,
      resume: null,
      completed_at: null,
      certificate_id: null,
    });
  });

  it('answers 404 for an unknown or unpublished course, and 403 for a lesson before enrolling except a preview', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const draft = await t.quickCourse(op, { title: 'Not yet', published: false });
    const { client } = await t.talent();
    expect((await client.get(`${TALENT_API}/${draft.id}`)).statusCode).toBe(404);
    expect((await client.post(`${TALENT_API}/${draft.id}/enrol`)).statusCode).toBe(404);
    expect((await client.get(`${TALENT_API}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await client.get(`${TALENT_API}/not-a-uuid`)).statusCode).toBe(404);
    // A lesson of another course under this course's id is not found.
    const other = await t.quickCourse(op, { title: 'Other' });
    const foreign = other.modules[0]!.lessons[0]!.id;
    expect((await client.get(`${TALENT_API}/${course.id}/lessons/${foreign}`)).statusCode).toBe(404);

    const preview = await client.get(`${TALENT_API}/${course.id}/lessons/${lessons.text}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ kind: 'text', previous_id: null, next_id: lessons.video });
    const locked = await client.get(`${TALENT_API}/${course.id}/lessons/${lessons.quiz}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Enrol in the course to open this lesson.');
    expect((await client.get(`${TALENT_API}/${course.id}/lessons/${lessons.video}/video`)).statusCode).toBe(
      403,
    );
    expect(
      (await client.put(`${TALENT_API}/${course.id}/lessons/${lessons.text}/progress`, { done: true }))
        .statusCode,
    ).toBe(403);
  });

  it('serves each kind of lesson: the quiz without its key, the exercise without its hidden tests', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const get = async (id: string) =>
      (await client.get(`${TALENT_API}/${course.id}/lessons/${id}`)).json().data as Lesson;

    const video = await get(lessons.video);
    expect(video).toMatchObject({
      kind: 'video',
      duration_seconds: 6,
      video_url: `${TALENT_API}/${course.id}/lessons/${lessons.video}/video`,
      captions_url: `${TALENT_API}/${course.id}/lessons/${lessons.video}/captions`,
    });
    const quiz = await get(lessons.quiz);
    if (quiz.kind !== 'quiz') throw new Error('not a quiz');
    expect(quiz.pass_percent).toBe(50);
    expect(quiz.items.map((i) => i.type)).toEqual([
      'single_choice',
      'multiple_choice',
      'short_answer',
      'ordering',
    ]);
    const text = JSON.stringify(quiz);
    expect(text).not.toContain('explanation');
    expect(text).not.toContain('accepted');
    expect(text).not.toContain('"correct"');
    // Option ids are masked per question: no id repeats across questions.
    const ids = quiz.items.flatMap((i) =>
      ('options' in i ? i.options : 'steps' in i ? i.steps : []).map((o) => o.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const final = await get(lessons.final);
    expect(final).toMatchObject({ kind: 'quiz', is_final: true, pass_percent: 70, next_id: null });

    const exercise = await get(lessons.exercise);
    if (exercise.kind !== 'exercise') throw new Error('not an exercise');
    expect(exercise.item).toMatchObject({ type: 'coding', title: 'Add two numbers', hidden_count: 4 });
    expect(JSON.stringify(exercise)).not.toContain('3000000');
    expect(exercise.saved).toEqual({});
  });
});

describe('progress', () => {
  it('keeps the latest position by client time, marks a video done at 90 %, and never undoes done', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const url = `${TALENT_API}/${course.id}/lessons/${lessons.video}/progress`;
    const at = (minutes: number) => new Date(t.clock.at.getTime() - HOUR + minutes * 60_000).toISOString();

    const first = await client.put(url, { position_seconds: 3, client_time: at(10) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.lesson).toMatchObject({ position_seconds: 3, done: false });
    expect(first.json().data.course.resume).toEqual({
      lesson_id: lessons.video,
      lesson_title: 'A tour',
      position_seconds: 3,
    });
    // An old tab saving late (earlier client time) loses to the newer save.
    const late = await client.put(url, { position_seconds: 1, client_time: at(5) });
    expect(late.json().data.lesson.position_seconds).toBe(3);
    // A newer save from another device wins, and is what "Continue" resumes at, anywhere.
    const phone = t.client();
    phone.cookies.clear();
    for (const [k, v] of client.cookies) phone.cookies.set(k, v);
    await phone.put(url, { position_seconds: 4, client_time: at(20) });
    const detail = (await client.get(`${TALENT_API}/${course.id}`)).json().data;
    expect(detail.progress.resume).toEqual({
      lesson_id: lessons.video,
      lesson_title: 'A tour',
      position_seconds: 4,
    });
    // A clock far ahead counts as now, so it cannot pin the position for ever.
    await client.put(url, { position_seconds: 2, client_time: '2099-01-01T00:00:00Z' });
    const next = await client.put(url, { position_seconds: 5 });
    expect(next.json().data.lesson).toMatchObject({ position_seconds: 5, done: false });

    // 90 % of 6 seconds is 5.4: the save at 5 was short of it, the one at 6 reaches it.
    const done = await client.put(url, { position_seconds: 6 });
    expect(done.json().data.lesson.done).toBe(true);
    expect(done.json().data.course).toMatchObject({ done_lessons: 1, percent: 20 });
    const rewound = await client.put(url, { position_seconds: 0 });
    expect(rewound.json().data.lesson).toMatchObject({ done: true, position_seconds: 0 });
  });

  it('marks a reading done; refuses done on quizzes and exercises and positions outside videos (422)', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const put = (id: string, body: Record<string, unknown>) =>
      client.put(`${TALENT_API}/${course.id}/lessons/${id}/progress`, body);
    const read = await put(lessons.text, { done: true });
    expect(read.json().data.lesson.done).toBe(true);
    expect(read.json().data.course).toMatchObject({ done_lessons: 1, total_lessons: 5 });
    const quiz = await put(lessons.quiz, { done: true });
    expect(quiz.statusCode).toBe(422);
    expect(quiz.json().errors.done).toEqual(['A quiz is done when you reach its pass mark.']);
    expect((await put(lessons.exercise, { done: true })).statusCode).toBe(422);
    expect((await put(lessons.text, { position_seconds: 10 })).json().errors.position_seconds).toBeDefined();
    expect((await put(lessons.text, { done: false })).statusCode).toBe(422);
    expect((await put(lessons.video, { position_seconds: -1 })).statusCode).toBe(422);
    expect((await put(lessons.video, { client_time: 'yesterday' })).statusCode).toBe(422);
  });

  it("keeps each candidate's progress their own: another's enrolment, lessons and certificates stay out of reach", async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const ada = await t.talent();
    const bob = await t.talent();
    await ada.client.post(`${TALENT_API}/${course.id}/enrol`);
    await ada.client.put(`${TALENT_API}/${course.id}/lessons/${lessons.video}/progress`, {
      position_seconds: 4,
    });
    // Bob sees none of it, and cannot write into Ada's progress: he is not enrolled.
    const bobs = (await bob.client.get(`${TALENT_API}/${course.id}`)).json().data;
    expect(bobs.progress).toBeNull();
    expect(bobs.enrolled_count).toBe(1);
    expect(
      (
        await bob.client.put(`${TALENT_API}/${course.id}/lessons/${lessons.video}/progress`, {
          position_seconds: 1,
        })
      ).statusCode,
    ).toBe(403);
    await bob.client.post(`${TALENT_API}/${course.id}/enrol`);
    const lesson = (await bob.client.get(`${TALENT_API}/${course.id}/lessons/${lessons.video}`)).json().data;
    expect(lesson.progress.position_seconds).toBeNull();
    expect((await bob.client.get('/talent/api/certificates')).json().data).toEqual([]);
    const adas = (await ada.client.get(`${TALENT_API}/${course.id}/lessons/${lessons.video}`)).json().data;
    expect(adas.progress.position_seconds).toBe(4);
  });
});

describe('lesson media', () => {
  it('streams the clip with byte ranges and the captions as WebVTT to enrolled candidates', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const base = `${TALENT_API}/${course.id}/lessons/${lessons.video}`;
    const whole = await client.get(`${base}/video`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await client.get(`${base}/video`, { headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(4, 12))).toBe(true);
    const beyond = await client.get(`${base}/video`, {
      headers: { range: `bytes=${whole.rawPayload.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    const captions = await client.get(`${base}/captions`);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe(TEST_CAPTIONS);
    // Only video lessons have media.
    expect((await client.get(`${TALENT_API}/${course.id}/lessons/${lessons.text}/video`)).statusCode).toBe(
      404,
    );
  });
});

describe('who may reach the courses', () => {
  it('answers 401 to guests and 403 to recruiters and operators on the candidate routes', async () => {
    const op = await t.operator();
    const { course } = await t.course(op);
    const guest = t.client();
    expect((await guest.get(TALENT_API)).statusCode).toBe(401);
    expect((await guest.get(`${TALENT_API}/${course.id}`)).statusCode).toBe(401);
    expect((await guest.get('/talent/api/certificates')).statusCode).toBe(401);
    const recruiter = await createRecruiterUser(t.database.db);
    const rc = t.client();
    await rc.login(recruiter.email, DEFAULT_TEST_PASSWORD);
    expect((await rc.get(TALENT_API)).statusCode).toBe(403);
    expect((await rc.post(`${TALENT_API}/${course.id}/enrol`)).statusCode).toBe(403);
    expect((await op.get(TALENT_API)).statusCode).toBe(403);
    const unverified = await t.createUser({ verified: false });
    const uc = t.client();
    await uc.login(unverified.email, DEFAULT_TEST_PASSWORD);
    expect((await uc.get(TALENT_API)).statusCode).toBe(403);
  });
});
