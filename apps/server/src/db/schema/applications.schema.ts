import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, FILE_KINDS, REJECTION_REASONS } from '@talent/contract/applications';
import { DECLINE_REASONS, INVITATION_STATUSES } from '@talent/contract/invitations';
import { users } from './auth.schema.ts';
import { jobs, recruiters, salaryPeriod } from './jobs.schema.ts';
import { instant } from './columns.ts';

export const fileKind = pgEnum('file_kind', FILE_KINDS);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const applicationSource = pgEnum('application_source', ['direct', 'invitation', 'guest']);
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const declineReason = pgEnum('decline_reason', DECLINE_REASONS);
export const applicationRejectionReason = pgEnum('application_rejection_reason', REJECTION_REASONS);

/**
 * A stored upload. The row is written only after the bytes are in place (temporary path, then rename), so a row
 * always has a whole file behind it. `storage_key` is the path inside the store, never a user-given name.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: fileKind('kind').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    // The type detected from the bytes, not the one the browser claimed.
    type: varchar('type', { length: 128 }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    // Seconds, for video (when the client or the container says).
    durationSeconds: integer('duration_seconds'),
    // Stored as AES-256-GCM ciphertext (identity kinds); `size` and `sha256` describe the plain bytes.
    encrypted: boolean('encrypted').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner_kind_idx').on(t.ownerId, t.kind, t.createdAt.desc())],
);

/**
 * A resumable upload in progress: its declared descriptor and how many bytes are in. Each chunk is its own stored
 * object (any process can take the next one); completing joins them into one file and sets `file_id`, so a
 * repeated complete answers the same file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: fileKind('kind').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    declaredType: varchar('declared_type', { length: 128 }).notNull(),
    durationSeconds: integer('duration_seconds'),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    completedAt: instant('completed_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_expires_idx').on(t.expiresAt)],
);

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    // The byte offset the chunk starts at.
    offset: bigint('offset', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.offset] })],
);

export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    salaryCurrency: varchar('salary_currency', { length: 3 }),
    salaryPeriod: salaryPeriod('salary_period'),
    status: invitationStatus('status').notNull().default('pending'),
    declineReason: declineReason('decline_reason'),
    declineNote: text('decline_note'),
    expiresAt: instant('expires_at').notNull(),
    respondedAt: instant('responded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_invitations_user_idx').on(t.userId, t.createdAt.desc()),
    // One open invitation per candidate and job.
    uniqueIndex('job_invitations_pending_unique')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('submitted'),
    source: applicationSource('source').notNull().default('direct'),
    invitationId: uuid('invitation_id').references(() => jobInvitations.id, { onDelete: 'set null' }),
    coverNote: text('cover_note').notNull().default(''),
    // [{question_id, question, value, knocked_out}]: the question text is copied so a later edit of the job
    // does not change what the candidate answered.
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    knockedOut: boolean('knocked_out').notNull().default(false),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    videoFileId: uuid('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    withdrawnAt: instant('withdrawn_at'),
    withdrawReason: text('withdraw_reason'),
    // The pipeline: when the state last changed, the rejection, and the response promise.
    statusChangedAt: instant('status_changed_at').notNull().defaultNow(),
    rejectionReason: applicationRejectionReason('rejection_reason'),
    rejectionNote: text('rejection_note'),
    // skills_gap: [{slug, name}] copied at rejection time.
    missingSkills: jsonb('missing_skills')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The recruiter's first response (a move, a rejection, an interview request): the response promise and the
    // recruiter's measured median are computed from it.
    firstResponseAt: instant('first_response_at'),
    /** When the hiring company first opened the application (shown to the candidate; not a response). */
    viewedAt: instant('viewed_at'),
    // Set once when the promise passed without a response and the candidate was told (the sweep claims it).
    promiseMissedAt: instant('promise_missed_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One live application per candidate and job; after a withdrawal they may apply again.
    uniqueIndex('applications_live_unique')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} <> 'withdrawn'`),
    index('applications_user_idx').on(t.userId, t.submittedAt.desc()),
    index('applications_job_idx').on(t.jobId),
    // The response-promise sweep: submitted applications nobody has answered yet.
    index('applications_awaiting_response_idx')
      .on(t.submittedAt)
      .where(sql`${t.firstResponseAt} IS NULL AND ${t.promiseMissedAt} IS NULL`),
  ],
);

/** What a candidate typed before submitting, per job: resumes on another tab, device, or after signing up. */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * Idempotency-Key replays, so a client may retry a create safely: the first response to a key is stored and returned again for a retry
 * with the same key and body; the same key with another body is refused. Rows expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    // Null while the first request is still running: a concurrent retry gets 409 instead of a second write.
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
