import { screenerQuestionsOf } from './screener.ts';
import { sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYMENT_TYPES,
  JOB_PAGE_SIZE,
  type AroundTheGlobe,
  type Match,
  type RecommendedList,
  type RecommendedQuery,
  POSTED_WITHIN,
  SENIORITIES,
  WORK_MODES,
  type JobDetail,
  type JobFacets,
  type JobList,
  type JobSearchQuery,
  type JobSummary,
} from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  allTimeZones,
  isValidTimeZone,
  workingOverlapHours as computeOverlapHours,
} from '../../lib/time-zones.ts';
import { canMatch, matchJob, profileGaps, type MatchJob } from '../matching/match.ts';
import { findCountry, isCountryCode } from '../../reference/countries.ts';
import { PER_USD, PERIODS_PER_YEAR, type SalaryPeriodKey } from '../../reference/currencies.data.ts';
import { SKILLS } from '../../reference/skills.data.ts';
import {
  decodeMatchKey,
  decodeSavedKey,
  decodeSortKey,
  encodeMatchKey,
  encodeSavedKey,
  encodeSortKey,
  isUuid,
} from './job-cursor.ts';
import { wordsOf } from '../../reference/search-words.repository.ts';
import {
  COUNT_SAMPLE,
  correctTerms,
  estimateMatches,
  findCandidate,
  findJob,
  findCompany,
  findSummaries,
  findRecruiter,
  findLiveApplication,
  jobsPerCountry,
  recommendationPool,
  skillsOfJobs,
  savedCount,
  savedPage,
  saveJob,
  searchCounts,
  searchPage,
  similarJobIds,
  skillsBySlug,
  unsaveJob,
  type CandidateRow,
  type CountsRow,
  type JobRecord,
  type SummaryJob,
  type SearchPlan,
  type SortKey,
} from './jobs.repository.ts';

const SIMILAR_LIMIT = 6;
/** Newest open jobs sharing a skill with the candidate that the recommendations score (bounded work per request). */
export const RECOMMENDATION_POOL = 500;
/** Counts of a search are reused for this long (paging, sort changes, popular searches). */
export const COUNTS_TTL_MS = 60_000;
const MAX_TERMS = 8;

const labels: Record<string, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};
const postedLabels: Record<(typeof POSTED_WITHIN)[number], string> = {
  '1': 'Past 24 hours',
  '7': 'Past week',
  '14': 'Past 2 weeks',
  '30': 'Past month',
};
const skillNames = new Map(SKILLS.map((s) => [s.slug, s.name]));

/**
 * `workingOverlapHours`, remembered per UTC quarter hour: it formats dates through Intl (microseconds a call), and a
 * `min_overlap` filter asks it for all ~420 zones on every search. Offsets are multiples of 15 minutes and clocks
 * change at a local full or half hour, so no offset changes inside a UTC quarter hour: the memo is exact.
 */
const overlapMemo = new TtlCache<number>(15 * 60_000, 50_000);
function workingOverlapHours(a: string, b: string, at: Date): number {
  const key = `${Math.floor(at.getTime() / 900_000)}|${a}|${b}`;
  let hours = overlapMemo.get(key);
  if (hours === undefined) {
    hours = computeOverlapHours(a, b, at);
    overlapMemo.set(key, hours);
  }
  return hours;
}

/** IANA zone names as one text[] parameter (they hold no commas, quotes or braces): one bind, not ~400. */
function zoneArray(zones: string[]): SQL {
  return sql`${`{${zones.join(',')}}`}::text[]`;
}

/** Who is searching: where they may work from, their zone, their skills. */
export interface Viewer {
  userId: string;
  candidate: CandidateRow;
  /** Profile country, else the `country` asked for; null when unknown. */
  country: string | null;
  zone: string;
}

/** Who reads a job: a signed-in viewer, or a guest (no user, maybe a zone from `X-Timezone`). */
type Reader = Omit<Viewer, 'userId' | 'zone'> & { userId: string | null; zone: string | null };

const NO_PROFILE: CandidateRow = {
  country: null,
  timezone: null,
  skillSlugs: [],
  seniority: null,
  salary: null,
  skillYears: new Map(),
};

const countryName = (code: string) => findCountry(code)?.name ?? code;

/** A recommended job's place in the ranking. */
interface Ranked {
  id: string;
  postedAt: string;
  match: Match;
}

function textArray(values: string[]): SQL {
  return values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
}

/** `column IN (...)` on the enum itself: a cast to text would hide the column statistics from the planner. */
function enumList(column: SQL, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Words a typo-tolerant search corrects one by one (letters and digits only, as the vocabulary stores them). */
function searchTerms(q: string): string[] {
  return wordsOf([q]).slice(0, MAX_TERMS);
}

interface Counts {
  row: CountsRow;
  estimated: boolean;
}

/** Words of the query that name a work mode, so "remote python" searches remote jobs for "python". */
const WORK_MODE_WORDS: Record<string, (typeof WORK_MODES)[number]> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
  'on-site': 'onsite',
};

export class JobsService {
  private readonly counts: TtlCache<Counts>;
  /** Per-country map counts by the viewer's home country: one scan of the open jobs serves everyone there. */
  /** Recommendation rankings per viewer and profile, for paging. */
  private readonly rankings: TtlCache<Ranked[]>;
  private readonly globe: TtlCache<Array<{ country: string; jobs: number; eligible_jobs: number }>>;

  constructor(private readonly deps: { db: Db; now?: () => Date; countsTtlMs?: number }) {
    this.counts = new TtlCache(deps.countsTtlMs ?? COUNTS_TTL_MS);
    this.globe = new TtlCache(deps.countsTtlMs ?? COUNTS_TTL_MS, 300);
    this.rankings = new TtlCache(deps.countsTtlMs ?? COUNTS_TTL_MS, 200);
  }

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * A job was posted or closed (the recruiter console): this process forgets its cached counts, rankings and map,
   * so the change shows in the next search here at once (other processes catch up within their TTL).
   */
  jobsChanged(): void {
    this.counts.clear();
    this.rankings.clear();
    this.globe.clear();
  }

  async viewer(
    userId: string,
    userZone: string | null,
    requestZone: string,
    country?: string,
  ): Promise<Viewer> {
    const candidate = await findCandidate(this.db, userId);
    const zone = [candidate.timezone, userZone, requestZone].find(
      (z): z is string => !!z && isValidTimeZone(z),
    );
    return { userId, candidate, country: candidate.country ?? country ?? null, zone: zone ?? 'UTC' };
  }

  /** Turns the query into SQL conditions, or a 422 for filters that parse but make no sense. */
  private async plan(query: JobSearchQuery, viewer: Viewer, fuzzy: boolean): Promise<SearchPlan> {
    const errors: FieldErrors = {};
    const base: SQL[] = [];
    const facets: SearchPlan['facets'] = {};

    // Facet conditions name bare columns: they run against jobs and against the narrow rows of the counts query.
    if (query.work_mode?.length) facets.work_mode = enumList(sql.raw('work_mode'), query.work_mode);
    if (query.employment_type?.length)
      facets.employment_type = enumList(sql.raw('employment_type'), query.employment_type);
    if (query.seniority?.length) facets.seniority = enumList(sql.raw('seniority'), query.seniority);
    if (query.posted_within) {
      const since = new Date(this.now().getTime() - Number(query.posted_within) * 86_400_000);
      facets.posted_within = sql`posted_at >= ${since.toISOString()}::timestamptz`;
    }

    if (query.skills?.length) {
      const slugs = [...new Set(query.skills.map((s) => s.toLowerCase()))];
      const known = await skillsBySlug(this.db, slugs);
      const unknown = slugs.filter((s) => !known.has(s));
      if (unknown.length) errors.skills = [`Unknown skill: ${unknown.join(', ')}.`];
      else base.push(sql`${jobs.skillSlugs} @> ${textArray(slugs)}`);
    }

    const eligibleFrom = (code: string) =>
      sql`(${jobs.eligibleAnywhere} OR ${jobs.eligibleCountries} @> ${textArray([code])})`;
    if (query.country) {
      if (!isCountryCode(query.country)) errors.country = ['Unknown country code.'];
      else base.push(eligibleFrom(query.country));
    }
    if (query.located_in) {
      if (!isCountryCode(query.located_in)) errors.located_in = ['Unknown country code.'];
      else base.push(sql`${jobs.country} = ${query.located_in}`);
    }
    if (query.eligible_only) {
      const home = viewer.candidate.country ?? query.country;
      if (!home) errors.eligible_only = ['Choose a country, or set yours in your profile.'];
      else if (home !== query.country) base.push(eligibleFrom(home));
    }

    if (query.min_overlap !== undefined && query.min_overlap > 0) {
      const at = this.now();
      const min = query.min_overlap;
      const zones = allTimeZones().filter((z) => workingOverlapHours(z, viewer.zone, at) >= min);
      base.push(sql`${jobs.timezone} = ANY(${zoneArray(zones)})`);
    }

    const currency = query.currency ?? 'USD';
    if (!PER_USD[currency]) errors.currency = ['Unknown currency.'];
    else if (query.min_salary !== undefined && query.min_salary > 0) {
      const usd = Math.floor(query.min_salary / PER_USD[currency]);
      base.push(sql`${jobs.salaryUsd} >= ${usd}`);
    }

    if (Object.keys(errors).length) throw AppError.validation(errors);

    const q = query.q?.trim();
    if (!q) return { base, facets };
    if (!fuzzy) {
      const tsq = sql`websearch_to_tsquery('english', ${q})`;
      return {
        base,
        facets,
        match: sql`${jobs.search} @@ ${tsq}`,
        // A negated word (-java) can be absent from the title yet present in the description.
        tiersImplyMatch: !/(^|\s)-\S/.test(q),
        tiers: [
          sql`lower(${jobs.title}) = ${q.toLowerCase()}`,
          sql`${jobs.titleTsv} @@ ${tsq}`,
          sql`${jobs.keywordsTsv} @@ ${tsq}`,
        ],
      };
    }
    // Typo tolerance: every word may also be one of the closest vocabulary words (pg_trgm similarity over the
    // words of titles, companies and skills), then the same indexed full-text match runs with the alternatives.
    const terms = searchTerms(q);
    const corrections = await correctTerms(this.db, terms);
    const groups = terms.map((t) => [t, ...(corrections.get(t) ?? [])].map((w) => `'${w}'`).join(' | '));
    if (groups.length === 0) return { base, facets, match: sql`FALSE` };
    const tsq = sql`to_tsquery('english', ${groups.map((g) => `(${g})`).join(' & ')})`;
    return {
      base,
      facets,
      match: sql`${jobs.search} @@ ${tsq}`,
      tiersImplyMatch: true,
      tiers: [sql`${jobs.titleTsv} @@ ${tsq}`, sql`${jobs.keywordsTsv} @@ ${tsq}`],
    };
  }

  /** Pulls work-mode words out of the text into the work-mode filter (unless the filter is already set). */
  private understand(query: JobSearchQuery): JobSearchQuery {
    if (!query.q || query.work_mode?.length) return query;
    const modes = new Set<(typeof WORK_MODES)[number]>();
    const rest = query.q
      .split(/\s+/)
      .filter((word) => {
        const mode = WORK_MODE_WORDS[word.toLowerCase()];
        if (mode) modes.add(mode);
        return !mode;
      })
      .join(' ');
    return modes.size ? { ...query, q: rest, work_mode: [...modes] } : query;
  }

  /** Total and facets, from the cache, exactly, or (past COUNT_SAMPLE matches) scaled to the planner's estimate. */
  private async countsFor(plan: SearchPlan, key: string): Promise<Counts> {
    const cached = this.counts.get(key);
    if (cached) return cached;
    const row = await searchCounts(this.db, plan, this.now());
    let counts: Counts = { row, estimated: false };
    if (row.gathered > COUNT_SAMPLE) {
      const estimate = Math.max(row.gathered, await estimateMatches(this.db, plan));
      const k = estimate / row.gathered;
      const scale = (n: number) => Math.round(n * k);
      const scaleAll = (list: CountsRow['work_mode']) =>
        list?.map((f) => ({ ...f, count: scale(f.count) })) ?? null;
      counts = {
        estimated: true,
        row: {
          ...row,
          total: scale(row.total),
          work_mode: scaleAll(row.work_mode),
          employment_type: scaleAll(row.employment_type),
          seniority: scaleAll(row.seniority),
          skills: scaleAll(row.skills),
          tiers: row.tiers && Object.fromEntries(Object.entries(row.tiers).map(([t, n]) => [t, scale(n)])),
          posted: row.posted && {
            d1: scale(row.posted.d1),
            d7: scale(row.posted.d7),
            d14: scale(row.posted.d14),
            d30: scale(row.posted.d30),
          },
        },
      };
    }
    this.counts.set(key, counts);
    return counts;
  }

  async search(input: JobSearchQuery, viewer: Viewer): Promise<JobList> {
    const query = this.understand(input);
    const limit = query.limit ?? JOB_PAGE_SIZE;
    const q = query.q?.trim();
    const sort: SortKey['sort'] =
      query.sort === 'salary' ? 'salary' : q && query.sort !== 'newest' ? 'relevance' : 'newest';
    const after = query.cursor ? decodeSortKey(query.cursor, sort) : null;
    // What the counts depend on: the filters (not paging or sort), and where the candidate is when that matters.
    const { cursor: _c, limit: _l, sort: _s, ...filters } = query;
    const key = JSON.stringify([
      filters,
      query.eligible_only ? viewer.country : null,
      query.min_overlap ? viewer.zone : null,
    ]);

    // Counts first (usually cached): their sample says how dense the search is, which decides how the page is
    // read (see searchPage). A search with no exact match goes typo-tolerant.
    let plan = await this.plan(query, viewer, false);
    let counts = await this.countsFor(plan, key);
    if (q && counts.row.gathered === 0) {
      plan = await this.plan(query, viewer, true);
      counts = await this.countsFor(plan, `fuzzy:${key}`);
    }
    const page = await searchPage(this.db, plan, after, sort, limit, {
      total: counts.row.total,
      tiers: counts.row.tiers
        ? Object.fromEntries(Object.entries(counts.row.tiers).map(([t, n]) => [Number(t), n]))
        : undefined,
      tableRows: counts.row.table_rows,
    });

    const more = page.length > limit;
    const rows = page.slice(0, limit);
    const last = rows[rows.length - 1];
    let next: string | null = null;
    if (more && last) {
      const postedAt = new Date(last.posted_at).toISOString();
      next = encodeSortKey(
        sort === 'salary'
          ? { sort, salaryUsd: Number(last.salary_usd), id: last.id }
          : sort === 'relevance'
            ? { sort, tier: Number(last.tier), postedAt, id: last.id }
            : { sort, postedAt, id: last.id },
      );
    }
    return {
      data: await this.summaries(
        rows.map((r) => r.id),
        viewer,
        query.currency,
      ),
      meta: {
        next_cursor: next,
        total: counts.row.total,
        ...(counts.estimated ? { total_estimated: true } : {}),
        facets: this.facets(counts.row),
      },
    };
  }

  private facets(counts: CountsRow): JobFacets {
    const group = (values: readonly string[], found: CountsRow['work_mode']) => {
      const byValue = new Map((found ?? []).map((f) => [f.value, f.count]));
      return values.map((value) => ({
        value,
        label: labels[value] ?? value,
        count: byValue.get(value) ?? 0,
      }));
    };
    const posted = counts.posted ?? { d1: 0, d7: 0, d14: 0, d30: 0 };
    return {
      work_mode: group(WORK_MODES, counts.work_mode),
      employment_type: group(EMPLOYMENT_TYPES, counts.employment_type),
      seniority: group(SENIORITIES, counts.seniority),
      skills: (counts.skills ?? []).map((s) => ({
        value: s.value,
        label: skillNames.get(s.value) ?? s.value,
        count: s.count,
      })),
      posted_within: POSTED_WITHIN.map((value) => ({
        value,
        label: postedLabels[value],
        count: posted[`d${value}`],
      })),
    };
  }

  /**
   * Summaries of these jobs in the order of `ids`, closed ones included: applications keep showing the job a
   * candidate applied to after it closes.
   */
  summariesOf(ids: string[], viewer: Reader): Promise<JobSummary[]> {
    return this.summaries(ids, viewer);
  }

  /** Page rows → contract summaries, in the order of `ids`, with the viewer's flags. */
  private async summaries(ids: string[], viewer: Reader, currency?: string): Promise<JobSummary[]> {
    if (ids.length === 0) return [];
    const rows = await findSummaries(this.db, ids, viewer.userId);
    const byId = new Map(rows.map((r) => [r.job.id, r]));
    const owned = new Set(viewer.candidate.skillSlugs);
    const at = this.now();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const skills = row.skills.map((s) => ({ ...s, matched: owned.has(s.slug) }));
      return [this.summary(row.job, row.company, skills, row.saved, row.applicants, viewer, at, currency)];
    });
  }

  /** The viewer's match with a job; null when the profile has nothing to match on (no skills, no seniority). */
  private matchOf(
    viewer: Reader,
    job: SummaryJob,
    skills: MatchJob['skills'],
    overlapHours: number | null,
  ): Match | null {
    const profile = {
      country: viewer.country,
      zone: viewer.zone,
      seniority: viewer.candidate.seniority,
      salary: viewer.candidate.salary,
      skills: viewer.candidate.skillYears,
    };
    if (!canMatch(profile)) return null;
    const salary =
      job.salaryMin != null && job.salaryMax != null && job.salaryCurrency && job.salaryPeriod
        ? {
            min: job.salaryMin,
            max: job.salaryMax,
            currency: job.salaryCurrency,
            period: job.salaryPeriod,
          }
        : null;
    return matchJob(
      profile,
      {
        seniority: job.seniority,
        eligibleAnywhere: job.eligibleAnywhere,
        eligibleCountries: job.eligibleCountries,
        eligibleRegions: job.eligibleRegions,
        timezone: job.timezone,
        minOverlapHours: job.minOverlapHours,
        salary,
        skills,
      },
      { overlapHours, countryName },
    );
  }

  private summary(
    job: SummaryJob,
    company: {
      id: string;
      name: string;
      logoUrl: string | null;
      country: string;
      industry: string;
      size: string;
    },
    skills: JobSummary['skills'],
    saved: boolean,
    applicants: number,
    viewer: Reader,
    at: Date,
    currency?: string,
  ): JobSummary {
    return {
      id: job.id,
      title: job.title,
      company: {
        id: company.id,
        name: company.name,
        logo_url: company.logoUrl,
        country: company.country,
        industry: company.industry,
        size: company.size,
      },
      work_mode: job.workMode,
      employment_type: job.employmentType,
      seniority: job.seniority,
      location: job.officeCountry ? { country: job.officeCountry, city: job.officeCity } : null,
      eligibility: {
        anywhere: job.eligibleAnywhere,
        countries: job.eligibleAnywhere ? [] : job.eligibleCountries,
        regions: job.eligibleRegions,
        timezone: job.timezone,
        min_overlap_hours: job.minOverlapHours,
      },
      eligible: viewer.country
        ? job.eligibleAnywhere || job.eligibleCountries.includes(viewer.country)
        : null,
      overlap_hours: viewer.zone ? workingOverlapHours(job.timezone, viewer.zone, at) : null,
      salary: salaryOf(job, currency ?? 'USD'),
      skills,
      posted_at: job.postedAt.toISOString(),
      expires_at: job.expiresAt?.toISOString() ?? null,
      saved,
      applicants_count: applicants,
      response_days: job.responseDays,
    };
  }

  async detail(id: string, viewer: Reader, currency?: string): Promise<JobDetail> {
    const job = isUuid(id) ? await findJob(this.db, id) : undefined;
    // Closed jobs disappear for everyone until applications exist (then an applicant keeps seeing theirs).
    if (!job || job.status !== 'open') throw new AppError('not_found');
    const [[summary], company, recruiter, application] = await Promise.all([
      this.summaries([id], viewer, currency),
      findCompany(this.db, job.companyId),
      findRecruiter(this.db, job.recruiterId),
      viewer.userId ? findLiveApplication(this.db, viewer.userId, id) : undefined,
    ]);
    if (!summary || !company || !recruiter) throw new AppError('not_found');
    const screener = screenerQuestionsOf(job.screenerQuestions);
    const questions = screener.length;
    return {
      ...summary,
      description: job.description,
      benefits: job.benefits,
      status: job.status,
      company: { ...summary.company, about: company.about, website: company.website },
      recruiter: {
        id: recruiter.id,
        name: recruiter.name,
        title: recruiter.title,
        avatar_url: recruiter.avatarUrl,
        median_response_hours: recruiter.medianResponseHours,
      },
      screener_questions_count: questions,
      screener_questions: screener,
      match: this.matchOf(viewer, job, summary.skills, summary.overlap_hours),
      application: application
        ? {
            id: application.id,
            status: application.status,
            submitted_at: application.submittedAt.toISOString(),
          }
        : null,
      // Review and submit take about three minutes; each screener question about one more.
      apply_minutes: 3 + questions,
    };
  }

  /**
   * The guest job page (`/apply/{id}`): the same detail with nothing personal. Overlap comes from the browser's
   * zone when it sent one; eligibility stays unknown (a zone does not say where someone lives).
   */
  async guestDetail(id: string, zone: string | null, currency?: string): Promise<JobDetail> {
    const guest: Reader = { userId: null, candidate: NO_PROFILE, country: null, zone };
    return this.detail(id, guest, currency);
  }

  /**
   * Open jobs ranked by match score (then newest). A bounded pool is preselected in SQL (sharing a skill, takeable
   * from the candidate's country) and scored here; the cursor is the last row's (score, posted_at, id).
   */
  async recommended(query: RecommendedQuery, viewer: Viewer): Promise<RecommendedList> {
    const limit = query.limit ?? JOB_PAGE_SIZE;
    const key = query.cursor ? decodeMatchKey(query.cursor) : null;
    // Ranked rows hold UTC ISO strings, compared as text: bring the cursor's instant to the same form.
    const after = key && { ...key, postedAt: new Date(key.postedAt).toISOString() };
    const candidate = viewer.candidate;
    const profile_gaps = profileGaps({
      country: candidate.country,
      timezone: candidate.timezone,
      seniority: candidate.seniority,
      salary: candidate.salary,
      skills: candidate.skillYears,
    });
    const minScore = query.min_score ?? 0;
    const scored = (await this.ranking(viewer)).filter((r) => r.match.score >= minScore);
    // Keyset on the ranking: everything strictly after the cursor's row in (score desc, posted desc, id desc).
    const rest = after
      ? scored.filter(
          (r) =>
            r.match.score < after.score ||
            (r.match.score === after.score &&
              (r.postedAt < after.postedAt || (r.postedAt === after.postedAt && r.id < after.id))),
        )
      : scored;
    const page = rest.slice(0, limit);
    const last = page[page.length - 1];
    const summaries = await this.summaries(
      page.map((r) => r.id),
      viewer,
    );
    const matches = new Map(page.map((r) => [r.id, r.match]));
    return {
      data: summaries.map((s) => ({ ...s, match: matches.get(s.id)! })),
      meta: {
        next_cursor:
          rest.length > limit && last
            ? encodeMatchKey({ score: last.match.score, postedAt: last.postedAt, id: last.id })
            : null,
        profile_gaps,
      },
    };
  }

  /**
   * Every pool job with its match, best first (score, then newest, then id). Kept a short while per viewer and
   * profile, so the next pages do not score the pool again; a profile change makes a new key.
   */
  private async ranking(viewer: Viewer): Promise<Ranked[]> {
    const candidate = viewer.candidate;
    const key = JSON.stringify([
      viewer.userId,
      viewer.country,
      viewer.zone,
      candidate.seniority,
      candidate.salary,
      [...candidate.skillYears],
    ]);
    const cached = this.rankings.get(key);
    if (cached) return cached;
    const pool = await recommendationPool(this.db, candidate.skillSlugs, viewer.country, RECOMMENDATION_POOL);
    const skillsByJob = await skillsOfJobs(
      this.db,
      pool.map((job) => job.id),
    );
    const at = this.now();
    const ranked = pool
      .flatMap((job) => {
        const overlap = workingOverlapHours(job.timezone, viewer.zone, at);
        const match = this.matchOf(viewer, job, skillsByJob.get(job.id) ?? [], overlap);
        return match ? [{ id: job.id, postedAt: job.postedAt.toISOString(), match }] : [];
      })
      .sort(
        (a, b) =>
          b.match.score - a.match.score ||
          (a.postedAt < b.postedAt ? 1 : a.postedAt > b.postedAt ? -1 : 0) ||
          (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      );
    this.rankings.set(key, ranked);
    return ranked;
  }

  /** Open jobs per country where they are, with how many the viewer may take from their profile country. */
  async aroundTheGlobe(viewer: Viewer): Promise<AroundTheGlobe> {
    const home = viewer.candidate.country;
    const key = home ?? '';
    let rows = this.globe.get(key);
    if (!rows) {
      rows = await jobsPerCountry(this.db, home);
      this.globe.set(key, rows);
    }
    const data = rows
      .map((r) => ({
        country: r.country,
        name: countryName(r.country),
        jobs: r.jobs,
        eligible_jobs: r.eligible_jobs,
      }))
      .sort((a, b) => b.eligible_jobs - a.eligible_jobs || b.jobs - a.jobs || a.name.localeCompare(b.name));
    return {
      data,
      meta: {
        viewer_country: home,
        eligible_total: data.reduce((sum, c) => sum + c.eligible_jobs, 0),
        total: data.reduce((sum, c) => sum + c.jobs, 0),
      },
    };
  }

  async similar(id: string, viewer: Viewer): Promise<JobSummary[]> {
    const job = await this.openJob(id);
    return this.summaries(await similarJobIds(this.db, job, SIMILAR_LIMIT), viewer);
  }

  private async openJob(id: string): Promise<JobRecord> {
    const job = isUuid(id) ? await findJob(this.db, id) : undefined;
    if (!job || job.status !== 'open') throw new AppError('not_found');
    return job;
  }

  async save(id: string, userId: string): Promise<void> {
    await this.openJob(id);
    await saveJob(this.db, userId, id);
  }

  /** Unsaving is idempotent and works on a job that has since closed; only a malformed id is a 404. */
  async unsave(id: string, userId: string): Promise<void> {
    if (!isUuid(id)) throw new AppError('not_found');
    await unsaveJob(this.db, userId, id);
  }

  async saved(viewer: Viewer, cursor?: string, limit = JOB_PAGE_SIZE): Promise<JobList> {
    const after = cursor ? decodeSavedKey(cursor) : null;
    const [page, total] = await Promise.all([
      savedPage(this.db, viewer.userId, after, limit),
      savedCount(this.db, viewer.userId),
    ]);
    const rows = page.slice(0, limit);
    const last = rows[rows.length - 1];
    return {
      data: await this.summaries(
        rows.map((r) => r.id),
        viewer,
      ),
      meta: {
        next_cursor:
          page.length > limit && last
            ? encodeSavedKey({ savedAt: new Date(last.saved_at).toISOString(), id: last.id })
            : null,
        total,
        facets: { work_mode: [], employment_type: [], seniority: [], skills: [], posted_within: [] },
      },
    };
  }

  /** The SQL conditions of a stored query, for saved-search alerts. */
  async planFor(query: JobSearchQuery, viewer: Viewer): Promise<SearchPlan> {
    return this.plan(query, viewer, false);
  }
}

function salaryOf(job: SummaryJob, currency: string): JobSummary['salary'] {
  if (job.salaryMin == null || job.salaryMax == null || !job.salaryCurrency || !job.salaryPeriod) return null;
  const from = PER_USD[job.salaryCurrency];
  const to = PER_USD[currency];
  const perYear = PERIODS_PER_YEAR[job.salaryPeriod as SalaryPeriodKey];
  return {
    min: job.salaryMin,
    max: job.salaryMax,
    currency: job.salaryCurrency,
    period: job.salaryPeriod,
    annual_converted:
      from && to
        ? {
            min: Math.round(((job.salaryMin * perYear) / from) * to),
            max: Math.round(((job.salaryMax * perYear) / from) * to),
            currency,
          }
        : null,
  };
}
