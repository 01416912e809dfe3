import type {
  Certificate,
  CourseDetail,
  CourseSummary,
  Lesson,
  LessonOutline,
  LessonProgress,
  MyCourseProgress,
} from '@talent/contract/courses';

/** Test-only data for the candidate's course pages. */

export const COURSES_URL = '/talent/api/courses';
export const MINE_URL = '/talent/api/courses/mine';
export const COURSE_ID = 'c-react';
export const COURSE_URL = `${COURSES_URL}/${COURSE_ID}`;
export const lessonUrl = (lessonId: string, rest = '') => `${COURSE_URL}/lessons/${lessonId}${rest}`;

export function myProgress(overrides: Partial<MyCourseProgress> = {}): MyCourseProgress {
  return {
    enrolled_at: '2026-11-01T09:00:00.000Z',
    completed_at: null,
    done_lessons: 1,
    total_lessons: 4,
    percent: 25,
    last_activity_at: '2026-11-20T09:00:00.000Z',
    resume: { lesson_id: 'l-video', lesson_title: 'Hooks in practice', position_seconds: 83 },
    certificate_id: null,
    ...overrides,
  };
}

export function summary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: COURSE_ID,
    title: 'React from the ground up',
    summary: 'Components, state and hooks, with a small app at the end.',
    level: 'intermediate',
    skills: [
      { slug: 'react', name: 'React' },
      { slug: 'typescript', name: 'TypeScript' },
    ],
    total_minutes: 200,
    lesson_count: 4,
    formats: ['text', 'video', 'quiz'],
    open_jobs: 12,
    enrolled_count: 340,
    published_at: '2026-10-01T09:00:00.000Z',
    progress: null,
    ...overrides,
  };
}

export const lessonProgress = (overrides: Partial<LessonProgress> = {}): LessonProgress => ({
  done: false,
  done_at: null,
  position_seconds: null,
  best_score: null,
  updated_at: null,
  ...overrides,
});

const outline = (overrides: Partial<LessonOutline> & Pick<LessonOutline, 'id' | 'title' | 'kind'>) => ({
  minutes: 10,
  preview: false,
  is_final: false,
  progress: null,
  ...overrides,
});

export function detail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const enrolled = overrides.progress !== undefined ? overrides.progress !== null : false;
  const mine = (p: Partial<LessonProgress>) => (enrolled ? lessonProgress(p) : null);
  return {
    ...summary(),
    description: 'Build **real** components.\n\n```js\nconst answer = 42;\n```',
    outcomes: ['Write function components', 'Manage state with hooks'],
    modules: [
      {
        id: 'm-1',
        title: 'Foundations',
        summary: 'What React is for.',
        lessons: [
          outline({
            id: 'l-text',
            title: 'Thinking in components',
            kind: 'text',
            preview: true,
            progress: mine({ done: true }),
          }),
          outline({
            id: 'l-video',
            title: 'Hooks in practice',
            kind: 'video',
            minutes: 12,
            progress: mine({ position_seconds: 83 }),
          }),
        ],
      },
      {
        id: 'm-2',
        title: 'Check yourself',
        summary: '',
        lessons: [
          outline({
            id: 'l-code',
            title: 'A counter hook',
            kind: 'exercise',
            minutes: 20,
            progress: mine({}),
          }),
          outline({
            id: 'l-quiz',
            title: 'Final quiz',
            kind: 'quiz',
            minutes: 8,
            is_final: true,
            progress: mine({}),
          }),
        ],
      },
    ],
    related_tests: [{ slug: 'react', title: 'React' }],
    pass_percent: 70,
    ...overrides,
  };
}

const base = {
  course_id: COURSE_ID,
  module_id: 'm-1',
  minutes: 10,
  is_final: false,
  progress: lessonProgress(),
};

export const textLesson = (overrides: Partial<Extract<Lesson, { kind: 'text' }>> = {}): Lesson => ({
  ...base,
  id: 'l-text',
  title: 'Thinking in components',
  kind: 'text',
  body: '## Why components\n\nSmall parts that compose.',
  previous_id: null,
  next_id: 'l-video',
  ...overrides,
});

export const videoLesson = (overrides: Partial<Extract<Lesson, { kind: 'video' }>> = {}): Lesson => ({
  ...base,
  id: 'l-video',
  title: 'Hooks in practice',
  kind: 'video',
  minutes: 12,
  body: 'Notes under the clip.',
  video_url: `${lessonUrl('l-video')}/video`,
  captions_url: `${lessonUrl('l-video')}/captions`,
  duration_seconds: 600,
  progress: lessonProgress({ position_seconds: 83 }),
  previous_id: 'l-text',
  next_id: 'l-code',
  ...overrides,
});

export const quizLesson = (overrides: Partial<Extract<Lesson, { kind: 'quiz' }>> = {}): Lesson => ({
  ...base,
  id: 'l-quiz',
  module_id: 'm-2',
  title: 'Final quiz',
  kind: 'quiz',
  is_final: true,
  body: '',
  pass_percent: 70,
  items: [
    {
      id: 'q-1',
      position: 1,
      topic: 'hooks',
      difficulty: 1,
      prompt: 'Which hook keeps state?',
      points: 1,
      type: 'single_choice',
      options: [
        { id: 'o-1', text: 'useState' },
        { id: 'o-2', text: 'useRef' },
      ],
    },
    {
      id: 'q-2',
      position: 2,
      topic: 'hooks',
      difficulty: 1,
      prompt: 'Name the hook that runs after render.',
      points: 1,
      type: 'short_answer',
      hint: 'One word.',
      max_length: 100,
    },
  ],
  previous_id: 'l-code',
  next_id: null,
  ...overrides,
});

export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'cert-1',
    course: { id: COURSE_ID, title: 'React from the ground up' },
    skills: [{ slug: 'react', name: 'React' }],
    issued_at: '2026-11-21T10:00:00.000Z',
    status: 'valid',
    verify_url: 'http://localhost:3000/credentials/cert-1',
    pdf_url: '/talent/api/certificates/cert-1/pdf',
    ...overrides,
  };
}
