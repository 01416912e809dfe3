import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OperatorCourse } from '@talent/contract/courses';
import { assessmentItems } from '../../db/schema/assessments.schema.ts';
import { createRecruiterUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { tinyMp4, upload } from '../../test/test-files.ts';
import { OPERATOR_API, QUIZ_ITEMS, TALENT_API, testClip, useCoursesApp } from './testing/courses-kit.ts';

const t = useCoursesApp();

const COURSE = {
  title: 'Docker in a day',
  summary: 'Images, layers and Compose for developers.',
  description: '## Why\n\nShip the same thing everywhere.',
  level: 'intermediate',
  skills: ['docker', 'kubernetes'],
  outcomes: ['Write a Dockerfile'],
};

async function created(operator: Awaited<ReturnType<typeof t.operator>>) {
  const res = await operator.post(OPERATOR_API, COURSE);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as OperatorCourse;
}

describe('the operators’ course editor', () => {
  it('creates a draft course with its skills in order, and lists drafts with their lesson counts', async () => {
    const op = await t.operator();
    const course = await created(op);
    expect(course).toMatchObject({
      title: 'Docker in a day',
      level: 'intermediate',
      skills: [
        { slug: 'docker', name: 'Docker' },
        { slug: 'kubernetes', name: 'Kubernetes' },
      ],
      outcomes: ['Write a Dockerfile'],
      pass_percent: 70,
      published: false,
      published_at: null,
      enrolled_count: 0,
      completed_count: 0,
      modules: [],
    });
    const list = await op.get(OPERATOR_API);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: course.id, published: false, lesson_count: 0 }),
    ]);
    expect(list.json().data[0]).not.toHaveProperty('modules');
    // Drafts stay out of the catalogue.
    const { client } = await t.talent();
    expect((await client.get(TALENT_API)).json().data).toEqual([]);
  });

  it('answers 422 with field errors for a bad course, skill, lesson or quiz key', async () => {
    const op = await t.operator();
    const empty = await op.post(OPERATOR_API, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'description',
      'level',
      'outcomes',
      'skills',
      'summary',
      'title',
    ]);
    const unknownSkill = await op.post(OPERATOR_API, { ...COURSE, skills: ['docker', 'basket-weaving'] });
    expect(unknownSkill.statusCode).toBe(422);
    expect(unknownSkill.json().errors).toEqual({ 'skills.1': ['Choose a skill of the catalogue.'] });
    const publishedEmpty = await op.post(OPERATOR_API, { ...COURSE, published: true });
    expect(publishedEmpty.json().errors.published).toEqual([
      'Add lessons and a final quiz before publishing the course.',
    ]);

    const course = await created(op);
    const module = await op.post(`${OPERATOR_API}/${course.id}/modules`, { title: '' });
    expect(module.json().errors.title).toEqual(['Give the module a title.']);
    const moduleId = (await op.post(`${OPERATOR_API}/${course.id}/modules`, { title: 'One' })).json().data
      .modules[0].id as string;
    const lessons = `${OPERATOR_API}/${course.id}/modules/${moduleId}/lessons`;
    const noKind = await op.post(lessons, { title: 'X', minutes: 5 });
    expect(noKind.json().errors.kind).toEqual(['Choose a kind of lesson.']);
    const quizWithout = await op.post(lessons, { title: 'Quiz', kind: 'quiz', minutes: 5 });
    expect(quizWithout.json().errors.items).toEqual(['Add at least one question.']);
    const badKey = await op.post(lessons, {
      title: 'Quiz',
      kind: 'quiz',
      minutes: 5,
      items: [{ type: 'single_choice', prompt: 'Which?', options: ['a', 'b'], correct: [5] }],
    });
    expect(badKey.json().errors['items.0.correct']).toEqual(['Mark an option that exists.']);
    const finalText = await op.post(lessons, { title: 'Read', kind: 'text', minutes: 5, is_final: true });
    expect(finalText.json().errors.is_final).toEqual(['Only a quiz can be the final quiz.']);
    const noVideo = await op.post(lessons, { title: 'Watch', kind: 'video', minutes: 5 });
    expect(noVideo.json().errors.video_file_id).toEqual(['Upload the video of this lesson.']);
    const notAFile = await op.post(lessons, {
      title: 'Watch',
      kind: 'video',
      minutes: 5,
      video_file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(notAFile.json().errors.video_file_id).toEqual(['Choose a lesson video that was uploaded.']);
    const noTask = await op.post(lessons, { title: 'Code', kind: 'exercise', minutes: 5 });
    expect(noTask.json().errors.exercise_item_id).toEqual(['Choose a coding task of the skill tests.']);
    const [choice] = await t.database.db
      .select({ id: assessmentItems.id })
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'javascript.typeof-null'));
    const notCoding = await op.post(lessons, {
      title: 'Code',
      kind: 'exercise',
      minutes: 5,
      exercise_item_id: choice!.id,
    });
    expect(notCoding.json().errors.exercise_item_id).toEqual(['Choose a coding task of the skill tests.']);
    const tooLong = await op.post(lessons, { title: 'Read', kind: 'text', minutes: 601 });
    expect(tooLong.json().errors.minutes).toEqual(['At most 10 hours.']);
    // Nothing of it was written.
    expect((await op.get(`${OPERATOR_API}/${course.id}`)).json().data.modules[0].lessons).toEqual([]);
  });

  it('takes a video by its uploaded file, reading its length from the container; a non-WebVTT captions file is refused', async () => {
    const op = await t.operator();
    const course = await created(op);
    const moduleId = (await op.post(`${OPERATOR_API}/${course.id}/modules`, { title: 'One' })).json().data
      .modules[0].id as string;
    const clip = await upload(t.app, op, [['kind', 'lesson_video']], {
      filename: 'tour.webm',
      content: await testClip(8),
      type: 'video/webm',
    });
    expect(clip.statusCode, clip.body).toBe(201);
    const notVtt = await upload(t.app, op, [['kind', 'lesson_captions']], {
      filename: 'tour.vtt',
      content: Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nAn SRT file renamed.\n'),
      type: 'text/vtt',
    });
    expect(notVtt.statusCode).toBe(422);
    expect(notVtt.json().errors.file[0]).toContain('WebVTT');
    const bom = await upload(t.app, op, [['kind', 'lesson_captions']], {
      filename: 'tour.vtt',
      content: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHi\n'),
      ]),
    });
    expect(bom.statusCode, bom.body).toBe(201);
    expect(bom.json().data).toMatchObject({ kind: 'lesson_captions', type: 'text/vtt' });

    const lessons = `${OPERATOR_API}/${course.id}/modules/${moduleId}/lessons`;
    const added = await op.post(lessons, {
      title: 'A tour',
      kind: 'video',
      minutes: 2,
      video_file_id: clip.json().data.id,
      captions_file_id: bom.json().data.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.modules[0].lessons[0]).toMatchObject({
      kind: 'video',
      duration_seconds: 8,
      video_file_id: clip.json().data.id,
      captions_file_id: bom.json().data.id,
      learners: 0,
    });
    // A captions file offered as the video, or an MP4 without a length: 422.
    const wrongKind = await op.post(lessons, {
      title: 'Captions as a video',
      kind: 'video',
      minutes: 2,
      video_file_id: bom.json().data.id,
    });
    expect(wrongKind.json().errors.video_file_id).toEqual(['Choose a lesson video that was uploaded.']);
    const mp4 = await upload(t.app, op, [['kind', 'lesson_video']], {
      filename: 'x.mp4',
      content: tinyMp4(),
    });
    expect(mp4.statusCode, mp4.body).toBe(201);
    const noLength = await op.post(lessons, {
      title: 'An MP4 without moov',
      kind: 'video',
      minutes: 2,
      video_file_id: mp4.json().data.id,
    });
    expect(noLength.json().errors.video_file_id[0]).toContain('does not say how long it is');
  });

  it('lets only operators upload lesson videos and captions', async () => {
    const { client } = await t.talent();
    const res = await upload(t.app, client, [['kind', 'lesson_video']], {
      filename: 'x.webm',
      content: await testClip(),
    });
    expect(res.statusCode).toBe(403);
    const resumable = await client.post('/talent/api/uploads', {
      kind: 'lesson_captions',
      name: 'x.vtt',
      size: 20,
      type: 'text/vtt',
    });
    expect(resumable.statusCode).toBe(403);
    const op = await t.operator();
    const started = await op.post('/talent/api/uploads', {
      kind: 'lesson_video',
      name: 'x.webm',
      size: 100,
      type: 'video/webm',
    });
    expect(started.statusCode, started.body).toBe(201);
  });

  it('publishes only with lessons and a final quiz, moves the final mark, orders modules and lessons', async () => {
    const op = await t.operator();
    const course = await created(op);
    const url = `${OPERATOR_API}/${course.id}`;
    const first = (await op.post(`${url}/modules`, { title: 'First' })).json().data.modules[0].id as string;
    const second = (await op.post(`${url}/modules`, { title: 'Second', position: 1 })).json().data;
    expect(second.modules.map((m: { title: string; position: number }) => [m.title, m.position])).toEqual([
      ['Second', 1],
      ['First', 2],
    ]);
    await op.post(`${url}/modules/${first}/lessons`, { title: 'Read me', kind: 'text', minutes: 10 });
    const noFinal = await op.request('PATCH', url, { published: true });
    expect(noFinal.json().errors.published).toEqual([
      'Mark a quiz as the final quiz before publishing the course.',
    ]);
    await op.post(`${url}/modules/${first}/lessons`, {
      title: 'Quiz A',
      kind: 'quiz',
      minutes: 5,
      items: QUIZ_ITEMS,
      is_final: true,
    });
    const withB = await op.post(`${url}/modules/${first}/lessons`, {
      title: 'Quiz B',
      kind: 'quiz',
      minutes: 5,
      items: QUIZ_ITEMS,
      is_final: true,
      position: 1,
    });
    const lessons = withB.json().data.modules[1].lessons as OperatorCourse['modules'][number]['lessons'];
    expect(lessons.map((l) => [l.title, l.position, l.is_final])).toEqual([
      ['Quiz B', 1, true],
      ['Read me', 2, false],
      ['Quiz A', 3, false],
    ]);
    const published = await op.request('PATCH', url, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      published: true,
      title: 'Docker in a day',
      pass_percent: 70,
    });
    // A PATCH changes only what it sends.
    const renamed = await op.request('PATCH', url, { title: 'Docker in two days' });
    expect(renamed.json().data).toMatchObject({
      title: 'Docker in two days',
      published: true,
      level: 'intermediate',
    });
    // The only final quiz of a published course cannot go (409); unpublishing first allows it.
    const quizB = lessons[0]!.id;
    expect((await op.request('DELETE', `${url}/lessons/${quizB}`)).statusCode).toBe(409);
    expect((await op.request('PATCH', `${url}/lessons/${quizB}`, { is_final: false })).statusCode).toBe(409);
    // Editing a lesson keeps what it does not send.
    const moved = await op.request('PATCH', `${url}/lessons/${lessons[2]!.id}`, { minutes: 7, position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().data.modules[1].lessons as OperatorCourse['modules'][number]['lessons'];
    expect(after.map((l) => [l.title, l.minutes])).toEqual([
      ['Quiz A', 7],
      ['Quiz B', 5],
      ['Read me', 10],
    ]);
    expect(after[0]!.items).toEqual(QUIZ_ITEMS);
    const unpublished = await op.request('PATCH', url, { published: false });
    expect(unpublished.json().data.published).toBe(false);
    expect((await op.request('DELETE', `${url}/lessons/${quizB}`)).statusCode).toBe(200);
  });

  it('keeps a module candidates have progress in (409), and deletes a lesson with its progress', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    await client.put(`${TALENT_API}/${course.id}/lessons/${lessons.text}/progress`, { done: true });
    const moduleId = course.modules[0]!.id;
    const refused = await op.request('DELETE', `${OPERATOR_API}/${course.id}/modules/${moduleId}`);
    expect(refused.statusCode).toBe(409);
    const view = (await op.get(`${OPERATOR_API}/${course.id}`)).json().data as OperatorCourse;
    expect(view.modules[0]!.lessons[0]!.learners).toBe(1);
    expect(view.enrolled_count).toBe(1);
    const removed = await op.request('DELETE', `${OPERATOR_API}/${course.id}/lessons/${lessons.text}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.modules[0].lessons.map((l: { position: number }) => l.position)).toEqual([
      1, 2, 3, 4,
    ]);
    const mine = (await client.get(`${TALENT_API}/${course.id}`)).json().data.progress;
    expect(mine).toMatchObject({ done_lessons: 0, total_lessons: 4 });
    // An empty module of another course goes.
    const draft = await created(op);
    const empty = (await op.post(`${OPERATOR_API}/${draft.id}/modules`, { title: 'Empty' })).json().data
      .modules[0].id;
    const gone = await op.request('DELETE', `${OPERATOR_API}/${draft.id}/modules/${empty}`);
    expect(gone.json().data.modules).toEqual([]);
    // A module or lesson under another course's id is a 404.
    expect((await op.request('DELETE', `${OPERATOR_API}/${draft.id}/modules/${moduleId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await op.request('PATCH', `${OPERATOR_API}/${draft.id}/lessons/${lessons.quiz}`, { minutes: 3 }))
        .statusCode,
    ).toBe(404);
  });

  it('is for operators only: talents and recruiters 403, guests 401, before the body is read', async () => {
    const op = await t.operator();
    const course = await created(op);
    const { client } = await t.talent();
    const recruiter = await createRecruiterUser(t.database.db);
    const rc = t.client();
    await rc.login(recruiter.email, DEFAULT_TEST_PASSWORD);
    for (const who of [client, rc]) {
      expect((await who.get(OPERATOR_API)).statusCode).toBe(403);
      expect((await who.post(OPERATOR_API, {})).statusCode).toBe(403);
      expect((await who.get(`${OPERATOR_API}/${course.id}`)).statusCode).toBe(403);
      expect(
        (await who.request('PATCH', `${OPERATOR_API}/${course.id}`, { title: 'Mine now' })).statusCode,
      ).toBe(403);
      expect((await who.post(`${OPERATOR_API}/${course.id}/modules`, { title: 'x' })).statusCode).toBe(403);
    }
    const guest = t.client();
    expect((await guest.get(OPERATOR_API)).statusCode).toBe(401);
    expect((await op.get(`${OPERATOR_API}/${course.id}`)).json().data.title).toBe('Docker in a day');
  });
});
