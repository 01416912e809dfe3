import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { FINISHED_ORDER_STATUSES, REVIEW_BLIND_DAYS, type OrderStatus } from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { badges } from '../../db/schema/badges.schema.ts';
import { courseCertificates, courseSkills } from '../../db/schema/courses.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { skills } from '../../db/schema/jobs.schema.ts';
import { marketplaceOrders, marketplaceReviews } from '../../db/schema/marketplace.schema.ts';
import { talentProfiles, talentSkills } from '../../db/schema/profile.schema.ts';
import { rowsOf } from '../jobs/job-sql.ts';

/*
 * What the marketplace says about a seller and their services: order figures, ratings from visible reviews, the
 * evidence behind skills (badges, course certificates), identity. Every reader takes a list of ids and answers in a
 * fixed number of queries, so a page of services never runs one per row.
 */

const DAY = 86_400_000;
/** Statuses that count as a finished sale (the work was paid for). */
const SOLD: OrderStatus[] = ['completed', 'resolved'];
const RUNNING = sql.raw(`(${FINISHED_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The review visibility rule, for a review aliased `r` of an order aliased `o`: shown once both sides of the order
 * have written, or REVIEW_BLIND_DAYS after completion (on the app clock), so neither side answers the other's.
 * The orders feature applies the same rule to an order's page.
 */
export function reviewVisible(now: Date): SQL {
  const cutoff = new Date(now.getTime() - REVIEW_BLIND_DAYS * DAY).toISOString();
  return sql`(exists (select 1 from marketplace_reviews other
      where other.order_id = r.order_id and other.author_side <> r.author_side)
    or (o.completed_at is not null and o.completed_at <= ${cutoff}::timestamptz))`;
}

/** Sum and count of the visible buyer reviews of each service (its orders' reviews about the seller). */
export async function serviceRatings(
  db: Db,
  serviceIds: readonly string[],
  now: Date,
): Promise<Map<string, { total: number; count: number }>> {
  if (serviceIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; total: number; n: number }>(
    await db.execute(sql`
    select o.service_id as id, sum(r.rating)::int as total, count(*)::int as n
    from marketplace_reviews r join marketplace_orders o on o.id = r.order_id
    where o.service_id in (${sql.join(
      serviceIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and r.author_side = 'buyer' and ${reviewVisible(now)}
    group by o.service_id`),
  );
  return new Map(rows.map((r) => [r.id, { total: Number(r.total), count: Number(r.n) }]));
}

/** Sum and count of the visible buyer reviews about each seller. */
export async function sellerRatings(
  db: Db,
  sellerIds: readonly string[],
  now: Date,
): Promise<Map<string, { total: number; count: number }>> {
  if (sellerIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; total: number; n: number }>(
    await db.execute(sql`
    select r.subject_id as id, sum(r.rating)::int as total, count(*)::int as n
    from marketplace_reviews r join marketplace_orders o on o.id = r.order_id
    where r.subject_id in (${sql.join(
      sellerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and r.author_side = 'buyer' and ${reviewVisible(now)}
    group by r.subject_id`),
  );
  return new Map(rows.map((r) => [r.id, { total: Number(r.total), count: Number(r.n) }]));
}

export interface ReviewRow {
  id: string;
  orderId: string;
  authorSide: 'buyer' | 'seller';
  authorName: string | null;
  rating: number;
  text: string;
  serviceTitle: string;
  tierName: string;
  createdAt: Date;
}

/** Visible buyer reviews, newest first: of one service, or about one seller. */
export async function visibleReviews(
  db: Db,
  about: { serviceId: string } | { sellerId: string },
  now: Date,
  limit: number,
): Promise<ReviewRow[]> {
  const which =
    'serviceId' in about ? sql`o.service_id = ${about.serviceId}::uuid` : sql`r.subject_id = ${about.sellerId}::uuid`;
  const rows = rowsOf<{
    id: string;
    order_id: string;
    author_side: 'buyer' | 'seller';
    author_name: string | null;
    rating: number;
    text: string;
    service_title: string;
    tier_name: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
    select r.id, r.order_id, r.author_side, u.name as author_name, r.rating, r.text, o.service_title,
      o.tier ->> 'name' as tier_name, r.created_at
    from marketplace_reviews r
      join marketplace_orders o on o.id = r.order_id
      left join users u on u.id = r.author_id
    where ${which} and r.author_side = 'buyer' and ${reviewVisible(now)}
    order by r.created_at desc, r.id desc
    limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    authorSide: r.author_side,
    authorName: r.author_name,
    rating: Number(r.rating),
    text: r.text,
    serviceTitle: r.service_title,
    tierName: r.tier_name,
    createdAt: new Date(r.created_at),
  }));
}

export interface OrderFigures {
  /** Completed or resolved. */
  sold: number;
  /** Cancelled with the fault on the seller. */
  cancelledBySellerFault: number;
  /** Not finished yet. */
  running: number;
}

const figures = {
  sold: sql<number>`count(*) filter (where ${inArray(marketplaceOrders.status, SOLD)})::int`,
  cancelledBySellerFault: sql<number>`count(*) filter (where ${marketplaceOrders.status} = 'cancelled'
    and ${marketplaceOrders.cancelledFault} = 'seller')::int`,
  running: sql<number>`count(*) filter (where ${marketplaceOrders.status} not in ${RUNNING})::int`,
};

const toFigures = (r: { sold: number; cancelledBySellerFault: number; running: number }): OrderFigures => ({
  sold: Number(r.sold),
  cancelledBySellerFault: Number(r.cancelledBySellerFault),
  running: Number(r.running),
});

/** Order figures of each seller, over all their services. */
export async function sellerOrderFigures(
  db: Db,
  sellerIds: readonly string[],
): Promise<Map<string, OrderFigures>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceOrders.sellerId, ...figures })
    .from(marketplaceOrders)
    .where(inArray(marketplaceOrders.sellerId, [...sellerIds]))
    .groupBy(marketplaceOrders.sellerId);
  return new Map(rows.map((r) => [r.id, toFigures(r)]));
}

/** Order figures of each service. */
export async function serviceOrderFigures(
  db: Db,
  serviceIds: readonly string[],
): Promise<Map<string, OrderFigures>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceOrders.serviceId, ...figures })
    .from(marketplaceOrders)
    .where(inArray(marketplaceOrders.serviceId, [...serviceIds]))
    .groupBy(marketplaceOrders.serviceId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, toFigures(r)]));
}

export interface SellerRow {
  id: string;
  name: string;
  role: string;
  avatarUrl: string | null;
  createdAt: Date;
  headline: string | null;
  bio: string | null;
  country: string | null;
}

/** Sellers' accounts with what their profile says (headline, bio, country). */
export async function sellersByIds(db: Db, ids: readonly string[]): Promise<Map<string, SellerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      headline: talentProfiles.headline,
      bio: talentProfiles.bio,
      country: talentProfiles.country,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The users among these whose latest identity check was accepted. */
export async function identityVerified(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const v = identityVerifications;
  const rows = await db
    .selectDistinctOn([v.userId], { userId: v.userId, status: v.status })
    .from(v)
    .where(inArray(v.userId, [...ids]))
    .orderBy(v.userId, desc(v.submittedAt), desc(v.id));
  return new Set(rows.filter((r) => r.status === 'verified').map((r) => r.userId));
}

export interface BadgeRef {
  skillSlug: string;
  skillName: string;
  level: 'proficient' | 'advanced';
}

/** Each user's skill badges valid at `now` (unrevoked, issued, unexpired), strongest and newest first. */
export async function validBadges(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, BadgeRef[]>> {
  const out = new Map<string, BadgeRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      userId: badges.userId,
      skillSlug: badges.skillSlug,
      skillName: badges.skillName,
      level: badges.level,
    })
    .from(badges)
    .where(
      and(
        inArray(badges.userId, [...ids]),
        isNull(badges.revokedAt),
        lte(badges.issuedAt, now),
        gt(badges.expiresAt, now),
      ),
    )
    .orderBy(asc(badges.userId), desc(badges.level), desc(badges.issuedAt));
  for (const row of rows) {
    if (!row.userId) continue;
    const list = out.get(row.userId) ?? [];
    list.push({ skillSlug: row.skillSlug, skillName: row.skillName, level: row.level });
    out.set(row.userId, list);
  }
  return out;
}

/** Each user's skills taught by a course they hold an unrevoked certificate of, with the course's title. */
export async function certifiedSkills(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Array<{ skillSlug: string; courseTitle: string }>>> {
  const out = new Map<string, Array<{ skillSlug: string; courseTitle: string }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      userId: courseCertificates.userId,
      skillSlug: skills.slug,
      courseTitle: courseCertificates.courseTitle,
    })
    .from(courseCertificates)
    .innerJoin(courseSkills, eq(courseSkills.courseId, courseCertificates.courseId))
    .innerJoin(skills, eq(skills.id, courseSkills.skillId))
    .where(
      and(
        inArray(courseCertificates.userId, [...ids]),
        isNull(courseCertificates.revokedAt),
        isNotNull(courseCertificates.userId),
      ),
    )
    .orderBy(asc(courseCertificates.issuedAt));
  for (const row of rows) {
    const list = out.get(row.userId!) ?? [];
    list.push({ skillSlug: row.skillSlug, courseTitle: row.courseTitle });
    out.set(row.userId!, list);
  }
  return out;
}

/**
 * A service's skills are all verified for its seller (alias `s`): each has a valid badge or a certificate of a
 * course that teaches it. The SQL twin of the evidence the views show, for the `verified` filter.
 */
export function everySkillVerified(now: Date): SQL {
  const at = now.toISOString();
  return sql`(jsonb_array_length(s.skills) > 0 and not exists (
    select 1 from jsonb_array_elements_text(s.skills) as k(slug)
    where not exists (select 1 from badges b where b.user_id = s.seller_id and b.skill_slug = k.slug
        and b.revoked_at is null and b.issued_at <= ${at}::timestamptz and b.expires_at > ${at}::timestamptz)
      and not exists (select 1 from course_certificates c
          join course_skills cs on cs.course_id = c.course_id
          join skills sk on sk.id = cs.skill_id
        where c.user_id = s.seller_id and c.revoked_at is null and sk.slug = k.slug)))`;
}

/**
 * The seller (alias `s`) is an elite member: an accepted application, as `eliteMemberships` in the elite feature
 * reads it.
 */
export const eliteSeller: SQL = sql`exists (select 1 from elite_applications e
  where e.user_id = s.seller_id and e.status = 'accepted' and e.track is not null and e.decided_at is not null)`;

/** The skills on a talent's profile, by slug and name. */
export async function profileSkills(db: Db, userId: string): Promise<Array<{ slug: string; name: string }>> {
  return db
    .select({ slug: skills.slug, name: skills.name })
    .from(talentSkills)
    .innerJoin(skills, eq(skills.id, talentSkills.skillId))
    .where(eq(talentSkills.userId, userId));
}
