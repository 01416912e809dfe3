import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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
import { APPLICATION_EVENT_TYPES } from '@talent/contract/applications';
import {
  INTERVIEW_DECLINE_REASONS,
  INTERVIEW_OUTCOMES,
  INTERVIEW_REQUEST_STATUSES,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
} from '@talent/contract/interviews';
import { OFFER_DECLINE_REASONS, OFFER_STATUSES } from '@talent/contract/offers';
import { users } from './auth.schema.ts';
import { applications, applicationStatus, files } from './applications.schema.ts';
import { employmentType, recruiters, salaryPeriod } from './jobs.schema.ts';
import { instant } from './columns.ts';

/*
 * The hiring pipeline: the timeline of each application, interview requests with their slots,
 * interviews, and offers. Every row hangs off an application, so deleting an account or a job removes its pipeline.
 */

export const actorKind = pgEnum('actor_kind', ['talent', 'recruiter', 'system']);
export const applicationEventType = pgEnum('application_event_type', APPLICATION_EVENT_TYPES);
export const interviewType = pgEnum('interview_type', INTERVIEW_TYPES);
export const interviewRequestStatus = pgEnum('interview_request_status', INTERVIEW_REQUEST_STATUSES);
export const interviewDeclineReason = pgEnum('interview_decline_reason', INTERVIEW_DECLINE_REASONS);
export const interviewStatus = pgEnum('interview_status', INTERVIEW_STATUSES);
export const interviewOutcome = pgEnum('interview_outcome', INTERVIEW_OUTCOMES);
export const offerStatus = pgEnum('offer_status', OFFER_STATUSES);
export const offerDeclineReason = pgEnum('offer_decline_reason', OFFER_DECLINE_REASONS);

export const interviewRequests = pgTable(
  'interview_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    // The account that sent it (a recruiter of the company).
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: interviewType('type').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    // [{name, title}]
    interviewers: jsonb('interviewers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    agenda: text('agenda').notNull(),
    prepNotes: text('prep_notes').notNull().default(''),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    recruiterTimezone: varchar('recruiter_timezone', { length: 64 }).notNull(),
    status: interviewRequestStatus('status').notNull().default('pending'),
    talentNote: text('talent_note'),
    declineReason: interviewDeclineReason('decline_reason'),
    declineNote: text('decline_note'),
    respondedAt: instant('responded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interview_requests_application_idx').on(t.applicationId, t.createdAt.desc()),
    // One open request per application.
    uniqueIndex('interview_requests_open_unique')
      .on(t.applicationId)
      .where(sql`${t.status} IN ('pending', 'proposed')`),
  ],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => interviewRequests.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    proposedBy: actorKind('proposed_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('interview_slots_request_idx').on(t.requestId, t.startsAt)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => interviewRequests.id, { onDelete: 'set null' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    type: interviewType('type').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    interviewers: jsonb('interviewers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    agenda: text('agenda').notNull().default(''),
    prepNotes: text('prep_notes').notNull().default(''),
    location: text('location'),
    joinUrl: text('join_url'),
    recruiterTimezone: varchar('recruiter_timezone', { length: 64 }).notNull(),
    talentTimezone: varchar('talent_timezone', { length: 64 }).notNull(),
    status: interviewStatus('status').notNull().default('scheduled'),
    // The .ics SEQUENCE: + 1 on each reschedule or cancellation, so calendars replace the event.
    sequence: integer('sequence').notNull().default(0),
    // {requested_by, slots: [{starts_at}], note, requested_at} while a reschedule waits for an answer.
    reschedule: jsonb('reschedule'),
    outcome: interviewOutcome('outcome'),
    feedback: text('feedback'),
    privateNotes: text('private_notes'),
    cancelledBy: actorKind('cancelled_by'),
    cancelReason: text('cancel_reason'),
    // Reminders claimed by the sweep (one process sends each).
    reminded24hAt: instant('reminded_24h_at'),
    reminded1hAt: instant('reminded_1h_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_scheduled_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    engagementType: employmentType('engagement_type').notNull(),
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    payCurrency: varchar('pay_currency', { length: 3 }).notNull(),
    payPeriod: salaryPeriod('pay_period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    terms: text('terms').notNull().default(''),
    expiresAt: instant('expires_at').notNull(),
    status: offerStatus('status').notNull().default('pending'),
    version: integer('version').notNull().default(1),
    // sha256 of the canonical JSON of the terms (offers.ts); recomputed on each revision.
    termsHash: varchar('terms_hash', { length: 64 }).notNull(),
    signedName: varchar('signed_name', { length: 255 }),
    signedAt: instant('signed_at'),
    signedIp: varchar('signed_ip', { length: 64 }),
    signedUserAgent: text('signed_user_agent'),
    signedTermsHash: varchar('signed_terms_hash', { length: 64 }),
    declineReason: offerDeclineReason('decline_reason'),
    declineNote: text('decline_note'),
    withdrawReason: text('withdraw_reason'),
    // {message, pay_amount, start_date, requested_at, status, decision, response, answered_at} (OfferCounterSchema).
    counter: jsonb('counter'),
    respondedAt: instant('responded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offers_application_idx').on(t.applicationId, t.createdAt.desc()),
    // One pending offer per application.
    uniqueIndex('offers_pending_unique')
      .on(t.applicationId)
      .where(sql`${t.status} = 'pending'`),
    index('offers_pending_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const offerAttachments = pgTable(
  'offer_attachments',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.fileId] }), index('offer_attachments_file_idx').on(t.fileId)],
);

/** The timeline: one row per thing that happened to an application, oldest first when read. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: applicationEventType('type').notNull(),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status'),
    actorKind: actorKind('actor_kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the timeline still reads after the actor's account is gone.
    actorName: varchar('actor_name', { length: 255 }).notNull(),
    summary: text('summary').notNull(),
    note: text('note'),
    interviewRequestId: uuid('interview_request_id').references(() => interviewRequests.id, {
      onDelete: 'set null',
    }),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);
