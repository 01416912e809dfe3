import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ACTIVE_STATUSES, FINAL_STATUSES, type ApplicationStatus } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { applicationDrafts, applications, jobInvitations } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations } from '../../db/schema/chat.schema.ts';
import { jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import {
  applicationEvents,
  interviewRequests,
  interviews,
  interviewSlots,
  offers,
} from '../../db/schema/pipeline.schema.ts';
import { likePattern } from '../chat/chat.repository.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type DraftRow = typeof applicationDrafts.$inferSelect;
export type InvitationRow = typeof jobInvitations.$inferSelect;

/* ---------- drafts ---------- */

export async function findDraft(db: Db, userId: string, jobId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.jobId, jobId)))
    .limit(1);
  return row;
}

export async function upsertDraft(
  db: Db,
  values: { userId: string; jobId: string; data: unknown; at: Date },
): Promise<DraftRow> {
  const [row] = await db
    .insert(applicationDrafts)
    .values({ userId: values.userId, jobId: values.jobId, data: values.data, updatedAt: values.at })
    .onConflictDoUpdate({
      target: [applicationDrafts.userId, applicationDrafts.jobId],
      set: { data: values.data, updatedAt: values.at },
    })
    .returning();
  return row!;
}

export async function deleteDraft(db: Db, userId: string, jobId: string): Promise<void> {
  await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.jobId, jobId)));
}

/* ---------- applications ---------- */

/** The candidate's application for the job that is not withdrawn (at most one: `applications_live_unique`). */
export async function findLiveApplication(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.jobId, jobId),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Db,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** Owner-scoped: someone else's id finds nothing (404). `lock` holds the row for a status change. */
export async function findOwnApplication(
  db: Db,
  userId: string,
  id: string,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface ApplicationFilter {
  /** One state, or `active` / `final`. */
  status?: ApplicationStatus | 'active' | 'final' | undefined;
  /** Job title or company name, case-insensitive substring. */
  q?: string | undefined;
}

function statusCondition(status: ApplicationFilter['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'active') return inArray(applications.status, [...ACTIVE_STATUSES]);
  if (status === 'final') return inArray(applications.status, [...FINAL_STATUSES]);
  return eq(applications.status, status);
}

/** The candidate's applications, newest first, filtered by state and by job title or company name. */
export async function listOwnApplications(
  db: Db,
  userId: string,
  filter: ApplicationFilter = {},
): Promise<ApplicationRow[]> {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const rows = await db
    .select({ application: applications })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.userId, userId),
        statusCondition(filter.status),
        pattern ? or(ilike(jobs.title, pattern), ilike(jobs.companyName, pattern)) : undefined,
      ),
    )
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  return rows.map((r) => r.application);
}

/** How many applications the candidate has in each state (all of them, whatever the filter). */
export async function countOwnByStatus(db: Db, userId: string): Promise<Map<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Each job's recruiter (with the zone of the account they sign in with, if any) and response promise. */
export async function jobRecruiters(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      companyId: jobs.companyId,
      responseDays: jobs.responseDays,
      jobTimezone: jobs.timezone,
      recruiter: recruiters,
      recruiterTimezone: users.timezone,
    })
    .from(jobs)
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .leftJoin(users, eq(users.id, recruiters.userId))
    .where(inArray(jobs.id, jobIds));
}
export type JobRecruiterRow = Awaited<ReturnType<typeof jobRecruiters>>[number];

/** The chat conversation of each application (opened on submit, or the invitation's it came from). */
export async function conversationsOf(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ id: conversations.id, applicationId: conversations.applicationId })
    .from(conversations)
    .where(inArray(conversations.applicationId, applicationIds));
}

/** Every state each application has been moved into, from its timeline (a skipped stage has no event). */
export async function statusesReached(
  db: Db,
  applicationIds: string[],
): Promise<Array<{ applicationId: string; status: ApplicationStatus | null }>> {
  if (applicationIds.length === 0) return [];
  return db
    .selectDistinct({ applicationId: applicationEvents.applicationId, status: applicationEvents.toStatus })
    .from(applicationEvents)
    .where(
      and(inArray(applicationEvents.applicationId, applicationIds), isNotNull(applicationEvents.toStatus)),
    );
}

/**
 * What is open on each application, read straight from the pipeline tables (no service objects): interview
 * requests waiting for an answer (with their last recruiter slot, after which they lapse), interviews still ahead
 * or under way, and offers waiting for the candidate.
 */
export async function openItemsOf(db: Db, applicationIds: string[], now: Date) {
  if (applicationIds.length === 0) return { requests: [], interviews: [], offers: [] };
  const [requests, upcoming, pending] = await Promise.all([
    db
      .select({
        id: interviewRequests.id,
        applicationId: interviewRequests.applicationId,
        status: interviewRequests.status,
        createdAt: interviewRequests.createdAt,
        lastSlotAt: sql<string | null>`(
          SELECT max(s.starts_at) FROM ${interviewSlots} AS s
          WHERE s.request_id = ${interviewRequests}.id AND s.proposed_by = 'recruiter'
        )`,
      })
      .from(interviewRequests)
      .where(
        and(
          inArray(interviewRequests.applicationId, applicationIds),
          inArray(interviewRequests.status, ['pending', 'proposed']),
        ),
      )
      .orderBy(desc(interviewRequests.createdAt)),
    db
      .select({
        id: interviews.id,
        applicationId: interviews.applicationId,
        startsAt: interviews.startsAt,
        endsAt: interviews.endsAt,
      })
      .from(interviews)
      .where(
        and(
          inArray(interviews.applicationId, applicationIds),
          eq(interviews.status, 'scheduled'),
          gt(interviews.endsAt, now),
        ),
      )
      .orderBy(interviews.startsAt),
    db
      .select({ id: offers.id, applicationId: offers.applicationId, expiresAt: offers.expiresAt })
      .from(offers)
      .where(
        and(
          inArray(offers.applicationId, applicationIds),
          eq(offers.status, 'pending'),
          gt(offers.expiresAt, now),
        ),
      )
      .orderBy(offers.expiresAt),
  ]);
  return {
    requests: requests.map((r) => ({ ...r, lastSlotAt: r.lastSlotAt ? new Date(r.lastSlotAt) : null })),
    interviews: upcoming,
    offers: pending,
  };
}

/** The account name of a user (the actor of their own timeline steps). */
export async function userName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? 'The candidate';
}

/**
 * The response-promise sweep's claim: submitted applications nobody has answered whose promise
 * (`submitted_at + response_days`) has passed get `promise_missed_at`, each once. Rows another process holds are
 * skipped, and the conditions are checked again on the row itself, so a row is never claimed twice.
 */
export async function claimMissedPromises(
  db: Db,
  now: Date,
  limit = 200,
): Promise<Array<{ id: string; userId: string; jobId: string }>> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE ${applications} AS a SET promise_missed_at = ${at}::timestamptz
    WHERE a.id IN (
      SELECT a2.id FROM ${applications} AS a2 JOIN ${jobs} AS j ON j.id = a2.job_id
      WHERE a2.status = 'submitted' AND a2.first_response_at IS NULL AND a2.promise_missed_at IS NULL
        AND a2.submitted_at + make_interval(days => j.response_days) <= ${at}::timestamptz
      ORDER BY a2.submitted_at
      LIMIT ${limit}
      FOR UPDATE OF a2 SKIP LOCKED
    )
      AND a.promise_missed_at IS NULL AND a.first_response_at IS NULL AND a.status = 'submitted'
    RETURNING a.id, a.user_id, a.job_id`);
  const rows = (result as unknown as { rows: Array<{ id: string; user_id: string; job_id: string }> }).rows;
  return rows.map((r) => ({ id: r.id, userId: r.user_id, jobId: r.job_id }));
}

/* ---------- invitations (the candidate's own, for the job being applied to) ---------- */

export async function findOwnInvitation(
  db: Db,
  userId: string,
  jobId: string,
  id: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(jobInvitations)
    .where(and(eq(jobInvitations.id, id), eq(jobInvitations.userId, userId), eq(jobInvitations.jobId, jobId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Applying answers the invitation: accepted, with the time of the first answer kept. */
export async function acceptInvitation(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(jobInvitations)
    .set({
      status: 'accepted',
      respondedAt: sql`coalesce(${jobInvitations.respondedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(jobInvitations.id, id));
}

/** A recruiter row by id (the inviter of an invitation). */
export async function recruiterById(db: Db, id: string) {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, id)).limit(1);
  return row;
}

/** The open requests, upcoming interviews and pending offers of some applications. */
export type OpenItemRows = Awaited<ReturnType<typeof openItemsOf>>;

/** Submitted, unanswered applications sent since `since` to jobs of a demo recruiter with an account. */
export async function unansweredDemoApplications(db: Db, since: Date): Promise<Array<{ id: string }>> {
  return db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .where(
      and(
        eq(applications.status, 'submitted'),
        isNull(applications.firstResponseAt),
        gt(applications.submittedAt, since),
        eq(recruiters.isDemo, true),
        isNotNull(recruiters.userId),
      ),
    );
}

/** An application's state and job, unlocked. */
export async function applicationState(
  db: Db,
  id: string,
): Promise<{ status: ApplicationRow['status']; jobId: string } | undefined> {
  const [row] = await db
    .select({ status: applications.status, jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}
