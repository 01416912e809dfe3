import type { Availability, JobSearchStatus, OnboardingStep, SkillLevel } from '@talent/contract/profile';
import { ONBOARDING_STEPS } from '@talent/contract/profile';
import type { SalaryPeriod } from '@talent/contract/jobs';

export const STEP_LABELS: Record<OnboardingStep, string> = {
  role: 'Role',
  skills: 'Skills',
  experience: 'Experience',
  preferences: 'Preferences',
  resume: 'Resume',
};

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Immediately',
  within_2_weeks: 'Within 2 weeks',
  within_1_month: 'Within a month',
  within_3_months: 'Within 3 months',
  not_available: 'Not available for now',
};

export const JOB_SEARCH_STATUS_LABELS: Record<JobSearchStatus, string> = {
  actively_looking: 'Actively looking',
  open_to_offers: 'Open to offers',
  not_looking: 'Not looking',
};

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  hour: 'per hour',
  day: 'per day',
  month: 'per month',
  year: 'per year',
};

/**
 * The order the wizard walks. "Start from my resume" reads the resume first so the other steps open prefilled
 * with what the candidate accepted; otherwise the resume comes last, as the issue lists it.
 */
export function stepOrder(resumeFirst: boolean): OnboardingStep[] {
  return resumeFirst
    ? ['resume', ...ONBOARDING_STEPS.filter((step) => step !== 'resume')]
    : [...ONBOARDING_STEPS];
}

/** "Europe/Berlin" from the browser, or null. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every IANA zone the browser knows, with the browser's own first. */
export function timeZones(): string[] {
  const own = browserTimeZone();
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  if (own && !all.includes(own)) all = [own, ...all];
  return all.length ? all : ['UTC'];
}

/** Field names of a 422 for a step with lists: the list itself and every entry's fields. */
export function listFields(list: string, count: number, keys: readonly string[]): string[] {
  const fields = [list];
  for (let index = 0; index < count; index += 1) {
    for (const key of keys) fields.push(`${list}.${index}.${key}`);
  }
  return fields;
}
