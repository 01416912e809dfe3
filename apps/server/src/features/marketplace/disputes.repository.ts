import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import {
  marketplaceDisputeEvidence,
  marketplaceDisputes,
  marketplaceOrders,
} from '../../db/schema/marketplace.schema.ts';

export type DisputeRow = typeof marketplaceDisputes.$inferSelect;
export type DisputeInsert = typeof marketplaceDisputes.$inferInsert;
export type EvidenceInsert = typeof marketplaceDisputeEvidence.$inferInsert;

export async function insertDispute(tx: Db, values: DisputeInsert): Promise<DisputeRow> {
  const [row] = await tx.insert(marketplaceDisputes).values(values).returning();
  return row!;
}

export async function updateDispute(tx: Db, id: string, patch: Partial<DisputeInsert>): Promise<DisputeRow> {
  const [row] = await tx
    .update(marketplaceDisputes)
    .set(patch)
    .where(eq(marketplaceDisputes.id, id))
    .returning();
  return row!;
}

export async function disputeOfOrder(db: Db, orderId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceDisputes)
    .where(eq(marketplaceDisputes.orderId, orderId))
    .limit(1);
  return row;
}

export async function findDispute(db: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(marketplaceDisputes).where(eq(marketplaceDisputes.id, id)).limit(1);
  return row;
}

export async function insertEvidence(tx: Db, values: EvidenceInsert): Promise<void> {
  await tx.insert(marketplaceDisputeEvidence).values(values);
}

/** A dispute's evidence, oldest first, with each author's name. */
export async function evidenceOf(db: Db, disputeId: string) {
  const e = marketplaceDisputeEvidence;
  return db
    .select({ evidence: e, authorName: users.name })
    .from(e)
    .leftJoin(users, eq(users.id, e.authorId))
    .where(eq(e.disputeId, disputeId))
    .orderBy(asc(e.createdAt), asc(e.id));
}

export type DisputeQueue = 'open' | 'decided';

/**
 * Disputes for the operators' queue: open ones oldest first (the longest waiting on top), decided ones newest
 * decision first, after a keyset position (the last row's time and id).
 */
export async function listDisputes(
  db: Db,
  status: DisputeQueue,
  { after, limit }: { after?: { at: Date; id: string } | undefined; limit: number },
) {
  const d = marketplaceDisputes;
  const buyer = users;
  const at = status === 'open' ? d.createdAt : d.decidedAt;
  const beyond = status === 'open' ? gt : lt;
  const rows = await db
    .select({ dispute: d, order: marketplaceOrders, buyerName: buyer.name })
    .from(d)
    .innerJoin(marketplaceOrders, eq(marketplaceOrders.id, d.orderId))
    .innerJoin(buyer, eq(buyer.id, marketplaceOrders.buyerId))
    .where(
      and(
        eq(d.status, status),
        after ? or(beyond(at, after.at), and(eq(at, after.at), beyond(d.id, after.id))) : undefined,
      ),
    )
    .orderBy(...(status === 'open' ? [asc(at), asc(d.id)] : [desc(at), desc(d.id)]))
    .limit(limit);
  return rows;
}

export async function countDisputes(db: Db, status: DisputeQueue): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplaceDisputes)
    .where(eq(marketplaceDisputes.status, status));
  return row?.n ?? 0;
}
