import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerPostings, marketplaceOrders } from '../../db/schema/marketplace.schema.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerPostingInsert = typeof ledgerPostings.$inferInsert;

/** PostgreSQL sums bigints as numeric, handed over as strings (or bigints by PGlite): back to a number of cents. */
const cents = (value: unknown): number => Number(value ?? 0);

/** The entry, unless its key is taken (the move already happened): then undefined, and nothing is written. */
export async function insertEntry(
  tx: Db,
  values: typeof ledgerEntries.$inferInsert,
): Promise<LedgerEntryRow | undefined> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values(values)
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning();
  return row;
}

export async function insertPostings(tx: Db, values: LedgerPostingInsert[]): Promise<void> {
  await tx.insert(ledgerPostings).values(values);
}

/** Whether an entry with this key was written (an order's settle key: its escrow is already settled). */
export async function entryExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, key))
    .limit(1);
  return !!row;
}

/** An order's money as its postings say: what sits in escrow, what went to the seller, the buyer and the fees. */
export async function orderPayments(db: Db, orderId: string) {
  const p = ledgerPostings;
  const [row] = await db
    .select({
      inEscrow: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${p.account} = ${`escrow:${orderId}`}), 0)`,
      released: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${p.account} like 'earnings:%'), 0)`,
      refunded: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${p.account} like 'funding:%' and ${p.amountMinor} > 0), 0)`,
      fees: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${p.account} = 'platform:fees'), 0)`,
    })
    .from(p)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, p.entryId))
    .where(eq(ledgerEntries.orderId, orderId));
  return {
    inEscrow: cents(row?.inEscrow),
    released: cents(row?.released),
    refunded: cents(row?.refunded),
    fees: cents(row?.fees),
  };
}

export interface BalanceFigures {
  currency: string;
  available: number;
  incoming: number;
  fees: number;
  inEscrow: number;
  spent: number;
  refunded: number;
}

/**
 * A person's balances per currency, summed from the postings: their earnings account, the escrow of the orders
 * they sell or buy, the fees and payouts of those orders' settlements, and what came back to their funding account.
 */
export async function balancesOf(db: Db, userId: string): Promise<BalanceFigures[]> {
  const p = ledgerPostings;
  const o = marketplaceOrders;
  const earnings = `earnings:${userId}`;
  const funding = `funding:${userId}`;
  const sum = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${condition}), 0)`;
  const escrow = sql`${p.account} like 'escrow:%'`;
  const payout = sql`(${p.account} like 'earnings:%' or ${p.account} = 'platform:fees')`;
  const rows = await db
    .select({
      currency: p.currency,
      available: sum(sql`${p.account} = ${earnings}`),
      incoming: sum(sql`${o.sellerId} = ${userId} and ${escrow}`),
      fees: sum(sql`${o.sellerId} = ${userId} and ${p.account} = 'platform:fees'`),
      inEscrow: sum(sql`${o.buyerId} = ${userId} and ${escrow}`),
      spent: sum(sql`${o.buyerId} = ${userId} and ${payout}`),
      refunded: sum(sql`${p.account} = ${funding} and ${p.amountMinor} > 0`),
    })
    .from(p)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, p.entryId))
    .leftJoin(o, eq(o.id, ledgerEntries.orderId))
    .where(or(eq(p.userId, userId), eq(o.sellerId, userId), eq(o.buyerId, userId)))
    .groupBy(p.currency)
    .orderBy(p.currency);
  return rows.map((r) => ({
    currency: r.currency,
    available: cents(r.available),
    incoming: cents(r.incoming),
    fees: cents(r.fees),
    inEscrow: cents(r.inEscrow),
    spent: cents(r.spent),
    refunded: cents(r.refunded),
  }));
}

export interface PostingView {
  id: number;
  entryId: string;
  kind: string;
  account: string;
  orderId: string | null;
  orderReference: string | null;
  memo: string;
  currency: string;
  amountMinor: number;
  createdAt: Date;
}

/** A place in the movements list: the last row's time and id. */
export interface PostingKey {
  at: Date;
  id: number;
}

/** The person's own postings (their funding and earnings accounts), newest first, after a keyset position. */
export async function postingsOf(
  db: Db,
  userId: string,
  { after, limit }: { after?: PostingKey | undefined; limit: number },
): Promise<PostingView[]> {
  const p = ledgerPostings;
  const rows = await db
    .select({
      id: p.id,
      entryId: p.entryId,
      kind: ledgerEntries.kind,
      account: p.account,
      orderId: ledgerEntries.orderId,
      orderReference: ledgerEntries.orderReference,
      memo: ledgerEntries.memo,
      currency: p.currency,
      amountMinor: p.amountMinor,
      createdAt: p.createdAt,
    })
    .from(p)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, p.entryId))
    .where(
      and(
        eq(p.userId, userId),
        after ? or(lt(p.createdAt, after.at), and(eq(p.createdAt, after.at), lt(p.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, amountMinor: cents(r.amountMinor) }));
}
