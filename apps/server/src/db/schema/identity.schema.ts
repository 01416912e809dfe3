import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ID_DOCUMENT_TYPES, REJECTION_REASONS } from '@talent/contract/identity';
import { users } from './auth.schema.ts';
import { files } from './applications.schema.ts';
import { identityStatus } from './profile.schema.ts';
import { instant } from './columns.ts';

export const idDocumentType = pgEnum('id_document_type', ID_DOCUMENT_TYPES);
export const rejectionReason = pgEnum('identity_rejection_reason', REJECTION_REASONS);

/**
 * Every identity check a candidate sent, newest last; the latest is their status. The files are encrypted
 * identity uploads of the same user; they cannot be deleted while a check refers to them.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: identityStatus('status').notNull().default('pending'),
    documentType: idDocumentType('document_type').notNull(),
    issuingCountry: varchar('issuing_country', { length: 2 }).notNull(),
    frontFileId: uuid('front_file_id').references(() => files.id, { onDelete: 'set null' }),
    backFileId: uuid('back_file_id').references(() => files.id, { onDelete: 'set null' }),
    selfieFileId: uuid('selfie_file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: rejectionReason('rejection_reason'),
    reviewerNote: text('reviewer_note'),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.submittedAt.desc()),
    index('identity_verifications_status_idx').on(t.status, t.submittedAt),
    // At most one check waiting for a reviewer per candidate (a double submit loses the race with a 409).
    uniqueIndex('identity_verifications_one_pending')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);
