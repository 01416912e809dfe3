import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { insertJobs } from '../features/jobs/jobs.repository.ts';
import type { Db } from '../db/client.ts';
import { skillRefs } from './factories.ts';
import { buildCompany, buildJob, buildRecruiter, COMPANY_COUNTRY_CODES } from './job-generator.ts';
import { applications, jobInvitations } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { companies, jobs, recruiters, skills } from '../db/schema/jobs.schema.ts';
import { talentSkills } from '../db/schema/profile.schema.ts';

const BATCH = 1000;

export interface JobSeedOptions {
  jobs: number;
  /** Default: one company per ten jobs, between 20 and 2,000. */
  companies?: number;
  now?: Date;
  onProgress?: (done: number) => void;
}

/**
 * Bulk demo jobs from the same builders as the factories: companies spread over every country of the generator,
 * one to three recruiters each, then jobs inserted a thousand per statement. Call after `faker.seed()` for a
 * repeatable data set.
 */
export async function seedJobs(
  db: Db,
  options: JobSeedOptions,
): Promise<{ companies: number; jobs: number }> {
  const now = options.now ?? new Date();
  const companyCount = options.companies ?? Math.min(2000, Math.max(20, Math.round(options.jobs / 10)));
  const refs = await skillRefs(db);
  const skillsById = new Map([...refs.values()].map((r) => [r.id, r]));

  // Every generator country gets companies before any gets a second one, so small seeds still span 60+ countries.
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: companyCount }, (_, i) =>
        buildCompany(faker, { country: COMPANY_COUNTRY_CODES[i % COMPANY_COUNTRY_CODES.length]! }),
      ),
    )
    .returning({ id: companies.id, name: companies.name, country: companies.country });
  const recruiterRows = await db
    .insert(recruiters)
    .values(
      companyRows.flatMap((c) =>
        Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => buildRecruiter(faker, c.id)),
      ),
    )
    .returning({ id: recruiters.id, companyId: recruiters.companyId });
  const recruitersOf = new Map<string, string[]>();
  for (const r of recruiterRows)
    recruitersOf.set(r.companyId, [...(recruitersOf.get(r.companyId) ?? []), r.id]);
  const companyNames = new Map(companyRows.map((c) => [c.id, c.name]));

  let done = 0;
  let pending: Promise<unknown> = Promise.resolve();
  while (done < options.jobs) {
    const size = Math.min(BATCH, options.jobs - done);
    const batch = Array.from({ length: size }, () => {
      const company = faker.helpers.arrayElement(companyRows);
      const recruiterId = faker.helpers.arrayElement(recruitersOf.get(company.id)!);
      return buildJob(faker, { company, recruiterId, skills: refs, now });
    });
    // Build the next batch while the database writes this one (one statement at a time on the transaction).
    await pending;
    pending = insertJobs(db, batch, { skillsById, companyNames });
    done += size;
    if (done % BATCH === 0 || done === options.jobs) options.onProgress?.(done);
  }
  await pending;
  return { companies: companyRows.length, jobs: done };
}

/** One open job in this many becomes elite-only in the demo. */
const ELITE_JOB_EVERY = 40;
/** The newest jobs stay open to everyone: fresh accounts (and the e2e journeys) apply to those. */
const NEWEST_KEPT_OPEN = 100;

/**
 * Marks a few open jobs elite-only so the demo shows the lock and the filter: one in ELITE_JOB_EVERY in posting
 * order past the newest NEWEST_KEPT_OPEN, and the oldest of each human recruiter login (their console shows the
 * flag). Never a job someone applied or was invited to, nor one sharing a skill with `demoTalentEmail` (so the demo
 * talent's recommendations and applications, which are not a member's, never meet a lock). Run after the
 * pipeline; running it again adds nothing.
 */
export async function markEliteJobs(db: Db, demoTalentEmail: string): Promise<void> {
  const demoSkills = sql`ARRAY(SELECT s.slug FROM ${talentSkills} ts
    INNER JOIN ${skills} s ON s.id = ts.skill_id
    INNER JOIN ${users} u ON u.id = ts.user_id
    WHERE u.email = ${demoTalentEmail})::text[]`;
  const untouched = sql`${jobs.status} = 'open'
    AND NOT EXISTS (SELECT 1 FROM ${applications} a WHERE a.job_id = ${jobs.id})
    AND NOT EXISTS (SELECT 1 FROM ${jobInvitations} i WHERE i.job_id = ${jobs.id})`;
  await db.execute(sql`UPDATE ${jobs} SET elite_only = true WHERE id IN (
    SELECT id FROM (
      SELECT ${jobs.id} AS id, ${jobs.skillSlugs} AS skill_slugs,
             row_number() OVER (ORDER BY ${jobs.postedAt} DESC, ${jobs.title}) AS n
      FROM ${jobs} WHERE ${untouched}) ranked
    WHERE n > ${NEWEST_KEPT_OPEN} AND n % ${ELITE_JOB_EVERY} = 0 AND NOT (skill_slugs && ${demoSkills})
    UNION
    (SELECT DISTINCT ON (${jobs.recruiterId}) ${jobs.id} FROM ${jobs}
      INNER JOIN ${recruiters} r ON r.id = ${jobs.recruiterId} AND r.user_id IS NOT NULL AND NOT r.is_demo
      WHERE ${untouched} AND NOT (${jobs.skillSlugs} && ${demoSkills})
      ORDER BY ${jobs.recruiterId}, ${jobs.postedAt} ASC))`);
}
