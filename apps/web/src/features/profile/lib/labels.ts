import type {
  Availability,
  IdentityStatus,
  JobSearchStatus,
  LanguageLevel,
  SkillLevel,
} from '@talent/contract/profile';
import type { SalaryPeriod } from '@talent/contract/jobs';
import { formatDay } from '../../../lib/format.ts';

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  professional: 'Professional',
  fluent: 'Fluent',
  native: 'Native',
};
export const JOB_SEARCH_LABELS: Record<JobSearchStatus, string> = {
  actively_looking: 'Actively looking',
  open_to_offers: 'Open to offers',
  not_looking: 'Not looking',
};
export const JOB_SEARCH_HINTS: Record<JobSearchStatus, string> = {
  actively_looking: 'Recruiters see that you can start talking now.',
  open_to_offers: 'You are happy where you are, but listening.',
  not_looking: 'Recruiters will not reach out, but your profile stays yours.',
};
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Immediately',
  within_2_weeks: 'Within 2 weeks',
  within_1_month: 'Within a month',
  within_3_months: 'Within 3 months',
  not_available: 'Not available',
};
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  hour: 'per hour',
  day: 'per day',
  month: 'per month',
  year: 'per year',
};
export const IDENTITY_LABELS: Record<IdentityStatus, string> = {
  not_started: 'Identity not verified',
  pending: 'Identity check in review',
  verified: 'Verified',
  rejected: 'Identity check not accepted',
};

/** "2024-03" → "Mar 2024". */
export function monthLabel(month: string | null): string {
  if (!month) return 'Present';
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return formatDay(`${year}-${String(m).padStart(2, '0')}-01`, 'MMM yyyy');
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

/** Every IANA zone the browser knows (a short list when it cannot tell). */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Tokyo'];
  }
}

/** "" or a number-ish input value → number or null (for nullable numbers in forms). */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
