import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FINAL_STATUSES } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { companies, jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { interviewRequests, interviews, interviewSlots } from '../../db/schema/pipeline.schema.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';

export type InterviewRequestRow = typeof interviewRequests.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type RecruiterRow = typeof recruiters.$inferSelect;
export type NewInterviewRequest = typeof interviewRequests.$inferInsert;
export type NewInterview = typeof interviews.$inferInsert;
export type SlotAuthor = InterviewSlotRow['proposedBy'];

/** The most rows one list answers (the contract has no pages: a person has few interviews). */
const LIST_LIMIT = 200;

/** What every pipeline row of ours is shown with: its application, job, company, candidate and recruiter. */
const context = {
  application: {
    id: applications.id,
    userId: applications.userId,
    status: applications.status,
    jobId: applications.jobId,
  },
  job: {
    id: jobs.id,
    title: jobs.title,
    timezone: jobs.timezone,
    companyId: jobs.companyId,
    recruiterId: jobs.recruiterId,
  },
  company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
  talent: { id: users.id, name: users.name, avatarUrl: users.avatarUrl, timezone: users.timezone },
  recruiter: recruiters,
};

export type RequestWithContext = Awaited<ReturnType<typeof selectRequests>>[number];
export type InterviewWithContext = Awaited<ReturnType<typeof selectInterviews>>[number];

/** Rows the viewer may see: the candidate's own applications, or their company's jobs. */
export function viewerScope(viewer: PipelineViewer): SQL {
  return viewer.kind === 'talent'
    ? eq(applications.userId, viewer.userId)
    : eq(jobs.companyId, viewer.companyId);
}

export function selectRequests(db: Db, where: SQL | undefined) {
  return db
    .select({ request: interviewRequests, ...context })
    .from(interviewRequests)
    .innerJoin(applications, eq(applications.id, interviewRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(recruiters, eq(recruiters.id, interviewRequests.recruiterId))
    .where(where)
    .orderBy(
      sql`(${interviewRequests.status} = 'pending') DESC`,
      desc(interviewRequests.createdAt),
      desc(interviewRequests.id),
    )
    .limit(LIST_LIMIT);
}

export function selectInterviews(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ interview: interviews, ...context })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(recruiters, eq(recruiters.id, interviews.recruiterId))
    .where(where)
    .orderBy(...order, desc(interviews.id))
    .limit(LIST_LIMIT);
}

export async function slotsOf(db: Db, requestIds: string[]): Promise<InterviewSlotRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.requestId, requestIds))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

/** The interview each accepted request became. */
export async function interviewIdsOf(db: Db, requestIds: string[]): Promise<Map<string, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: interviews.id, requestId: interviews.requestId })
    .from(interviews)
    .where(inArray(interviews.requestId, requestIds))
    .orderBy(asc(interviews.createdAt));
  return new Map(rows.map((r) => [r.requestId!, r.id]));
}

export async function lockRequest(db: Db, id: string): Promise<InterviewRequestRow | null> {
  const [row] = await db.select().from(interviewRequests).where(eq(interviewRequests.id, id)).for('update');
  return row ?? null;
}

export async function lockInterview(db: Db, id: string): Promise<InterviewRow | null> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return row ?? null;
}

/** The application's open request (pending or proposed), if any. */
export async function openRequestOf(db: Db, applicationId: string): Promise<InterviewRequestRow | null> {
  const [row] = await db
    .select()
    .from(interviewRequests)
    .where(
      and(
        eq(interviewRequests.applicationId, applicationId),
        inArray(interviewRequests.status, ['pending', 'proposed']),
      ),
    );
  return row ?? null;
}

/**
 * The recruiter-side accounts to tell about an application's interview: the job's recruiter and the recruiter who
 * sent the request (when they differ), each when linked to an account.
 */
export async function recruiterUserIds(
  db: Db,
  applicationId: string,
  requestRecruiterId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: recruiters.userId })
    .from(recruiters)
    .where(
      and(
        isNotNull(recruiters.userId),
        or(
          eq(
            recruiters.id,
            sql`(SELECT j.recruiter_id FROM ${jobs} j JOIN ${applications} a ON a.job_id = j.id WHERE a.id = ${applicationId})`,
          ),
          ...(requestRecruiterId ? [eq(recruiters.id, requestRecruiterId)] : []),
        ),
      ),
    );
  return [...new Set(rows.map((r) => r.userId!))];
}

/* ---------- reads by plain filters ---------- */

/** Which requests: one by id, some ids, those of some applications, or the open ones of live applications. */
export interface RequestFilter {
  id?: string;
  ids?: string[];
  applicationIds?: string[];
  /** Pending or proposed, on an application that has not ended (a request left open on a rejection is no to-do). */
  open?: boolean;
}

/** Open requests on live applications. */
function openOnLiveApplication(statuses: InterviewRequestRow['status'][]): SQL {
  return and(
    inArray(interviewRequests.status, statuses),
    notInArray(applications.status, [...FINAL_STATUSES]),
  )!;
}

/** Requests with their context, limited to what `viewer` may see (null: the system, everything). */
export function findRequests(db: Db, viewer: PipelineViewer | null, filter: RequestFilter) {
  return selectRequests(
    db,
    and(
      viewer ? viewerScope(viewer) : undefined,
      filter.id !== undefined ? eq(interviewRequests.id, filter.id) : undefined,
      filter.ids ? inArray(interviewRequests.id, filter.ids) : undefined,
      filter.applicationIds ? inArray(interviewRequests.applicationId, filter.applicationIds) : undefined,
      filter.open ? openOnLiveApplication(['pending', 'proposed']) : undefined,
    ),
  );
}

/** How many requests wait for the candidate (pending, live application) among those the viewer may see. */
export async function countPendingRequests(db: Db, viewer: PipelineViewer): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interviewRequests)
    .innerJoin(applications, eq(applications.id, interviewRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(viewerScope(viewer), openOnLiveApplication(['pending'])));
  return row?.n ?? 0;
}

/** upcoming: scheduled and not yet over; completed: the rest (over, awaiting an outcome, or cancelled). */
function upcomingAt(at: Date): SQL {
  return and(eq(interviews.status, 'scheduled'), gt(interviews.endsAt, at))!;
}

export interface InterviewFilter {
  id?: string;
  ids?: string[];
  applicationIds?: string[];
  /** Upcoming or completed at `at`. */
  scope?: { at: Date; is: 'upcoming' | 'completed' };
  /** soonest first, latest first, or by id only. */
  order?: 'soonest' | 'latest';
}

/** Interviews with their context, limited to what `viewer` may see (null: the system, everything). */
export function findInterviews(db: Db, viewer: PipelineViewer | null, filter: InterviewFilter) {
  const scope = filter.scope
    ? filter.scope.is === 'upcoming'
      ? upcomingAt(filter.scope.at)
      : not(upcomingAt(filter.scope.at))
    : undefined;
  const order =
    filter.order === 'soonest'
      ? [asc(interviews.startsAt)]
      : filter.order === 'latest'
        ? [desc(interviews.startsAt)]
        : [];
  return selectInterviews(
    db,
    and(
      viewer ? viewerScope(viewer) : undefined,
      filter.id !== undefined ? eq(interviews.id, filter.id) : undefined,
      filter.ids ? inArray(interviews.id, filter.ids) : undefined,
      filter.applicationIds ? inArray(interviews.applicationId, filter.applicationIds) : undefined,
      scope,
    ),
    order,
  );
}

/** Upcoming and completed interviews the viewer may see, counted at `at`. */
export async function countInterviews(
  db: Db,
  viewer: PipelineViewer,
  at: Date,
): Promise<{ upcoming: number; completed: number }> {
  const upcoming = upcomingAt(at);
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) FILTER (WHERE ${upcoming})::int`,
      completed: sql<number>`count(*) FILTER (WHERE NOT (${upcoming}))::int`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(viewerScope(viewer));
  return { upcoming: row?.upcoming ?? 0, completed: row?.completed ?? 0 };
}

/** An application of the company's jobs, with what its candidate is told about. */
export async function findCompanyApplication(db: Db, applicationId: string, companyId: string) {
  const [row] = await db
    .select({ id: applications.id, userId: applications.userId, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)));
  return row;
}

/* ---------- writes (inside the caller's transaction) ---------- */

export async function insertRequest(db: Db, values: NewInterviewRequest): Promise<InterviewRequestRow> {
  const [row] = await db.insert(interviewRequests).values(values).returning();
  return row!;
}

export async function updateRequest(db: Db, id: string, set: Partial<NewInterviewRequest>): Promise<void> {
  await db.update(interviewRequests).set(set).where(eq(interviewRequests.id, id));
}

export async function insertSlots(
  db: Db,
  requestId: string,
  proposedBy: SlotAuthor,
  starts: Date[],
): Promise<void> {
  await db.insert(interviewSlots).values(starts.map((startsAt) => ({ requestId, startsAt, proposedBy })));
}

/** Removes a request's slots: all of them, or only those one side proposed. */
export async function deleteSlots(db: Db, requestId: string, proposedBy?: SlotAuthor): Promise<void> {
  await db
    .delete(interviewSlots)
    .where(
      and(
        eq(interviewSlots.requestId, requestId),
        proposedBy ? eq(interviewSlots.proposedBy, proposedBy) : undefined,
      ),
    );
}

/** One slot of the request, proposed by `proposedBy`. */
export async function findSlot(
  db: Db,
  requestId: string,
  slotId: string,
  proposedBy: SlotAuthor,
): Promise<InterviewSlotRow | undefined> {
  const [slot] = await db
    .select()
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.requestId, requestId),
        eq(interviewSlots.id, slotId),
        eq(interviewSlots.proposedBy, proposedBy),
      ),
    );
  return slot;
}

export async function insertInterview(db: Db, values: NewInterview): Promise<InterviewRow> {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

/** Updates an interview; `newSequence` bumps the SEQUENCE calendars use to replace their copy. */
export async function updateInterview(
  db: Db,
  id: string,
  set: Partial<NewInterview>,
  options: { newSequence?: boolean } = {},
): Promise<InterviewRow> {
  const [row] = await db
    .update(interviews)
    .set({ ...set, ...(options.newSequence ? { sequence: sql`${interviews.sequence} + 1` } : {}) })
    .where(eq(interviews.id, id))
    .returning();
  return row!;
}

/** The application's open (pending or proposed) requests become cancelled; returns their ids. */
export async function cancelOpenRequests(db: Db, applicationId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(interviewRequests)
    .set({ status: 'cancelled', updatedAt: at })
    .where(
      and(
        eq(interviewRequests.applicationId, applicationId),
        inArray(interviewRequests.status, ['pending', 'proposed']),
      ),
    )
    .returning({ id: interviewRequests.id });
  return rows.map((r) => r.id);
}

/** The application's scheduled interviews become cancelled (SEQUENCE + 1); returns their ids. */
export async function cancelScheduledInterviews(
  db: Db,
  applicationId: string,
  cancel: { by: InterviewRow['cancelledBy']; reason: string; at: Date },
): Promise<string[]> {
  const rows = await db
    .update(interviews)
    .set({
      status: 'cancelled',
      cancelledBy: cancel.by,
      cancelReason: cancel.reason,
      sequence: sql`${interviews.sequence} + 1`,
      reschedule: null,
      updatedAt: cancel.at,
    })
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
    .returning({ id: interviews.id });
  return rows.map((r) => r.id);
}

/**
 * Claims the reminders due at `now` with conditional UPDATEs (one process wins each, once): the 1 h ones (start
 * within (now, now + 1 h]; also closing their 24 h one) and the 24 h ones (start within (now + 1 h, now + 24 h]).
 * Nobody is reminded of an interview whose application has ended.
 */
export async function claimDueReminders(
  db: Db,
  now: Date,
  hourMs: number,
): Promise<{ hour: string[]; day: string[] }> {
  const oneHour = new Date(now.getTime() + hourMs);
  const oneDay = new Date(now.getTime() + 24 * hourMs);
  const due = (column: typeof interviews.reminded1hAt, until: Date, after: Date) =>
    and(
      eq(interviews.status, 'scheduled'),
      isNull(column),
      gt(interviews.startsAt, after),
      lte(interviews.startsAt, until),
      sql`EXISTS (SELECT 1 FROM ${applications} a WHERE a.id = ${interviews.applicationId}
        AND a.status NOT IN (${sql.join(
          FINAL_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}))`,
    );
  const hour = await db
    .update(interviews)
    .set({ reminded1hAt: now, reminded24hAt: sql`coalesce(${interviews.reminded24hAt}, ${now})` })
    .where(due(interviews.reminded1hAt, oneHour, now))
    .returning({ id: interviews.id });
  const day = await db
    .update(interviews)
    .set({ reminded24hAt: now })
    .where(due(interviews.reminded24hAt, oneDay, oneHour))
    .returning({ id: interviews.id });
  return { hour: hour.map((r) => r.id), day: day.map((r) => r.id) };
}

/** Pending requests whose recruiter slots have all started become expired; returns them. */
export async function expireUnansweredRequests(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; applicationId: string }>> {
  return db
    .update(interviewRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(interviewRequests.status, 'pending'),
        sql`NOT EXISTS (SELECT 1 FROM ${interviewSlots} s WHERE s.request_id = ${interviewRequests.id}
          AND s.proposed_by = 'recruiter' AND s.starts_at > ${now})`,
      ),
    )
    .returning({ id: interviewRequests.id, applicationId: interviewRequests.applicationId });
}
