import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, expect } from 'vitest';
import type { CourseInput, LessonInput, OperatorCourse } from '@talent/contract/courses';
import { assessmentItems } from '../../../db/schema/assessments.schema.ts';
import { createOperator, createTalent, DEFAULT_TEST_PASSWORD } from '../../../seed/factories.ts';
import type { TestClient } from '../../../test/harness.ts';
import { upload } from '../../../test/test-files.ts';
import type { AppDeps } from '../../../app.ts';
import { useAssessmentsApp, type AssessmentsContext } from '../../assessments/testing/assessments-kit.ts';
import { vp8FrameOfWebp, writeWebm } from '../webm.ts';

export const TALENT_API = '/talent/api/courses';
export const OPERATOR_API = '/shared/api/operator/courses';

/** A real, playable 6-second WebM (2 fps, 12 VP8 keyframes of two colours). */
export async function testClip(seconds = 6): Promise<Buffer> {
  const frame = async (colour: string) =>
    vp8FrameOfWebp(
      await sharp({ create: { width: 32, height: 18, channels: 3, background: colour } })
        .webp()
        .toBuffer(),
    );
  const [a, b] = await Promise.all([frame('#3355aa'), frame('#aa5533')]);
  return writeWebm({
    width: 32,
    height: 18,
    fps: 2,
    frames: Array.from({ length: seconds * 2 }, (_, i) => (i < seconds ? a! : b!)),
  });
}

export const TEST_CAPTIONS =
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nHello.\n\n00:00:03.000 --> 00:00:06.000\nBye.\n';

export interface QuickCourse {
  title: string;
  level?: 'beginner' | 'intermediate' | 'advanced';
  skills?: string[];
  /** Minutes of its one reading (the final quiz adds 10). */
  minutes?: number;
  summary?: string;
  published?: boolean;
}

export interface CoursesContext extends AssessmentsContext {
  operator(): Promise<TestClient>;
  /** A published course of one reading and a final quiz (no files), for catalogue tests. */
  quickCourse(operator: TestClient, course: QuickCourse): Promise<OperatorCourse>;
  talent(): Promise<{ client: TestClient; userId: string; email: string }>;
  /** A published course with a text, a video, a quiz, an exercise and a final quiz, built through the console. */
  course(
    operator: TestClient,
    overrides?: Partial<CourseInput>,
  ): Promise<{
    course: OperatorCourse;
    lessons: Record<'text' | 'video' | 'quiz' | 'exercise' | 'final', string>;
  }>;
}

export const QUIZ_ITEMS: LessonInput['items'] = [
  {
    type: 'single_choice',
    prompt: 'Which keyword declares a constant binding?',
    options: ['var', 'const', 'let'],
    correct: [1],
    explanation: '`const` cannot be reassigned.',
  },
  {
    type: 'multiple_choice',
    prompt: 'Which are primitive types?',
    options: ['string', 'object', 'number'],
    correct: [0, 2],
    explanation: 'Objects are not primitives.',
  },
  {
    type: 'short_answer',
    prompt: 'What does `typeof null` return?',
    accepted: ['object', '"object"'],
    explanation: 'A historical quirk.',
  },
  {
    type: 'ordering',
    prompt: 'Order the steps of a fetch.',
    steps: ['Send the request', 'Await the response', 'Read the body'],
    explanation: 'Request, response, body.',
  },
];

/** An app on a movable clock with the fixture item bank (its `add` coding item backs the exercise). */
export function useCoursesApp(options: { assessments?: AppDeps['assessments'] } = {}): CoursesContext {
  const ctx = useAssessmentsApp(options) as CoursesContext;
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM courses`);
  });
  ctx.operator = async () => {
    const user = await createOperator(ctx.database.db);
    const client = ctx.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return client;
  };
  ctx.talent = async () => {
    const user = await createTalent(ctx.database.db);
    const client = ctx.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return { client, userId: user.id, email: user.email };
  };
  ctx.quickCourse = async (operator, course) => {
    const created = await operator.post(OPERATOR_API, {
      title: course.title,
      summary: course.summary ?? `A short course about ${course.title}.`,
      description: '',
      level: course.level ?? 'beginner',
      skills: course.skills ?? ['javascript'],
      outcomes: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const module = await operator.post(`${OPERATOR_API}/${id}/modules`, { title: 'Only module' });
    const moduleId = module.json().data.modules[0].id as string;
    for (const body of [
      { title: 'Reading', kind: 'text', minutes: course.minutes ?? 20, body: 'Text.' },
      { title: 'Final quiz', kind: 'quiz', minutes: 10, items: QUIZ_ITEMS, is_final: true },
    ]) {
      const res = await operator.post(`${OPERATOR_API}/${id}/modules/${moduleId}/lessons`, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    if (course.published === false) return (await operator.get(`${OPERATOR_API}/${id}`)).json().data;
    const published = await operator.request('PATCH', `${OPERATOR_API}/${id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().data as OperatorCourse;
  };
  ctx.course = async (operator, overrides = {}) => {
    const created = await operator.post(OPERATOR_API, {
      title: 'JavaScript from the ground up',
      summary: 'Values, functions and the event loop, with exercises.',
      description: 'A short course.',
      level: 'beginner',
      skills: ['javascript'],
      outcomes: ['Write small functions'],
      ...overrides,
      published: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const module = await operator.post(`${OPERATOR_API}/${id}/modules`, { title: 'Basics', summary: '' });
    expect(module.statusCode, module.body).toBe(201);
    const moduleId = module.json().data.modules[0].id as string;

    const video = await upload(ctx.app, operator, [['kind', 'lesson_video']], {
      filename: 'intro.webm',
      content: await testClip(),
      type: 'video/webm',
    });
    expect(video.statusCode, video.body).toBe(201);
    const captions = await upload(ctx.app, operator, [['kind', 'lesson_captions']], {
      filename: 'intro.vtt',
      content: Buffer.from(TEST_CAPTIONS),
      type: 'text/vtt',
    });
    expect(captions.statusCode, captions.body).toBe(201);
    const [item] = await ctx.database.db
      .select({ id: assessmentItems.id })
      .from(assessmentItems)
      .where(eq(assessmentItems.key, 'javascript.sum-pairs'));

    const lessons: Array<
      [keyof Awaited<ReturnType<CoursesContext['course']>>['lessons'], Record<string, unknown>]
    > = [
      [
        'text',
        {
          title: 'Values',
          kind: 'text',
          minutes: 10,
          body: '# Values\n\n```js\nconst x = 1;\n```',
          preview: true,
        },
      ],
      [
        'video',
        {
          title: 'A tour',
          kind: 'video',
          minutes: 3,
          body: 'Notes',
          video_file_id: video.json().data.id,
          captions_file_id: captions.json().data.id,
        },
      ],
      ['quiz', { title: 'Check yourself', kind: 'quiz', minutes: 5, items: QUIZ_ITEMS, pass_percent: 50 }],
      ['exercise', { title: 'Add two numbers', kind: 'exercise', minutes: 15, exercise_item_id: item!.id }],
      ['final', { title: 'Final quiz', kind: 'quiz', minutes: 10, items: QUIZ_ITEMS, is_final: true }],
    ];
    const ids = {} as Record<string, string>;
    for (const [name, body] of lessons) {
      const res = await operator.post(`${OPERATOR_API}/${id}/modules/${moduleId}/lessons`, body);
      expect(res.statusCode, res.body).toBe(201);
      const all = (res.json().data as OperatorCourse).modules.flatMap((m) => m.lessons);
      ids[name] = all.at(-1)!.id;
    }
    const published = await operator.request('PATCH', `${OPERATOR_API}/${id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    return {
      course: published.json().data as OperatorCourse,
      lessons: ids as Record<'text' | 'video' | 'quiz' | 'exercise' | 'final', string>,
    };
  };
  return ctx;
}
