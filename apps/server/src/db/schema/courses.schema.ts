import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { COURSE_LEVELS, LESSON_KINDS } from '@talent/contract/courses';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { instant } from './columns.ts';
import { skills } from './jobs.schema.ts';

export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const lessonKind = pgEnum('lesson_kind', LESSON_KINDS);

/** A course of the catalogue; unpublished (`published_at` null) ones are seen by operators only. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Seeded courses carry a stable key so a re-seed updates rather than duplicates. */
    seedKey: varchar('seed_key', { length: 100 }),
    /** Of the seeded content as written: a re-seed rebuilds a seeded course only when its text changed. */
    seedHash: varchar('seed_hash', { length: 64 }),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    level: courseLevel('level').notNull(),
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    passPercent: smallint('pass_percent').notNull().default(70),
    publishedAt: instant('published_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_seed_key_unique').on(t.seedKey),
    index('courses_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** The skills a course teaches (what the skill-gap map and the catalogue's skill filter read). */
export const courseSkills = pgTable(
  'course_skills',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.skillId] }), index('course_skills_skill_idx').on(t.skillId)],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    summary: text('summary').notNull().default(''),
    position: smallint('position').notNull(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.position)],
);

/**
 * One lesson. `items` holds a quiz's items with their answer keys (QuizItemInput, never served as is);
 * `exercise_item_id` names a coding item of the assessment bank, run in its sandbox.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 160 }).notNull(),
    kind: lessonKind('kind').notNull(),
    minutes: smallint('minutes').notNull(),
    body: text('body').notNull().default(''),
    preview: boolean('preview').notNull().default(false),
    isFinal: boolean('is_final').notNull().default(false),
    position: smallint('position').notNull(),
    videoFileId: uuid('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    captionsFileId: uuid('captions_file_id').references(() => files.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds'),
    passPercent: smallint('pass_percent'),
    items: jsonb('items').notNull().default([]),
    exerciseItemId: uuid('exercise_item_id'),
    /**
     * A coding task the course brings itself (the item bank's `CodingItem` shape: prompt, samples, hidden cases,
     * reference), for skills whose skill test has no coding item; used when `exercise_item_id` is null.
     */
    exercise: jsonb('exercise'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('course_lessons_module_idx').on(t.moduleId, t.position),
    index('course_lessons_course_idx').on(t.courseId),
  ],
);

export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: instant('enrolled_at').notNull(),
    completedAt: instant('completed_at'),
    lastActivityAt: instant('last_activity_at'),
    /** Where "Continue" goes. */
    lastLessonId: uuid('last_lesson_id').references(() => courseLessons.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_enrolments_course_idx').on(t.courseId),
    index('course_enrolments_user_activity_idx').on(t.userId, t.lastActivityAt.desc()),
  ],
);

/** A candidate's progress on one lesson; the position is last-write-wins by the browser's `client_time`. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    doneAt: instant('done_at'),
    positionSeconds: integer('position_seconds'),
    positionClientTime: instant('position_client_time'),
    bestScore: smallint('best_score'),
    /** Exercise: the last source per language. */
    savedSource: jsonb('saved_source').$type<Record<string, string>>().notNull().default({}),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * A course certificate: an Open Badges 3.0 credential signed like skill badges (the VC-JWT kept as issued) and a
 * PDF. It takes its revocation bit from the same status list as badges (`status_list_index`, never reused).
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    courseTitle: varchar('course_title', { length: 120 }).notNull(),
    issuedAt: instant('issued_at').notNull(),
    revokedAt: instant('revoked_at'),
    statusListIndex: integer('status_list_index').notNull(),
    credentialJwt: text('credential_jwt').notNull(),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_certificates_status_list_index_unique').on(t.statusListIndex),
    uniqueIndex('course_certificates_user_course_unique').on(t.userId, t.courseId),
    index('course_certificates_user_idx').on(t.userId, t.issuedAt.desc()),
  ],
);
