import type {
  EmploymentType,
  Eligibility,
  Salary,
  SalaryPeriod,
  Seniority,
  WorkMode,
} from '@talent/contract/jobs';
import {
  calendarDaysFromNow,
  formatDate,
  formatDay,
  formatDistance,
  formatInZone,
  formatMoney,
  formatNumber,
} from '../../lib/format.ts';

export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
};
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
};
export const SENIORITY_LABELS: Record<Seniority, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};
export const POSTED_WITHIN_LABELS: Record<string, string> = {
  '1': 'Past 24 hours',
  '7': 'Past week',
  '14': 'Past 2 weeks',
  '30': 'Past month',
};
export const SORT_LABELS: Record<string, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  salary: 'Highest salary',
};
const PERIOD_LABELS: Record<SalaryPeriod, string> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
};

let regionNames: Intl.DisplayNames | null = null;

/** "DE" → "Germany", from the browser's own data. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function money(amount: number, currency: string, compact: boolean): string {
  return formatMoney(amount, currency, { compact });
}

export function moneyRange(min: number, max: number, currency: string): string {
  if (min === max || max <= 0) return money(min, currency, true);
  return `${money(min, currency, true)}–${money(max, currency, true)}`;
}

/** "$120K–$150K a year". */
export function salaryText(salary: Salary): string {
  return `${moneyRange(salary.min, salary.max, salary.currency)} ${PERIOD_LABELS[salary.period]}`;
}

/**
 * "≈ €110K–€138K a year at the reference rates of 1 Nov 2025" converted, "€110K–€138K a year" for another period
 * in the same currency (exact: a currency is never converted to itself); null when it would repeat the figure.
 */
export function convertedSalaryText(salary: Salary): string | null {
  const converted = salary.annual_converted;
  if (!converted) return null;
  if (converted.currency === salary.currency && salary.period === 'year') return null;
  const figure = `${moneyRange(converted.min, converted.max, converted.currency)} a year`;
  if (converted.currency === salary.currency) return figure;
  const rates = converted.rates_date ? ` at the reference rates of ${formatDay(converted.rates_date)}` : '';
  return `≈ ${figure}${rates}`;
}

/** Where a hire may live: "Anywhere", region names, or up to `max` country names. */
export function eligibilityText(eligibility: Eligibility, max = 3): string {
  if (eligibility.anywhere) return 'Anywhere';
  if (eligibility.regions.length > 0) return eligibility.regions.join(', ');
  const names = eligibility.countries.map(countryName);
  if (names.length <= max) return names.join(', ') || 'Not stated';
  return `${names.slice(0, max).join(', ')} +${names.length - max} more`;
}

export function hours(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** "Posted 3 days ago" against `now`; a calendar-day count in the reader's zone, so "today" means their today. */
export function postedAgo(iso: string, timeZone: string, now: Date = new Date()): string {
  const days = -calendarDaysFromNow(iso, timeZone, now);
  if (days <= 0) {
    const distance = formatDistance(iso, now);
    return distance.startsWith('0 ') ? 'just now' : `${distance} ago`;
  }
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return `on ${formatDate(iso, timeZone)}`;
}

/** "Mon 3 Nov 2026, 14:05 (Europe/Berlin)": the exact moment in the reader's zone. */
export function dateTimeIn(iso: string, timeZone: string): string {
  return `${formatInZone(iso, timeZone, 'EEE d MMM yyyy, HH:mm')} (${timeZone})`;
}

export function dateIn(iso: string, timeZone: string): string {
  return formatDate(iso, timeZone);
}

export function responseTimeText(hoursValue: number): string {
  if (hoursValue < 1) return 'under an hour';
  if (hoursValue < 48) return hours(Math.round(hoursValue));
  const days = Math.round(hoursValue / 24);
  return `${days} days`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
