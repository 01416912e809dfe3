import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
