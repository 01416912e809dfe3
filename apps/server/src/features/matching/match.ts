/*
 * The match score between a candidate and a job: pure functions, no database, no clock, no randomness, so the
 * same profile and job always give the same score and the same sentences. Each reason carries its share of the
 * 100 points and the shares add up to the score, so the page can show exactly where the points went.
 */
import {
  SENIORITIES,
  type Match,
  type MatchReason,
  type SalaryPeriod,
  type Seniority,
} from '@talent/contract/jobs';
import { PER_USD, PERIODS_PER_YEAR, ratesDate } from '../../reference/currencies.data.ts';
import { familiesOfTitle, roleFamily, type CandidateRoles } from './role-family.ts';

/** Weights of the seven ingredients; they add up to 100. */
export const MATCH_WEIGHTS = {
  skills: 25,
  nice_to_have: 10,
  role: 15,
  seniority: 15,
  salary: 15,
  eligibility: 10,
  overlap: 10,
} as const;

/** A job the candidate cannot take from where they live scores at most this much, whatever else fits. */
export const INELIGIBLE_CAP = 20;
/** Pay up to this fraction under the expectation still earns part of the salary points. */
const SALARY_TOLERANCE = 0.1;

export interface MatchProfile {
  /** ISO 2; null when the profile does not say. */
  country: string | null;
  /** The zone the overlap is computed from; null when unknown. */
  zone: string | null;
  seniority: Seniority | null;
  salary: { amount: number; currency: string; period: SalaryPeriod } | null;
  /** Skill slug → years with it (null: the profile does not say how long). */
  skills: ReadonlyMap<string, number | null>;
  /** The kinds of work the headline and past titles name; absent or empty when they name none. */
  roles?: CandidateRoles;
}

export interface MatchJob {
  title: string;
  seniority: Seniority;
  eligibleAnywhere: boolean;
  eligibleCountries: readonly string[];
  eligibleRegions: readonly string[];
  timezone: string;
  minOverlapHours: number;
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null;
  skills: ReadonlyArray<{ slug: string; name: string; required: boolean; years: number | null }>;
}

export interface MatchContext {
  /** Working-hours overlap between the job's zone and the candidate's (null when the zone is unknown). */
  overlapHours: number | null;
  /** Country code → display name (the countries module); the code itself when unknown. */
  countryName: (code: string) => string;
}

/** True when there is something to match on: skills or a seniority. */
export function canMatch(profile: Pick<MatchProfile, 'skills' | 'seniority'>): boolean {
  return profile.skills.size > 0 || profile.seniority !== null;
}

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const PERIOD_WORDS: Record<SalaryPeriod, string> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
};
const SENIORITY_WORDS: Record<Seniority, string> = {
  intern: 'intern',
  junior: 'junior',
  mid: 'mid-level',
  senior: 'senior',
  lead: 'lead',
  principal: 'principal',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "A, B and C"; long lists end with "and N more". */
function listOf(names: readonly string[], max = 4): string {
  const shown = names.length > max ? [...names.slice(0, max - 1), `${names.length - max + 1} more`] : names;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function reason(
  kind: MatchReason['kind'],
  status: MatchReason['status'],
  text: string,
  points: number,
  extra: Partial<MatchReason> = {},
): MatchReason {
  return { kind, status, text, points, max_points: MATCH_WEIGHTS[kind], ...extra };
}

/** Share of one skill: full when held long enough (or when either side does not say how long), else the fraction. */
function skillCredit(have: number | null | undefined, need: number | null): number {
  if (have === undefined) return 0;
  if (have === null || need === null || need <= 0 || have >= need) return 1;
  // Fewer years than asked still counts for at least half: the skill is there, the depth is not yet.
  return Math.max(0.5, have / need);
}

function skillsReason(kind: 'skills' | 'nice_to_have', profile: MatchProfile, job: MatchJob): MatchReason {
  const wanted = job.skills.filter((s) => s.required === (kind === 'skills'));
  const label = kind === 'skills' ? 'required' : 'nice-to-have';
  const max = MATCH_WEIGHTS[kind];
  if (wanted.length === 0) {
    return reason(kind, 'good', `This job lists no ${label} skills`, max, { missing: [] });
  }
  const missing: string[] = [];
  const short: string[] = [];
  let credit = 0;
  for (const skill of wanted) {
    const have = profile.skills.get(skill.slug);
    const c = skillCredit(have, skill.years);
    credit += c;
    if (have === undefined) missing.push(skill.name);
    else if (c < 1)
      short.push(`${skill.name} (${have} of ${skill.years} ${plural(skill.years ?? 0, 'year')})`);
  }
  const held = wanted.length - missing.length;
  const points = Math.round((max * credit) / wanted.length);
  const parts = [
    held === wanted.length
      ? `You have ${wanted.length === 1 ? 'the' : wanted.length === 2 ? 'both' : `all ${wanted.length}`} ${label} ${plural(wanted.length, 'skill')}`
      : held === 0
        ? `Missing the ${label} ${plural(wanted.length, 'skill')}: ${listOf(missing)}`
        : `You have ${held} of ${wanted.length} ${label} skills; missing: ${listOf(missing)}`,
  ];
  if (short.length) parts.push(`fewer years than asked in ${listOf(short)}`);
  const status = missing.length === 0 && short.length === 0 ? 'good' : held === 0 ? 'missing' : 'partial';
  return reason(kind, status, parts.join('; '), points, { missing });
}

function seniorityReason(profile: MatchProfile, job: MatchJob): MatchReason {
  const max = MATCH_WEIGHTS.seniority;
  const role = `${capitalise(SENIORITY_WORDS[job.seniority])} role`;
  if (!profile.seniority) {
    return reason('seniority', 'unknown', `${role}; add your seniority to compare`, Math.floor(max / 2));
  }
  const distance = Math.abs(SENIORITIES.indexOf(job.seniority) - SENIORITIES.indexOf(profile.seniority));
  const yours = SENIORITY_WORDS[profile.seniority];
  if (distance === 0) return reason('seniority', 'good', `${role}, your level`, max);
  if (distance === 1) {
    return reason('seniority', 'partial', `${role}; you are ${yours}, one level off`, Math.round(max / 2));
  }
  return reason('seniority', 'missing', `${role}; you are ${yours}`, 0);
}

function roleReason(profile: MatchProfile, job: MatchJob): MatchReason {
  const max = MATCH_WEIGHTS.role;
  const half = Math.floor(max / 2);
  const families = familiesOfTitle(job.title);
  const roles = profile.roles;
  const label = (id: string) => roleFamily(id)?.label ?? id;
  if (families.length === 0) {
    return reason(
      'role',
      'unknown',
      `The title "${job.title}" does not name a kind of work to compare`,
      half,
    );
  }
  const kind = `${capitalise(label(families[0]!))} role`;
  if (!roles || (roles.primary.length === 0 && roles.past.length === 0)) {
    return reason('role', 'unknown', `${kind}; add a headline or your experience to compare`, half);
  }
  const source = roles.source ? ` "${roles.source}"` : '';
  if (families.some((f) => roles.primary.includes(f))) {
    return reason('role', 'good', `${kind}, the work of your${source}`, max);
  }
  if (families.some((f) => roles.past.includes(f))) {
    return reason('role', 'partial', `${kind}; you have done this work before`, Math.round(max * 0.6));
  }
  const yours = roles.primary.length ? roles.primary : roles.past;
  const related = families.some((f) => yours.some((y) => roleFamily(y)?.related?.includes(f)));
  const you = `you do ${listOf(yours.map(label))} work`;
  if (related) return reason('role', 'partial', `${kind}, close to your own; ${you}`, half);
  return reason('role', 'missing', `${kind}; ${you}`, 0);
}

/** Annual amount in `currency` at the reference rates; null for a currency without a rate. */
function annualIn(amount: number, from: string, period: SalaryPeriod, to: string): number | null {
  const fromRate = PER_USD[from];
  const toRate = PER_USD[to];
  if (!fromRate || !toRate) return null;
  return (amount * PERIODS_PER_YEAR[period] * toRate) / fromRate;
}

function salaryReason(profile: MatchProfile, job: MatchJob): MatchReason {
  const max = MATCH_WEIGHTS.salary;
  const half = Math.floor(max / 2);
  const pay = job.salary;
  if (!pay) return reason('salary', 'unknown', 'The job does not state its pay; ask the recruiter', half);
  const range =
    pay.min === pay.max
      ? `${numbers.format(pay.min)} ${pay.currency} ${PERIOD_WORDS[pay.period]}`
      : `${numbers.format(pay.min)}–${numbers.format(pay.max)} ${pay.currency} ${PERIOD_WORDS[pay.period]}`;
  const want = profile.salary;
  if (!want) {
    return reason('salary', 'unknown', `Pays ${range}; add your salary expectation to compare`, half);
  }
  const wantAnnual = want.amount * PERIODS_PER_YEAR[want.period];
  const payAnnual = annualIn(pay.max, pay.currency, pay.period, want.currency);
  if (payAnnual === null) {
    return reason('salary', 'unknown', `Pays ${range}; we cannot convert ${pay.currency} to compare`, half);
  }
  // Converted figures are shown only when the job pays in another currency or period than the one asked for; a
  // figure converted between currencies names the day of the rates it used.
  const rates = ratesDate(pay.currency, want.currency);
  const converted =
    pay.currency !== want.currency || pay.period !== 'year'
      ? ` (up to about ${numbers.format(payAnnual)} ${want.currency} a year${rates ? ` at the reference rates of ${rates}` : ''})`
      : '';
  const asked = `${numbers.format(want.amount)} ${want.currency}${want.period === 'year' ? '' : ` ${PERIOD_WORDS[want.period]}`}`;
  if (payAnnual >= wantAnnual) {
    return reason('salary', 'good', `Pays ${range}${converted}; you asked for ${asked}`, max);
  }
  if (payAnnual >= wantAnnual * (1 - SALARY_TOLERANCE)) {
    return reason(
      'salary',
      'partial',
      `Pays ${range}${converted}, a little under the ${asked} you asked for`,
      Math.round(max / 2),
    );
  }
  return reason('salary', 'missing', `Pays ${range}${converted}, under the ${asked} you asked for`, 0);
}

function eligible(profile: MatchProfile, job: MatchJob): boolean | null {
  if (!profile.country) return null;
  return job.eligibleAnywhere || job.eligibleCountries.includes(profile.country);
}

function eligibilityReason(profile: MatchProfile, job: MatchJob, ctx: MatchContext): MatchReason {
  const max = MATCH_WEIGHTS.eligibility;
  const ok = eligible(profile, job);
  const where = job.eligibleAnywhere
    ? 'anywhere'
    : job.eligibleRegions.length
      ? listOf(job.eligibleRegions)
      : listOf(job.eligibleCountries.map(ctx.countryName));
  if (ok === null) {
    return reason(
      'eligibility',
      'unknown',
      `Hires from ${where}; add your country to check`,
      Math.floor(max / 2),
    );
  }
  const home = ctx.countryName(profile.country!);
  if (ok) return reason('eligibility', 'good', `You can work from ${home}`, max);
  return reason(
    'eligibility',
    'missing',
    `Hires only from ${where}, not from ${home}, so the score is capped at ${INELIGIBLE_CAP}`,
    0,
  );
}

function overlapReason(profile: MatchProfile, job: MatchJob, ctx: MatchContext): MatchReason {
  const max = MATCH_WEIGHTS.overlap;
  const need = job.minOverlapHours;
  const hours = ctx.overlapHours;
  if (profile.zone === null || hours === null) {
    return reason(
      'overlap',
      'unknown',
      `Works in ${job.timezone} time; add your time zone to see the overlap`,
      Math.floor(max / 2),
    );
  }
  const h = `${hoursFormat.format(hours)} h overlap with ${job.timezone}`;
  if (need <= 0) return reason('overlap', 'good', h, max);
  const needs = ` (needs ${hoursFormat.format(need)})`;
  if (hours >= need) return reason('overlap', 'good', `${h}${needs}`, max);
  if (hours <= 0) return reason('overlap', 'missing', `No overlap with ${job.timezone}${needs}`, 0);
  // Partly there: points in proportion, never the full share.
  return reason('overlap', 'partial', `${h}${needs}`, Math.min(max - 1, Math.round((max * hours) / need)));
}

/**
 * Brings the reasons down to `cap` points in total, in proportion, with the largest remainders rounded up, so the
 * shares still add up to the score and the order of the shares is kept.
 */
function scaleTo(reasons: MatchReason[], cap: number): MatchReason[] {
  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  if (total <= cap) return reasons;
  const exact = reasons.map((r) => (r.points * cap) / total);
  const floors = exact.map(Math.floor);
  let left = cap - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return reasons.map((r, i) => ({ ...r, points: floors[i]! }));
}

/** The match of `profile` with `job`: seven reasons whose points add up to the 0–100 score. */
export function matchJob(profile: MatchProfile, job: MatchJob, ctx: MatchContext): Match {
  let reasons = [
    skillsReason('skills', profile, job),
    skillsReason('nice_to_have', profile, job),
    roleReason(profile, job),
    seniorityReason(profile, job),
    salaryReason(profile, job),
    eligibilityReason(profile, job, ctx),
    overlapReason(profile, job, ctx),
  ];
  // They cannot take the job, so however well the rest fits it must not rank with jobs they can take.
  if (eligible(profile, job) === false) reasons = scaleTo(reasons, INELIGIBLE_CAP);
  const score = reasons.reduce((sum, r) => sum + r.points, 0);
  return { score: Math.max(0, Math.min(100, score)), reasons };
}

export type ProfileGap = 'skills' | 'seniority' | 'salary' | 'country' | 'timezone';

/** What the profile lacks for a better match, in the order the page asks for them. */
export function profileGaps(profile: Omit<MatchProfile, 'zone'> & { timezone: string | null }): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (profile.skills.size === 0) gaps.push('skills');
  if (!profile.seniority) gaps.push('seniority');
  if (!profile.salary) gaps.push('salary');
  if (!profile.country) gaps.push('country');
  if (!profile.timezone) gaps.push('timezone');
  return gaps;
}
