import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations } from '../../db/schema/chat.schema.ts';
import { companies, recruiters } from '../../db/schema/jobs.schema.ts';
import {
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceServices,
} from '../../db/schema/marketplace.schema.ts';

export type OrderRow = typeof marketplaceOrders.$inferSelect;
export type OrderInsert = typeof marketplaceOrders.$inferInsert;
export type OrderPatch = Partial<Omit<OrderInsert, 'id'>>;
export type OrderEventRow = typeof marketplaceOrderEvents.$inferSelect;
export type OrderEventInsert = typeof marketplaceOrderEvents.$inferInsert;
export type ServiceRow = typeof marketplaceServices.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** Orders still under way (money in escrow); the others are finished. */
export const RUNNING_STATUSES = [
  'requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'disputed',
];

/* ================================================================ services (read only: the sell side owns them) */

export async function findService(db: Db, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(marketplaceServices).where(eq(marketplaceServices.id, id)).limit(1);
  return row;
}

/** Published services, oldest first: of one seller, or of anyone but them (the demo data picks from these). */
export async function publishedServices(
  db: Db,
  seller: { of: string } | { notOf: string },
): Promise<ServiceRow[]> {
  const s = marketplaceServices;
  return db
    .select()
    .from(s)
    .where(
      and(
        eq(s.status, 'published'),
        'of' in seller ? eq(s.sellerId, seller.of) : ne(s.sellerId, seller.notOf),
      ),
    )
    .orderBy(asc(s.publishedAt), asc(s.id));
}

/* ================================================================ orders */

/** The new order, unless its reference is taken (then undefined: the caller draws another). */
export async function insertOrder(tx: Db, values: OrderInsert): Promise<OrderRow | undefined> {
  const [row] = await tx
    .insert(marketplaceOrders)
    .values(values)
    .onConflictDoNothing({ target: marketplaceOrders.reference })
    .returning();
  return row;
}

/** The order, locked for the rest of the transaction when asked: every move reads and writes under this lock. */
export async function findOrder(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateOrder(tx: Db, id: string, patch: OrderPatch): Promise<OrderRow> {
  const [row] = await tx.update(marketplaceOrders).set(patch).where(eq(marketplaceOrders.id, id)).returning();
  return row!;
}

export interface OrderListFilter {
  userId: string;
  side?: 'buyer' | 'seller' | undefined;
  status?: string | undefined;
}

function listWhere({ userId, side, status }: OrderListFilter) {
  const o = marketplaceOrders;
  const party =
    side === 'buyer'
      ? eq(o.buyerId, userId)
      : side === 'seller'
        ? eq(o.sellerId, userId)
        : or(eq(o.buyerId, userId), eq(o.sellerId, userId));
  return and(party, status ? eq(o.status, status) : undefined);
}

/** My orders, newest activity first, after a keyset position (the last row's `updated_at` and id). */
export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  { after, limit }: { after?: { at: Date; id: string } | undefined; limit: number },
): Promise<OrderRow[]> {
  const o = marketplaceOrders;
  return db
    .select()
    .from(o)
    .where(
      and(
        listWhere(filter),
        after ? or(lt(o.updatedAt, after.at), and(eq(o.updatedAt, after.at), lt(o.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(o.updatedAt), desc(o.id))
    .limit(limit);
}

export async function countOrders(db: Db, filter: OrderListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(marketplaceOrders).where(listWhere(filter));
  return row?.n ?? 0;
}

/** Delivered orders nobody answered whose auto-release time has come, oldest first. */
export async function dueForAutoRelease(db: Db, now: Date, limit: number): Promise<string[]> {
  const o = marketplaceOrders;
  const rows = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'delivered'), isNotNull(o.autoReleaseAt), lte(o.autoReleaseAt, now)))
    .orderBy(asc(o.autoReleaseAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Orders being worked on past their due date and not yet marked late. */
export async function dueForLateness(db: Db, now: Date, limit: number): Promise<string[]> {
  const o = marketplaceOrders;
  const rows = await db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        inArray(o.status, ['in_progress', 'revision_requested']),
        isNull(o.lateAt),
        isNotNull(o.dueAt),
        lt(o.dueAt, now),
      ),
    )
    .orderBy(asc(o.dueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether the buyer already has an order of the seller (the demo data adds its orders once). */
export async function hasOrderBetween(db: Db, buyerId: string, sellerId: string): Promise<boolean> {
  const o = marketplaceOrders;
  const [row] = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.buyerId, buyerId), eq(o.sellerId, sellerId)))
    .limit(1);
  return !!row;
}

/* ================================================================ timeline */

export async function insertEvent(tx: Db, values: OrderEventInsert): Promise<OrderEventRow> {
  const [row] = await tx.insert(marketplaceOrderEvents).values(values).returning();
  return row!;
}

export async function eventsOf(db: Db, orderId: string) {
  const e = marketplaceOrderEvents;
  return db
    .select({ event: e, actorName: users.name })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .where(eq(e.orderId, orderId))
    .orderBy(asc(e.id));
}

/** Whether a file is attached to one of the order's events (requirements, deliveries, dispute evidence). */
export async function orderUsesFile(db: Db, orderId: string, fileId: string): Promise<boolean> {
  const e = marketplaceOrderEvents;
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.orderId, orderId), sql`${e.fileIds} @> ${JSON.stringify([fileId])}::jsonb`))
    .limit(1);
  return !!row;
}

/* ================================================================ people, files, threads */

export interface PersonRow {
  id: string;
  name: string;
  avatarUrl: string | null;
  role: string;
}

export async function peopleByIds(db: Db, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl, role: users.role })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** The company each recruiter row buys for. */
export async function companyNames(db: Db, recruiterIds: string[]): Promise<Map<string, string>> {
  if (recruiterIds.length === 0) return new Map();
  const rows = await db
    .select({ id: recruiters.id, name: companies.name })
    .from(recruiters)
    .innerJoin(companies, eq(companies.id, recruiters.companyId))
    .where(inArray(recruiters.id, [...new Set(recruiterIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function filesByIds(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
}

/** The caller's own `order_file` uploads among these ids (others' files and other kinds are left out). */
export async function ownOrderFiles(db: Db, ownerId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.kind, 'order_file')));
}

export async function conversationIdOf(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.orderId, orderId))
    .limit(1);
  return row?.id ?? null;
}
