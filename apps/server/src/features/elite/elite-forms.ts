import {
  COMPANY_SIZES,
  ELITE_AVAILABILITIES,
  ELITE_TRACK_IDS,
  ENGAGEMENT_TYPES,
  ENGLISH_LEVELS,
  type EliteTrack,
} from '@talent/contract/elite';
import type { Profile } from '@talent/contract/profile';
import type { EliteForm } from './elite-rules.ts';

/*
 * The forms' loose side: what a draft keeps (known keys of the right type; anything else is dropped, never
 * refused), and what the profile and a previous application give each form.
 */

type Loose = (value: unknown) => unknown;
const DROP = undefined;

const text =
  (max: number): Loose =>
  (v) =>
    typeof v === 'string' && v.length <= max ? v : DROP;
const num: Loose = (v) => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e9 ? v : DROP);
const bool: Loose = (v) => (typeof v === 'boolean' ? v : DROP);
const oneOf =
  (values: readonly string[]): Loose =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? v : DROP;
const list =
  (item: Loose, max: number): Loose =>
  (v) =>
    Array.isArray(v)
      ? v
          .map(item)
          .filter((x) => x !== DROP)
          .slice(0, max)
      : DROP;
const rate: Loose = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return DROP;
  const source = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const amount = num(source.amount);
  const currency = text(10)(source.currency);
  const period = oneOf(['hour', 'month'])(source.period);
  if (amount !== DROP) out.amount = amount;
  if (currency !== DROP) out.currency = currency;
  if (period !== DROP) out.period = period;
  return Object.keys(out).length > 0 ? out : DROP;
};

const FIELDS: Record<EliteForm, Record<string, Loose>> = {
  join: {
    track: oneOf(ELITE_TRACK_IDS),
    years_experience: num,
    top_skills: list(text(60), 20),
    portfolio_url: text(300),
    github_url: text(300),
    english_level: oneOf(ENGLISH_LEVELS),
    motivation: text(4000),
    availability: oneOf(ELITE_AVAILABILITIES),
    consent_to_vetting: bool,
  },
  work_preference: {
    engagement_types: list(oneOf(ENGAGEMENT_TYPES), ENGAGEMENT_TYPES.length),
    hours_per_week: num,
    timezone: text(64),
    min_overlap_hours: num,
    min_rate: rate,
    work_countries: list(text(2), 250),
    industries: list(text(60), 20),
    company_sizes: list(oneOf(COMPANY_SIZES), COMPANY_SIZES.length),
    earliest_start: text(10),
    notice_period_weeks: num,
  },
};

/**
 * A draft save merged into the stored draft: each known key sent replaces its value, `null` clears it, anything
 * unknown or of the wrong type is ignored (the rest still saves).
 */
export function mergeDraft(
  form: EliteForm,
  stored: Record<string, unknown>,
  incoming: Record<string, unknown>,
): Record<string, unknown> {
  const fields = FIELDS[form];
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(fields)) {
    if (Object.hasOwn(stored, key)) {
      const kept = check(stored[key]);
      if (kept !== DROP) out[key] = kept;
    }
    if (!Object.hasOwn(incoming, key)) continue;
    if (incoming[key] === null) {
      delete out[key];
      continue;
    }
    const value = check(incoming[key]);
    if (value !== DROP) out[key] = value;
  }
  return out;
}

/** A previous application's form as the start of a new draft: consent is asked again, a past start date dropped. */
export function carriedOver(
  form: EliteForm,
  previous: Record<string, unknown> | null,
  today: string,
): Record<string, unknown> {
  if (!previous) return {};
  const draft = mergeDraft(form, {}, previous);
  if (form === 'join') delete draft.consent_to_vetting;
  if (typeof draft.earliest_start === 'string' && draft.earliest_start < today) delete draft.earliest_start;
  return draft;
}

/* ------------------------------------------------------------------------------------------ prefill */

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const monthIndex = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return year! * 12 + (m! - 1);
};

/** Whole years of experience: the positions' months, overlaps counted once, a current one up to now. */
export function yearsOfExperience(experience: Profile['experience'], now: Date): number | null {
  if (experience.length === 0) return null;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = experience
    .map((e) => [monthIndex(e.start_month), e.end_month ? monthIndex(e.end_month) : current] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end >= start)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    // Months are inclusive (2020-01 to 2020-12 is twelve).
    const from = Math.max(start, reach + 1);
    if (end >= from) months += end - from + 1;
    reach = Math.max(reach, end);
  }
  return Math.min(60, Math.floor(months / 12));
}

/** A track the desired role or headline names, if one clearly does. */
function trackFromRole(profile: Profile): EliteTrack | null {
  const words = `${profile.desired_role} ${profile.headline}`.toLowerCase();
  const rules: Array<[EliteTrack, RegExp]> = [
    ['full_stack', /full[\s-]?stack/],
    ['devops', /devops|\bsre\b|site reliability|platform engineer|infrastructure/],
    ['mobile', /mobile|\bios\b|android|react native|flutter/],
    ['data', /\bdata\b|machine learning|\bml\b|analytics/],
    ['design', /design(er)?\b|\bux\b|\bui\b/],
    ['product', /product manager|product owner|\bpm\b/],
    ['frontend', /front[\s-]?end/],
    ['backend', /back[\s-]?end/],
  ];
  return rules.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

const LEVEL_ORDER = ['expert', 'advanced', 'intermediate', 'beginner'];

const AVAILABILITY: Record<string, { join: string; days: number } | undefined> = {
  immediately: { join: 'now', days: 0 },
  within_2_weeks: { join: 'within_2_weeks', days: 14 },
  within_1_month: { join: 'within_1_month', days: 30 },
  within_3_months: { join: 'within_3_months', days: 90 },
};

/** The profile's pay as a minimum rate: hourly and monthly as they are, a day as 8 hours, a year as 12 months. */
function minRate(salary: Profile['salary']) {
  if (!salary) return null;
  switch (salary.period) {
    case 'hour':
    case 'month':
      return { amount: salary.amount, currency: salary.currency, period: salary.period };
    case 'day':
      return {
        amount: Math.max(1, Math.round(salary.amount / 8)),
        currency: salary.currency,
        period: 'hour' as const,
      };
    default:
      return {
        amount: Math.max(1, Math.round(salary.amount / 12)),
        currency: salary.currency,
        period: 'month' as const,
      };
  }
}

export interface Prefill {
  join: {
    track: EliteTrack | null;
    years_experience: number | null;
    top_skills: string[];
    portfolio_url: string;
    github_url: string;
    english_level: (typeof ENGLISH_LEVELS)[number] | null;
    availability: (typeof ELITE_AVAILABILITIES)[number] | null;
  };
  work_preference: {
    engagement_types: Array<(typeof ENGAGEMENT_TYPES)[number]>;
    hours_per_week: number | null;
    timezone: string | null;
    min_rate: { amount: number; currency: string; period: 'hour' | 'month' } | null;
    work_countries: string[];
    earliest_start: string | null;
    notice_period_weeks: number | null;
  };
}

/** What the profile gives each form (the web shows a draft's value first, else this). */
export function prefillFromProfile(profile: Profile, now: Date): Prefill {
  const english = profile.languages.find((l) => l.code === 'en')?.level;
  const availability = profile.availability ? AVAILABILITY[profile.availability] : undefined;
  // Strongest first: by level (none last), then by years.
  const rank = (level: string | null) => (level === null ? LEVEL_ORDER.length : LEVEL_ORDER.indexOf(level));
  const skills = [...profile.skills].sort(
    (a, b) => rank(a.level) - rank(b.level) || (b.years ?? 0) - (a.years ?? 0),
  );
  const engagement = new Set<(typeof ENGAGEMENT_TYPES)[number]>();
  for (const type of profile.employment_types) {
    if (type === 'full_time') engagement.add('full_time');
    if (type === 'part_time') engagement.add('part_time');
    if (type === 'contract') engagement.add('project');
    if (type === 'freelance') engagement.add('hourly');
  }
  // The start: when the profile says they are available, else after their notice period.
  const earliest =
    availability !== undefined
      ? availability.days
      : profile.notice_period_weeks !== null
        ? profile.notice_period_weeks * 7
        : null;
  return {
    join: {
      track: trackFromRole(profile),
      years_experience: yearsOfExperience(profile.experience, now),
      top_skills: skills.slice(0, 8).map((s) => s.name),
      portfolio_url: profile.links.portfolio ?? '',
      github_url: profile.links.github ?? '',
      english_level: english && english !== 'basic' ? english : null,
      availability: (availability?.join as Prefill['join']['availability'] | undefined) ?? null,
    },
    work_preference: {
      engagement_types: [...engagement],
      hours_per_week: engagement.has('full_time') && engagement.size === 1 ? 40 : null,
      timezone: profile.timezone,
      min_rate: minRate(profile.salary),
      work_countries: profile.work_authorization,
      earliest_start: earliest === null ? null : isoDay(new Date(now.getTime() + earliest * DAY_MS)),
      notice_period_weeks: profile.notice_period_weeks,
    },
  };
}

/** The profile's prefill with a previous application's answers over it (a reapplication never retypes). */
export function prefillWithPrevious(
  base: Prefill,
  previous: { join: Record<string, unknown> | null; workPreference: Record<string, unknown> | null },
  today: string,
): Prefill {
  const join = carriedOver('join', previous.join, today);
  const work = carriedOver('work_preference', previous.workPreference, today);
  const pick = <T>(value: unknown, fallback: T, valid: (v: unknown) => boolean): T =>
    value !== undefined && valid(value) ? (value as T) : fallback;
  const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  const isString = (v: unknown) => typeof v === 'string';
  const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const rate = work.min_rate as Record<string, unknown> | undefined;
  const wholeRate =
    rate && isInt(rate.amount) && isString(rate.currency) && isString(rate.period)
      ? (rate as Prefill['work_preference']['min_rate'])
      : null;
  return {
    join: {
      track: pick(join.track, base.join.track, isString),
      years_experience: pick(join.years_experience, base.join.years_experience, isInt),
      top_skills: pick(join.top_skills, base.join.top_skills, isStrings),
      portfolio_url: pick(join.portfolio_url, base.join.portfolio_url, isString),
      github_url: pick(join.github_url, base.join.github_url, isString),
      english_level: pick(join.english_level, base.join.english_level, isString),
      availability: pick(join.availability, base.join.availability, isString),
    },
    work_preference: {
      engagement_types: pick(work.engagement_types, base.work_preference.engagement_types, isStrings),
      hours_per_week: pick(work.hours_per_week, base.work_preference.hours_per_week, isInt),
      timezone: pick(work.timezone, base.work_preference.timezone, isString),
      min_rate: wholeRate ?? base.work_preference.min_rate,
      work_countries: pick(work.work_countries, base.work_preference.work_countries, isStrings),
      earliest_start: pick(work.earliest_start, base.work_preference.earliest_start, isString),
      notice_period_weeks: pick(work.notice_period_weeks, base.work_preference.notice_period_weeks, isInt),
    },
  };
}
