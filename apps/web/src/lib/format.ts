import { TZDate, tzName } from '@date-fns/tz';
import { differenceInCalendarDays, format, formatDistanceStrict } from 'date-fns';
import { useUser } from './identity.ts';

/*
 * The one place the web turns instants, days, durations and amounts into text (lint forbids formatting anywhere
 * else). Times travel as UTC instants and are read in one zone: the profile's, else the browser's. Clocks are
 * 24-hour. Every zone conversion goes through @date-fns/tz, so daylight-saving changes land on the hour the person
 * meant (never `getTimezoneOffset()` arithmetic by hand).
 */

/* ---------- the zone ---------- */

/** The browser's own zone, or UTC when the runtime cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True when the runtime knows the zone name (a profile could hold a stale or mistyped one). */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to show a user's times in: their profile's, else the browser's. */
export function resolveTimeZone(preferred: string | null | undefined): string {
  return isKnownTimeZone(preferred) ? preferred : browserTimeZone();
}

/** The signed-in user's zone (`user.timezone`, else the browser's). */
export function useTimeZone(): string {
  const user = useUser();
  return resolveTimeZone(user?.timezone);
}

function inZone(iso: string | Date | number, zone: string): TZDate {
  const time = typeof iso === 'string' ? Date.parse(iso) : typeof iso === 'number' ? iso : iso.getTime();
  return new TZDate(time, zone);
}

/** A pattern (date-fns tokens) applied to the instant as seen in `zone`. */
export function formatInZone(iso: string | Date | number, zone: string, pattern: string): string {
  return format(inZone(iso, zone), pattern);
}

/** "EDT", "GMT+1": the zone's short name at that instant (it changes with daylight saving). */
export function zoneAbbreviation(iso: string | Date, zone: string): string {
  try {
    return tzName(zone, typeof iso === 'string' ? new Date(iso) : iso, 'short');
  } catch {
    return zone;
  }
}

/** "GMT+01:00"-style offset of a zone at `at` ("GMT" for UTC itself); empty when the zone is unknown. */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Calendar days from `now` to the instant, counted in `zone` (0 today, 1 tomorrow, -1 yesterday). */
export function calendarDaysFromNow(iso: string | Date, zone: string, now: Date = new Date()): number {
  return differenceInCalendarDays(inZone(iso, zone), inZone(now, zone));
}

/* ---------- instants ---------- */

/** "3 Mar 2026" */
export function formatDate(iso: string | Date, zone: string): string {
  return formatInZone(iso, zone, 'd MMM yyyy');
}

/** "09:30" */
export function formatTime(iso: string | Date, zone: string): string {
  return formatInZone(iso, zone, 'HH:mm');
}

/** "3 Mar 2026, 09:30 GMT" */
export function formatDateTime(iso: string, zone: string): string {
  return `${formatInZone(iso, zone, 'd MMM yyyy, HH:mm')} ${zoneAbbreviation(iso, zone)}`;
}

/** "Sun 29 Mar, 09:30–10:15 GMT+1" (the end's day is added when it differs). */
export function formatRange(startIso: string, endIso: string, zone: string): string {
  const sameDay = formatInZone(startIso, zone, 'yyyy-MM-dd') === formatInZone(endIso, zone, 'yyyy-MM-dd');
  const start = formatInZone(startIso, zone, 'EEE d MMM yyyy, HH:mm');
  const end = sameDay ? formatTime(endIso, zone) : formatInZone(endIso, zone, 'EEE d MMM, HH:mm');
  return `${start}–${end} ${zoneAbbreviation(endIso, zone)}`;
}

/* ---------- calendar days (no zone: the same day everywhere) ---------- */

/** A calendar date ("2027-01-11", or the day of an ISO string) in a pattern: "11 Jan 2027" by default. */
export function formatDay(date: string, pattern = 'd MMM yyyy'): string {
  return formatInZone(`${date.slice(0, 10)}T12:00:00Z`, 'UTC', pattern);
}

/* ---------- relative times and durations ---------- */

/** "3 days", "2 hours": the distance between the instant and `now`, no zone involved. */
export function formatDistance(
  iso: string | Date,
  now: Date,
  options: { roundingMethod?: 'floor' | 'ceil' | 'round'; unit?: 'day' } = { roundingMethod: 'floor' },
): string {
  return formatDistanceStrict(typeof iso === 'string' ? new Date(iso) : iso, now, options);
}

/** "in 3 days", "2 hours ago" (the instant against `now`, no zone involved). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  // Seconds read as noise ("0 seconds ago"): under a minute either way is "just now".
  if (Math.abs(date.getTime() - now.getTime()) < 60_000) return 'just now';
  const distance = formatDistance(date, now);
  return date.getTime() >= now.getTime() ? `in ${distance}` : `${distance} ago`;
}

/** "about 30 hours", "2 days": a duration in hours as a person says it. */
export function formatHours(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) {
    const h = Math.round(hours);
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'}`;
}

/* ---------- zone conversions for forms ---------- */

/**
 * A wall-clock date ("2026-03-29") and time ("09:30") in `zone`, as the UTC instant ("2026-03-29T08:30:00.000Z").
 * A time that does not exist that day (the hour skipped when clocks go forward) moves forward with the clocks.
 */
export function localToUtcIso(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  if (!y || !m || !d || hh === undefined || mm === undefined || Number.isNaN(hh) || Number.isNaN(mm)) {
    throw new Error(`Not a local date and time: ${date} ${time}`);
  }
  const local = new TZDate(y, m - 1, d, hh, mm, zone);
  return new Date(local.getTime()).toISOString();
}

/** The wall-clock date ("2026-03-29") in `zone` right now, for a date input's `min`. */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return formatInZone(now, zone, 'yyyy-MM-dd');
}

/* ---------- numbers and money ---------- */

/** "1,940" */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en').format(value);
}

/**
 * "€9,000"; compact ("$120K") for large figures when asked. A currency the runtime does not know reads
 * "9,000 XAF".
 */
export function formatMoney(amount: number, currency: string, options: { compact?: boolean } = {}): string {
  const compact = options.compact === true && amount >= 10_000;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 1 : 0,
      minimumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${formatNumber(Math.round(amount))} ${currency}`;
  }
}

/**
 * An amount kept in minor units (cents), as "$49" or "$49.50": the cents show only when there are some, unless
 * `exact` (a ledger, a receipt) asks for them always. The marketplace's currencies all have two decimals.
 */
export function formatMinorMoney(minor: number, currency: string, options: { exact?: boolean } = {}): string {
  const major = minor / 100;
  const digits = options.exact === true || minor % 100 !== 0 ? 2 : 0;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}
