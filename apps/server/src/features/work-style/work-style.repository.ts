import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { workStyleResults } from '../../db/schema/work-style.schema.ts';

export type WorkStyleRow = typeof workStyleResults.$inferSelect;
export type WorkStyleVisibility = WorkStyleRow['visibility'];

interface Scored {
  version: number;
  answers: Record<string, number>;
  scores: Record<string, number>;
  top: string[];
  takenAt: Date;
}

/** A guest's result, waiting under the hash of its claim token until `claimExpiresAt`. */
export async function insertGuestResult(
  db: Db,
  values: Scored & { claimTokenHash: string; claimExpiresAt: Date },
): Promise<WorkStyleRow> {
  const [row] = await db.insert(workStyleResults).values(values).returning();
  return row!;
}

/** A candidate's result replaces the one before (one each); the visibility they chose stays. */
export async function saveResultOf(db: Db, userId: string, values: Scored): Promise<WorkStyleRow> {
  const [row] = await db
    .insert(workStyleResults)
    .values({ ...values, userId })
    .onConflictDoUpdate({
      target: workStyleResults.userId,
      set: { ...values, claimTokenHash: null, claimExpiresAt: null, claimedAt: null },
    })
    .returning();
  return row!;
}

export type ClaimOutcome = { kind: 'unknown' } | { kind: 'gone' } | { kind: 'claimed'; row: WorkStyleRow };

/**
 * A guest's result becomes the user's, unless the user already holds a newer one (then the guest's is only marked
 * used). The token's row and the user are locked, so two claims never both win nor break the one-per-user rule.
 */
export async function claimResult(
  db: Db,
  userId: string,
  claimTokenHash: string,
  at: Date,
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [guest] = await tx
      .select()
      .from(workStyleResults)
      .where(eq(workStyleResults.claimTokenHash, claimTokenHash))
      .for('update');
    if (!guest) return { kind: 'unknown' };
    if (guest.userId || guest.claimedAt || !guest.claimExpiresAt || guest.claimExpiresAt <= at) {
      return { kind: 'gone' };
    }
    const [own] = await tx.select().from(workStyleResults).where(eq(workStyleResults.userId, userId));
    if (own && own.takenAt > guest.takenAt) {
      await tx.update(workStyleResults).set({ claimedAt: at }).where(eq(workStyleResults.id, guest.id));
      return { kind: 'claimed', row: own };
    }
    if (own) await tx.delete(workStyleResults).where(eq(workStyleResults.id, own.id));
    const [row] = await tx
      .update(workStyleResults)
      .set({ userId, claimedAt: at, visibility: own?.visibility ?? 'private' })
      .where(eq(workStyleResults.id, guest.id))
      .returning();
    return { kind: 'claimed', row: row! };
  });
}

export async function findResultOf(db: Db, userId: string): Promise<WorkStyleRow | undefined> {
  const [row] = await db.select().from(workStyleResults).where(eq(workStyleResults.userId, userId));
  return row;
}

/** The user's result when they show it on the profile. */
export async function findShownResultOf(db: Db, userId: string): Promise<WorkStyleRow | undefined> {
  const [row] = await db
    .select()
    .from(workStyleResults)
    .where(and(eq(workStyleResults.userId, userId), eq(workStyleResults.visibility, 'profile')));
  return row;
}

export async function setVisibilityOf(
  db: Db,
  userId: string,
  visibility: WorkStyleVisibility,
): Promise<WorkStyleRow | undefined> {
  const [row] = await db
    .update(workStyleResults)
    .set({ visibility })
    .where(eq(workStyleResults.userId, userId))
    .returning();
  return row;
}

export async function deleteResultOf(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workStyleResults)
    .where(eq(workStyleResults.userId, userId))
    .returning({ id: workStyleResults.id });
  return rows.length > 0;
}

/** Guests' results past their claim window (claimed or not): the rows with no user. */
export async function deleteExpiredGuestResults(db: Db, at: Date): Promise<number> {
  const rows = await db
    .delete(workStyleResults)
    .where(and(isNull(workStyleResults.userId), lte(workStyleResults.claimExpiresAt, at)))
    .returning({ id: workStyleResults.id });
  return rows.length;
}
