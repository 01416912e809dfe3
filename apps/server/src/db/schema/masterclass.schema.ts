import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { instant } from './columns.ts';

/*
 * Masterclass talks (contract: masterclass.ts). A talk's stored state is only `cancelled_at`: scheduled, live and
 * ended follow from its times and the app clock. `revision` is the SEQUENCE of its calendar event; a person's
 * event adds their registration's own `revision` (cancelled, promoted, registered again), so both only grow.
 */
export const talks = pgTable(
  'talks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Seeded talks carry a stable key so seeding again adds nothing twice. */
    seedKey: varchar('seed_key', { length: 100 }),
    // TalkCategory
    category: varchar('category', { length: 32 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    abstract: text('abstract').notNull().default(''),
    speakerName: varchar('speaker_name', { length: 120 }).notNull(),
    speakerTitle: varchar('speaker_title', { length: 160 }).notNull().default(''),
    speakerBio: text('speaker_bio').notNull().default(''),
    speakerTimeZone: varchar('speaker_time_zone', { length: 64 }).notNull().default('UTC'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    joinUrl: text('join_url').notNull(),
    resources: jsonb('resources').$type<Array<{ title: string; url: string }>>().notNull().default([]),
    revision: integer('revision').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    cancelledReason: text('cancelled_reason'),
    recordingFileId: uuid('recording_file_id').references(() => files.id, { onDelete: 'set null' }),
    captionsFileId: uuid('captions_file_id').references(() => files.id, { onDelete: 'set null' }),
    slidesFileId: uuid('slides_file_id').references(() => files.id, { onDelete: 'set null' }),
    chapters: jsonb('chapters')
      .$type<Array<{ title: string; start_seconds: number }>>()
      .notNull()
      .default([]),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('talks_seed_key_unique').on(t.seedKey),
    index('talks_starts_idx').on(t.startsAt, t.id),
    index('talks_category_starts_idx').on(t.category, t.startsAt),
  ],
);

/**
 * One row per person and talk. A cancelled registration keeps its row (`cancelled_at`), so the person's calendar
 * feed can still say STATUS:CANCELLED; registering again reuses it. The waitlist's order is `line`.
 */
export const talkRegistrations = pgTable(
  'talk_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    talkId: uuid('talk_id')
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'registered' | 'waitlisted'
    state: varchar('state', { length: 16 }).notNull(),
    registeredAt: instant('registered_at').notNull(),
    // The place in line: a sequence, so people registering in the same millisecond still queue in order. Taken
    // afresh when someone registers again.
    line: bigserial('line', { mode: 'number' }).notNull(),
    promotedAt: instant('promoted_at'),
    cancelledAt: instant('cancelled_at'),
    revision: integer('revision').notNull().default(0),
    // Each reminder is claimed once by a conditional update.
    remindedDayAt: instant('reminded_day_at'),
    remindedSoonAt: instant('reminded_soon_at'),
  },
  (t) => [
    uniqueIndex('talk_registrations_talk_user_unique').on(t.talkId, t.userId),
    index('talk_registrations_talk_state_idx').on(t.talkId, t.state, t.line),
    index('talk_registrations_user_idx').on(t.userId),
  ],
);

export const talkQuestions = pgTable(
  'talk_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    talkId: uuid('talk_id')
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('talk_questions_talk_idx').on(t.talkId, t.createdAt)],
);

export const talkQuestionVotes = pgTable(
  'talk_question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => talkQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export const talkRatings = pgTable(
  'talk_ratings',
  {
    talkId: uuid('talk_id')
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.talkId, t.userId] })],
);

/** A talk a candidate proposes (`propose`, they would give it) or asks for (`ask`). */
export const talkRequests = pgTable(
  'talk_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'propose' | 'ask'
    kind: varchar('kind', { length: 16 }).notNull(),
    topic: varchar('topic', { length: 160 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    abstract: text('abstract').notNull(),
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull().default([]),
    speakerBio: text('speaker_bio').notNull().default(''),
    // TalkRequestStatus
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    reason: text('reason'),
    // The talk that answers it (status `scheduled`).
    talkId: uuid('talk_id').references(() => talks.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('talk_requests_status_idx').on(t.status, t.createdAt),
    index('talk_requests_user_idx').on(t.userId),
    index('talk_requests_talk_idx')
      .on(t.talkId)
      .where(sql`${t.talkId} is not null`),
  ],
);

export const talkRequestVotes = pgTable(
  'talk_request_votes',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => talkRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

/**
 * A person's calendar feed (GET /calendar/{token}.ics). The token is looked up by its SHA-256; a sealed copy (app
 * key) lets the settings show the URL again. Rotating replaces both, so the old URL stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
