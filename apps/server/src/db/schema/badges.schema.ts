import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BADGE_LEVELS } from '@talent/contract/badges';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';

export const badgeLevel = pgEnum('badge_level', BADGE_LEVELS);

/**
 * The identifier a candidate's credentials name them by (`credentialSubject.id`): random, so a credential shown to
 * an employer says nothing about our user ids, and the same for every badge of one person.
 */
export const badgeHolders = pgTable('badge_holders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjectId: uuid('subject_id').notNull().unique().defaultRandom(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * A skill badge: one passed test, signed as an Open Badges 3.0 credential (the VC-JWT is kept as issued). Its
 * `status_list_index` is its bit in the revocation status list; indexes are never reused, so a badge whose holder
 * deleted their account keeps its row without a user (and counts as revoked) rather than freeing the bit.
 */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    testSlug: text('test_slug').notNull(),
    skillSlug: text('skill_slug').notNull(),
    skillName: text('skill_name').notNull(),
    testTitle: text('test_title').notNull(),
    /** "React — Advanced". */
    title: text('title').notNull(),
    level: badgeLevel('level').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    percent: integer('percent').notNull(),
    issuedAt: instant('issued_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revocationReason: text('revocation_reason'),
    statusListIndex: integer('status_list_index').notNull(),
    /** The compact VC-JWT, exactly as signed. */
    credentialJwt: text('credential_jwt').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('badges_status_list_index_unique').on(t.statusListIndex),
    index('badges_user_idx').on(t.userId, t.issuedAt.desc()),
    index('badges_user_skill_idx').on(t.userId, t.skillSlug),
    index('badges_revoked_idx')
      .on(t.statusListIndex)
      .where(sql`${t.revokedAt} is not null or ${t.userId} is null`),
  ],
);
