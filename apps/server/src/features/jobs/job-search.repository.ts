import { sql, type SQL } from 'drizzle-orm';
import type { EmploymentType, Seniority, WorkMode } from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs, searchWords } from '../../db/schema/jobs.schema.ts';
import { countSample, type Counted, type SampleRow } from './facet-counts.ts';
import { allOf, eligibleFrom, OPEN, rowsOf, textArray, titleOfFamily, type TitleFamily } from './job-sql.ts';
import { uuidArray, type Reach } from './skill-reach.repository.ts';

/**
 * A job search as plain values; this file alone turns it into SQL (the page, the counts, the estimate and the
 * saved-search alerts all read the same conditions).
 */
export interface SearchFilters {
  workModes?: readonly WorkMode[];
  employmentTypes?: readonly EmploymentType[];
  seniorities?: readonly Seniority[];
  postedSince?: Date;
  /** Every one of these skills. */
  skillSlugs?: readonly string[];
  /** Takeable by a resident of this country. */
  eligibleFrom?: string;
  /** Located in this country. */
  locatedIn?: string;
  /** Also takeable from the candidate's home country (when it differs from `eligibleFrom`). */
  eligibleFromHome?: string;
  /** Only jobs kept in one of these zones (those overlapping the candidate's working day enough). */
  zones?: readonly string[];
  minSalaryUsd?: number;
  /** Only jobs open to elite members only. */
  eliteOnly?: boolean;
  /**
   * Only the jobs this one skill would make the searcher match (skill-reach.repository.ts): the skill and whom
   * for (what the counts cache keys on), and those jobs' ids.
   */
  opens?: Reach & { skillId: string; jobIds: readonly string[] };
  /** The text: as typed (web search syntax), or per word the word and its typo corrections. */
  text?: { query: string } | { alternatives: readonly string[][] };
  /** Best match without words: what the candidate's fit is ranked on (each part absent when unknown). */
  fit?: Fit;
}

/** The candidate a "best match" without words ranks for. */
export interface Fit {
  /** Where they live: jobs they may take first. */
  country?: string;
  /** The kinds of work their headline and latest titles name. */
  family?: TitleFamily;
  skillSlugs?: readonly string[];
  /** Their level and the levels next to it. */
  seniorities?: readonly Seniority[];
  /** Their salary expectation as annual USD. */
  minSalaryUsd?: number;
}

/** Relevance tiers, best first, and which rows fall in a run of them. */
interface Tiers {
  tiers: SQL[];
  /**
   * Rows whose tier is one of `from`…`to` (indexes into `tiers`; `tiers.length` is the rest after them): in one
   * of those tiers and in no better one.
   */
  within: (from: number, to: number) => SQL[];
}

/**
 * Fit as relevance tiers, best first: eligibility above everything, then the kind of work, shared skills,
 * seniority and pay. Each tier is a plain condition on indexed columns, so a page walks the posted_at index per
 * tier (as text relevance does) instead of scoring and sorting every open job; within a tier the newest lead.
 */
function fitTiers(fit: Fit | undefined): Tiers | undefined {
  if (!fit) return undefined;
  const e = fit.country ? eligibleFrom(fit.country) : undefined;
  const f = fit.family ? titleOfFamily(fit.family) : undefined;
  const s = fit.skillSlugs?.length ? sql`${jobs.skillSlugs} && ${textArray(fit.skillSlugs)}` : undefined;
  const l = fit.seniorities?.length ? enumList(sql.raw('seniority'), fit.seniorities) : undefined;
  const p = fit.minSalaryUsd ? sql`${jobs.salaryUsd} >= ${fit.minSalaryUsd}` : undefined;
  const named = { e, f, s, l, p };
  const atom = (k: string) => named[k as keyof typeof named]!;
  const combos = ['efslp', 'efsl', 'efs', 'ef', 'esl', 'es', 'e', 'fs', 'f'];
  const kept: string[] = [];
  for (const combo of combos) {
    const present = [...combo].filter((k) => atom(k) !== undefined).join('');
    if (present && !kept.includes(present)) kept.push(present);
  }
  if (kept.length === 0) return undefined;
  const tiers = kept.map((combo) => sql`(${allOf([...combo].map(atom))})`);
  return {
    tiers,
    within: (from, to) => {
      if (to >= kept.length) return notAnyOf(kept.slice(0, from), '', atom);
      const run = kept.slice(from, to + 1);
      // The atoms every tier of the run has: a row of the run has them all.
      const common = [...run[0]!].filter((k) => run.every((c) => c.includes(k))).join('');
      const inRun = run.includes(common)
        ? sql`(${allOf([...common].map(atom))})`
        : sql`(${sql.join(tiers.slice(from, to + 1), sql` OR `)})`;
      return [inRun, ...notAnyOf(kept.slice(0, from), common, atom)];
    },
  };
}

/**
 * "None of these better tiers" for a row of the tier with the atoms `mine` (tiers as strings of atom letters): the
 * atoms of which at least one must fail per group, or null when no row can be left. Every tier is an AND of atoms
 * and the row has all of its own, so a better tier fails exactly when one of its other atoms does; a group that
 * contains another says nothing more (not [s and l] follows from not s). Without this the fit page of ten tiers
 * repeats every better tier in full in each branch: hundreds of binds to build, parse and test per row.
 */
export function exclusions(better: readonly string[], mine: string): string[] | null {
  const rests = [...new Set(better.map((b) => [...b].filter((k) => !mine.includes(k)).join('')))];
  // A better tier with nothing else to fail contains this one.
  if (rests.includes('')) return null;
  const contains = (a: string, b: string) => [...b].every((k) => a.includes(k));
  return rests.filter((r) => !rests.some((o) => o !== r && contains(r, o)));
}

function notAnyOf(better: string[], mine: string, atom: (k: string) => SQL): SQL[] {
  const groups = exclusions(better, mine);
  return groups ? groups.map((g) => sql`NOT (${allOf([...g].map(atom))})`) : [sql`FALSE`];
}

/** A vocabulary word near a typed term: its trigram similarity (0 when it came from the prefix lookup). */
export interface NearWord {
  term: string;
  word: string;
  similarity: number;
}

/**
 * Vocabulary words that may be a term's correction, all through the trigram index: the trigram neighbours (up to
 * ten) and the words of about the same length that start with the term's first letter or its first two letters
 * swapped. A swapped pair shares too few trigrams with the word it misspells ("seinor" and "senior" share 3 of
 * 11), but it keeps one of those two prefixes, so the caller's edit-distance check finds it among them.
 */
export async function nearWords(db: Db, terms: string[]): Promise<NearWord[]> {
  if (terms.length === 0) return [];
  return rowsOf<NearWord>(
    await db.execute(sql`SELECT t.term, w.word, w.similarity
      FROM json_array_elements_text(${JSON.stringify(terms)}::json) AS t(term)
      CROSS JOIN LATERAL (
        (SELECT word, similarity(word, t.term)::float8 AS similarity FROM ${searchWords}
          WHERE word % t.term AND word <> t.term ORDER BY similarity(word, t.term) DESC, word LIMIT 10)
        UNION
        (SELECT word, 0::float8 FROM ${searchWords}
          WHERE (word LIKE left(t.term, 1) || '%' OR word LIKE substr(t.term, 2, 1) || left(t.term, 1) || '%')
            AND length(word) BETWEEN length(t.term) - 2 AND length(t.term) + 2 AND word <> t.term
          LIMIT 2000)) w`),
  );
}

/* ---------- search ----------
 * Orders say NULLS LAST (never null here) because that is how the keyset indexes are built; without it the
 * planner cannot walk them and sorts every match instead. */

export type SortKey =
  | { sort: 'newest'; postedAt: string; id: string }
  | { sort: 'salary'; salaryUsd: number; id: string }
  | { sort: 'relevance'; tier: number; postedAt: string; id: string };

/** The SQL of a search. */
interface SearchPlan {
  /** Matches the text (FTS, or FTS-or-trigram per term in fuzzy mode); undefined without a query. */
  match?: SQL;
  /** Relevance tier expressions, best first: the exact title, all terms in the title, in company or skills. */
  tiers?: SQL[];
  /** Rows in a run of tiers (see Tiers); without it, a tier and not any better one. */
  within?: Tiers['within'];
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

/** `column IN (...)` on the enum itself: a cast to text would hide the column statistics from the planner. */
function enumList(column: SQL, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** The text[] literal of each zone list (lists are kept per quarter hour, see zonesOverlapping). */
const zoneLiterals = new WeakMap<readonly string[], string>();

/** IANA zone names as one text[] parameter (they hold no commas, quotes or braces): one bind, not ~400. */
function zoneArray(zones: readonly string[]): SQL {
  let literal = zoneLiterals.get(zones);
  if (literal === undefined) {
    literal = `{${zones.join(',')}}`;
    zoneLiterals.set(zones, literal);
  }
  return sql`${literal}::text[]`;
}

function planOf(filters: SearchFilters): SearchPlan {
  const base: SQL[] = [];
  const facets: SearchPlan['facets'] = {};

  // Facet conditions name bare columns (the counts statement reads them inside a lateral subquery too).
  if (filters.workModes?.length) facets.work_mode = enumList(sql.raw('work_mode'), filters.workModes);
  if (filters.employmentTypes?.length)
    facets.employment_type = enumList(sql.raw('employment_type'), filters.employmentTypes);
  if (filters.seniorities?.length) facets.seniority = enumList(sql.raw('seniority'), filters.seniorities);
  if (filters.postedSince)
    facets.posted_within = sql`posted_at >= ${filters.postedSince.toISOString()}::timestamptz`;

  if (filters.skillSlugs?.length) base.push(sql`${jobs.skillSlugs} @> ${textArray(filters.skillSlugs)}`);
  if (filters.eligibleFrom) base.push(eligibleFrom(filters.eligibleFrom));
  if (filters.locatedIn) base.push(sql`${jobs.country} = ${filters.locatedIn}`);
  if (filters.eligibleFromHome) base.push(eligibleFrom(filters.eligibleFromHome));
  if (filters.zones) base.push(sql`${jobs.timezone} = ANY(${zoneArray(filters.zones)})`);
  if (filters.minSalaryUsd !== undefined) base.push(sql`${jobs.salaryUsd} >= ${filters.minSalaryUsd}`);
  if (filters.eliteOnly) base.push(sql`${jobs.eliteOnly}`);
  if (filters.opens) base.push(sql`${jobs.id} = ANY(${uuidArray(filters.opens.jobIds)})`);

  const text = filters.text;
  if (!text) {
    const fitted = fitTiers(filters.fit);
    return fitted ? { base, facets, ...fitted, tiersImplyMatch: true } : { base, facets };
  }
  if ('query' in text) {
    const tsq = sql`websearch_to_tsquery('english', ${text.query})`;
    return {
      base,
      facets,
      match: sql`${jobs.search} @@ ${tsq}`,
      // A negated word (-java) can be absent from the title yet present in the description.
      tiersImplyMatch: !/(^|\s)-\S/.test(text.query),
      tiers: [
        sql`lower(${jobs.title}) = ${text.query.toLowerCase()}`,
        sql`${jobs.titleTsv} @@ ${tsq}`,
        sql`${jobs.keywordsTsv} @@ ${tsq}`,
      ],
    };
  }
  // Typo tolerance: each word or one of its corrections, all words required, through the same indexed match.
  if (text.alternatives.length === 0) return { base, facets, match: sql`FALSE` };
  const groups = text.alternatives.map((words) => words.map((w) => `'${w}'`).join(' | '));
  const tsq = sql`to_tsquery('english', ${groups.map((g) => `(${g})`).join(' & ')})`;
  return {
    base,
    facets,
    match: sql`${jobs.search} @@ ${tsq}`,
    tiersImplyMatch: true,
    tiers: [sql`${jobs.titleTsv} @@ ${tsq}`, sql`${jobs.keywordsTsv} @@ ${tsq}`],
  };
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
  filters: SearchFilters,
  after: SortKey | null,
  sort: SortKey['sort'],
  limit: number,
  sizes?: PageSizes,
) {
  const plan = planOf(filters);
  const where = pageWhere(plan);
  const take = limit + 1;
  const byPosted = sql`posted_at DESC NULLS LAST, id DESC NULLS LAST`;
  if (sort === 'relevance' && plan.tiers?.length) {
    // One branch per tier, each in posted_at order: an Append under a LIMIT stops as soon as the page is full,
    // so a broad term walks the posted_at index instead of ranking every match.
    const tiers = plan.tiers;
    const level = (i: number) => tiers.length + 1 - i; // tier numbers: best = highest; "the rest" = 1
    const within =
      plan.within ??
      ((from: number, to: number) => [
        ...(to < tiers.length
          ? [from === to ? tiers[from]! : sql`(${sql.join(tiers.slice(from, to + 1), sql` OR `)})`]
          : []),
        ...tiers.slice(0, from).map((t) => sql`NOT (${t})`),
      ]);
    const cursorTier = after && after.sort === 'relevance' ? after.tier : undefined;
    const keyset =
      after && after.sort === 'relevance'
        ? sql`(${jobs.postedAt}, ${jobs.id}) < (${after.postedAt}::timestamptz, ${after.id}::uuid)`
        : undefined;
    // Consecutive sparse tiers expected to hold less than a page between them are read together: each would
    // otherwise build the same index bitmaps again (the fit tiers of a filtered search share most conditions),
    // mostly to find nothing. A run reads all of its rows (no early stop), hence the page-size bound.
    const runs: Array<{ from: number; to: number; walk: boolean; size: number }> = [];
    for (let i = 0; i <= tiers.length; i++) {
      if (cursorTier !== undefined && level(i) > cursorTier) continue;
      const size = sizes?.tiers ? (sizes.tiers[level(i)] ?? 0) : undefined;
      const walk = walks(size, sizes, take);
      const last = runs[runs.length - 1];
      if (!walk && last && !last.walk && last.to === i - 1 && last.size + (size ?? 0) < take) {
        last.to = i;
        last.size += size ?? 0;
      } else runs.push({ from: i, to: i, walk, size: size ?? 0 });
    }
    const branches = runs.map(({ from, to, walk }) => {
      const filters =
        to < tiers.length && plan.tiersImplyMatch ? pageWhere({ ...plan, match: undefined }) : where;
      const tierOf =
        from === to
          ? sql`${level(from)}::int`
          : sql`CASE ${sql.join(
              tiers
                .slice(from, Math.min(to, tiers.length))
                .map((t, k) => sql`WHEN ${t} THEN ${level(from + k)}::int`),
              sql` `,
            )} ELSE ${level(to)}::int END`;
      const select = sql`SELECT ${jobs.id} AS id, ${tierOf} AS tier, ${jobs.postedAt} AS posted_at, ${jobs.salaryUsd} AS salary_usd`;
      const inRuns = within(from, to);
      const onCursor = level(from) === cursorTier;
      if (from === to)
        return sql`(${ordered(select, allOf([...inRuns, filters, onCursor ? keyset : undefined]), byPosted, take, walk)})`;
      // A run: its matches with their tier, sorted (the cursor's tier is the run's best: the rest of it follows
      // the cursor's row, the lower tiers come whole).
      return sql`(SELECT * FROM (${select} FROM ${jobs} WHERE ${allOf([...inRuns, filters])} OFFSET 0) matched
        ${onCursor ? sql`WHERE tier < ${cursorTier}::int OR (posted_at, id) < (${(after as { postedAt: string }).postedAt}::timestamptz, ${(after as { id: string }).id}::uuid)` : sql``}
        ORDER BY tier DESC, ${byPosted} LIMIT ${take})`;
    });
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
        ? sql`(${jobs.salaryUsd}, ${jobs.id}) < (${after.salaryUsd}::bigint, ${after.id}::uuid)`
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

type SampleTuple = [
  SampleRow['work_mode'],
  SampleRow['employment_type'],
  SampleRow['seniority'],
  number,
  boolean,
  number,
  string[],
];

export type CountsRow = Counted & {
  /** The planner's row count of the jobs table. */
  table_rows: number;
};

/**
 * Counting every match of a broad term ("engineer" is in most postings) means reading every matching row; past
 * this many, the counts come from the first rows found and are scaled to the planner's estimate instead.
 */
export const COUNT_SAMPLE = 250;

/**
 * The total and every facet: up to COUNT_SAMPLE + 1 rows matching the text and the non-facet filters are gathered
 * narrow, each with its relevance tier and age, and counted here (facet-counts.ts). The table's row count comes
 * in the same statement (a row of nulls when nothing matches).
 */
export async function searchCounts(db: Db, filters: SearchFilters, now: Date): Promise<CountsRow> {
  const plan = planOf(filters);
  const daysAgo = (days: number) =>
    sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;
  // The relevance tier of each gathered row (as searchPage numbers them): the sample then says how dense each
  // tier is under these filters, and the page reads each tier the way that suits its size.
  const tiers = plan.tiers ?? [];
  const tier = tiers.length
    ? sql`CASE ${sql.join(
        tiers.map((t, i) => sql`WHEN ${t} THEN ${tiers.length + 1 - i}`),
        sql` `,
      )} ELSE 1 END`
    : sql`0`;
  const age = sql`CASE WHEN posted_at >= ${daysAgo(1)} THEN 1 WHEN posted_at >= ${daysAgo(7)} THEN 7
    WHEN posted_at >= ${daysAgo(14)} THEN 14 WHEN posted_at >= ${daysAgo(30)} THEN 30 ELSE 0 END`;
  // One row: the sample as one JSON array of arrays (one JSON.parse costs the server far less than node-postgres
  // parsing 251 rows with a text[] each).
  const [row] = rowsOf<{ table_rows: number; sample: SampleTuple[] | null }>(
    await db.execute(sql`WITH m AS MATERIALIZED (
        SELECT ${jobs.workMode} AS work_mode, ${jobs.employmentType} AS employment_type, ${jobs.seniority} AS seniority,
               ${age} AS age, ${plan.facets.posted_within ?? sql`TRUE`} AS recent, ${jobs.skillSlugs} AS skill_slugs,
               ${tier} AS tier
        FROM ${jobs} WHERE ${allOf([OPEN, ...plan.base, plan.match])} LIMIT ${COUNT_SAMPLE + 1})
      SELECT (SELECT greatest(reltuples, 0)::int FROM pg_class WHERE oid = 'jobs'::regclass) AS table_rows,
        (SELECT json_agg(json_build_array(work_mode, employment_type, seniority, age, recent, tier, skill_slugs)) FROM m)
          AS sample`),
  );
  const gathered = (row?.sample ?? []).map(
    ([work_mode, employment_type, seniority, age, recent, tier, skill_slugs]): SampleRow => ({
      work_mode,
      employment_type,
      seniority,
      age,
      recent,
      tier,
      skill_slugs,
    }),
  );
  const counted = countSample(
    gathered,
    {
      workModes: filters.workModes,
      employmentTypes: filters.employmentTypes,
      seniorities: filters.seniorities,
      postedWithin: !!plan.facets.posted_within,
    },
    tiers.length,
  );
  return { ...counted, table_rows: row?.table_rows ?? 0 };
}

/** The planner's estimate of the rows matching the text and the non-facet filters (no rows are read). */
export async function estimateMatches(db: Db, filters: SearchFilters): Promise<number> {
  const plan = planOf(filters);
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

/**
 * The rows matching the text and the non-facet filters, counted up to `cap` (the fallback when the planner's
 * estimate cannot be right: it says no more than the sample already found, as on a table never analysed).
 */
export async function countMatches(db: Db, filters: SearchFilters, cap: number): Promise<number> {
  const plan = planOf(filters);
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${jobs} WHERE ${allOf([OPEN, ...plan.base, plan.match])} LIMIT ${cap}) capped`,
    ),
  );
  return rows[0]?.n ?? 0;
}

/** Count of jobs matching a search posted after `since` (saved-search alerts). */
export async function countPostedSince(db: Db, filters: SearchFilters, since: Date): Promise<number> {
  const plan = planOf(filters);
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM ${jobs} WHERE ${pageWhere(plan)} AND ${jobs.postedAt} > ${since.toISOString()}::timestamptz`,
    ),
  );
  return rows[0]?.n ?? 0;
}
