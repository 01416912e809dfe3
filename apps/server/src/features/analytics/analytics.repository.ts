import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.schema.ts';
import { applications, users } from '../../db/schema/index.ts';
import { interviews, offers } from '../../db/schema/pipeline.schema.ts';
import type { NewAnalyticsEvent } from './capture-events.ts';

const PAGE_VIEW = '$pageview';

/** Stores events; one sent again (same uuid, after a lost answer) is kept once. */
export async function insertEvents(db: Db, rows: NewAnalyticsEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.id })
    .returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** The retention: removes the events received before `before`; returns how many went. */
export async function deleteEventsReceivedBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, before))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyticsEvents);
  return row?.n ?? 0;
}

export interface Range {
  from: Date;
  to: Date;
  timeZone: string;
}

const inRange = (range: Range) =>
  and(
    eq(analyticsEvents.event, PAGE_VIEW),
    gte(analyticsEvents.occurredAt, range.from),
    lt(analyticsEvents.occurredAt, range.to),
  );
const dayOf = (timeZone: string) =>
  sql<string>`to_char((${analyticsEvents.occurredAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;
// A page view without a session id (a client that sent none) counts as a session of its own visitor.
const sessionKey = sql`coalesce(${analyticsEvents.sessionId}, 'visitor:' || ${analyticsEvents.distinctId})`;

/**
 * Page views per day and path in the range, newest day first and most viewed first, at most `limit` rows.
 * Grouped and ordered by position: the zone is a parameter, and PostgreSQL does not match `$1` with `$3`.
 */
export async function pageViewsByDayAndPath(db: Db, range: Range, limit: number) {
  return db
    .select({
      day: dayOf(range.timeZone),
      path: sql<string>`coalesce(${analyticsEvents.path}, '')`,
      views: sql<number>`count(*)::int`,
      sessions: sql<number>`count(DISTINCT ${sessionKey})::int`,
    })
    .from(analyticsEvents)
    .where(inRange(range))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1 DESC, 3 DESC, 2`)
    .limit(limit);
}

export async function pageViewsByDay(db: Db, range: Range) {
  return db
    .select({
      day: dayOf(range.timeZone),
      views: sql<number>`count(*)::int`,
      sessions: sql<number>`count(DISTINCT ${sessionKey})::int`,
    })
    .from(analyticsEvents)
    .where(inRange(range))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function pageViewTotals(db: Db, range: Range): Promise<{ views: number; sessions: number }> {
  const [row] = await db
    .select({
      views: sql<number>`count(*)::int`,
      sessions: sql<number>`count(DISTINCT ${sessionKey})::int`,
    })
    .from(analyticsEvents)
    .where(inRange(range));
  return row ?? { views: 0, sessions: 0 };
}

export interface FunnelCounts {
  signed_up: number;
  verified: number;
  applied: number;
  interviewed: number;
  offered: number;
}

/**
 * The sign-up cohort of the range (talents whose account was created in it) and how many of them went on to each
 * step since, from our own tables. Each step also requires the ones before it, so the funnel only narrows.
 */
export async function funnelCounts(db: Db, from: Date, to: Date): Promise<FunnelCounts> {
  const verified = sql`${users.emailVerifiedAt} IS NOT NULL`;
  const applied = sql`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.userId} = ${users.id})`;
  const interviewed = sql`EXISTS (SELECT 1 FROM ${interviews} JOIN ${applications}
    ON ${applications.id} = ${interviews.applicationId} WHERE ${applications.userId} = ${users.id})`;
  const offered = sql`EXISTS (SELECT 1 FROM ${offers} JOIN ${applications}
    ON ${applications.id} = ${offers.applicationId} WHERE ${applications.userId} = ${users.id})`;
  const [row] = await db
    .select({
      signed_up: sql<number>`count(*)::int`,
      verified: sql<number>`count(*) FILTER (WHERE ${verified})::int`,
      applied: sql<number>`count(*) FILTER (WHERE ${verified} AND ${applied})::int`,
      interviewed: sql<number>`count(*) FILTER (WHERE ${verified} AND ${applied} AND ${interviewed})::int`,
      offered: sql<number>`count(*) FILTER (WHERE ${verified} AND ${applied} AND ${interviewed} AND ${offered})::int`,
    })
    .from(users)
    .where(and(eq(users.role, 'talent'), gte(users.createdAt, from), lt(users.createdAt, to)));
  return row ?? { signed_up: 0, verified: 0, applied: 0, interviewed: 0, offered: 0 };
}
