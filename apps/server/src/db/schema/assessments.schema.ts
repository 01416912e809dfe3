import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';
import { skills } from './jobs.schema.ts';

export const attemptStatus = pgEnum('attempt_status', ['in_progress', 'submitted', 'expired']);
export const attemptClosedBy = pgEnum('attempt_closed_by', ['candidate', 'deadline']);

/**
 * A published skill test, loaded from the item bank at start-up (by slug). A test no longer in the bank is
 * retired, never deleted: attempts and badges keep pointing at it.
 */
export const skillTests = pgTable(
  'skill_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 64 }).notNull(),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    timeLimitMinutes: smallint('time_limit_minutes').notNull(),
    topics: text('topics').array().notNull(),
    // {choice, ordering, shortAnswer, coding}: how many of each kind a graded form draws.
    blueprint: jsonb('blueprint').notNull(),
    // Of the test as written (items included): start-up skips a test whose hash has not changed.
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    retiredAt: instant('retired_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('skill_tests_slug_unique').on(t.slug), index('skill_tests_skill_idx').on(t.skillId)],
);

/** One task of the bank, answer key included (never served as is). */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: varchar('key', { length: 200 }).notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => skillTests.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    topic: varchar('topic', { length: 200 }).notNull(),
    difficulty: smallint('difficulty').notNull(),
    practice: boolean('practice').notNull().default(false),
    // The bank item as written (`BankItem`): prompt, options, keys, hidden tests.
    content: jsonb('content').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    // Graded forms it was drawn into; past the cap it is retired so it does not become known.
    exposureCount: integer('exposure_count').notNull().default(0),
    retiredAt: instant('retired_at'),
    // 'removed' (gone from the bank; comes back if it returns) or 'exposure' (over the cap; stays retired).
    retiredReason: varchar('retired_reason', { length: 16 }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_items_key_unique').on(t.key),
    index('assessment_items_draw_idx')
      .on(t.testId, t.type, t.exposureCount)
      .where(sql`${t.retiredAt} IS NULL AND NOT ${t.practice}`),
    index('assessment_items_practice_idx')
      .on(t.testId)
      .where(sql`${t.practice}`),
  ],
);

/** One timed sitting of a test by a candidate, with its form and, once closed, its grade. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => skillTests.id, { onDelete: 'restrict' }),
    // The form in order: [{item_id, order}], `order` the shuffled option or step ids (null for other kinds).
    form: jsonb('form').notNull(),
    proctoringMode: varchar('proctoring_mode', { length: 16 }).notNull(),
    consentedAt: instant('consented_at').notNull(),
    startedAt: instant('started_at').notNull(),
    deadlineAt: instant('deadline_at').notNull(),
    status: attemptStatus('status').notNull().default('in_progress'),
    closedBy: attemptClosedBy('closed_by'),
    submittedAt: instant('submitted_at'),
    points: real('points'),
    maxPoints: real('max_points'),
    percent: smallint('percent'),
    passed: boolean('passed'),
    level: varchar('level', { length: 16 }),
    isRedo: boolean('is_redo').notNull().default(false),
    // {items: [{item_id, points, max_points}], topics: [...], coding: [...]}.
    graded: jsonb('graded'),
    // When the captures of this attempt are deleted unless the candidate does it sooner.
    proctoringRetainUntil: instant('proctoring_retain_until'),
    proctoringDeletedAt: instant('proctoring_deleted_at'),
  },
  (t) => [
    index('assessment_attempts_user_idx').on(t.userId, t.testId, t.startedAt.desc()),
    // At most one attempt in progress per candidate and test (a double click starts one).
    uniqueIndex('assessment_attempts_one_open')
      .on(t.userId, t.testId)
      .where(sql`${t.status} = 'in_progress'`),
    index('assessment_attempts_due_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
    index('assessment_attempts_cohort_idx')
      .on(t.testId, t.userId, t.percent)
      .where(sql`${t.status} <> 'in_progress'`),
    index('assessment_attempts_retention_idx')
      .on(t.proctoringRetainUntil)
      .where(sql`${t.proctoringDeletedAt} IS NULL AND ${t.proctoringRetainUntil} IS NOT NULL`),
  ],
);

/** The candidate's latest answer to one task of the form (autosaved). */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => assessmentItems.id, { onDelete: 'restrict' }),
    answer: jsonb('answer').notNull(),
    savedAt: instant('saved_at').notNull(),
    points: real('points'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.itemId] })],
);

/** Per candidate and test: who may see the result. */
export const skillStandings = pgTable(
  'skill_standings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => skillTests.id, { onDelete: 'cascade' }),
    visibility: varchar('visibility', { length: 16 }).notNull().default('band'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.testId] }), index('skill_standings_test_idx').on(t.testId)],
);

/** What the candidate agreed to have recorded: browser signals and, in webcam mode, snapshots. */
export const proctoringEntries = pgTable(
  'proctoring_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    at: instant('at').notNull(),
    amount: integer('amount'),
    itemId: uuid('item_id'),
    // Snapshots: the object in the file store, its type and size.
    storageKey: text('storage_key'),
    mime: varchar('mime', { length: 64 }),
    bytes: integer('bytes'),
    retainUntil: instant('retain_until').notNull(),
  },
  (t) => [
    index('proctoring_entries_attempt_idx').on(t.attemptId, t.at),
    index('proctoring_entries_retention_idx').on(t.retainUntil),
  ],
);
