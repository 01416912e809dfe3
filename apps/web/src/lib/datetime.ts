import { TZDate, tzName } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { useUser } from './identity.ts';

/*
 * Times travel as UTC instants; people read them in a named zone. Every conversion goes through @date-fns/tz, so
 * daylight-saving changes land on the hour the person meant (never `getTimezoneOffset()` arithmetic by hand).
 */

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

function inZone(iso: string | Date, zone: string): TZDate {
  return new TZDate(typeof iso === 'string' ? Date.parse(iso) : iso.getTime(), zone);
}

/** A pattern (date-fns tokens) applied to the instant as seen in `zone`. */
export function formatInZone(iso: string | Date, zone: string, pattern: string): string {
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

/** "3 Mar 2026" */
export function formatDate(iso: string, zone: string): string {
  return formatInZone(iso, zone, 'd MMM yyyy');
}

/** "09:30" */
export function formatTime(iso: string, zone: string): string {
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

/** "in 3 days", "2 hours ago" (the instant against `now`, no zone involved). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  // Seconds read as noise ("0 seconds ago"): under a minute either way is "just now".
  if (Math.abs(date.getTime() - now.getTime()) < 60_000) return 'just now';
  const distance = formatDistanceStrict(date, now, { roundingMethod: 'floor' });
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
