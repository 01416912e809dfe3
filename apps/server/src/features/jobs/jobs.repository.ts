import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SalaryPeriod, Seniority } from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { companies, jobSkills, jobs, recruiters, skills } from '../../db/schema/jobs.schema.ts';
import { talentExperience, talentProfiles, talentSkills } from '../../db/schema/profile.schema.ts';
import { annualUsd, type SalaryPeriodKey } from '../../reference/currencies.data.ts';
import { addSearchWords } from '../../reference/search-words.repository.ts';

export type JobRow = typeof jobs.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RecruiterRow = typeof recruiters.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

/** What a caller provides for a job; the search copies (company name, skill text, annual USD) are derived here. */
export type NewJob = Omit<JobInsert, 'companyName' | 'skillSlugs' | 'skillsText' | 'salaryUsd'> & {
  skills: Array<{ skillId: string; required: boolean; years: number | null }>;
};

export interface SkillRef {
  id: string;
  slug: string;
  name: string;
  aliases: string[];
}

export async function skillsBySlug(db: Db, slugs?: string[]): Promise<Map<string, SkillRef>> {
  const rows = await db
    .select({ id: skills.id, slug: skills.slug, name: skills.name, aliases: skills.aliases })
    .from(skills)
    .where(slugs ? inArray(skills.slug, slugs.length ? slugs : ['']) : undefined);
  return new Map(rows.map((r) => [r.slug, r]));
}

const JOB_COLUMNS = [
  'id',
  'company_id',
  'recruiter_id',
  'title',
  'description',
  'seniority',
  'employment_type',
  'work_mode',
  'office_country',
  'office_city',
  'country',
  'eligible_anywhere',
  'eligible_countries',
  'eligible_regions',
  'timezone',
  'min_overlap_hours',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'salary_usd',
  'benefits',
  'screener_questions',
  'response_days',
  'elite_only',
  'status',
  'posted_at',
  'expires_at',
  'company_name',
  'skill_slugs',
  'skills_text',
] as const;

/**
 * Inserts jobs with their skills in two statements, each rows-as-one-JSON-parameter (json_populate_recordset):
 * a thousand jobs cost one parameter instead of thirty thousand. `skillsById` gives the names and aliases for
 * the search text; `companyNames` the company names.
 */
export async function insertJobs(
  db: Db,
  items: NewJob[],
  refs: { skillsById: Map<string, SkillRef>; companyNames: Map<string, string> },
): Promise<string[]> {
  if (items.length === 0) return [];
  const ids: string[] = [];
  const links: Array<{ job_id: string; skill_id: string; required: boolean; years: number | null }> = [];
  const rows = items.map(({ skills: jobSkillList, ...job }) => {
    const id = job.id ?? randomUUID();
    ids.push(id);
    for (const s of jobSkillList)
      links.push({ job_id: id, skill_id: s.skillId, required: s.required, years: s.years });
    const refsOf = jobSkillList.map((s) => refs.skillsById.get(s.skillId)).filter((s) => s !== undefined);
    const usd =
      job.salaryMax != null && job.salaryCurrency && job.salaryPeriod
        ? annualUsd(job.salaryMax, job.salaryCurrency, job.salaryPeriod as SalaryPeriodKey)
        : null;
    return {
      id,
      company_id: job.companyId,
      recruiter_id: job.recruiterId,
      title: job.title,
      description: job.description,
      seniority: job.seniority,
      employment_type: job.employmentType,
      work_mode: job.workMode,
      office_country: job.officeCountry ?? null,
      office_city: job.officeCity ?? null,
      country: job.country ?? job.officeCountry ?? null,
      eligible_anywhere: job.eligibleAnywhere ?? false,
      eligible_countries: job.eligibleCountries ?? [],
      eligible_regions: job.eligibleRegions ?? [],
      timezone: job.timezone,
      min_overlap_hours: job.minOverlapHours ?? 0,
      salary_min: job.salaryMin ?? null,
      salary_max: job.salaryMax ?? null,
      salary_currency: job.salaryCurrency ?? null,
      salary_period: job.salaryPeriod ?? null,
      salary_usd: usd ?? 0,
      benefits: job.benefits ?? [],
      screener_questions: job.screenerQuestions ?? [],
      response_days: job.responseDays ?? 7,
      elite_only: job.eliteOnly ?? false,
      status: job.status ?? 'open',
      posted_at: (job.postedAt ?? new Date()).toISOString(),
      expires_at: job.expiresAt?.toISOString() ?? null,
      company_name: refs.companyNames.get(job.companyId) ?? '',
      skill_slugs: refsOf.map((s) => s.slug),
      skills_text: refsOf.map((s) => [s.name, ...s.aliases].join(' ')).join(' '),
    };
  });
  const columns = sql.raw(JOB_COLUMNS.map((c) => `"${c}"`).join(', '));
  await db.execute(
    sql`INSERT INTO ${jobs} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::jobs, ${JSON.stringify(rows)}::json)`,
  );
  if (links.length) {
    await db.execute(
      sql`INSERT INTO ${jobSkills} (job_id, skill_id, required, years)
        SELECT job_id, skill_id, required, years FROM json_populate_recordset(NULL::job_skills, ${JSON.stringify(links)}::json)`,
    );
  }
  await addSearchWords(
    db,
    rows.map((r) => `${r.title} ${r.company_name} ${r.skills_text}`),
  );
  return ids;
}

export interface CandidateRow {
  country: string | null;
  timezone: string | null;
  skillSlugs: string[];
  seniority: Seniority | null;
  salary: { amount: number; currency: string; period: SalaryPeriod } | null;
  /** Skill slug → years with it (null when the profile does not say). */
  skillYears: Map<string, number | null>;
  headline: string;
  desiredRole: string;
  /** Past and present job titles, the current or latest first. */
  experienceTitles: string[];
}

/**
 * The profile as search and matching read it (country, zone, seniority, salary expectation, skills with years), in
 * one round trip: searches run it on every request, so it is built once and runs as a named prepared statement.
 */
function candidateQuery(db: Db) {
  return db
    .select({
      country: talentProfiles.country,
      timezone: talentProfiles.timezone,
      seniority: talentProfiles.seniority,
      salary_amount: talentProfiles.salaryAmount,
      salary_currency: talentProfiles.salaryCurrency,
      salary_period: talentProfiles.salaryPeriod,
      skills: sql<Array<{
        slug: string;
        years: number | null;
      }> | null>`(SELECT json_agg(json_build_object('slug', s.slug, 'years', ts.years) ORDER BY s.slug)
          FROM ${talentSkills} ts JOIN ${skills} s ON s.id = ts.skill_id WHERE ts.user_id = me.user_id)`,
      headline: talentProfiles.headline,
      desired_role: talentProfiles.desiredRole,
      titles: sql<
        string[] | null
      >`(SELECT json_agg(e.title ORDER BY e.end_month DESC NULLS FIRST, e.start_month DESC, e.position)
          FROM ${talentExperience} e WHERE e.user_id = me.user_id)`,
    })
    .from(sql`(SELECT ${sql.placeholder('userId')}::uuid AS user_id) me`)
    .leftJoin(talentProfiles, sql`${talentProfiles.userId} = me.user_id`)
    .prepare('job_search_candidate');
}

const candidateQueries = new WeakMap<Db, ReturnType<typeof candidateQuery>>();

export async function findCandidate(db: Db, userId: string): Promise<CandidateRow> {
  let query = candidateQueries.get(db);
  if (!query) candidateQueries.set(db, (query = candidateQuery(db)));
  const rows = await query.execute({ userId });
  const row = rows[0];
  const owned = row?.skills ?? [];
  return {
    country: row?.country ?? null,
    timezone: row?.timezone ?? null,
    skillSlugs: owned.map((s) => s.slug),
    seniority: row?.seniority ?? null,
    salary:
      row?.salary_amount != null && row.salary_currency && row.salary_period
        ? { amount: row.salary_amount, currency: row.salary_currency, period: row.salary_period }
        : null,
    skillYears: new Map(owned.map((s) => [s.slug, s.years])),
    headline: row?.headline ?? '',
    desiredRole: row?.desired_role ?? '',
    experienceTitles: row?.titles ?? [],
  };
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findRecruiter(db: Db, id: string) {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, id)).limit(1);
  return row;
}

const { titleTsv: _t, keywordsTsv: _k, search: _s, ...jobColumns } = getTableColumns(jobs);
/** A job without its search vectors (which are large and only the database needs). */
export type JobRecord = Omit<JobRow, 'titleTsv' | 'keywordsTsv' | 'search'>;

/**
 * One job by id. `share` locks the row against a concurrent close until the transaction ends (a submit holds it so
 * the close either waits and then closes the new application too, or goes first and the submit sees it closed).
 */
export async function findJob(db: Db, id: string, lock?: 'share'): Promise<JobRecord | undefined> {
  const query = db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The viewer's live (not withdrawn) application for a job, if any. */
export async function findLiveApplication(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, submittedAt: applications.submittedAt })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.jobId, jobId),
        sql`${applications.status} <> 'withdrawn'`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The skills of many jobs in one statement (required first, then by name), keyed by job: a subquery per pool row
 * would cost a join per row.
 */
export async function skillsOfJobs(db: Db, ids: readonly string[]) {
  const out = new Map<
    string,
    Array<{ slug: string; name: string; required: boolean; years: number | null }>
  >();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      jobId: jobSkills.jobId,
      slug: skills.slug,
      name: skills.name,
      required: jobSkills.required,
      years: jobSkills.years,
    })
    .from(jobSkills)
    .innerJoin(skills, eq(skills.id, jobSkills.skillId))
    .where(inArray(jobSkills.jobId, [...ids]))
    .orderBy(sql`${jobSkills.required} DESC, ${skills.name}`);
  for (const { jobId, ...skill } of rows) {
    const list = out.get(jobId);
    if (list) list.push(skill);
    else out.set(jobId, [skill]);
  }
  return out;
}
