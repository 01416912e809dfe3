import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { applications, files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations } from '../../db/schema/chat.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { companies, jobs, recruiters, skills } from '../../db/schema/jobs.schema.ts';
import { interviewRequests, offers } from '../../db/schema/pipeline.schema.ts';
import { talentExperience, talentProfiles, talentSkills } from '../../db/schema/profile.schema.ts';
import { exactInstant, type Key } from '../../lib/keyset-cursor.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { CandidateRow, JobRecord } from '../jobs/jobs.repository.ts';

/*
 * The recruiter console's reads. Everything is scoped by the recruiter's company: a job or application of another
 * company is simply not found (the service answers 404).
 */

/** The recruiter a user signs in as, if any (the recruiter guard's lookup, wired in app.ts). */
export async function recruiterOfUser(
  db: Db,
  userId: string,
): Promise<typeof recruiters.$inferSelect | undefined> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.userId, userId)).limit(1);
  return row;
}

export type ApplicationRow = typeof applications.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RecruiterRow = typeof recruiters.$inferSelect;

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findRecruiterRow(db: Db, id: string): Promise<RecruiterRow | undefined> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, id)).limit(1);
  return row;
}

/** The company's job columns a console row shows (never the search vectors). */
const jobColumns = {
  id: jobs.id,
  companyId: jobs.companyId,
  recruiterId: jobs.recruiterId,
  title: jobs.title,
  status: jobs.status,
  workMode: jobs.workMode,
  employmentType: jobs.employmentType,
  seniority: jobs.seniority,
  postedAt: jobs.postedAt,
  responseDays: jobs.responseDays,
  eliteOnly: jobs.eliteOnly,
  companyName: jobs.companyName,
};
export type CompanyJob = {
  id: string;
  companyId: string;
  recruiterId: string;
  title: string;
  status: 'open' | 'closed';
  workMode: JobRecord['workMode'];
  employmentType: JobRecord['employmentType'];
  seniority: JobRecord['seniority'];
  postedAt: Date;
  responseDays: number;
  eliteOnly: boolean;
  companyName: string;
};

export async function listCompanyJobs(
  db: Db,
  companyId: string,
  status: 'open' | 'closed' | 'all',
): Promise<CompanyJob[]> {
  return db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), status === 'all' ? undefined : eq(jobs.status, status)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
}

/** A job of the company (locked for the rest of the transaction when `lock`), else undefined. */
export async function findCompanyJob(
  db: Db,
  companyId: string,
  id: string,
  lock = false,
): Promise<CompanyJob | undefined> {
  const query = db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countOpenJobs(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')));
  return row?.n ?? 0;
}

/** Applications per job and state, and how many submitted ones are past the promise without a response. */
export async function jobCounts(db: Db, jobIds: string[], at: Date) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: applications.jobId,
      status: applications.status,
      n: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) FILTER (WHERE ${applications.status} = 'submitted'
        AND ${applications.firstResponseAt} IS NULL
        AND ${applications.submittedAt} + make_interval(days => ${jobs.responseDays}::int) < ${at.toISOString()}::timestamptz))::int`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.status);
}

/** Sets whether only elite members may apply to a job of the company; false when there is no such job. */
export async function setJobEliteOnly(
  db: Db,
  companyId: string,
  id: string,
  eliteOnly: boolean,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ eliteOnly })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function closeJob(db: Db, id: string): Promise<void> {
  await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, id));
}

/** The job's applications in the given states, locked (the job closing moves them). */
export async function lockJobApplications(
  db: Db,
  jobId: string,
  statuses: readonly ApplicationStatus[],
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...statuses])))
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .for('update');
}

/** An application to a job of the company, with its job; locked when `lock`. */
export async function findCompanyApplication(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select({ application: applications, job: jobColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(jobs.companyId, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}

export interface ApplicantRow {
  application: ApplicationRow;
  job: CompanyJob;
  /** `submitted_at` to the microsecond, for a page cursor (lists only). */
  key?: string;
}

/** Applications of the company's jobs, by filter, newest first (or oldest first for `oldestFirst`). */
export async function listCompanyApplications(
  db: Db,
  companyId: string,
  filter: {
    jobId?: string;
    status?: ApplicationStatus;
    awaitingResponse?: boolean;
    limit?: number;
    /** Newest first only: the rows after this one (a page's last row). */
    after?: Key;
  },
  oldestFirst = false,
): Promise<ApplicantRow[]> {
  const where: Array<SQL | undefined> = [
    eq(jobs.companyId, companyId),
    filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.awaitingResponse
      ? and(eq(applications.status, 'submitted'), isNull(applications.firstResponseAt))
      : undefined,
    filter.after
      ? sql`(${applications.submittedAt}, ${applications.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
      : undefined,
  ];
  const query = db
    .select({ application: applications, job: jobColumns, key: exactInstant(applications.submittedAt) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(...where))
    .orderBy(
      oldestFirst ? asc(applications.submittedAt) : desc(applications.submittedAt),
      oldestFirst ? asc(applications.id) : desc(applications.id),
    );
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function countJobApplications(db: Db, jobId: string) {
  return db
    .select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .groupBy(applications.status);
}

export interface TalentCard {
  id: string;
  name: string;
  avatarUrl: string | null;
  timezone: string | null;
  headline: string;
  country: string | null;
  verified: boolean;
}

/**
 * What a recruiter's lists show of each candidate: name, photo, zone, headline, country and the identity badge.
 * Never the email. (An applicant's own application is always visible to the job's company; the profile's
 * `visible_to_recruiters` only concerns search.)
 */
export async function talentCards(db: Db, userIds: string[]): Promise<Map<string, TalentCard>> {
  if (userIds.length === 0) return new Map();
  const latestStatus = sql<
    string | null
  >`(SELECT ${identityVerifications.status} FROM ${identityVerifications}
    WHERE ${identityVerifications.userId} = ${users.id}
    ORDER BY ${identityVerifications.submittedAt} DESC LIMIT 1)`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      userTimezone: users.timezone,
      profileTimezone: talentProfiles.timezone,
      headline: talentProfiles.headline,
      country: talentProfiles.country,
      identity: latestStatus,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        avatarUrl: r.avatarUrl,
        timezone: r.profileTimezone ?? r.userTimezone ?? null,
        headline: r.headline ?? '',
        country: r.country ?? null,
        verified: r.identity === 'verified',
      },
    ]),
  );
}

/** File rows by id, whoever owns them (the caller has checked they belong to the application). */
export async function findFiles(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function conversationOf(db: Db, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.applicationId, applicationId))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the application has an interview request waiting (pending or proposed). */
export async function hasOpenRequest(db: Db, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(
      and(
        eq(interviewRequests.applicationId, applicationId),
        inArray(interviewRequests.status, ['pending', 'proposed']),
      ),
    )
    .limit(1);
  return !!row;
}

export async function hasPendingOffer(db: Db, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'pending')))
    .limit(1);
  return !!row;
}

/**
 * The profiles as matching reads them (findCandidate's shape), for many candidates in two queries: an applicant list
 * scores every row.
 */
export async function candidatesOf(db: Db, userIds: string[]): Promise<Map<string, CandidateRow>> {
  const out = new Map<string, CandidateRow>();
  if (userIds.length === 0) return out;
  const ids = [...new Set(userIds)];
  const [profiles, owned, experience] = await Promise.all([
    db
      .select({
        userId: talentProfiles.userId,
        headline: talentProfiles.headline,
        desiredRole: talentProfiles.desiredRole,
        country: talentProfiles.country,
        timezone: talentProfiles.timezone,
        seniority: talentProfiles.seniority,
        salaryAmount: talentProfiles.salaryAmount,
        salaryCurrency: talentProfiles.salaryCurrency,
        salaryPeriod: talentProfiles.salaryPeriod,
      })
      .from(talentProfiles)
      .where(inArray(talentProfiles.userId, ids)),
    db
      .select({ userId: talentSkills.userId, slug: skills.slug, years: talentSkills.years })
      .from(talentSkills)
      .innerJoin(skills, eq(skills.id, talentSkills.skillId))
      .where(inArray(talentSkills.userId, ids))
      .orderBy(asc(skills.slug)),
    db
      .select({ userId: talentExperience.userId, title: talentExperience.title })
      .from(talentExperience)
      .where(inArray(talentExperience.userId, ids))
      .orderBy(
        sql`${talentExperience.endMonth} DESC NULLS FIRST, ${talentExperience.startMonth} DESC, ${talentExperience.position}`,
      ),
  ]);
  const byUser = new Map(profiles.map((p) => [p.userId, p]));
  for (const id of ids) {
    const p = byUser.get(id);
    const mine = owned.filter((s) => s.userId === id);
    out.set(id, {
      country: p?.country ?? null,
      timezone: p?.timezone ?? null,
      seniority: p?.seniority ?? null,
      salary:
        p?.salaryAmount != null && p.salaryCurrency && p.salaryPeriod
          ? { amount: p.salaryAmount, currency: p.salaryCurrency, period: p.salaryPeriod }
          : null,
      skillSlugs: mine.map((s) => s.slug),
      skillYears: new Map(mine.map((s) => [s.slug, s.years])),
      headline: p?.headline ?? '',
      desiredRole: p?.desiredRole ?? '',
      experienceTitles: experience.filter((e) => e.userId === id).map((e) => e.title),
    });
  }
  return out;
}
