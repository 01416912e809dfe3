import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import {
  calendarFeeds,
  talkQuestions,
  talkQuestionVotes,
  talkRatings,
  talkRegistrations,
  talkRequests,
  talkRequestVotes,
  talks,
} from '../../db/schema/masterclass.schema.ts';

export type TalkRow = typeof talks.$inferSelect;
export type TalkInsert = typeof talks.$inferInsert;
export type RegistrationRow = typeof talkRegistrations.$inferSelect;
export type TalkRequestRow = typeof talkRequests.$inferSelect;
type FileRow = typeof files.$inferSelect;

/* ================================================================ talks with their figures */

const registeredCount = sql<number>`(select count(*)::int from talk_registrations r
  where r.talk_id = ${talks.id} and r.state = 'registered' and r.cancelled_at is null)`;
const waitlistCount = sql<number>`(select count(*)::int from talk_registrations r
  where r.talk_id = ${talks.id} and r.state = 'waitlisted' and r.cancelled_at is null)`;
const ratingAverage = sql<
  string | null
>`(select avg(x.stars)::numeric(3,1)::text from talk_ratings x where x.talk_id = ${talks.id})`;
const ratingCount = sql<number>`(select count(*)::int from talk_ratings x where x.talk_id = ${talks.id})`;

/** A talk with its seat figures, its rating and (for a viewer) their active registration and waitlist place. */
export interface TalkFigures {
  talk: TalkRow;
  registered: number;
  waitlisted: number;
  ratingAverage: number | null;
  ratingCount: number;
  mine: RegistrationRow | null;
  /** 1-based; null unless mine is waitlisted. */
  waitlistPosition: number | null;
}

/** Which talks, in which order: the lists', the hub's and the detail's queries all go through here. */
interface TalkQuery {
  viewerId: string | null;
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  /** Only talks the viewer holds an active registration for. */
  mineOnly?: boolean;
}

async function findTalks(db: Db, query: TalkQuery): Promise<TalkFigures[]> {
  const viewer = query.viewerId;
  const joinMine = viewer
    ? and(
        eq(talkRegistrations.talkId, talks.id),
        eq(talkRegistrations.userId, viewer),
        isNull(talkRegistrations.cancelledAt),
      )
    : sql`false`;
  const position = sql<number | null>`case when ${talkRegistrations.state} = 'waitlisted' then
    (select count(*)::int + 1 from talk_registrations w
      where w.talk_id = ${talks.id} and w.state = 'waitlisted' and w.cancelled_at is null
        and w.line < ${talkRegistrations.line})
    end`;
  const base = db
    .select({
      talk: talks,
      registered: registeredCount,
      waitlisted: waitlistCount,
      ratingAverage,
      ratingCount,
      mine: talkRegistrations,
      position,
    })
    .from(talks)
    .leftJoin(talkRegistrations, joinMine)
    .where(and(query.where, query.mineOnly ? isNotNull(talkRegistrations.id) : undefined))
    .orderBy(...(query.orderBy ?? [asc(talks.startsAt), asc(talks.id)]));
  const rows = query.limit !== undefined ? await base.limit(query.limit) : await base;
  return rows.map((row) => ({
    talk: row.talk,
    registered: Number(row.registered),
    waitlisted: Number(row.waitlisted),
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    ratingCount: Number(row.ratingCount),
    mine: row.mine,
    waitlistPosition: row.position === null ? null : Number(row.position),
  }));
}

/** Upcoming and past talk counts per category (cancelled ones count in neither). */
export async function categoryCounts(db: Db, now: Date) {
  return db
    .select({
      category: talks.category,
      upcoming: sql<number>`count(*) filter (where ${talks.endsAt} > ${now})::int`,
      past: sql<number>`count(*) filter (where ${talks.endsAt} <= ${now})::int`,
    })
    .from(talks)
    .where(isNull(talks.cancelledAt))
    .groupBy(talks.category);
}

export async function talkById(db: Db, id: string, lock = false): Promise<TalkRow | undefined> {
  const query = db.select().from(talks).where(eq(talks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTalk(db: Db, values: TalkInsert): Promise<TalkRow> {
  const [row] = await db.insert(talks).values(values).returning();
  return row!;
}

export async function updateTalk(db: Db, id: string, values: Partial<TalkInsert>): Promise<TalkRow> {
  const [row] = await db.update(talks).set(values).where(eq(talks.id, id)).returning();
  return row!;
}

export async function filesByIds(
  db: Db,
  ids: string[],
): Promise<Map<string, FileRow & { ownerRole: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ file: files, ownerRole: users.role })
    .from(files)
    .innerJoin(users, eq(users.id, files.ownerId))
    .where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.file.id, { ...r.file, ownerRole: r.ownerRole }]));
}

export async function fileById(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** The request a talk answers (the first, when several were answered by one talk). */
export async function requestIdOfTalk(db: Db, talkId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: talkRequests.id })
    .from(talkRequests)
    .where(eq(talkRequests.talkId, talkId))
    .orderBy(asc(talkRequests.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/* ================================================================ registrations */

export async function registrationOf(
  db: Db,
  talkId: string,
  userId: string,
  lock = false,
): Promise<RegistrationRow | undefined> {
  const query = db
    .select()
    .from(talkRegistrations)
    .where(and(eq(talkRegistrations.talkId, talkId), eq(talkRegistrations.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function registeredSeats(db: Db, talkId: string): Promise<number> {
  return db.$count(
    talkRegistrations,
    and(
      eq(talkRegistrations.talkId, talkId),
      eq(talkRegistrations.state, 'registered'),
      isNull(talkRegistrations.cancelledAt),
    ),
  );
}

export async function insertRegistration(
  db: Db,
  values: typeof talkRegistrations.$inferInsert,
): Promise<RegistrationRow> {
  const [row] = await db.insert(talkRegistrations).values(values).returning();
  return row!;
}

/** Registering again after a cancellation: a new place at the back of the line. */
export const NEXT_IN_LINE = sql<number>`nextval(pg_get_serial_sequence('talk_registrations', 'line'))`;

type RegistrationInsert = typeof talkRegistrations.$inferInsert;

/** A change to one registration (its revision grows with it); values may be SQL (the next place in line). */
export async function updateRegistration(
  db: Db,
  id: string,
  values: { [K in keyof RegistrationInsert]?: RegistrationInsert[K] | SQL },
): Promise<RegistrationRow> {
  const [row] = await db
    .update(talkRegistrations)
    .set({ ...values, revision: sql`${talkRegistrations.revision} + 1` })
    .where(eq(talkRegistrations.id, id))
    .returning();
  return row!;
}

/** The first `seats` waitlisted people, in line order, locked: the ones a freed seat goes to. */
export async function promoteFromWaitlist(
  db: Db,
  talkId: string,
  seats: number,
  now: Date,
): Promise<RegistrationRow[]> {
  if (seats <= 0) return [];
  const first = await db
    .select({ id: talkRegistrations.id })
    .from(talkRegistrations)
    .where(
      and(
        eq(talkRegistrations.talkId, talkId),
        eq(talkRegistrations.state, 'waitlisted'),
        isNull(talkRegistrations.cancelledAt),
      ),
    )
    .orderBy(asc(talkRegistrations.line))
    .limit(seats)
    .for('update');
  if (first.length === 0) return [];
  return db
    .update(talkRegistrations)
    .set({ state: 'registered', promotedAt: now, revision: sql`${talkRegistrations.revision} + 1` })
    .where(
      inArray(
        talkRegistrations.id,
        first.map((r) => r.id),
      ),
    )
    .returning();
}

/** A moved talk reminds everyone again at its new time. */
export async function rearmReminders(db: Db, talkId: string): Promise<void> {
  await db
    .update(talkRegistrations)
    .set({ remindedDayAt: null, remindedSoonAt: null })
    .where(eq(talkRegistrations.talkId, talkId));
}

export interface Attendee {
  registration: RegistrationRow;
  name: string;
  email: string;
  timezone: string | null;
}

/** Everyone with an active registration: registered first, then the waitlist in line order. */
export async function attendeesOf(db: Db, talkId: string): Promise<Attendee[]> {
  return db
    .select({
      registration: talkRegistrations,
      name: users.name,
      email: users.email,
      timezone: users.timezone,
    })
    .from(talkRegistrations)
    .innerJoin(users, eq(users.id, talkRegistrations.userId))
    .where(and(eq(talkRegistrations.talkId, talkId), isNull(talkRegistrations.cancelledAt)))
    .orderBy(sql`${talkRegistrations.state} = 'waitlisted'`, asc(talkRegistrations.line));
}

export async function personOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Every talk a person holds or held a registration for (the calendar feed): the newest 500. */
export async function feedEntries(db: Db, userId: string) {
  return db
    .select({ talk: talks, registration: talkRegistrations })
    .from(talkRegistrations)
    .innerJoin(talks, eq(talks.id, talkRegistrations.talkId))
    .where(eq(talkRegistrations.userId, userId))
    .orderBy(desc(talks.startsAt))
    .limit(500);
}

/* ================================================================ reminders */

export interface DueReminder {
  registrationId: string;
  userId: string;
  talkId: string;
}

/**
 * Claims the reminders due at `now` (a conditional update, so one process sends each once): `soon` for talks
 * starting within `soonMs`, which also closes the day reminder, and `day` for talks within `dayMs` but not `soon`.
 */
export async function claimDueReminders(
  db: Db,
  now: Date,
  soonMs: number,
  dayMs: number,
): Promise<{ soon: DueReminder[]; day: DueReminder[] }> {
  const soonEdge = new Date(now.getTime() + soonMs);
  const dayEdge = new Date(now.getTime() + dayMs);
  const due = (from: Date, to: Date, column: typeof talkRegistrations.remindedDayAt) =>
    and(
      eq(talkRegistrations.talkId, talks.id),
      eq(talkRegistrations.state, 'registered'),
      isNull(talkRegistrations.cancelledAt),
      isNull(column),
      isNull(talks.cancelledAt),
      gt(talks.startsAt, from),
      lte(talks.startsAt, to),
    );
  const returning = {
    registrationId: talkRegistrations.id,
    userId: talkRegistrations.userId,
    talkId: talkRegistrations.talkId,
  };
  const soon = await db
    .update(talkRegistrations)
    .set({ remindedSoonAt: now, remindedDayAt: sql`coalesce(${talkRegistrations.remindedDayAt}, ${now})` })
    .from(talks)
    .where(due(now, soonEdge, talkRegistrations.remindedSoonAt))
    .returning(returning);
  const day = await db
    .update(talkRegistrations)
    .set({ remindedDayAt: now })
    .from(talks)
    .where(due(soonEdge, dayEdge, talkRegistrations.remindedDayAt))
    .returning(returning);
  return { soon, day };
}

/* ================================================================ questions */

export async function questionsOf(db: Db, talkId: string, viewerId: string | null) {
  const votes = sql<number>`(select count(*)::int from talk_question_votes v where v.question_id = ${talkQuestions.id})`;
  const voted = viewerId
    ? sql<boolean>`exists (select 1 from talk_question_votes v
        where v.question_id = ${talkQuestions.id} and v.user_id = ${viewerId})`
    : sql<boolean>`false`;
  return db
    .select({ question: talkQuestions, authorName: users.name, votes, voted })
    .from(talkQuestions)
    .innerJoin(users, eq(users.id, talkQuestions.userId))
    .where(eq(talkQuestions.talkId, talkId))
    .orderBy(desc(votes), asc(talkQuestions.createdAt), asc(talkQuestions.id));
}

export async function questionOf(db: Db, talkId: string, questionId: string) {
  const [row] = await db
    .select()
    .from(talkQuestions)
    .where(and(eq(talkQuestions.id, questionId), eq(talkQuestions.talkId, talkId)));
  return row;
}

export async function questionCountBy(db: Db, talkId: string, userId: string): Promise<number> {
  return db.$count(talkQuestions, and(eq(talkQuestions.talkId, talkId), eq(talkQuestions.userId, userId)));
}

export async function insertQuestion(db: Db, values: typeof talkQuestions.$inferInsert): Promise<void> {
  await db.insert(talkQuestions).values(values);
}

export async function addQuestionVote(db: Db, questionId: string, userId: string, now: Date): Promise<void> {
  await db.insert(talkQuestionVotes).values({ questionId, userId, createdAt: now }).onConflictDoNothing();
}

export async function removeQuestionVote(db: Db, questionId: string, userId: string): Promise<void> {
  await db
    .delete(talkQuestionVotes)
    .where(and(eq(talkQuestionVotes.questionId, questionId), eq(talkQuestionVotes.userId, userId)));
}

/* ================================================================ ratings */

export async function ratingOf(db: Db, talkId: string, userId: string) {
  const [row] = await db
    .select()
    .from(talkRatings)
    .where(and(eq(talkRatings.talkId, talkId), eq(talkRatings.userId, userId)));
  return row;
}

export async function upsertRating(
  db: Db,
  values: { talkId: string; userId: string; stars: number; comment: string; now: Date },
): Promise<void> {
  await db
    .insert(talkRatings)
    .values({
      talkId: values.talkId,
      userId: values.userId,
      stars: values.stars,
      comment: values.comment,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [talkRatings.talkId, talkRatings.userId],
      set: { stars: values.stars, comment: values.comment, updatedAt: values.now },
    });
}

/* ================================================================ calendar feeds */

export async function feedOf(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function feedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Creates the feed once (a second tab's first visit keeps the first token) or, with `replace`, rotates it. */
export async function saveFeed(
  db: Db,
  values: typeof calendarFeeds.$inferInsert,
  replace: boolean,
): Promise<void> {
  const insert = db.insert(calendarFeeds).values(values);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash: values.tokenHash, tokenSealed: values.tokenSealed, createdAt: values.createdAt },
      })
    : insert.onConflictDoNothing());
}

/* ================================================================ talk requests */

const requestVotes = sql<number>`(select count(*)::int from talk_request_votes v where v.request_id = ${talkRequests.id})`;

export interface RequestQuery {
  viewerId: string | null;
  status?: string | undefined;
  authorId?: string | undefined;
  ids?: string[];
  sort: 'votes' | 'newest';
  offset?: number;
  limit?: number;
}

function requestFilter(query: RequestQuery): SQL | undefined {
  return and(
    query.status ? eq(talkRequests.status, query.status) : undefined,
    query.authorId ? eq(talkRequests.userId, query.authorId) : undefined,
    query.ids ? inArray(talkRequests.id, query.ids) : undefined,
  );
}

export async function findRequests(db: Db, query: RequestQuery) {
  const voted = query.viewerId
    ? sql<boolean>`exists (select 1 from talk_request_votes v
        where v.request_id = ${talkRequests.id} and v.user_id = ${query.viewerId})`
    : sql<boolean>`false`;
  const base = db
    .select({
      request: talkRequests,
      authorName: users.name,
      votes: requestVotes,
      voted,
      talkCategory: talks.category,
    })
    .from(talkRequests)
    .innerJoin(users, eq(users.id, talkRequests.userId))
    .leftJoin(talks, eq(talks.id, talkRequests.talkId))
    .where(requestFilter(query))
    .orderBy(
      ...(query.sort === 'votes' ? [desc(requestVotes)] : []),
      desc(talkRequests.createdAt),
      desc(talkRequests.id),
    )
    .offset(query.offset ?? 0);
  const rows = query.limit !== undefined ? await base.limit(query.limit) : await base;
  return rows.map((r) => ({ ...r, votes: Number(r.votes) }));
}

export async function countRequests(db: Db, query: RequestQuery): Promise<number> {
  return db.$count(talkRequests, requestFilter(query));
}

export async function requestById(db: Db, id: string, lock = false): Promise<TalkRequestRow | undefined> {
  const query = db.select().from(talkRequests).where(eq(talkRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function openRequestCount(db: Db, userId: string): Promise<number> {
  return db.$count(
    talkRequests,
    and(eq(talkRequests.userId, userId), inArray(talkRequests.status, ['submitted', 'under_review'])),
  );
}

export async function insertRequest(
  db: Db,
  values: typeof talkRequests.$inferInsert,
): Promise<TalkRequestRow> {
  const [row] = await db.insert(talkRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: Db,
  id: string,
  values: Partial<typeof talkRequests.$inferInsert>,
): Promise<TalkRequestRow> {
  const [row] = await db.update(talkRequests).set(values).where(eq(talkRequests.id, id)).returning();
  return row!;
}

export async function addRequestVote(db: Db, requestId: string, userId: string, now: Date): Promise<void> {
  await db.insert(talkRequestVotes).values({ requestId, userId, createdAt: now }).onConflictDoNothing();
}

export async function removeRequestVote(db: Db, requestId: string, userId: string): Promise<void> {
  await db
    .delete(talkRequestVotes)
    .where(and(eq(talkRequestVotes.requestId, requestId), eq(talkRequestVotes.userId, userId)));
}

/* ================================================================ the lists */

const talkFilters = {
  upcoming: (now: Date) => and(isNull(talks.cancelledAt), gt(talks.endsAt, now)),
  past: (now: Date) => and(isNull(talks.cancelledAt), lte(talks.endsAt, now)),
  /** Title, summary or speaker containing the words (case-insensitive, `%` and `_` taken literally). */
  search: (q: string) => {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(
      sql`${talks.title} ilike ${pattern}`,
      sql`${talks.summary} ilike ${pattern}`,
      sql`${talks.speakerName} ilike ${pattern}`,
    );
  },
};

const soonest = [asc(talks.startsAt), asc(talks.id)];
const newest = [desc(talks.startsAt), desc(talks.id)];
/** Upcoming first (soonest first), then past (newest first). */
const upcomingThenPast = (now: Date) => [
  sql`(${talks.endsAt} <= ${now})`,
  sql`case when ${talks.endsAt} > ${now} then ${talks.startsAt} end asc`,
  desc(talks.startsAt),
];

export interface ListFilter {
  when: 'upcoming' | 'past';
  now: Date;
  category?: string | undefined;
  q?: string | undefined;
}

function listFilter(filter: ListFilter): SQL | undefined {
  return and(
    filter.when === 'past' ? talkFilters.past(filter.now) : talkFilters.upcoming(filter.now),
    filter.category ? eq(talks.category, filter.category) : undefined,
    filter.q ? talkFilters.search(filter.q) : undefined,
  );
}

/** A page of upcoming (soonest first) or past (newest first) talks, after a keyset cursor's place. */
export function listTalks(
  db: Db,
  viewerId: string,
  filter: ListFilter,
  page: { after?: { at: string; id: string } | undefined; limit: number },
): Promise<TalkFigures[]> {
  const past = filter.when === 'past';
  const after = page.after
    ? past
      ? sql`(${talks.startsAt}, ${talks.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
      : sql`(${talks.startsAt}, ${talks.id}) > (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return findTalks(db, {
    viewerId,
    where: and(listFilter(filter), after),
    orderBy: past ? newest : soonest,
    limit: page.limit,
  });
}

export function countListed(db: Db, filter: ListFilter): Promise<number> {
  return db.$count(talks, listFilter(filter));
}

/** The hub's next talks. */
export function nextTalks(db: Db, viewerId: string, now: Date, limit: number) {
  return findTalks(db, { viewerId, where: talkFilters.upcoming(now), orderBy: soonest, limit });
}

/** The hub's recordings worth watching: past talks with a recording (first) or slides, newest first. */
export function talksWithMedia(db: Db, viewerId: string, now: Date, limit: number) {
  return findTalks(db, {
    viewerId,
    where: and(talkFilters.past(now), or(isNotNull(talks.recordingFileId), isNotNull(talks.slidesFileId))),
    orderBy: [sql`(${talks.recordingFileId} is null)`, desc(talks.startsAt)],
    limit,
  });
}

/** The talks the viewer holds a seat or a waitlist place for: all, or only those not over yet (the hub). */
export function myTalks(db: Db, viewerId: string, now: Date, onlyComing: boolean) {
  return findTalks(db, {
    viewerId,
    mineOnly: true,
    where: onlyComing ? gt(talks.endsAt, now) : undefined,
    orderBy: onlyComing ? soonest : upcomingThenPast(now),
  });
}

export async function talkFigures(
  db: Db,
  viewerId: string | null,
  id: string,
): Promise<TalkFigures | undefined> {
  const [row] = await findTalks(db, { viewerId, where: eq(talks.id, id) });
  return row;
}

/** Every talk, upcoming first (the operators' list). */
export function allTalks(db: Db, now: Date) {
  return findTalks(db, { viewerId: null, orderBy: upcomingThenPast(now) });
}
