import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { companies, jobSkills, jobs, savedJobs, skills } from '../../db/schema/jobs.schema.ts';
import { allOf, eligibleFrom, OPEN, rowsOf, textArray, titleOfFamily, type TitleFamily } from './job-sql.ts';
import type { JobRecord, JobRow } from './jobs.repository.ts';

/** The job columns a summary shows: never the tsvectors (kilobytes each) nor the description. */
const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  workMode: jobs.workMode,
  employmentType: jobs.employmentType,
  seniority: jobs.seniority,
  officeCountry: jobs.officeCountry,
  officeCity: jobs.officeCity,
  eligibleAnywhere: jobs.eligibleAnywhere,
  eligibleCountries: jobs.eligibleCountries,
  eligibleRegions: jobs.eligibleRegions,
  timezone: jobs.timezone,
  minOverlapHours: jobs.minOverlapHours,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  postedAt: jobs.postedAt,
  expiresAt: jobs.expiresAt,
  responseDays: jobs.responseDays,
  eliteOnly: jobs.eliteOnly,
};

export type SummaryJob = { [K in keyof typeof summaryColumns]: JobRow[K] };

type SkillJson = Array<{ slug: string; name: string; required: boolean; years: number | null }>;

/**
 * Everything a page of summaries needs in one round trip: the job, its company, its skills (required first, one
 * grouped join for the whole page: a subquery per row hashed the skills table once per row), whether the user
 * saved it (never, for a guest: a null user) and its live applications (an index lookup per row of the page).
 * One text whatever the page (the ids are one array), so it is built once and runs as a named prepared statement.
 */
function summariesQuery(db: Db) {
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  const pageSkills = db
    .select({
      jobId: jobSkills.jobId,
      list: sql<SkillJson>`json_agg(json_build_object('slug', ${skills.slug}, 'name', ${skills.name}, 'required', ${jobSkills.required}, 'years', ${jobSkills.years})
                  ORDER BY ${jobSkills.required} DESC, ${skills.name})`.as('list'),
    })
    .from(jobSkills)
    .innerJoin(skills, eq(skills.id, jobSkills.skillId))
    .where(sql`${jobSkills.jobId} = ANY(${ids})`)
    .groupBy(jobSkills.jobId)
    .as('page_skills');
  return db
    .select({
      job: summaryColumns,
      company: {
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
        country: companies.country,
        industry: companies.industry,
        size: companies.size,
      },
      skills: sql<SkillJson>`coalesce(${pageSkills.list}, '[]'::json)`,
      saved: sql<boolean>`EXISTS (SELECT 1 FROM ${savedJobs} sj
        WHERE sj.user_id = ${sql.placeholder('userId')}::uuid AND sj.job_id = ${jobs.id})`,
      applicants: sql<number>`(SELECT count(*)::int FROM ${applications} a
        WHERE a.job_id = ${jobs.id} AND a.status <> 'withdrawn')`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(pageSkills, eq(pageSkills.jobId, jobs.id))
    .where(sql`${jobs.id} = ANY(${ids})`)
    .prepare('job_summaries');
}

const summariesQueries = new WeakMap<Db, ReturnType<typeof summariesQuery>>();

export async function findSummaries(db: Db, ids: string[], userId: string | null) {
  if (ids.length === 0) return [];
  let query = summariesQueries.get(db);
  if (!query) summariesQueries.set(db, (query = summariesQuery(db)));
  // Ids as one array literal (they are uuids: no commas, quotes or braces), the same on PGlite and pg.
  return query.execute({ ids: `{${ids.join(',')}}`, userId });
}

/**
 * Open jobs sharing the most skills with `job` (then the same title words), newest first among equals; those a
 * resident of `home` may take come first, since a similar job the reader cannot take is little help.
 */
export async function similarJobIds(
  db: Db,
  job: JobRecord,
  limit: number,
  home: string | null,
): Promise<string[]> {
  const slugs = textArray(job.skillSlugs);
  const takeable = home ? sql`(${eligibleFrom(home)}) DESC,` : sql``;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT ${jobs.id} AS id FROM ${jobs}
      WHERE ${OPEN} AND ${jobs.id} <> ${job.id} AND (${jobs.skillSlugs} && ${slugs} OR ${jobs.titleTsv} @@ plainto_tsquery('english', ${job.title}))
      ORDER BY ${takeable} cardinality(ARRAY(SELECT unnest(${jobs.skillSlugs}) INTERSECT SELECT unnest(${slugs}))) DESC,
               (${jobs.seniority} = ${job.seniority}) DESC, ${jobs.postedAt} DESC, ${jobs.id} DESC
      LIMIT ${limit}`),
  );
  return rows.map((r) => r.id);
}

/**
 * The jobs worth scoring for a candidate: open, sharing at least one skill with them (GIN index on skill_slugs) or
 * titled as the kind of work they do, takeable from their country when it is known; those of their kind of work
 * first, then newest, at most `limit`. The score itself is computed in TypeScript, so it stays explainable; the
 * pool bounds that work.
 */
export async function recommendationPool(
  db: Db,
  slugs: readonly string[],
  country: string | null,
  family: TitleFamily,
  limit: number,
  /** Elite members are recommended elite-only jobs; anyone else only what they may apply to. */
  eliteMember = false,
) {
  if (slugs.length === 0) return [];
  const ofFamily = titleOfFamily(family);
  const shares = sql`${jobs.skillSlugs} && ${textArray(slugs)}`;
  return db
    .select(summaryColumns)
    .from(jobs)
    .where(
      allOf([
        OPEN,
        ofFamily ? sql`(${shares} OR ${ofFamily})` : shares,
        country ? eligibleFrom(country) : undefined,
        eliteMember ? undefined : sql`NOT ${jobs.eliteOnly}`,
      ]),
    )
    .orderBy(
      ...(ofFamily ? [sql`(${ofFamily}) DESC`] : []),
      sql`${jobs.postedAt} DESC NULLS LAST, ${jobs.id} DESC NULLS LAST`,
    )
    .limit(limit);
}

/** Open jobs per country where they are, and how many of them a resident of `home` may take (all when null). */
export async function jobsPerCountry(db: Db, home: string | null) {
  const eligible = home
    ? sql`count(*) FILTER (WHERE ${jobs.eligibleAnywhere} OR ${jobs.eligibleCountries} @> ${textArray([home])})`
    : sql`count(*)`;
  return rowsOf<{ country: string; jobs: number; eligible_jobs: number }>(
    await db.execute(sql`SELECT ${jobs.country} AS country, count(*)::int AS jobs, (${eligible})::int AS eligible_jobs
      FROM ${jobs} WHERE ${OPEN} AND ${jobs.country} IS NOT NULL GROUP BY ${jobs.country}`),
  );
}
