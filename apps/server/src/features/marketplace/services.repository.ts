import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MarketplaceCategory, SERVICE_SORTS } from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { skills } from '../../db/schema/jobs.schema.ts';
import { marketplaceOrders, marketplaceServices } from '../../db/schema/marketplace.schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { rowsOf } from '../jobs/job-sql.ts';
import { eliteSeller, everySkillVerified, reviewVisible } from './reputation.repository.ts';

export type ServiceRow = typeof marketplaceServices.$inferSelect;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
type ServiceInsert = typeof marketplaceServices.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/* ================================================================ one service */

export async function insertService(db: Db, values: ServiceInsert): Promise<ServiceRow> {
  const [row] = await db.insert(marketplaceServices).values(values).returning();
  return row!;
}

export async function serviceById(db: Db, id: string, lock = false): Promise<ServiceRow | undefined> {
  const query = db.select().from(marketplaceServices).where(eq(marketplaceServices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateService(db: Db, id: string, values: Partial<ServiceInsert>): Promise<ServiceRow> {
  const [row] = await db
    .update(marketplaceServices)
    .set(values)
    .where(eq(marketplaceServices.id, id))
    .returning();
  return row!;
}

export async function deleteService(db: Db, id: string): Promise<void> {
  await db.delete(marketplaceServices).where(eq(marketplaceServices.id, id));
}

/** Whether any order was ever placed for the service (they keep its id while it exists). */
export async function hasOrders(db: Db, serviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceOrders.id })
    .from(marketplaceOrders)
    .where(eq(marketplaceOrders.serviceId, serviceId))
    .limit(1);
  return !!row;
}

export async function countServicesOf(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplaceServices)
    .where(eq(marketplaceServices.sellerId, sellerId));
  return row?.n ?? 0;
}

/** Every service of a seller (their editor's list), last edited first. */
export async function servicesOf(db: Db, sellerId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(marketplaceServices)
    .where(eq(marketplaceServices.sellerId, sellerId))
    .orderBy(desc(marketplaceServices.updatedAt), desc(marketplaceServices.id));
}

/** A seller's published services (their seller page), newest first. */
export async function publishedServicesOf(db: Db, sellerId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(marketplaceServices)
    .where(and(eq(marketplaceServices.sellerId, sellerId), eq(marketplaceServices.status, 'published')))
    .orderBy(desc(marketplaceServices.publishedAt), desc(marketplaceServices.id));
}

/** Services by id, in the order given (ids that name none are left out). */
export async function servicesByIds(db: Db, ids: readonly string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(marketplaceServices)
    .where(inArray(marketplaceServices.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ServiceRow => !!r);
}

/** Whether the seller has a service on show (their seller page exists). */
export async function hasPublishedService(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceServices.id })
    .from(marketplaceServices)
    .where(and(eq(marketplaceServices.sellerId, sellerId), eq(marketplaceServices.status, 'published')))
    .limit(1);
  return !!row;
}

/* ================================================================ references */

/** Names of the catalogue's skills among these slugs. */
export async function skillNames(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(slugs)].filter((slug) => slug.length > 0);
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({ slug: skills.slug, name: skills.name })
    .from(skills)
    .where(inArray(skills.slug, distinct));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** The `service_gallery` files among these ids, with their owner (a stranger's id is left for the caller to judge). */
export async function galleryFiles(db: Db, ids: readonly string[]): Promise<Map<string, FileRow>> {
  const distinct = [...new Set(ids)].filter(isUuid);
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, distinct), eq(files.kind, 'service_gallery')));
  return new Map(rows.map((r) => [r.id, r]));
}

/* ================================================================ browsing */

export interface BrowseFilter {
  now: Date;
  q?: string | undefined;
  category?: MarketplaceCategory | undefined;
  skill?: string | undefined;
  minPriceUsd?: number | undefined;
  maxPriceUsd?: number | undefined;
  maxDays?: number | undefined;
  minRating?: number | undefined;
  verified?: boolean | undefined;
  elite?: boolean | undefined;
}

/** How each sort orders the page: its keys (all in one direction, so a row comparison walks them) and the id. */
const SORT_KEYS: Record<ServiceSort, { keys: Array<{ column: string; kind: 'int' | 'at' }>; dir: 'asc' | 'desc' }> =
  {
    relevance: {
      keys: [
        { column: 'score', kind: 'int' },
        { column: 'published_at', kind: 'at' },
      ],
      dir: 'desc',
    },
    rating: {
      keys: [
        { column: 'rating10', kind: 'int' },
        { column: 'reviews', kind: 'int' },
        { column: 'published_at', kind: 'at' },
      ],
      dir: 'desc',
    },
    price_asc: { keys: [{ column: 'usd', kind: 'int' }], dir: 'asc' },
    price_desc: { keys: [{ column: 'usd', kind: 'int' }], dir: 'desc' },
    newest: { keys: [{ column: 'published_at', kind: 'at' }], dir: 'desc' },
    fastest: {
      keys: [
        { column: 'days', kind: 'int' },
        { column: 'usd', kind: 'int' },
      ],
      dir: 'asc',
    },
  };

/** The kinds of a sort's keys, in order, for checking a cursor. */
export const sortKeyKinds = (sort: ServiceSort) => SORT_KEYS[sort].keys.map((k) => k.kind);

/** A row's place in its sort: the key values (integers, or instants as PostgreSQL prints them) and the id. */
export interface BrowseKey {
  keys: Array<number | string>;
  id: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search: up to eight, each at least one character. */
export const searchWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * Published services with what every sort needs, one row each (alias `x`): the rating of visible reviews, the
 * relevance score, the price in USD. `withCategory` false leaves the category filter out (the category counts).
 */
function browseRows(filter: BrowseFilter, withCategory = true): SQL {
  const where: SQL[] = [sql`s.status = 'published'`];
  const q = filter.q?.trim() ?? '';
  const words = searchWords(q);
  if (words.length > 0) {
    // Every word in the title or the description, or a title close to the words (typos) through the trigram index.
    const each = words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`(s.title ilike ${pattern} or (s.draft ->> 'description') ilike ${pattern})`;
    });
    where.push(sql`((${sql.join(each, sql` and `)}) or ${q} <% s.title)`);
  }
  if (withCategory && filter.category) where.push(sql`s.category = ${filter.category}`);
  if (filter.skill) where.push(sql`s.skills @> ${JSON.stringify([filter.skill])}::jsonb`);
  if (filter.minPriceUsd !== undefined) where.push(sql`s.from_price_usd_minor >= ${filter.minPriceUsd}`);
  if (filter.maxPriceUsd !== undefined) where.push(sql`s.from_price_usd_minor <= ${filter.maxPriceUsd}`);
  if (filter.maxDays !== undefined) where.push(sql`s.fastest_delivery_days <= ${filter.maxDays}`);
  if (filter.minRating !== undefined)
    where.push(sql`rt.n > 0 and round(rt.total::numeric / rt.n, 1) >= ${filter.minRating}`);
  if (filter.verified) where.push(everySkillVerified(filter.now));
  if (filter.elite) where.push(eliteSeller);

  // Reputation: the average pulled towards 4 by two phantom reviews, so one 5-star review does not top the list.
  const reputation = sql`round(100.0 * (coalesce(rt.total, 0) + 8) / (coalesce(rt.n, 0) + 2))::int`;
  const text =
    q.length > 0
      ? sql`((case when s.title ilike ${`%${escapeLike(q)}%`} then 1000 else 0 end)
          + round(word_similarity(${q}, s.title) * 1000)::int)`
      : sql`0`;
  return sql`select s.id, s.category, s.published_at,
      to_char(s.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as published_key,
      s.from_price_usd_minor as usd, s.fastest_delivery_days as days,
      coalesce(rt.n, 0) as reviews,
      case when rt.n > 0 then round(rt.total * 10.0 / rt.n)::int else -1 end as rating10,
      (${text} * 1000 + ${reputation}) as score
    from marketplace_services s
    left join lateral (
      select count(*)::int as n, sum(r.rating)::int as total
      from marketplace_reviews r join marketplace_orders o on o.id = r.order_id
      where o.service_id = s.id and r.author_side = 'buyer' and ${reviewVisible(filter.now)}
    ) rt on true
    where ${sql.join(where, sql` and `)}`;
}

/** One page of published services in the sort's order, after the cursor's row. */
export async function browse(
  db: Db,
  filter: BrowseFilter,
  sort: ServiceSort,
  after: BrowseKey | undefined,
  limit: number,
): Promise<Array<{ id: string; key: BrowseKey }>> {
  const { keys, dir } = SORT_KEYS[sort];
  const columns = [...keys.map((k) => sql.raw(`x.${k.column}`)), sql.raw('x.id')];
  const keyset = after
    ? sql`where (${sql.join(columns, sql`, `)}) ${dir === 'asc' ? sql`>` : sql`<`} (${sql.join(
        [
          ...keys.map((k, i) =>
            k.kind === 'int' ? sql`${after.keys[i]}::int` : sql`${after.keys[i]}::timestamptz`,
          ),
          sql`${after.id}::uuid`,
        ],
        sql`, `,
      )})`
    : sql``;
  const order = sql.join(
    columns.map((c) => sql`${c} ${sql.raw(dir)}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown> & { id: string; published_key: string }>(
    await db.execute(sql`select * from (${browseRows(filter)}) x ${keyset} order by ${order} limit ${limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    key: {
      keys: keys.map((k) => (k.kind === 'at' ? row.published_key : Number(row[k.column]))),
      id: row.id,
    },
  }));
}

/** How many published services match, and how many per category with every filter but the category. */
export async function browseCounts(
  db: Db,
  filter: BrowseFilter,
): Promise<{ total: number; categories: Map<string, number> }> {
  const rows = rowsOf<{ category: string | null; n: number }>(
    await db.execute(
      sql`select x.category, count(*)::int as n from (${browseRows(filter, false)}) x group by x.category`,
    ),
  );
  const categories = new Map(rows.filter((r) => r.category).map((r) => [r.category!, Number(r.n)]));
  const total = filter.category
    ? (categories.get(filter.category) ?? 0)
    : [...categories.values()].reduce((a, b) => a + b, 0);
  return { total, categories };
}
