import {
  JOB_PAGE_SIZE,
  type AroundTheGlobe,
  type CoveredBy,
  type JobDetail,
  type JobList,
  type JobSearchQuery,
  type JobSummary,
  type Match,
  type RecommendedList,
  type RecommendedQuery,
  type ScreenerQuestion,
} from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { canMatch, matchJob, profileGaps, type MatchJob } from '../matching/match.ts';
import { candidateRoles } from '../matching/role-family.ts';
import { fitOf, titleFamily } from './fit.ts';
import {
  decodeMatchKey,
  decodeSavedKey,
  decodeSortKey,
  encodeMatchKey,
  encodeSavedKey,
  encodeSortKey,
} from './job-cursor.ts';
import {
  COUNT_SAMPLE,
  countMatches,
  countPostedSince,
  estimateMatches,
  searchCounts,
  searchPage,
  type CountsRow,
  type SearchFilters,
  type SortKey,
} from './job-search.repository.ts';
import {
  findSummaries,
  jobsPerCountry,
  recommendationPool,
  similarJobIds,
  type SummaryJob,
} from './job-summaries.repository.ts';
import {
  findCandidate,
  findCompany,
  findJob,
  findLiveApplication,
  findRecruiter,
  skillsOfJobs,
  type CandidateRow,
  type JobRecord,
} from './jobs.repository.ts';
import { screenerQuestionsOf } from './screener.ts';
import { countryName, detailView, facetsView, noFacets, summaryView } from './jobs.view.ts';
import { saveJob, savedCount, savedPage, unsaveJob } from './saved-jobs.repository.ts';
import { searchFilters, understand } from './search-filters.ts';
import { workingOverlapHours } from './working-overlap.ts';
import { eliteMatchingOf } from '../elite/elite.repository.ts';

const SIMILAR_LIMIT = 6;
/** Newest open jobs sharing a skill with the candidate that the recommendations score (bounded work per request). */
export const RECOMMENDATION_POOL = 500;
/** How far a search is counted one by one when the planner cannot estimate it. */
const EXACT_CAP = 20_000;
/** Counts of a search are reused for this long (paging, sort changes, popular searches). */
export const COUNTS_TTL_MS = 60_000;

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
  headline: '',
  desiredRole: '',
  experienceTitles: [],
};

/** A recommended job's place in the ranking. */
interface Ranked {
  id: string;
  postedAt: string;
  match: Match;
}

interface Counts {
  row: CountsRow;
  estimated: boolean;
}

export class JobsService {
  private readonly counts: TtlCache<Counts>;
  /** Recommendation rankings per viewer and profile, for paging. */
  private readonly rankings: TtlCache<Ranked[]>;
  /** Per-country map counts by the viewer's home country: one scan of the open jobs serves everyone there. */
  private readonly globe: TtlCache<Array<{ country: string; jobs: number; eligible_jobs: number }>>;

  constructor(
    private readonly deps: {
      db: Db;
      now?: () => Date;
      countsTtlMs?: number;
      /** The test passport: which screener questions the candidate's badges answer (none without it). */
      badges?: BadgesService;
    },
  ) {
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

  private filters(query: JobSearchQuery, viewer: Viewer, fuzzy: boolean): Promise<SearchFilters> {
    return searchFilters(
      this.db,
      query,
      { userId: viewer.userId, home: viewer.candidate.country, zone: viewer.zone },
      this.now(),
      fuzzy,
    );
  }

  /** Total and facets, from the cache, exactly, or (past COUNT_SAMPLE matches) scaled to the planner's estimate. */
  private async countsFor(filters: SearchFilters, key: string): Promise<Counts> {
    const cached = this.counts.get(key);
    if (cached) return cached;
    const row = await searchCounts(this.db, filters, this.now());
    let counts: Counts = { row, estimated: false };
    if (row.gathered > COUNT_SAMPLE) {
      // The sample stopped at its cap, so there are more matches than it holds: a planner figure at or under it
      // is no estimate of the whole (a table never analysed says 0), and the matches are counted instead.
      // The skill-gap map states the `opens` total exactly, so the search counts it too.
      const planned = filters.opens ? 0 : await estimateMatches(this.db, filters);
      const estimate =
        planned > row.gathered
          ? planned
          : Math.max(row.gathered, await countMatches(this.db, filters, EXACT_CAP));
      const k = estimate / row.gathered;
      const scale = (n: number) => Math.round(n * k);
      const scaleAll = <T extends CountsRow['skills']>(list: T): T =>
        (list?.map((f) => ({ ...f, count: scale(f.count) })) ?? null) as T;
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
    const query = understand(input);
    const limit = query.limit ?? JOB_PAGE_SIZE;
    const q = query.q?.trim();
    const sort: SortKey['sort'] =
      query.sort === 'salary' ? 'salary' : query.sort === 'newest' ? 'newest' : 'relevance';
    const after = query.cursor ? decodeSortKey(query.cursor, sort) : null;
    // Best match without words ranks by the candidate's fit.
    const fit = !q && sort === 'relevance' ? fitOf(viewer) : undefined;
    let filters = { ...(await this.filters(query, viewer, false)), ...(fit ? { fit } : {}) };
    // What the counts depend on: the filters (not paging or sort), where the candidate is when that matters, the
    // fit (its tiers are counted too), and for `opens` the skills they hold (the same search differs per person).
    const { cursor: _c, limit: _l, sort: _s, ...queryFilters } = query;
    const key = JSON.stringify([
      queryFilters,
      query.eligible_only ? viewer.country : null,
      query.min_overlap ? viewer.zone : null,
      fit ?? null,
      filters.opens ? [filters.opens.skillId, filters.opens.held, filters.opens.eliteMember] : null,
    ]);

    // Counts first (usually cached): their sample says how dense the search is, which decides how the page is
    // read (see searchPage). A search with no exact match goes typo-tolerant.
    let counts = await this.countsFor(filters, key);
    if (q && counts.row.gathered === 0) {
      filters = await this.filters(query, viewer, true);
      counts = await this.countsFor(filters, `fuzzy:${key}`);
    }
    const page = await searchPage(this.db, filters, after, sort, limit, {
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
        facets: facetsView(counts.row),
        viewer_country: viewer.candidate.country,
      },
    };
  }

  /** The ids of the viewer's first `limit` recommendations, best first (the skill-gap map looks at them). */
  async recommendedIds(viewer: Viewer, limit: number): Promise<string[]> {
    return (await this.ranking(viewer)).slice(0, limit).map((r) => r.id);
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
      return [summaryView(row.job, row.company, skills, row.saved, row.applicants, viewer, at, currency)];
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
      roles: candidateRoles(
        [viewer.candidate.desiredRole, viewer.candidate.headline],
        viewer.candidate.experienceTitles,
      ),
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
        title: job.title,
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
    const match = this.matchOf(viewer, job, summary.skills, summary.overlap_hours);
    const coverage = await this.screenerCoverage(viewer.userId, screenerQuestionsOf(job.screenerQuestions));
    return detailView(job, summary, company, recruiter, match, application, coverage);
  }

  /** For each skill question the candidate's badge answers, the badge (question id → badge). */
  private async screenerCoverage(
    userId: string | null,
    questions: ScreenerQuestion[],
  ): Promise<Map<string, CoveredBy>> {
    const coverable = questions.filter((q) => q.skill && q.kind !== 'number');
    const covered = new Map<string, CoveredBy>();
    if (!userId || !this.deps.badges || coverable.length === 0) return covered;
    const requirements = coverable.map((q) => ({ slug: q.skill!.slug, level: q.skill!.level }));
    const badges = await this.deps.badges.coveringBadges(this.db, userId, requirements);
    for (const question of coverable) {
      const badge = badges.get(`${question.skill!.slug}:${question.skill!.level}`);
      if (badge) covered.set(question.id, { badge_id: badge.id, title: badge.title });
    }
    return covered;
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
  private async ranking(given: Viewer): Promise<Ranked[]> {
    // Membership opens elite-only jobs; the minimum rate stated in the elite programme's work preferences is the
    // newer word on pay: it ranks jobs in place of the profile's salary expectation.
    const { member: eliteMember, minimumRate: rate } = await eliteMatchingOf(this.db, given.userId);
    const viewer = rate ? { ...given, candidate: { ...given.candidate, salary: rate } } : given;
    const candidate = viewer.candidate;
    const key = JSON.stringify([
      viewer.userId,
      eliteMember,
      viewer.country,
      viewer.zone,
      candidate.seniority,
      candidate.salary,
      [...candidate.skillYears],
      candidate.headline,
      candidate.desiredRole,
      candidate.experienceTitles,
    ]);
    const cached = this.rankings.get(key);
    if (cached) return cached;
    const pool = await recommendationPool(
      this.db,
      candidate.skillSlugs,
      viewer.country,
      titleFamily(viewer.candidate),
      RECOMMENDATION_POOL,
      eliteMember,
    );
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
    return this.summaries(await similarJobIds(this.db, job, SIMILAR_LIMIT, viewer.country), viewer);
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
        facets: noFacets(),
      },
    };
  }

  /** A stored query as search filters (a 422 when it no longer makes sense), for saved searches. */
  filtersFor(query: JobSearchQuery, viewer: Viewer): Promise<SearchFilters> {
    return this.filters(query, viewer, false);
  }

  /** How many open jobs matching `query` were posted after `since` (saved-search alerts). */
  async countPostedSince(query: JobSearchQuery, viewer: Viewer, since: Date): Promise<number> {
    return countPostedSince(this.db, await this.filters(query, viewer, false), since);
  }
}
