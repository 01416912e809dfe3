import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/jobs.schema.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function listSavedSearches(db: Db, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  return db.$count(savedSearches, eq(savedSearches.userId, userId));
}

export async function insertSavedSearch(db: Db, values: typeof savedSearches.$inferInsert) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** Scoped by owner: another user's id finds nothing, so the caller answers 404. */
export async function markSavedSearchSeen(db: Db, userId: string, id: string, at: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: at })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Owner-scoped like the others; an empty change still answers the row (or nothing for someone else's id). */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  changes: { name?: string; alert?: boolean },
) {
  const owned = and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(savedSearches).where(owned).limit(1);
    return row;
  }
  const [row] = await db.update(savedSearches).set(changes).where(owned).returning();
  return row;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
