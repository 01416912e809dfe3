import { z } from 'zod';
import {
  AnswerSchema,
  CODE_MAX_LENGTH,
  CodeLanguageSchema,
  ItemViewSchema,
  RunCaseResultSchema,
} from './assessments.ts';

/*
 * Courses: lessons the candidate works through at their own pace, with progress that follows them to any device and
 * a certificate anyone can verify at the end.
 *
 * A course has modules, a module has lessons. A lesson is one of:
 *   - text: Markdown (rendered without raw HTML; fenced code highlighted);
 *   - video: a WebM clip with WebVTT captions; the player offers speeds (COURSE_PLAYBACK_RATES) and the position is
 *     saved to the second (PUT …/progress with `position_seconds`, every few seconds while playing and on pause or
 *     leave), so the course resumes at the exact lesson and second anywhere; done at COURSE_VIDEO_DONE_RATIO watched
 *     (or when the candidate marks it done);
 *   - quiz: items of the assessment engine's types (single/multiple choice, short answer, ordering), checked one by
 *     one with feedback; done when the lesson's score reaches its pass mark. A module's last quiz may be the course's
 *     final quiz (`is_final`);
 *   - exercise: one coding item run in the assessment engine's sandbox against sample cases (POST …/run) and graded
 *     on hidden ones (POST …/submit); done when every case passes.
 * Text lessons are done when the candidate marks them so ("Mark as done"), or on reaching the end of the page.
 *
 * Completion: every lesson done and the final quiz at or above its pass mark → the course is completed once, a
 * certificate is issued: an Open Badges 3.0 credential (`OpenBadgeCredential`, achievementType `Certificate`) signed
 * and verified exactly like skill badges (badges.ts: `/shared/api/credentials/{id}` and `/credentials/{id}` verify
 * it; level null), plus a PDF with the verification link and a QR code of it. A `course_certificate` notification
 * follows. Certificates show on the profile under the same visibility as badges (the profile's public view lists them
 * when the candidate shows credentials).
 *
 * Candidate (`/talent/api`, verified):
 *   GET  /courses?q=&skill=&level=&length=&format=&sort=&cursor=  → CourseListSchema ("continue where you left off"
 *        first when `sort` is `relevance` and there is no `q`: the candidate's started, not completed courses by last
 *        activity; then the rest)
 *   GET  /courses/mine                       → CourseListSchema (enrolled ones, last activity first)
 *   GET  /courses/{id}                       → CourseResponseSchema (syllabus, my progress, resume point; 404
 *                                              unknown or unpublished)
 *   POST /courses/{id}/enrol                 → CourseResponseSchema (idempotent)
 *   GET  /courses/{id}/lessons/{lessonId}    → LessonResponseSchema (enrolled only: 403 otherwise, except a lesson
 *                                              marked `preview`)
 *   PUT  /courses/{id}/lessons/{lessonId}/progress  LessonProgressUpdateSchema → LessonProgressResponseSchema
 *        (monotonic `done`; position last-write-wins by `client_time` so a late save from an old tab loses)
 *   POST /courses/{id}/lessons/{lessonId}/quiz/check   QuizCheckSchema → QuizCheckResponseSchema (one item)
 *   POST /courses/{id}/lessons/{lessonId}/quiz/submit  QuizSubmitSchema → QuizResultResponseSchema (all items;
 *        a retry is allowed at once; best score kept)
 *   POST /courses/{id}/lessons/{lessonId}/exercise/run     ExerciseRunSchema → RunResultSchema (assessments.ts)
 *   POST /courses/{id}/lessons/{lessonId}/exercise/submit  ExerciseSubmitSchema → ExerciseResultResponseSchema
 *   GET  /courses/{id}/lessons/{lessonId}/video     the clip (Range requests; enrolled only)
 *   GET  /courses/{id}/lessons/{lessonId}/captions  the WebVTT file (text/vtt)
 *   GET  /certificates                       → CertificateListSchema (mine)
 *   GET  /certificates/{id}/pdf              → the PDF (application/pdf, attachment)
 * Public: verification through the badges endpoints (above); the profile's public view lists shown certificates.
 *
 * Operators (`/shared/api/operator`, operators only; others 403):
 *   GET    /courses                          → OperatorCourseListSchema (drafts too)
 *   POST   /courses                          CourseInputSchema → 201 OperatorCourseResponseSchema
 *   GET    /courses/{id}                     → OperatorCourseResponseSchema (every lesson's full content)
 *   PATCH  /courses/{id}                     CourseInputSchema.partial() → OperatorCourseResponseSchema
 *   POST   /courses/{id}/modules             ModuleInputSchema → 201 OperatorCourseResponseSchema
 *   PATCH  /courses/{id}/modules/{moduleId}  ModuleInputSchema.partial() → OperatorCourseResponseSchema
 *   DELETE /courses/{id}/modules/{moduleId}  → OperatorCourseResponseSchema (409 when a lesson has progress)
 *   POST   /courses/{id}/modules/{moduleId}/lessons      LessonInputSchema → 201 OperatorCourseResponseSchema
 *   PATCH  /courses/{id}/lessons/{lessonId}              LessonInputSchema (partial) → OperatorCourseResponseSchema
 *   DELETE /courses/{id}/lessons/{lessonId}              → OperatorCourseResponseSchema
 *   A video lesson names an uploaded `lesson_video` file (resumable upload, POST /uploads, with progress) and a
 *   `lesson_captions` file (POST /files); the server checks the bytes (WebM/MP4; a VTT file starting "WEBVTT").
 */

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const CourseLevelSchema = z.enum(COURSE_LEVELS, { error: 'Choose a level.' });
export type CourseLevel = z.infer<typeof CourseLevelSchema>;
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Total length buckets for the filter. */
export const COURSE_LENGTHS = ['under_2h', '2_to_5h', 'over_5h'] as const;
export const CourseLengthSchema = z.enum(COURSE_LENGTHS);
export type CourseLength = z.infer<typeof CourseLengthSchema>;
export const COURSE_LENGTH_LABELS: Record<CourseLength, string> = {
  under_2h: 'Under 2 hours',
  '2_to_5h': '2 to 5 hours',
  over_5h: 'Over 5 hours',
};

export const LESSON_KINDS = ['text', 'video', 'quiz', 'exercise'] as const;
export const LessonKindSchema = z.enum(LESSON_KINDS, { error: 'Choose a kind of lesson.' });
export type LessonKind = z.infer<typeof LessonKindSchema>;
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  text: 'Reading',
  video: 'Video',
  quiz: 'Quiz',
  exercise: 'Coding exercise',
};

/** The catalogue's format filter: a course "has" a format when any of its lessons is of that kind. */
export const COURSE_FORMATS = LESSON_KINDS;
export const COURSE_SORTS = ['relevance', 'newest', 'shortest', 'popular'] as const;
export const CourseSortSchema = z.enum(COURSE_SORTS);
export const COURSE_SORT_LABELS: Record<(typeof COURSE_SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  shortest: 'Shortest',
  popular: 'Most taken',
};

export const COURSE_PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** A video lesson counts as watched at this share of its length. */
export const COURSE_VIDEO_DONE_RATIO = 0.9;
export const COURSE_QUIZ_PASS_PERCENT = 70;
export const COURSE_PAGE_SIZE = 20;

/* ------------------------------------------------------------------------------------------------ catalogue */

const SkillRefSchema = z.object({ slug: z.string(), name: z.string() });

export const MyCourseProgressSchema = z.object({
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  done_lessons: z.number().int(),
  total_lessons: z.number().int(),
  percent: z.number().int().min(0).max(100),
  last_activity_at: z.string().nullable(),
  /** Where "Continue" goes: the lesson and the second to resume at (null when nothing was opened yet). */
  resume: z
    .object({
      lesson_id: z.string(),
      lesson_title: z.string(),
      position_seconds: z.number().int().nullable(),
    })
    .nullable(),
  certificate_id: z.string().nullable(),
});
export type MyCourseProgress = z.infer<typeof MyCourseProgressSchema>;

export const CourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One or two sentences. */
  summary: z.string(),
  level: CourseLevelSchema,
  skills: z.array(SkillRefSchema),
  total_minutes: z.number().int(),
  lesson_count: z.number().int(),
  formats: z.array(LessonKindSchema),
  /** Open jobs in the search that ask for one of the course's skills. */
  open_jobs: z.number().int(),
  enrolled_count: z.number().int(),
  published_at: z.string(),
  /** null when not enrolled. */
  progress: MyCourseProgressSchema.nullable(),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CourseListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  skill: z.string().max(100).optional(),
  level: CourseLevelSchema.optional(),
  length: CourseLengthSchema.optional(),
  format: LessonKindSchema.optional(),
  sort: CourseSortSchema.default('relevance'),
  cursor: z.string().max(500).optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

export const CourseListSchema = z.object({
  data: z.array(CourseSummarySchema),
  meta: z.object({ total: z.number().int(), next_cursor: z.string().nullable() }),
});

/* ------------------------------------------------------------------------------------------------ course */

export const LessonProgressSchema = z.object({
  done: z.boolean(),
  done_at: z.string().nullable(),
  position_seconds: z.number().int().nullable(),
  /** Quizzes: the best score in percent. */
  best_score: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

export const LessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: LessonKindSchema,
  minutes: z.number().int(),
  /** Open without enrolling. */
  preview: z.boolean(),
  /** The course's final quiz. */
  is_final: z.boolean(),
  progress: LessonProgressSchema.nullable(),
});
export type LessonOutline = z.infer<typeof LessonOutlineSchema>;

export const ModuleOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(LessonOutlineSchema),
});

export const CourseDetailSchema = CourseSummarySchema.extend({
  /** Markdown. */
  description: z.string(),
  /** What the candidate can do afterwards. */
  outcomes: z.array(z.string()),
  modules: z.array(ModuleOutlineSchema),
  /** The skill tests that prove the same skills (skill center slugs). */
  related_tests: z.array(z.object({ slug: z.string(), title: z.string() })),
  pass_percent: z.number().int(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;
export const CourseResponseSchema = z.object({ data: CourseDetailSchema });

/* ------------------------------------------------------------------------------------------------ certificates */

export const CertificateSchema = z.object({
  id: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
  skills: z.array(SkillRefSchema),
  issued_at: z.string(),
  status: z.enum(['valid', 'revoked']),
  /** The public page that verifies it (absolute URL, `/credentials/{id}`). */
  verify_url: z.string(),
  pdf_url: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;
export const CertificateListSchema = z.object({ data: z.array(CertificateSchema) });

/** A certificate as a profile shows it (its own small file, which the profile's contract loads). */
export type { CertificateRef } from './certificate-ref.ts';

/* ------------------------------------------------------------------------------------------------ lessons */

const LessonBaseSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  module_id: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  is_final: z.boolean(),
  progress: LessonProgressSchema,
  /** Neighbours in syllabus order, for "Previous" and "Next". */
  previous_id: z.string().nullable(),
  next_id: z.string().nullable(),
});

/** Quiz items: the assessment engine's views, coding excluded. */
export const QuizItemViewSchema = ItemViewSchema;

export const LessonSchema = z.discriminatedUnion('kind', [
  LessonBaseSchema.extend({ kind: z.literal('text'), body: z.string() }),
  LessonBaseSchema.extend({
    kind: z.literal('video'),
    /** Markdown notes under the player. */
    body: z.string(),
    video_url: z.string(),
    captions_url: z.string().nullable(),
    duration_seconds: z.number().int(),
  }),
  LessonBaseSchema.extend({
    kind: z.literal('quiz'),
    body: z.string(),
    pass_percent: z.number().int(),
    items: z.array(QuizItemViewSchema),
  }),
  LessonBaseSchema.extend({
    kind: z.literal('exercise'),
    body: z.string(),
    /** A coding item (type `coding`). */
    item: ItemViewSchema,
    /** The candidate's last submitted or saved source per language. */
    saved: z.partialRecord(CodeLanguageSchema, z.string()),
  }),
]);
export type Lesson = z.infer<typeof LessonSchema>;
export const LessonResponseSchema = z.object({ data: LessonSchema });

export const LessonProgressUpdateSchema = z.object({
  position_seconds: z.number().int().min(0).max(86_400).optional(),
  done: z.literal(true).optional(),
  /** The browser's time of the save, for last-write-wins between tabs and devices. */
  client_time: z.iso.datetime({ offset: true }).optional(),
});
export type LessonProgressUpdate = z.infer<typeof LessonProgressUpdateSchema>;
export const LessonProgressResponseSchema = z.object({
  data: z.object({ lesson: LessonProgressSchema, course: MyCourseProgressSchema }),
});

export const QuizCheckSchema = z.object({ item_id: z.string().max(100), answer: AnswerSchema });
export const QuizCheckResponseSchema = z.object({
  data: z.object({ correct: z.boolean(), explanation: z.string(), expected: z.string() }),
});
export const QuizSubmitSchema = z.object({
  answers: z
    .array(z.object({ item_id: z.string().max(100), answer: AnswerSchema }))
    .max(50, 'A quiz has at most 50 questions.'),
});
export type QuizSubmit = z.infer<typeof QuizSubmitSchema>;
export const QuizResultResponseSchema = z.object({
  data: z.object({
    score_percent: z.number().int(),
    passed: z.boolean(),
    items: z.array(
      z.object({ item_id: z.string(), correct: z.boolean(), explanation: z.string(), expected: z.string() }),
    ),
    lesson: LessonProgressSchema,
    course: MyCourseProgressSchema,
    /** Set when this submission completed the course. */
    certificate: CertificateSchema.nullable(),
  }),
});

export const ExerciseRunSchema = z.object({
  language: CodeLanguageSchema,
  source: z.string().max(CODE_MAX_LENGTH, 'The code is too long.'),
  custom_input: z.string().max(10_000, 'Keep the input shorter.').optional(),
});
export const ExerciseSubmitSchema = z.object({
  language: CodeLanguageSchema,
  source: z.string().max(CODE_MAX_LENGTH, 'The code is too long.'),
});
export const ExerciseResultResponseSchema = z.object({
  data: z.object({
    passed: z.boolean(),
    cases: z.array(RunCaseResultSchema),
    lesson: LessonProgressSchema,
    course: MyCourseProgressSchema,
    certificate: CertificateSchema.nullable(),
  }),
});

/* ------------------------------------------------------------------------------------------------ operators */

const MarkdownField = (max: number, message: string) => z.string().trim().max(max, message);

export const CourseInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Give the course a title.')
    .max(120, 'Keep the title under 120 characters.'),
  summary: z
    .string()
    .trim()
    .min(10, 'Write a one-line summary.')
    .max(300, 'Keep the summary under 300 characters.'),
  description: MarkdownField(20_000, 'The description is too long.'),
  level: CourseLevelSchema,
  /** Skill slugs of the catalogue. */
  skills: z.array(z.string().max(100)).min(1, 'Name at least one skill.').max(8, 'At most 8 skills.'),
  outcomes: z.array(z.string().trim().min(1).max(200)).max(10, 'At most 10 outcomes.'),
  pass_percent: z.number().int().min(1).max(100).default(COURSE_QUIZ_PASS_PERCENT),
  published: z.boolean().default(false),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;

export const ModuleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Give the module a title.')
    .max(120, 'Keep the title under 120 characters.'),
  summary: MarkdownField(1000, 'Keep the summary under 1000 characters.').default(''),
  position: z.number().int().min(1).optional(),
});

/** A quiz item as an operator writes it (choice, short answer or ordering), with its answer key. */
export const QuizItemInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('single_choice'),
    prompt: z.string().trim().min(1, 'Write the question.').max(4000),
    options: z.array(z.string().trim().min(1).max(500)).min(2, 'Give at least two options.').max(8),
    correct: z.array(z.number().int().min(0)).length(1, 'Mark the right option.'),
    explanation: z.string().max(4000).default(''),
  }),
  z.object({
    type: z.literal('multiple_choice'),
    prompt: z.string().trim().min(1, 'Write the question.').max(4000),
    options: z.array(z.string().trim().min(1).max(500)).min(2, 'Give at least two options.').max(8),
    correct: z.array(z.number().int().min(0)).min(1, 'Mark the right options.'),
    explanation: z.string().max(4000).default(''),
  }),
  z.object({
    type: z.literal('short_answer'),
    prompt: z.string().trim().min(1, 'Write the question.').max(4000),
    accepted: z.array(z.string().trim().min(1).max(200)).min(1, 'Give at least one accepted answer.').max(20),
    explanation: z.string().max(4000).default(''),
  }),
  z.object({
    type: z.literal('ordering'),
    prompt: z.string().trim().min(1, 'Write the question.').max(4000),
    /** In the right order. */
    steps: z.array(z.string().trim().min(1).max(300)).min(2, 'Give at least two steps.').max(10),
    explanation: z.string().max(4000).default(''),
  }),
]);
export type QuizItemInput = z.infer<typeof QuizItemInputSchema>;

export const LessonInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Give the lesson a title.')
    .max(160, 'Keep the title under 160 characters.'),
  kind: LessonKindSchema,
  minutes: z.number().int().min(1, 'At least a minute.').max(600, 'At most 10 hours.'),
  body: MarkdownField(50_000, 'The lesson is too long.').default(''),
  preview: z.boolean().default(false),
  is_final: z.boolean().default(false),
  position: z.number().int().min(1).optional(),
  /** video: the uploaded clip and captions (file ids). */
  video_file_id: z.string().max(100).nullable().optional(),
  captions_file_id: z.string().max(100).nullable().optional(),
  /** quiz */
  pass_percent: z.number().int().min(1).max(100).optional(),
  items: z.array(QuizItemInputSchema).max(50).optional(),
  /** exercise: an item of the assessment bank (type coding), by id. */
  exercise_item_id: z.string().max(100).nullable().optional(),
});
export type LessonInput = z.infer<typeof LessonInputSchema>;

export const OperatorLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: LessonKindSchema,
  minutes: z.number().int(),
  body: z.string(),
  preview: z.boolean(),
  is_final: z.boolean(),
  position: z.number().int(),
  video_file_id: z.string().nullable(),
  captions_file_id: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  pass_percent: z.number().int().nullable(),
  items: z.array(QuizItemInputSchema),
  exercise_item_id: z.string().nullable(),
  /** Candidates with any progress on it (deleting such a lesson asks first). */
  learners: z.number().int(),
});
export const OperatorCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  level: CourseLevelSchema,
  skills: z.array(SkillRefSchema),
  outcomes: z.array(z.string()),
  pass_percent: z.number().int(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  enrolled_count: z.number().int(),
  completed_count: z.number().int(),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      summary: z.string(),
      position: z.number().int(),
      lessons: z.array(OperatorLessonSchema),
    }),
  ),
});
export type OperatorCourse = z.infer<typeof OperatorCourseSchema>;
export const OperatorCourseResponseSchema = z.object({ data: OperatorCourseSchema });
export const OperatorCourseListSchema = z.object({
  data: z.array(
    OperatorCourseSchema.omit({ modules: true, description: true, outcomes: true }).extend({
      lesson_count: z.number().int(),
    }),
  ),
});

/** `CourseProgressChanged` on the candidate's private user channel after a save from another device. */
export const COURSE_PROGRESS_CHANGED_EVENT = 'CourseProgressChanged';
