import { and, asc, count, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EliteApplicationStatus, EliteMembership, EliteTrack } from '@talent/contract/elite';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { eliteApplicationEvents, eliteApplications, eliteReviewNotes } from '../../db/schema/elite.schema.ts';
import { jobs, skills } from '../../db/schema/jobs.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';
import { exactInstant } from '../../lib/keyset-cursor.ts';
import type { StatsRow } from './elite-rules.ts';

export type ApplicationRow = typeof eliteApplications.$inferSelect;
type ApplicationInsert = typeof eliteApplications.$inferInsert;

const OPEN = ['in_progress', 'submitted'];

export async function openApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(eliteApplications)
    .where(and(eq(eliteApplications.userId, userId), inArray(eliteApplications.status, OPEN)))
    .limit(1);
  return row;
}

/** The open application, else the newest one. */
export async function currentApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(eliteApplications)
    .where(eq(eliteApplications.userId, userId))
    .orderBy(
      sql`(${eliteApplications.status} IN ('in_progress', 'submitted')) DESC`,
      desc(eliteApplications.createdAt),
    )
    .limit(1);
  return row;
}

/** The newest closed application with a submitted form: where a new one's answers come from. */
export async function previousApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(eliteApplications)
    .where(
      and(
        eq(eliteApplications.userId, userId),
        sql`${eliteApplications.status} NOT IN ('in_progress', 'submitted')`,
        or(isNotNull(eliteApplications.joinForm), isNotNull(eliteApplications.workPreferenceForm)),
      ),
    )
    .orderBy(desc(eliteApplications.createdAt))
    .limit(1);
  return row;
}

export async function applicationById(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(eliteApplications).where(eq(eliteApplications.id, id)).limit(1);
  return row;
}

/** The latest rejection's reapply date (the one that counts for a new start). */
export async function latestReapplyAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ reapplyAt: eliteApplications.reapplyAt })
    .from(eliteApplications)
    .where(and(eq(eliteApplications.userId, userId), eq(eliteApplications.status, 'rejected')))
    .orderBy(desc(eliteApplications.decidedAt))
    .limit(1);
  return row?.reapplyAt ?? null;
}

/** A new application; undefined when another open one won the race (the partial unique index). */
export async function insertApplication(
  db: Db,
  values: ApplicationInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(eliteApplications).values(values).onConflictDoNothing().returning();
  return row;
}

/** Updates the application when its status is one of `from`; undefined when it no longer is. */
export async function updateApplication(
  db: Db,
  id: string,
  from: readonly EliteApplicationStatus[],
  values: Partial<ApplicationInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(eliteApplications)
    .set(values)
    .where(and(eq(eliteApplications.id, id), inArray(eliteApplications.status, [...from])))
    .returning();
  return row;
}

export async function insertEvents(
  db: Db,
  applicationId: string,
  events: readonly string[],
  actorUserId: string | null,
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(eliteApplicationEvents)
    .values(events.map((event) => ({ applicationId, event, actorUserId, at })));
}

/** Events written in one transaction share their time: within it they keep the order they happen in. */
const EVENT_ORDER = [
  'started',
  'join_submitted',
  'work_preference_submitted',
  'skill_assessments_done',
  'compliance_done',
  'submitted',
  'withdrawn',
];

export async function eventsOf(db: Db, applicationId: string) {
  const rows = await db
    .select({ event: eliteApplicationEvents.event, at: eliteApplicationEvents.at, actorName: users.name })
    .from(eliteApplicationEvents)
    .leftJoin(users, eq(users.id, eliteApplicationEvents.actorUserId))
    .where(eq(eliteApplicationEvents.applicationId, applicationId))
    .orderBy(asc(eliteApplicationEvents.at));
  const rank = (event: string) => {
    const i = EVENT_ORDER.indexOf(event);
    return i === -1 ? EVENT_ORDER.length : i;
  };
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.event) - rank(b.event));
}

export async function notesOf(db: Db, applicationId: string) {
  return db
    .select({
      id: eliteReviewNotes.id,
      body: eliteReviewNotes.body,
      createdAt: eliteReviewNotes.createdAt,
      author: users.name,
    })
    .from(eliteReviewNotes)
    .leftJoin(users, eq(users.id, eliteReviewNotes.authorUserId))
    .where(eq(eliteReviewNotes.applicationId, applicationId))
    .orderBy(asc(eliteReviewNotes.createdAt), asc(eliteReviewNotes.id));
}

export async function insertNote(
  db: Db,
  values: { applicationId: string; authorUserId: string; body: string; createdAt: Date },
): Promise<void> {
  await db.insert(eliteReviewNotes).values(values);
}

/** Place on the track's waitlist (1 = next), by when the applications were sent for review. */
export async function waitlistPosition(db: Db, row: ApplicationRow): Promise<number | null> {
  if (row.status !== 'waitlisted' || !row.track || !row.submittedAt) return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(eliteApplications)
    .where(
      and(
        eq(eliteApplications.status, 'waitlisted'),
        eq(eliteApplications.track, row.track),
        or(
          lt(eliteApplications.submittedAt, row.submittedAt),
          and(eq(eliteApplications.submittedAt, row.submittedAt), lt(eliteApplications.id, row.id)),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/**
 * Elite membership of each user: the newest accepted application (since its decision, on its track). One query
 * for a whole list.
 */
export async function eliteMemberships(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, EliteMembership>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([eliteApplications.userId], {
      userId: eliteApplications.userId,
      track: eliteApplications.track,
      decidedAt: eliteApplications.decidedAt,
    })
    .from(eliteApplications)
    .where(
      and(eq(eliteApplications.status, 'accepted'), inArray(eliteApplications.userId, [...new Set(userIds)])),
    )
    .orderBy(eliteApplications.userId, desc(eliteApplications.decidedAt));
  return new Map(
    rows
      .filter((r) => r.track && r.decidedAt)
      .map((r) => [r.userId, { since: r.decidedAt!.toISOString(), track: r.track as EliteTrack }]),
  );
}

/** Catalogue skills whose name or an alias is one of `names` (any case). */
/**
 * What the elite programme tells matching about a candidate, in one query: whether they are a member (an accepted
 * application), and the minimum rate from their newest submitted work preferences (any application, withdrawn ones
 * too: it is what they said they accept), null when none was submitted.
 */
export async function eliteMatchingOf(
  db: Db,
  userId: string,
): Promise<{
  member: boolean;
  minimumRate: { amount: number; currency: string; period: 'hour' | 'month' } | null;
}> {
  const [row] = await db
    .select({
      member: sql<boolean>`bool_or(${eliteApplications.status} = 'accepted')`,
      rate: sql<unknown>`(array_agg(${eliteApplications.workPreferenceForm} -> 'min_rate' ORDER BY ${eliteApplications.workPreferenceSubmittedAt} DESC NULLS LAST) FILTER (WHERE ${eliteApplications.workPreferenceSubmittedAt} IS NOT NULL))[1]`,
    })
    .from(eliteApplications)
    .where(eq(eliteApplications.userId, userId));
  const rate = row?.rate as { amount?: unknown; currency?: unknown; period?: unknown } | null | undefined;
  const valid =
    rate &&
    typeof rate.amount === 'number' &&
    typeof rate.currency === 'string' &&
    (rate.period === 'hour' || rate.period === 'month');
  return {
    member: row?.member === true,
    minimumRate: valid
      ? {
          amount: rate.amount as number,
          currency: rate.currency as string,
          period: rate.period as 'hour' | 'month',
        }
      : null,
  };
}

export async function skillsNamed(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const list = sql.join(
    lower.map((n) => sql`${n}`),
    sql`, `,
  );
  return db
    .select({ slug: skills.slug, name: skills.name, aliases: skills.aliases })
    .from(skills)
    .where(
      sql`lower(${skills.name}) IN (${list})
        OR EXISTS (SELECT 1 FROM unnest(${skills.aliases}) a WHERE lower(a) IN (${list}))`,
    );
}

export async function openEliteJobCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), eq(jobs.eliteOnly, true)));
  return row?.n ?? 0;
}

/** Every application as the stage figures see it (stage events recorded when it was sent or withdrawn). */
export async function statsRows(db: Db): Promise<StatsRow[]> {
  // Spelled out: inside the subquery a bare column name would resolve to the events table.
  const done = (event: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM elite_application_events e
      WHERE e.application_id = elite_applications.id AND e.event = ${event})`;
  const rows = await db
    .select({
      status: eliteApplications.status,
      joinSubmitted: sql<boolean>`${eliteApplications.joinSubmittedAt} IS NOT NULL`,
      workPreferenceSubmitted: sql<boolean>`${eliteApplications.workPreferenceSubmittedAt} IS NOT NULL`,
      skillsDone: done('skill_assessments_done'),
      complianceDone: done('compliance_done'),
      submitted: sql<boolean>`${eliteApplications.submittedAt} IS NOT NULL`,
    })
    .from(eliteApplications);
  return rows.map((r) => ({ ...r, status: r.status as EliteApplicationStatus }));
}

/* ------------------------------------------------------------------------------------------ review list */

/** Submitted first, then the waitlist, then the rest; oldest first in each. */
const rank = sql<number>`CASE ${eliteApplications.status} WHEN 'submitted' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END`;
const sortAt = sql`coalesce(${eliteApplications.submittedAt}, ${eliteApplications.createdAt})`;

export interface ReviewKey {
  rank: number;
  at: string;
  id: string;
}

export async function reviewPage(
  db: Db,
  filter: { status?: EliteApplicationStatus | undefined; after?: ReviewKey | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(eliteApplications.status, filter.status));
  if (filter.after) {
    const { rank: r, at, id } = filter.after;
    conditions.push(
      sql`(${rank}, ${sortAt}, ${eliteApplications.id}) > (${r}, ${at}::timestamptz, ${id}::uuid)`,
    );
  }
  return db
    .select({
      application: eliteApplications,
      name: users.name,
      avatarUrl: users.avatarUrl,
      timezone: sql<string | null>`coalesce(${talentProfiles.timezone}, ${users.timezone})`,
      rank,
      key: exactInstant(sortAt),
    })
    .from(eliteApplications)
    .innerJoin(users, eq(users.id, eliteApplications.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, eliteApplications.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(rank, sortAt, eliteApplications.id)
    .limit(filter.limit);
}

export async function reviewRow(db: Db, id: string) {
  const [row] = await db
    .select({
      application: eliteApplications,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      timezone: sql<string | null>`coalesce(${talentProfiles.timezone}, ${users.timezone})`,
    })
    .from(eliteApplications)
    .innerJoin(users, eq(users.id, eliteApplications.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, eliteApplications.userId))
    .where(eq(eliteApplications.id, id))
    .limit(1);
  return row;
}
