import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { marketplaceReviews } from '../../db/schema/marketplace.schema.ts';

export type ReviewRow = typeof marketplaceReviews.$inferSelect;

/** The review, unless this side already wrote one for the order (then undefined: the unique index held). */
export async function insertReview(
  tx: Db,
  values: typeof marketplaceReviews.$inferInsert,
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(marketplaceReviews)
    .values(values)
    .onConflictDoNothing({ target: [marketplaceReviews.orderId, marketplaceReviews.authorSide] })
    .returning();
  return row;
}

/** Both sides' reviews of an order, with their authors' names. */
export async function reviewsOf(db: Db, orderId: string) {
  const r = marketplaceReviews;
  return db
    .select({ review: r, authorName: users.name })
    .from(r)
    .leftJoin(users, eq(users.id, r.authorId))
    .where(eq(r.orderId, orderId))
    .orderBy(asc(r.createdAt));
}
