import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications, files } from './applications.schema.ts';
import { assessmentAttempts, skillTests } from './assessments.schema.ts';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';
import { companies, recruiters } from './jobs.schema.ts';

/*
 * Assessments a recruiter sends from an application (contract: assignments.ts): a skill test or an asynchronous
 * interview, reached by the candidate through a token link. Every row hangs off the application.
 */

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    talentUserId: uuid('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').references(() => recruiters.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // 'skill_test' | 'interview'
    kind: varchar('kind', { length: 16 }).notNull(),
    // 'sent' | 'in_progress' | 'completed' | 'expired' | 'cancelled'
    status: varchar('status', { length: 16 }).notNull().default('sent'),
    // SHA-256 (hex) of the token: the link is looked up by it.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    // The token sealed with the app key (base64), only to show the link again to its owner and the recruiter.
    tokenSealed: text('token_sealed').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message'),
    testId: uuid('test_id').references(() => skillTests.id, { onDelete: 'restrict' }),
    testSlug: varchar('test_slug', { length: 64 }),
    passMarkPercent: smallint('pass_mark_percent'),
    deadlineAt: instant('deadline_at').notNull(),
    sentAt: instant('sent_at').notNull(),
    startedAt: instant('started_at'),
    completedAt: instant('completed_at'),
    cancelledAt: instant('cancelled_at'),
    expiredAt: instant('expired_at'),
    // The graded attempt the start created (skill tests).
    attemptId: uuid('attempt_id').references(() => assessmentAttempts.id, { onDelete: 'set null' }),
    // The badge that completed it instead of a retake (the test passport).
    usedBadgeId: uuid('used_badge_id'),
    // Interviews: recordings and texts are deleted at this date, or sooner on the candidate's request.
    retentionUntil: instant('retention_until'),
    recordingsDeletedAt: instant('recordings_deleted_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assignments_token_hash_unique').on(t.tokenHash),
    index('assignments_application_idx').on(t.applicationId, t.sentAt.desc()),
    index('assignments_talent_idx').on(t.talentUserId, t.sentAt.desc()),
    uniqueIndex('assignments_attempt_unique').on(t.attemptId),
    index('assignments_due_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} IN ('sent', 'in_progress')`),
    index('assignments_retention_idx')
      .on(t.retentionUntil)
      .where(sql`${t.recordingsDeletedAt} IS NULL AND ${t.retentionUntil} IS NOT NULL`),
  ],
);

/** One question of an interview, as the recruiter wrote it (accommodations are applied when read). */
export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    prompt: text('prompt').notNull(),
    thinkSeconds: integer('think_seconds').notNull(),
    answerSeconds: integer('answer_seconds').notNull(),
    maxTakes: smallint('max_takes').notNull(),
    modes: text('modes').array().notNull(),
    // The take the candidate kept as the answer.
    keptTakeId: uuid('kept_take_id'),
    // The first time the recruiter played (or read) the kept answer: the candidate sees it.
    watchedAt: instant('watched_at'),
  },
  (t) => [uniqueIndex('assignment_questions_position_unique').on(t.assignmentId, t.position)],
);

export const assignmentRubricCriteria = pgTable(
  'assignment_rubric_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    description: text('description'),
  },
  (t) => [index('assignment_rubric_assignment_idx').on(t.assignmentId, t.position)],
);

export const assignmentAccommodations = pgTable(
  'assignment_accommodations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    // 'extra_time' | 'extra_takes'
    kind: varchar('kind', { length: 16 }).notNull(),
    extraTimePercent: smallint('extra_time_percent'),
    extraTakes: smallint('extra_takes'),
    note: text('note'),
    // 'pending' | 'granted' | 'declined'
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: instant('requested_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('assignment_accommodations_assignment_idx').on(t.assignmentId, t.requestedAt),
    // One open request at a time.
    uniqueIndex('assignment_accommodations_one_pending')
      .on(t.assignmentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One take of an interview question: think time, answer time, then a recording (or text) kept or discarded. */
export const assignmentTakes = pgTable(
  'assignment_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => assignmentQuestions.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    // 'video' | 'audio' | 'text'
    mode: varchar('mode', { length: 8 }).notNull(),
    // 'thinking' | 'answering' | 'stopped' | 'recorded' | 'kept' | 'discarded'
    state: varchar('state', { length: 16 }).notNull(),
    startedAt: instant('started_at').notNull(),
    thinkEndsAt: instant('think_ends_at').notNull(),
    answerStartedAt: instant('answer_started_at'),
    answerEndsAt: instant('answer_ends_at'),
    stoppedAt: instant('stopped_at'),
    overrunSeconds: integer('overrun_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    bytes: bigint('bytes', { mode: 'number' }),
    text: text('text'),
    recordedAt: instant('recorded_at'),
    // The recording (or text) was deleted: discarded, replaced by a kept take, retention, or on request.
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('assignment_takes_number_unique').on(t.questionId, t.number),
    index('assignment_takes_assignment_idx').on(t.assignmentId),
    // One open take per question (a double click starts one).
    uniqueIndex('assignment_takes_one_open')
      .on(t.questionId)
      .where(sql`${t.state} IN ('thinking', 'answering', 'stopped')`),
  ],
);

/** The recruiter's rating of one kept answer against the rubric. */
export const assignmentAnswerRatings = pgTable('assignment_answer_ratings', {
  questionId: uuid('question_id')
    .primaryKey()
    .references(() => assignmentQuestions.id, { onDelete: 'cascade' }),
  // [{criterion_id, score}]
  scores: jsonb('scores').notNull(),
  note: text('note'),
  ratedByUserId: uuid('rated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ratedByName: varchar('rated_by_name', { length: 200 }).notNull(),
  ratedAt: instant('rated_at').notNull(),
});
