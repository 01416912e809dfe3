import type { ElitePrefill } from '../api/get-elite-prefill.ts';

/*
 * The two forms hold what an input can hold ('' for "not chosen", null for an empty number); the contract's schemas
 * refuse those with their own messages on submit. A draft is loose (whatever was typed so far), so each value read
 * back from one is checked for its type: a value of the wrong type falls back to the prefill, as the server does.
 *
 * "Nothing typed twice": a field's value is the draft's, else what the profile gives (prefill). `prefilled` keeps the
 * profile's values, so a field can say "From your profile" for as long as it still holds that value.
 */

export interface JoinValues {
  track: string;
  years_experience: number | null;
  top_skills: string[];
  portfolio_url: string;
  github_url: string;
  english_level: string;
  motivation: string;
  availability: string;
  consent_to_vetting: boolean;
}

export interface WorkPreferenceValues {
  engagement_types: string[];
  hours_per_week: number | null;
  timezone: string;
  min_overlap_hours: number | null;
  min_rate: { amount: number | null; currency: string; period: 'hour' | 'month' };
  work_countries: string[];
  industries: string[];
  company_sizes: string[];
  earliest_start: string;
  notice_period_weeks: number | null;
}

export interface Merged<T> {
  values: T;
  prefilled: Partial<T>;
}

type Draft = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The draft's value when it has one of the right type (an emptied field stays empty), else `fallback`. */
function pick<T>(draft: Draft, key: string, guard: (value: unknown) => value is T, fallback: T): T {
  const value = draft[key];
  return key in draft && guard(value) ? value : fallback;
}

/** Keeps only the prefill values worth saying "From your profile" about (not empty). */
function given<T extends object>(prefill: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(prefill) as [keyof T, unknown][]) {
    const empty =
      value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (!empty) out[key] = value as T[keyof T];
  }
  return out;
}

export function mergeJoin(draft: Draft, prefill: ElitePrefill['join']): Merged<JoinValues> {
  const prefilled = given<JoinValues>({
    track: prefill.track,
    years_experience: prefill.years_experience,
    top_skills: prefill.top_skills.slice(0, 8),
    portfolio_url: prefill.portfolio_url,
    github_url: prefill.github_url,
    english_level: prefill.english_level,
    availability: prefill.availability,
  });
  const values: JoinValues = {
    track: pick(draft, 'track', isString, prefilled.track ?? ''),
    years_experience: pick(draft, 'years_experience', isNumberOrNull, prefilled.years_experience ?? null),
    top_skills: pick(draft, 'top_skills', isStringList, prefilled.top_skills ?? []),
    portfolio_url: pick(draft, 'portfolio_url', isString, prefilled.portfolio_url ?? ''),
    github_url: pick(draft, 'github_url', isString, prefilled.github_url ?? ''),
    english_level: pick(draft, 'english_level', isString, prefilled.english_level ?? ''),
    motivation: pick(draft, 'motivation', isString, ''),
    availability: pick(draft, 'availability', isString, prefilled.availability ?? ''),
    consent_to_vetting: draft.consent_to_vetting === true,
  };
  return { values, prefilled };
}

const isRate = (value: unknown): value is WorkPreferenceValues['min_rate'] => {
  if (typeof value !== 'object' || value === null) return false;
  const rate = value as Record<string, unknown>;
  return (
    isNumberOrNull(rate.amount) &&
    isString(rate.currency) &&
    (rate.period === 'hour' || rate.period === 'month')
  );
};

export function mergeWorkPreference(
  draft: Draft,
  prefill: ElitePrefill['work_preference'],
): Merged<WorkPreferenceValues> {
  const prefilled = given<WorkPreferenceValues>({
    engagement_types: prefill.engagement_types,
    hours_per_week: prefill.hours_per_week,
    timezone: prefill.timezone,
    min_rate: prefill.min_rate,
    work_countries: prefill.work_countries,
    earliest_start: prefill.earliest_start,
    notice_period_weeks: prefill.notice_period_weeks,
  });
  const values: WorkPreferenceValues = {
    engagement_types: pick(draft, 'engagement_types', isStringList, prefilled.engagement_types ?? []),
    hours_per_week: pick(draft, 'hours_per_week', isNumberOrNull, prefilled.hours_per_week ?? null),
    timezone: pick(draft, 'timezone', isString, prefilled.timezone ?? ''),
    min_overlap_hours: pick(draft, 'min_overlap_hours', isNumberOrNull, null),
    min_rate: pick(
      draft,
      'min_rate',
      isRate,
      prefilled.min_rate ?? { amount: null, currency: 'USD', period: 'hour' },
    ),
    work_countries: pick(draft, 'work_countries', isStringList, prefilled.work_countries ?? []),
    industries: pick(draft, 'industries', isStringList, []),
    company_sizes: pick(draft, 'company_sizes', isStringList, []),
    earliest_start: pick(draft, 'earliest_start', isString, prefilled.earliest_start ?? ''),
    notice_period_weeks: pick(
      draft,
      'notice_period_weeks',
      isNumberOrNull,
      prefilled.notice_period_weeks ?? null,
    ),
  };
  return { values, prefilled };
}

/** Whether a field still holds the value the profile gave it. */
export function stillPrefilled<T>(prefilled: Partial<T>, key: keyof T, value: unknown): boolean {
  return key in prefilled && JSON.stringify(prefilled[key]) === JSON.stringify(value);
}
