import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYMENT_TYPES,
  SENIORITIES,
  WORK_MODES,
  type SalaryPeriod,
  type Seniority,
} from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import {
  companies,
  jobSkills,
  jobs,
  recruiters,
  savedJobs,
  searchWords,
  skills,
} from '../../db/schema/jobs.schema.ts';
import { talentProfiles, talentSkills } from '../../db/schema/profile.schema.ts';
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

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
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

/** Up to three vocabulary words close to each term (trigram similarity), best first. */
export async function correctTerms(db: Db, terms: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (terms.length === 0) return out;
  const rows = rowsOf<{ term: string; word: string }>(
    await db.execute(sql`SELECT t.term, w.word
      FROM json_array_elements_text(${JSON.stringify(terms)}::json) AS t(term)
      CROSS JOIN LATERAL (
        SELECT word FROM ${searchWords} WHERE word % t.term AND word <> t.term
        ORDER BY similarity(word, t.term) DESC, word LIMIT 3) w`),
  );
  for (const r of rows) out.set(r.term, [...(out.get(r.term) ?? []), r.word]);
  return out;
}

export interface CandidateRow {
  country: string | null;
  timezone: string | null;
  skillSlugs: string[];
  seniority: Seniority | null;
  salary: { amount: number; currency: string; period: SalaryPeriod } | null;
  /** Skill slug → years with it (null when the profile does not say). */
  skillYears: Map<string, number | null>;
}

/**
 * The profile as search and matching read it (country, zone, seniority, salary expectation, skills with years), in
 * one round trip: searches run it on every request.
 */
export async function findCandidate(db: Db, userId: string): Promise<CandidateRow> {
  const rows = rowsOf<{
    country: string | null;
    timezone: string | null;
    seniority: Seniority | null;
    salary_amount: number | null;
    salary_currency: string | null;
    salary_period: SalaryPeriod | null;
    skills: Array<{ slug: string; years: number | null }> | null;
  }>(
    await db.execute(sql`SELECT p.country, p.timezone, p.seniority, p.salary_amount, p.salary_currency, p.salary_period,
        (SELECT json_agg(json_build_object('slug', s.slug, 'years', ts.years) ORDER BY s.slug)
          FROM ${talentSkills} ts JOIN ${skills} s ON s.id = ts.skill_id WHERE ts.user_id = ${userId}) AS skills
      FROM (SELECT ${userId}::uuid AS user_id) me LEFT JOIN ${talentProfiles} p ON p.user_id = me.user_id`),
  );
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
  };
}

/* ---------- search ----------
 * Orders say NULLS LAST (never null here) because that is how the keyset indexes are built; without it the
 * planner cannot walk them and sorts every match instead. */

export type SortKey =
  | { sort: 'newest'; postedAt: string; id: string }
  | { sort: 'salary'; salaryUsd: number; id: string }
  | { sort: 'relevance'; tier: number; postedAt: string; id: string };

export interface SearchPlan {
  /** Matches the text (FTS, or FTS-or-trigram per term in fuzzy mode); undefined without a query. */
  match?: SQL;
  /** Relevance tier expressions, best first: the exact title, all terms in the title, in company or skills. */
  tiers?: SQL[];
  /**
   * A tier implies the text match (no negated words): its branch can skip `match`, which would decompress the
   * whole search vector of every candidate row.
   */
  tiersImplyMatch?: boolean;
  /** Filters that are not facet groups: eligibility, overlap, salary, skills. */
  base: SQL[];
  /** Facet groups, each a condition (absent when the group is not filtered). */
  facets: Partial<Record<'work_mode' | 'employment_type' | 'seniority' | 'posted_within', SQL>>;
}

const OPEN = sql`${jobs.status} = 'open' AND (${jobs.expiresAt} IS NULL OR ${jobs.expiresAt} > now())`;

function allOf(parts: Array<SQL | undefined>): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` AND `) : sql`TRUE`;
}

/** Cheap column tests first: the text match may have to decompress a tsvector, so it should see few rows. */
function pageWhere(plan: SearchPlan): SQL {
  return allOf([OPEN, ...Object.values(plan.facets), ...plan.base, plan.match]);
}

export interface PageRow {
  id: string;
  tier: number;
  posted_at: Date | string;
  salary_usd: number;
}

/**
 * How many rows each part of a search is expected to match (the counts sample, so correlations between the text
 * and the filters are measured, not assumed away), for choosing how to read a page.
 */
export interface PageSizes {
  /** Matches of the whole search (text, filters, facets). */
  total: number;
  /** Matches per relevance tier, by tier number. */
  tiers?: Record<number, number>;
  /** Rows in the jobs table (the planner's figure); 0 when unknown. */
  tableRows: number;
}

/**
 * Whether a branch expected to match `size` rows walks its keyset index (stopping at the page's last row) or
 * reads its matches through the text and filter indexes and sorts them. A walk reads about take × table / size
 * rows; the sorted read at least `size` (usually more: the indexes narrow to the text or one filter, not to
 * all). Past half the break-even point, sqrt(take × table), walking wins; a sparse branch walked would read most
 * of the index (a word in the title of senior roles, filtered to junior ones, has no match at all).
 */
function walks(size: number | undefined, sizes: PageSizes | undefined, take: number): boolean {
  if (!sizes || sizes.tableRows <= 0 || size === undefined) return true;
  return size >= Math.sqrt(take * sizes.tableRows) / 2;
}

/**
 * `SELECT … ORDER BY … LIMIT n` over `where`, either walking the order's index (`walk`) or, behind an OFFSET 0
 * fence that keeps the planner from walking it, gathering every match by bitmap and sorting them.
 */
function ordered(select: SQL, where: SQL, order: SQL, take: number, walk: boolean): SQL {
  return walk
    ? sql`${select} FROM ${jobs} WHERE ${where} ORDER BY ${order} LIMIT ${take}`
    : sql`SELECT * FROM (${select} FROM ${jobs} WHERE ${where} OFFSET 0) matched ORDER BY ${order} LIMIT ${take}`;
}

/** One page of ids in the sort's keyset order (limit + 1 rows, so the caller knows whether there is more). */
export async function searchPage(
  db: Db,
  plan: SearchPlan,
  after: SortKey | null,
  sort: SortKey['sort'],
  limit: number,
  sizes?: PageSizes,
) {
  const where = pageWhere(plan);
  const take = limit + 1;
  const byPosted = sql`posted_at DESC NULLS LAST, id DESC NULLS LAST`;
  if (sort === 'relevance' && plan.tiers?.length) {
    // One branch per tier, each in posted_at order: an Append under a LIMIT stops as soon as the page is full,
    // so a broad term walks the posted_at index instead of ranking every match.
    const tiers = plan.tiers;
    const branches: SQL[] = [];
    const level = (i: number) => tiers.length + 1 - i; // tier numbers: best = highest; "the rest" = 1
    for (let i = 0; i <= tiers.length; i++) {
      const tier = level(i);
      if (after && after.sort === 'relevance' && tier > after.tier) continue;
      const mine = i < tiers.length ? tiers[i] : undefined;
      const better = tiers.slice(0, i).map((t) => sql`NOT (${t})`);
      const keyset =
        after && after.sort === 'relevance' && tier === after.tier
          ? sql`(${jobs.postedAt}, ${jobs.id}) < (${after.postedAt}::timestamptz, ${after.id}::uuid)`
          : undefined;
      const filters = mine && plan.tiersImplyMatch ? pageWhere({ ...plan, match: undefined }) : where;
      const select = sql`SELECT ${jobs.id} AS id, ${tier}::int AS tier, ${jobs.postedAt} AS posted_at, ${jobs.salaryUsd} AS salary_usd`;
      const size = sizes?.tiers ? (sizes.tiers[tier] ?? 0) : undefined;
      const walk = walks(size, sizes, take);
      branches.push(
        sql`(${ordered(select, allOf([mine, ...better, filters, keyset]), byPosted, take, walk)})`,
      );
    }
    if (branches.length === 0) return [];
    // The outer LIMIT stops the Append as soon as the page is full (a cursor may leave a single branch).
    const rows = rowsOf<PageRow>(
      await db.execute(sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) page LIMIT ${take}`),
    );
    // Append keeps branch order; SQL does not promise it, so the keyset order is restated here.
    const key = (r: PageRow) => [Number(r.tier), new Date(r.posted_at).getTime()] as const;
    return rows.sort((a, b) => {
      const [ta, pa] = key(a);
      const [tb, pb] = key(b);
      return tb - ta || pb - pa || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    });
  }
  const walk = walks(sizes?.total, sizes, take);
  if (sort === 'salary') {
    const keyset =
      after?.sort === 'salary'
        ? sql`(${jobs.salaryUsd}, ${jobs.id}) < (${after.salaryUsd}::int, ${after.id}::uuid)`
        : undefined;
    return rowsOf<PageRow>(
      await db.execute(
        ordered(
          sql`SELECT ${jobs.id} AS id, 0 AS tier, ${jobs.postedAt} AS posted_at, ${jobs.salaryUsd} AS salary_usd`,
          allOf([where, keyset]),
          sql`salary_usd DESC NULLS LAST, id DESC NULLS LAST`,
          take,
          walk,
        ),
      ),
    );
  }
  const keyset =
    after && after.sort !== 'salary'
      ? sql`(${jobs.postedAt}, ${jobs.id}) < (${after.postedAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
  return rowsOf<PageRow>(
    await db.execute(
      ordered(
        sql`SELECT ${jobs.id} AS id, 0 AS tier, ${jobs.postedAt} AS posted_at, ${jobs.salaryUsd} AS salary_usd`,
        allOf([where, keyset]),
        byPosted,
        take,
        walk,
      ),
    ),
  );
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface CountsRow {
  /** Rows gathered for counting: all matches, or COUNT_SAMPLE + 1 when there are more. */
  gathered: number;
  total: number;
  work_mode: FacetCount[] | null;
  employment_type: FacetCount[] | null;
  seniority: FacetCount[] | null;
  skills: FacetCount[] | null;
  posted: { d1: number; d7: number; d14: number; d30: number } | null;
  /** Gathered rows passing every filter, per relevance tier (tier number → rows); null without tiers. */
  tiers: Record<string, number> | null;
  /** The planner's row count of the jobs table. */
  table_rows: number;
}

const SKILL_FACETS = 20;
/**
 * Counting every match of a broad term ("engineer" is in most postings) means reading every matching row; past
 * this many, the counts come from the first rows found and are scaled to the planner's estimate instead.
 */
export const COUNT_SAMPLE = 250;

/**
 * The total and every facet in one statement: up to COUNT_SAMPLE + 1 rows matching the text and the non-facet
 * filters are gathered narrow, then each group is counted with the other groups' filters applied (selecting a
 * work mode must not zero the other work modes' counts). Skills are "all of", so their counts are a drill-down.
 */
export async function searchCounts(db: Db, plan: SearchPlan, now: Date): Promise<CountsRow> {
  const daysAgo = (days: number) =>
    sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;
  const f = plan.facets;
  const except = (group: keyof SearchPlan['facets']) =>
    allOf(Object.entries(f).map(([k, v]) => (k === group ? undefined : v)));
  const every = allOf(Object.values(f));
  // The relevance tier of each gathered row (as searchPage numbers them): the sample then says how dense each
  // tier is under these filters, and the page reads each tier the way that suits its size.
  const tiers = plan.tiers ?? [];
  const tier = tiers.length
    ? sql`CASE ${sql.join(
        tiers.map((t, i) => sql`WHEN ${t} THEN ${tiers.length + 1 - i}`),
        sql` `,
      )} ELSE 1 END`
    : sql`0`;
  // One pass over the gathered rows counts every facet value (FILTER per value): a subquery per group cost a
  // plan node and a scan of the sample each, and most of this statement's planning time.
  const values = (column: string, list: readonly string[], where: SQL) =>
    sql`json_build_array(${sql.join(
      list.map(
        (v) =>
          sql`json_build_object('value', ${v}::text, 'count', count(*) FILTER (WHERE ${sql.raw(column)}::text = ${v} AND ${where}))`,
      ),
      sql`, `,
    )})`;
  const [row] = rowsOf<CountsRow>(
    await db.execute(sql`WITH m AS MATERIALIZED (
      SELECT ${jobs.workMode} AS work_mode, ${jobs.employmentType} AS employment_type, ${jobs.seniority} AS seniority,
             ${jobs.postedAt} AS posted_at, ${jobs.skillSlugs} AS skill_slugs, ${tier} AS tier
      FROM ${jobs} WHERE ${allOf([OPEN, ...plan.base, plan.match])} LIMIT ${COUNT_SAMPLE + 1})
    SELECT
      (SELECT greatest(reltuples, 0)::int FROM pg_class WHERE oid = 'jobs'::regclass) AS table_rows,
      counted.*,
      (SELECT json_agg(json_build_object('value', v, 'count', n)) FROM
        (SELECT s AS v, count(*)::int AS n FROM m, unnest(m.skill_slugs) s WHERE ${every}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${SKILL_FACETS}) x) AS skills
    FROM (SELECT
      count(*)::int AS gathered,
      count(*) FILTER (WHERE ${every})::int AS total,
      ${
        tiers.length
          ? sql`json_build_object(${sql.join(
              tiers.map(
                (_, i) =>
                  sql`${String(tiers.length + 1 - i)}::text, count(*) FILTER (WHERE tier = ${tiers.length + 1 - i} AND ${every})`,
              ),
              sql`, `,
            )}, '1', count(*) FILTER (WHERE tier = 1 AND ${every}))`
          : sql`NULL::json`
      } AS tiers,
      ${values('work_mode', WORK_MODES, except('work_mode'))} AS work_mode,
      ${values('employment_type', EMPLOYMENT_TYPES, except('employment_type'))} AS employment_type,
      ${values('seniority', SENIORITIES, except('seniority'))} AS seniority,
      json_build_object(
         'd1', count(*) FILTER (WHERE posted_at >= ${daysAgo(1)} AND ${except('posted_within')}),
         'd7', count(*) FILTER (WHERE posted_at >= ${daysAgo(7)} AND ${except('posted_within')}),
         'd14', count(*) FILTER (WHERE posted_at >= ${daysAgo(14)} AND ${except('posted_within')}),
         'd30', count(*) FILTER (WHERE posted_at >= ${daysAgo(30)} AND ${except('posted_within')})) AS posted
      FROM m) counted`),
  );
  return row!;
}

/** The planner's estimate of the rows matching the text and the non-facet filters (no rows are read). */
export async function estimateMatches(db: Db, plan: SearchPlan): Promise<number> {
  const rows = rowsOf<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> | string }>(
    await db.execute(
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${jobs} WHERE ${allOf([OPEN, ...plan.base, plan.match])}`,
    ),
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed =
    typeof raw === 'string' ? (JSON.parse(raw) as Array<{ Plan: { 'Plan Rows': number } }>) : raw;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** Whether any open job matches the text alone (decides between exact and typo-tolerant matching). */
export async function anyTextMatch(db: Db, match: SQL): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM ${jobs} WHERE ${OPEN} AND ${match} LIMIT 1`),
  );
  return rows.length > 0;
}

/* ---------- hydration ---------- */

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
};

export type SummaryJob = { [K in keyof typeof summaryColumns]: JobRow[K] };

type SkillJson = Array<{ slug: string; name: string; required: boolean; years: number | null }>;

/**
 * Everything a page of summaries needs in one round trip: the job, its company, its skills (required first, one
 * grouped join for the whole page: a subquery per row hashed the skills table once per row), whether `userId`
 * saved it (never, for a guest) and its live applications (an index lookup per row of the page).
 */
export async function findSummaries(db: Db, ids: string[], userId: string | null) {
  if (ids.length === 0) return [];
  const pageSkills = db
    .select({
      jobId: jobSkills.jobId,
      list: sql<SkillJson>`json_agg(json_build_object('slug', ${skills.slug}, 'name', ${skills.name}, 'required', ${jobSkills.required}, 'years', ${jobSkills.years})
                  ORDER BY ${jobSkills.required} DESC, ${skills.name})`.as('list'),
    })
    .from(jobSkills)
    .innerJoin(skills, eq(skills.id, jobSkills.skillId))
    .where(inArray(jobSkills.jobId, ids))
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
      saved: userId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${savedJobs} sj WHERE sj.user_id = ${userId} AND sj.job_id = ${jobs.id})`
        : sql<boolean>`FALSE`,
      applicants: sql<number>`(SELECT count(*)::int FROM ${applications} a
        WHERE a.job_id = ${jobs.id} AND a.status <> 'withdrawn')`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(pageSkills, eq(pageSkills.jobId, jobs.id))
    .where(inArray(jobs.id, ids));
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
export type JobRecord = Omit<JobRow, 'titleTsv' | 'keywordsTsv' | 'search'>;

/** A job without its search vectors (which are large and only the database needs). */
/**
 * One job by id. `share` locks the row against a concurrent close until the transaction ends (a submit holds it so
 * the close either waits and then closes the new application too, or goes first and the submit sees it closed).
 */
export async function findJob(db: Db, id: string, lock?: 'share'): Promise<JobRecord | undefined> {
  const query = db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Open jobs sharing the most skills with `job` (then the same title words), newest first among equals. */
export async function similarJobIds(db: Db, job: JobRecord, limit: number): Promise<string[]> {
  const slugs = job.skillSlugs.length
    ? sql`ARRAY[${sql.join(
        job.skillSlugs.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT ${jobs.id} AS id FROM ${jobs}
      WHERE ${OPEN} AND ${jobs.id} <> ${job.id} AND (${jobs.skillSlugs} && ${slugs} OR ${jobs.titleTsv} @@ plainto_tsquery('english', ${job.title}))
      ORDER BY cardinality(ARRAY(SELECT unnest(${jobs.skillSlugs}) INTERSECT SELECT unnest(${slugs}))) DESC,
               (${jobs.seniority} = ${job.seniority}) DESC, ${jobs.postedAt} DESC, ${jobs.id} DESC
      LIMIT ${limit}`),
  );
  return rows.map((r) => r.id);
}

/* ---------- saved jobs ---------- */

export async function saveJob(db: Db, userId: string, jobId: string) {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Db, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export interface SavedKey {
  savedAt: string;
  id: string;
}

/** The user's saved open jobs, most recently saved first, in keyset pages (a closed job's page is a 404). */
export async function savedPage(db: Db, userId: string, after: SavedKey | null, limit: number) {
  const keyset = after
    ? sql`(${savedJobs.createdAt}, ${savedJobs.jobId}) < (${after.savedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return rowsOf<{ id: string; saved_at: Date | string }>(
    await db.execute(sql`SELECT ${savedJobs.jobId} AS id, ${savedJobs.createdAt} AS saved_at FROM ${savedJobs}
      JOIN ${jobs} ON ${jobs.id} = ${savedJobs.jobId}
      WHERE ${allOf([sql`${savedJobs.userId} = ${userId}`, OPEN, keyset])}
      ORDER BY ${savedJobs.createdAt} DESC NULLS LAST, ${savedJobs.jobId} DESC NULLS LAST LIMIT ${limit + 1}`),
  );
}

export async function savedCount(db: Db, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ${savedJobs} JOIN ${jobs} ON ${jobs.id} = ${savedJobs.jobId}
      WHERE ${savedJobs.userId} = ${userId} AND ${OPEN}`),
  );
  return rows[0]?.n ?? 0;
}

/** Count of jobs matching a plan posted after `since` (saved-search alerts). */
export async function countPostedSince(db: Db, plan: SearchPlan, since: Date): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM ${jobs} WHERE ${pageWhere(plan)} AND ${jobs.postedAt} > ${since.toISOString()}::timestamptz`,
    ),
  );
  return rows[0]?.n ?? 0;
}

/* ---------- matching ---------- */

function textArray(values: readonly string[]): SQL {
  return values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
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
 * The jobs worth scoring for a candidate: open, sharing at least one skill with them (GIN index on skill_slugs),
 * takeable from their country when it is known, newest first, at most `limit`. The score itself is computed in
 * TypeScript, so it stays explainable; the pool bounds that work.
 */
export async function recommendationPool(
  db: Db,
  slugs: readonly string[],
  country: string | null,
  limit: number,
) {
  if (slugs.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(jobs)
    .where(
      allOf([
        OPEN,
        sql`${jobs.skillSlugs} && ${textArray(slugs)}`,
        country
          ? sql`(${jobs.eligibleAnywhere} OR ${jobs.eligibleCountries} @> ${textArray([country])})`
          : undefined,
      ]),
    )
    .orderBy(sql`${jobs.postedAt} DESC NULLS LAST, ${jobs.id} DESC NULLS LAST`)
    .limit(limit);
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
