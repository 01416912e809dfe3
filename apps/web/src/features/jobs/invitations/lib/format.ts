import type { DECLINE_REASONS, Invitation } from '@talent/contract/invitations';
import type { Eligibility, SalaryPeriod } from '@talent/contract/jobs';
import { formatDistance, formatMoney } from '../../../../lib/format.ts';

export const DECLINE_REASON_LABELS: Record<(typeof DECLINE_REASONS)[number], string> = {
  not_looking: 'I am not looking right now',
  salary_too_low: 'The salary is too low for me',
  not_eligible: 'I cannot work from where the job needs',
  wrong_role: 'The role does not fit my experience',
  timezone: 'The working hours do not fit my time zone',
  other: 'Another reason',
};

const PERIODS: Record<SalaryPeriod, string> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
};

function money(amount: number, currency: string): string {
  return formatMoney(amount, currency, { compact: true });
}

/** "€85K–€105K a year". */
export function salaryText(salary: {
  min: number;
  max: number;
  currency: string;
  period: SalaryPeriod;
}): string {
  const range =
    salary.min === salary.max || salary.max <= 0
      ? money(salary.min, salary.currency)
      : `${money(salary.min, salary.currency)}–${money(salary.max, salary.currency)}`;
  return `${range} ${PERIODS[salary.period]}`;
}

let regionNames: Intl.DisplayNames | null = null;
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a hire may live: "Anywhere", the regions, or a few countries. */
export function eligibilityText(eligibility: Eligibility): string {
  if (eligibility.anywhere) return 'Anywhere';
  if (eligibility.regions.length > 0) return eligibility.regions.join(', ');
  const names = eligibility.countries.map(countryName);
  if (names.length <= 3) return names.join(', ') || 'Not stated';
  return `${names.slice(0, 3).join(', ')} +${names.length - 3} more`;
}

const DAY_MS = 86_400_000;

/** "Expires in 2 days" / "Expired 3 days ago", and whether it is close enough to stress. */
export function expiryText(invitation: Invitation, now: Date = new Date()): { text: string; soon: boolean } {
  const expires = new Date(invitation.expires_at);
  const left = expires.getTime() - now.getTime();
  if (left <= 0) {
    return {
      text: `Expired ${formatDistance(expires, now, { roundingMethod: 'floor' })} ago`,
      soon: false,
    };
  }
  // "in 47 hours" reads worse than "in 2 days"; whole days from one day up, hours below.
  const distance =
    left >= DAY_MS
      ? formatDistance(expires, now, { unit: 'day', roundingMethod: 'round' })
      : formatDistance(expires, now, { roundingMethod: 'ceil' });
  return { text: `Expires in ${distance}`, soon: left < 3 * DAY_MS };
}

/** "3 hours ago", "yesterday"-free and zone-free: a relative time is the same everywhere. */
export function ago(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (now.getTime() - then.getTime() < 60_000) return 'just now';
  return `${formatDistance(then, now, { roundingMethod: 'floor' })} ago`;
}
