import { z } from 'zod';
import { BadgeLevelSchema } from './badges.ts';

/* Vocabularies. Values are stable API strings; the web maps them to labels. */
export const WORK_MODES = ['remote', 'hybrid', 'onsite'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'freelance'] as const;
export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'] as const;
export const SALARY_PERIODS = ['hour', 'day', 'month', 'year'] as const;
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
/** Days. */
export const POSTED_WITHIN = ['1', '7', '14', '30'] as const;
export const JOB_PAGE_SIZE = 20;

export const WorkModeSchema = z.enum(WORK_MODES);
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export const SenioritySchema = z.enum(SENIORITIES);
export const SalaryPeriodSchema = z.enum(SALARY_PERIODS);
/**
 * The largest pay or salary amount accepted, per period and in any currency: room for yearly pay in the currencies
 * with the most units per dollar, and small enough that amount × 2,080 hours stays an exact number.
 */
export const MAX_PAY_AMOUNT = 1_000_000_000_000;
export const PayAmountSchema = z
  .number()
  .int()
  .max(MAX_PAY_AMOUNT, 'Enter an amount up to 1,000,000,000,000.');
export type WorkMode = z.infer<typeof WorkModeSchema>;
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;
export type Seniority = z.infer<typeof SenioritySchema>;
export type SalaryPeriod = z.infer<typeof SalaryPeriodSchema>;

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.');
/** ISO 4217, upper case. */
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code.');

/** A comma-separated query parameter (`work_mode=remote,hybrid`) or a repeated one, as a list of `item`. */
function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  }, z.array(item).max(50).optional());
}

const booleanParam = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean().optional(),
);

/**
 * `GET /talent/api/jobs`: every filter of the search page. The web keeps exactly these names in its URL, so a
 * search can be shared and the back button restores it.
 */
export const JobSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  work_mode: listParam(WorkModeSchema),
  employment_type: listParam(EmploymentTypeSchema),
  seniority: listParam(SenioritySchema),
  /** Skill slugs; a job matches when it has all of them. */
  skills: listParam(z.string().max(64)),
  /** "I can work from": only jobs a resident of this country may take (remote eligibility or office country). */
  country: CountryCodeSchema.optional(),
  /** Only jobs the candidate is eligible for from their own country (profile, else `country`). */
  eligible_only: booleanParam,
  /** Only elite-only jobs (members' exclusive jobs). */
  elite_only: booleanParam,
  /** Minimum working-hours overlap, in hours, between the job's zone and the candidate's. */
  min_overlap: z.coerce.number().int().min(0).max(12).optional(),
  /** Minimum annual salary, in `currency` (default USD). */
  min_salary: z.coerce.number().int().min(0).max(10_000_000).optional(),
  currency: CurrencyCodeSchema.optional(),
  posted_within: z.enum(POSTED_WITHIN).optional(),
  /** Where the job is: its office country, or the company's country for a remote job (the map's click-through). */
  located_in: CountryCodeSchema.optional(),
  /**
   * A skill slug: only the jobs this one skill would make me match (it is required, it is the only required skill I
   * lack; not elite-only unless I am a member). The skill-gap map's "opens N more jobs" (skill-gap.ts).
   */
  opens: z.string().trim().max(64).optional(),
  sort: z.enum(JOB_SORTS).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const CompanySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  country: z.string(),
  industry: z.string(),
  size: z.string(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const SalarySchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
  period: SalaryPeriodSchema,
  /** The range as annual pay in the currency the candidate asked for (or their own), when rates are known. */
  /** The range as a year in the reader's currency; `rates_date` is the reference rates' day (null: same currency). */
  annual_converted: z
    .object({ min: z.number(), max: z.number(), currency: z.string(), rates_date: z.string().nullable() })
    .nullable(),
});
export type Salary = z.infer<typeof SalarySchema>;

export const EligibilitySchema = z.object({
  /** True when a remote hire may live anywhere. */
  anywhere: z.boolean(),
  /** Countries (ISO 2) a hire may live in; empty when `anywhere`. */
  countries: z.array(z.string()),
  /** Region names the countries were chosen by (e.g. "Europe"), for display. */
  regions: z.array(z.string()),
  /** The zone the team works in and the minimum overlap with it, in hours. */
  timezone: z.string(),
  min_overlap_hours: z.number(),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

export const JobSkillSchema = z.object({
  slug: z.string(),
  name: z.string(),
  required: z.boolean(),
  years: z.number().nullable(),
  /** The candidate has this skill (from their profile). */
  matched: z.boolean(),
});
export type JobSkill = z.infer<typeof JobSkillSchema>;

export const JobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  company: CompanySummarySchema,
  work_mode: WorkModeSchema,
  employment_type: EmploymentTypeSchema,
  seniority: SenioritySchema,
  location: z.object({ country: z.string(), city: z.string().nullable() }).nullable(),
  eligibility: EligibilitySchema,
  /** For the current candidate: may they take this job from where they live (null when we do not know where). */
  eligible: z.boolean().nullable(),
  /** Working-hours overlap between the job's zone and the candidate's zone, in hours. */
  overlap_hours: z.number().nullable(),
  salary: SalarySchema.nullable(),
  skills: z.array(JobSkillSchema),
  posted_at: z.string(),
  expires_at: z.string().nullable(),
  saved: z.boolean(),
  applicants_count: z.number(),
  /** The recruiter's promise: days to a first response. */
  response_days: z.number(),
  /** Only elite members may apply; others see the job with a lock and a way to join. */
  elite_only: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

/*
 * The match between the candidate and a job: deterministic and explainable, no external AI. Each reason is one
 * ingredient of the score with its share of the 100 points, so the reasons add up to the score.
 */
export const MATCH_REASON_KINDS = [
  'skills',
  'nice_to_have',
  'role',
  'seniority',
  'salary',
  'eligibility',
  'overlap',
] as const;
export const MatchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  /** good: fully met; partial: partly met; missing: not met; unknown: the profile does not say (add it). */
  status: z.enum(['good', 'partial', 'missing', 'unknown']),
  /** One sentence, e.g. "You have 4 of 5 required skills; missing: Kubernetes". */
  text: z.string(),
  points: z.number(),
  max_points: z.number(),
  /** Skill names the candidate lacks (skills and nice_to_have only). */
  missing: z.array(z.string()).optional(),
});
export const MatchSchema = z.object({
  /** 0–100, the sum of the reasons' points (an ineligible job is capped low: it cannot be taken). */
  score: z.number().int().min(0).max(100),
  reasons: z.array(MatchReasonSchema),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;
export type Match = z.infer<typeof MatchSchema>;

/*
 * Screener questions a job asks before applying. Knock-out rules are shown to the candidate, never hidden: a
 * yes/no question may expect "yes" (work authorisation, overlap), a number question may ask for a minimum
 * (years with a skill). An answer that misses the rule still submits, flagged, and the page says so first.
 */
export const SCREENER_KINDS = ['yes_no', 'number', 'text'] as const;
export const ScreenerQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SCREENER_KINDS),
  text: z.string(),
  required: z.boolean(),
  /** yes_no: the answer the job requires; number: the minimum; absent: no knock-out rule. */
  knockout: z.union([z.object({ expect: z.boolean() }), z.object({ min: z.number() })]).nullable(),
  /** A label for a number answer ("years"). */
  unit: z.string().nullable(),
  /**
   * The skill this question asks about, and the least badge level that answers it (the test passport): a candidate
   * holding a valid badge in that skill at or above the level is not asked; the badge is the answer. Only yes/no
   * and written questions can be answered by a badge (a number question always asks).
   */
  skill: z.object({ slug: z.string(), name: z.string(), level: BadgeLevelSchema }).nullable().default(null),
});
export type ScreenerQuestion = z.infer<typeof ScreenerQuestionSchema>;

/** The candidate's badge that answers a screener question (null: the question is asked). */
export const CoveredBySchema = z.object({ badge_id: z.string(), title: z.string() });
export type CoveredBy = z.infer<typeof CoveredBySchema>;
/** A screener question as the candidate's job page and apply flow read it. */
export const JobScreenerQuestionSchema = ScreenerQuestionSchema.extend({
  covered_by: CoveredBySchema.nullable().default(null),
});
export type JobScreenerQuestion = z.infer<typeof JobScreenerQuestionSchema>;

export const RecruiterSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  avatar_url: z.string().nullable(),
  /** Measured median time to first response, in hours; null until there is enough history. */
  median_response_hours: z.number().nullable(),
});
export type Recruiter = z.infer<typeof RecruiterSchema>;

export const JobDetailSchema = JobSummarySchema.extend({
  /** Markdown; render it safely (no raw HTML). */
  description: z.string(),
  benefits: z.array(z.string()),
  status: z.enum(['open', 'closed']),
  company: CompanySummarySchema.extend({ about: z.string(), website: z.string().nullable() }),
  recruiter: RecruiterSchema,
  screener_questions_count: z.number(),
  /** Each with `covered_by`: the signed-in candidate's badge that answers it (always null for a guest). */
  screener_questions: z.array(JobScreenerQuestionSchema),
  /** The candidate's match with this job (null when the profile has nothing to match on yet). */
  match: MatchSchema.nullable(),
  /** The candidate's application for this job, if any (not withdrawn), so the page says "Applied" instead. */
  application: z.object({ id: z.string(), status: z.string(), submitted_at: z.string() }).nullable(),
  /** Estimated minutes of the whole apply flow, shown before starting. */
  apply_minutes: z.number(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const FacetCountSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export const JobFacetsSchema = z.object({
  work_mode: z.array(FacetCountSchema),
  employment_type: z.array(FacetCountSchema),
  seniority: z.array(FacetCountSchema),
  skills: z.array(FacetCountSchema),
  posted_within: z.array(FacetCountSchema),
});
export type JobFacets = z.infer<typeof JobFacetsSchema>;

export const JobListSchema = z.object({
  data: z.array(JobSummarySchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    total: z.number(),
    /**
     * True when `total` and the facet counts are estimates: a very broad search (thousands of matches) counts a
     * sample and scales it to the database's estimate. Absent or false: exact counts.
     */
    total_estimated: z.boolean().optional(),
    facets: JobFacetsSchema,
    /**
     * The searcher's profile country (null when the profile does not say): the page turns on "Only jobs I can
     * apply to" for a candidate whose country is known. Absent on lists that are not searches.
     */
    viewer_country: z.string().nullable().optional(),
  }),
});
export type JobList = z.infer<typeof JobListSchema>;

/**
 * `GET /talent/api/jobs/{id}`, and for guests `GET /shared/api/jobs/{id}` (the guest apply page): the same
 * shape, where a guest's personal fields are empty (eligible and overlap from `X-Timezone` only, saved false,
 * match and application null).
 */
export const JobResponseSchema = z.object({ data: JobDetailSchema });
export const SimilarJobsSchema = z.object({ data: z.array(JobSummarySchema) });

/* Reference data under /shared/api. */
export const CountrySchema = z.object({ code: z.string(), name: z.string(), region: z.string() });
export const CountryListSchema = z.object({ data: z.array(CountrySchema) });
export const SkillSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  aliases: z.array(z.string()),
});
export const SkillListSchema = z.object({ data: z.array(SkillSchema) });
export const SkillSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const CurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Units of this currency per 1 USD (reference rates shipped with the app, not live). */
  per_usd: z.number(),
});
export const CurrencyListSchema = z.object({ data: z.array(CurrencySchema) });
export type Country = z.infer<typeof CountrySchema>;
export type Skill = z.infer<typeof SkillSchema>;
export type Currency = z.infer<typeof CurrencySchema>;

/*
 * Saved searches (`/talent/api/saved-searches`): a named search whose `query` uses the search page's own
 * parameter names, with an in-app alert when new jobs match.
 *   GET    /saved-searches            → SavedSearchListSchema (newest first)
 *   POST   /saved-searches            CreateSavedSearchSchema → 201 SavedSearchResponseSchema
 *   PATCH  /saved-searches/{id}       UpdateSavedSearchSchema → SavedSearchResponseSchema
 *   POST   /saved-searches/{id}/seen  → SavedSearchResponseSchema with new_count 0
 *   DELETE /saved-searches/{id}       → 204
 */
export const SavedSearchQuerySchema = JobSearchQuerySchema.omit({ cursor: true, limit: true });
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

export const CreateSavedSearchSchema = z.object({
  name: z.string().trim().min(1, 'Give this search a name.').max(100),
  query: SavedSearchQuerySchema,
  alert: z.boolean().default(true),
});
export type CreateSavedSearch = z.input<typeof CreateSavedSearchSchema>;

export const UpdateSavedSearchSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  alert: z.boolean().optional(),
});
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearchSchema>;

/**
 * The stored query as responses carry it: plain values without the request schema's parsing steps, because a
 * response is encoded and a preprocess step cannot run backwards.
 */
export const SavedSearchQueryValuesSchema = z.object({
  q: z.string().optional(),
  work_mode: z.array(WorkModeSchema).optional(),
  employment_type: z.array(EmploymentTypeSchema).optional(),
  seniority: z.array(SenioritySchema).optional(),
  skills: z.array(z.string()).optional(),
  country: z.string().optional(),
  eligible_only: z.boolean().optional(),
  min_overlap: z.number().optional(),
  min_salary: z.number().optional(),
  currency: z.string().optional(),
  posted_within: z.enum(POSTED_WITHIN).optional(),
  located_in: z.string().optional(),
  opens: z.string().optional(),
  sort: z.enum(JOB_SORTS).optional(),
});

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: SavedSearchQueryValuesSchema,
  alert: z.boolean(),
  /** Jobs matching the search posted since the candidate last opened it. */
  new_count: z.number(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.object({ data: z.array(SavedSearchSchema) });
export const SavedSearchResponseSchema = z.object({ data: SavedSearchSchema });

/** `GET /talent/api/jobs/saved`: the candidate's saved jobs, most recently saved first. */
export const SavedJobListSchema = z.object({ data: z.array(JobSummarySchema) });

/*
 * `GET /talent/api/jobs/recommended`: open jobs ranked by match score (then newest), with the reasons per job.
 * `meta.profile_gaps` names what the profile lacks for better matches (e.g. "skills", "salary", "country"); with
 * no skills at all the list is empty and the page asks for them.
 */
export const RecommendedJobSchema = JobSummarySchema.extend({ match: MatchSchema });
export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;
export const RecommendedQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  /** Only jobs at or above this score. */
  min_score: z.coerce.number().int().min(0).max(100).optional(),
});
export type RecommendedQuery = z.infer<typeof RecommendedQuerySchema>;
export const RecommendedListSchema = z.object({
  data: z.array(RecommendedJobSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    profile_gaps: z.array(z.enum(['skills', 'seniority', 'salary', 'country', 'timezone'])),
  }),
});
export type RecommendedList = z.infer<typeof RecommendedListSchema>;

/*
 * `GET /talent/api/jobs/around-the-globe`: open jobs per country where the job is (`located_in`), counting only
 * the jobs the candidate may take from where they live (all of them when we do not know where that is).
 */
export const CountryJobCountSchema = z.object({
  country: z.string(),
  name: z.string(),
  /** Open jobs located in this country that the candidate is eligible for. */
  eligible_jobs: z.number(),
  /** All open jobs located in this country. */
  jobs: z.number(),
});
export const AroundTheGlobeSchema = z.object({
  data: z.array(CountryJobCountSchema),
  meta: z.object({
    /** The candidate's own country (profile, else unknown). */
    viewer_country: z.string().nullable(),
    eligible_total: z.number(),
    total: z.number(),
  }),
});
export type CountryJobCount = z.infer<typeof CountryJobCountSchema>;
export type AroundTheGlobe = z.infer<typeof AroundTheGlobeSchema>;
