import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { instant } from './columns.ts';

/*
 * The elite programme (contract: elite.ts). One row per application; a candidate has at most one open
 * (`in_progress` or `submitted`) at a time; a new one after a withdrawal or a reapply date is a new row.
 * Membership is the newest `accepted` application (no second source of truth).
 */

export const eliteApplications = pgTable(
  'elite_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'in_progress' | 'submitted' | 'accepted' | 'waitlisted' | 'rejected' | 'withdrawn'
    status: varchar('status', { length: 16 }).notNull().default('in_progress'),
    // The track chosen on the join form (set on submit; the draft may hold another until then).
    track: varchar('track', { length: 16 }),
    // Drafts: loose, whatever was typed; the submitted forms: validated.
    joinDraft: jsonb('join_draft').$type<Record<string, unknown>>().notNull().default({}),
    joinDraftSavedAt: instant('join_draft_saved_at'),
    joinForm: jsonb('join_form').$type<Record<string, unknown>>(),
    joinSubmittedAt: instant('join_submitted_at'),
    workPreferenceDraft: jsonb('work_preference_draft')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    workPreferenceDraftSavedAt: instant('work_preference_draft_saved_at'),
    workPreferenceForm: jsonb('work_preference_form').$type<Record<string, unknown>>(),
    workPreferenceSubmittedAt: instant('work_preference_submitted_at'),
    // Sent to review.
    submittedAt: instant('submitted_at'),
    // 'accepted' | 'waitlisted' | 'rejected' (the decision; `status` says the same once decided)
    outcome: varchar('outcome', { length: 16 }),
    reason: text('reason'),
    reapplyAt: instant('reapply_at'),
    gapTests: jsonb('gap_tests').$type<string[]>().notNull().default([]),
    decidedAt: instant('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: instant('withdrawn_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('elite_applications_user_idx').on(table.userId, table.createdAt),
    index('elite_applications_status_idx').on(table.status, table.submittedAt),
    // At most one open application per candidate.
    uniqueIndex('elite_applications_one_open_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('in_progress', 'submitted')`),
  ],
);

/** What happened to an application, in order (the operator's history; the candidate's tracker dates). */
export const eliteApplicationEvents = pgTable(
  'elite_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => eliteApplications.id, { onDelete: 'cascade' }),
    // 'started' | 'join_submitted' | 'work_preference_submitted' | 'submitted' | 'withdrawn' | 'accepted' | ...
    event: varchar('event', { length: 40 }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull(),
  },
  (table) => [index('elite_application_events_app_idx').on(table.applicationId, table.at)],
);

/** Operators' notes on an application (never shown to the candidate). */
export const eliteReviewNotes = pgTable(
  'elite_review_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => eliteApplications.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('elite_review_notes_app_idx').on(table.applicationId, table.createdAt)],
);

/*
 * Contract and compliance: the candidate's details (one row per candidate, reused by later applications: signing
 * is done once) and one signature row per signed document. Sensitive values are sealed with the app key.
 */
export const complianceProfiles = pgTable('compliance_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
  draftSavedAt: instant('draft_saved_at'),
  // The validated details without the sealed values (legal name, residence, entity, address, payout method...).
  details: jsonb('details').$type<Record<string, unknown>>(),
  // Sealed with the app key (base64): the tax id and the payout account.
  taxIdSealed: text('tax_id_sealed'),
  payoutAccountSealed: text('payout_account_sealed'),
  detailsSavedAt: instant('details_saved_at'),
  // One renewal reminder per expiry: the expiry it was sent for.
  renewalRemindedFor: instant('renewal_reminded_for'),
  updatedAt: instant('updated_at').notNull(),
});

export const complianceSignatures = pgTable(
  'compliance_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // ComplianceDocumentKind
    kind: varchar('kind', { length: 32 }).notNull(),
    templateVersion: varchar('template_version', { length: 32 }).notNull(),
    // The exact signed text is kept (sealed: it holds the tax id) so the hash can be checked again at any time.
    textSealed: text('text_sealed').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bundleSha256: varchar('bundle_sha256', { length: 64 }).notNull(),
    typedName: varchar('typed_name', { length: 200 }).notNull(),
    consentElectronic: varchar('consent_electronic', { length: 200 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    signedAt: instant('signed_at').notNull(),
    expiresAt: instant('expires_at'),
    // Set when new details changed this document's text, or a newer signature replaced it.
    voidedAt: instant('voided_at'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('compliance_signatures_user_idx').on(table.userId, table.kind, table.signedAt),
    index('compliance_signatures_expiry_idx').on(table.expiresAt),
  ],
);
