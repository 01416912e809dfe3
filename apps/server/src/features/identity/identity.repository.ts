import { and, asc, desc, eq } from 'drizzle-orm';
import type { IdentityStatus } from '@talent/contract/profile';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';

export type IdentityRow = typeof identityVerifications.$inferSelect;

/** The candidate's latest check: their current status. */
export async function findLatest(db: Db, userId: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
    .limit(1);
  return row;
}

export async function insertVerification(db: Db, values: typeof identityVerifications.$inferInsert) {
  const [row] = await db.insert(identityVerifications).values(values).returning();
  return row!;
}

const withUser = {
  row: identityVerifications,
  user: { id: users.id, name: users.name, email: users.email },
};

/** For reviewers: oldest first (first come, first served), with whose it is. */
export async function listForReview(db: Db, status: Exclude<IdentityStatus, 'not_started'>, limit = 200) {
  return db
    .select(withUser)
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, status))
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.id))
    .limit(limit);
}

/** The check, locked until the decision commits, so two reviewers cannot both decide it. */
export async function lockForDecision(db: Db, id: string) {
  const [row] = await db
    .select(withUser)
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.id, id))
    .for('update', { of: identityVerifications })
    .limit(1);
  return row;
}

export async function recordDecision(
  db: Db,
  id: string,
  values: Pick<IdentityRow, 'status' | 'decidedAt' | 'decidedBy' | 'rejectionReason' | 'reviewerNote'>,
) {
  const [row] = await db
    .update(identityVerifications)
    .set(values)
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')))
    .returning();
  return row;
}
