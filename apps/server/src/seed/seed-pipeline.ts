import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, jobInvitations } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { jobs, recruiters, skills } from '../db/schema/jobs.schema.ts';
import { writeApplication, type Candidate, type Story } from './seed-application-story.ts';

/*
 * The hiring pipeline's demo data, so `npm start` shows applications in every stage: the demo talent's
 * own (in review, an interview request waiting, an interview ahead, an offer to answer, a rejection with the skills
 * that would close the gap, a hire, a promise the recruiter missed) and applicants on the recruiter login's jobs.
 * Rows are written with the schema tables directly, each application with a timeline that tells its story in
 * order. Looks before it writes: a candidate who already has applications there gets none added.
 */

export interface PipelineSeedAccounts {
  talentEmail: string;
  recruiterEmail: string;
  /** Seeded talents who apply to the recruiter login's jobs. */
  applicantEmails: string[];
}

export async function seedPipeline(db: Db, accounts: PipelineSeedAccounts): Promise<number> {
  const now = new Date();
  let written = 0;
  const [human] = await db
    .select({ recruiter: recruiters })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(sql`lower(${users.email}) = ${accounts.recruiterEmail.toLowerCase()}`);
  const humanCompany = human?.recruiter.companyId ?? null;

  // The demo talent: one application per stage, to jobs they may take from Germany, in a fixed order. Not the jobs
  // they are invited to (applying there shows the demo recruiter at work), nor the recruiter login's company (the
  // end-to-end run applies there).
  const demo = await candidateByEmail(db, accounts.talentEmail);
  if (demo && (await db.$count(applications, eq(applications.userId, demo.id))) === 0) {
    const invited = db
      .select({ id: jobInvitations.jobId })
      .from(jobInvitations)
      .where(eq(jobInvitations.userId, demo.id));
    const fits = sql`${jobs.skillSlugs} && ARRAY['typescript','react','node-js','postgresql']::text[]`;
    const picked = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'open'),
          sql`(${jobs.eligibleAnywhere} OR 'DE' = ANY(${jobs.eligibleCountries}))`,
          notInArray(jobs.id, invited),
          humanCompany ? ne(jobs.companyId, humanCompany) : undefined,
        ),
      )
      .orderBy(sql`(${fits}) DESC`, desc(jobs.postedAt), asc(jobs.title))
      .limit(7);
    const stories: Story[] = [
      'offer',
      'interview_requested',
      'interview_scheduled',
      'in_review',
      'rejected',
      'hired',
      'promise_missed',
    ];
    for (const [i, job] of picked.entries()) {
      await writeApplication(db, { candidate: demo, job, story: stories[i]!, now });
      written++;
    }
  }

  // The recruiter login's applicants: the verified seeded talents, one application each, across its open jobs.
  if (human) {
    const companyJobs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.recruiterId, human.recruiter.id), eq(jobs.status, 'open')))
      .orderBy(desc(jobs.postedAt), asc(jobs.title))
      .limit(3);
    const stories: Story[] = [
      'submitted',
      'in_review',
      'assessment',
      'interview_requested',
      'interview_scheduled',
      'offer',
      'rejected',
      'submitted',
    ];
    if (companyJobs.length > 0) {
      let n = 0;
      for (const email of accounts.applicantEmails) {
        const talent = await candidateByEmail(db, email, true);
        if (!talent) continue;
        const job = companyJobs[n % companyJobs.length]!;
        const story = stories[n % stories.length]!;
        n++;
        const already = await db.$count(
          applications,
          and(
            eq(applications.userId, talent.id),
            inArray(
              applications.jobId,
              companyJobs.map((j) => j.id),
            ),
          ),
        );
        if (already > 0) continue;
        await writeApplication(db, { candidate: talent, job, story, now });
        written++;
      }
    }
  }
  await refreshSeededMedians(db);
  return written;
}

/**
 * Every recruiter's measured median time to a first response, from the applications as they stand (the generator
 * writes a random one): hours from submit to first response, over the applications to their jobs that have one;
 * NULL for a recruiter with none, so a job page says there is no measured time yet instead of showing a made-up one.
 * One statement, the same measure as `refreshMedianResponse` (the pipeline core keeps it fresh from then on).
 */
export async function refreshSeededMedians(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE ${recruiters} r SET median_response_hours = m.hours
    FROM (
      SELECT everyone.id, measured.hours
      FROM ${recruiters} everyone
      LEFT JOIN (
        SELECT j.recruiter_id AS id,
          round(percentile_cont(0.5) WITHIN GROUP (
            ORDER BY extract(epoch FROM a.first_response_at - a.submitted_at) / 3600.0))::int AS hours
        FROM ${applications} a JOIN ${jobs} j ON j.id = a.job_id
        WHERE a.first_response_at IS NOT NULL
        GROUP BY j.recruiter_id
      ) measured ON measured.id = everyone.id
    ) m
    WHERE r.id = m.id AND r.median_response_hours IS DISTINCT FROM m.hours`);
}

async function candidateByEmail(db: Db, email: string, verifiedOnly = false): Promise<Candidate | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, timezone: users.timezone, verified: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user || (verifiedOnly && !user.verified)) return null;
  const owned = await db.execute(
    sql`SELECT s.slug FROM talent_skills ts JOIN ${skills} s ON s.id = ts.skill_id WHERE ts.user_id = ${user.id}`,
  );
  const rows = (owned as unknown as { rows: Array<{ slug: string }> }).rows;
  return { id: user.id, name: user.name, timezone: user.timezone, skillSlugs: rows.map((r) => r.slug) };
}
