import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';

export const workStyleVisibility = pgEnum('work_style_visibility', ['private', 'profile']);

/**
 * Results of the work-style questionnaire. A candidate's (one each: a retake or a claim replaces it) goes with the
 * account. A guest's has no user yet: it waits under the hash of its claim token until `claim_expires_at`, then is
 * swept. A claimed row keeps its token hash, so a second claim with the same token is told it was used (410).
 */
export const workStyleResults = pgTable(
  'work_style_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The questionnaire's version the answers were scored with. */
    version: integer('version').notNull(),
    /** item id → 1..5, as answered. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    /** style → 0..10 (one decimal). */
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    /** The two highest styles, highest first. */
    top: text('top').array().notNull(),
    visibility: workStyleVisibility('visibility').notNull().default('private'),
    /** SHA-256 (hex) of a guest result's claim token; the token itself is never stored. */
    claimTokenHash: text('claim_token_hash'),
    claimExpiresAt: instant('claim_expires_at'),
    claimedAt: instant('claimed_at'),
    takenAt: instant('taken_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_style_results_user_idx').on(t.userId),
    uniqueIndex('work_style_results_claim_idx').on(t.claimTokenHash),
    index('work_style_results_expiry_idx').on(t.claimExpiresAt),
  ],
);
