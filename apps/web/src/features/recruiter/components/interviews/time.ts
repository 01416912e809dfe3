import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import { browserTimeZone } from '../../../../lib/api-client.ts';

/** The zone the recruiter reads and writes times in: their account's, else the browser's. */
export function recruiterZone(userZone: string | null | undefined): string {
  return userZone || browserTimeZone();
}

/** "Tue 1 Dec 2026, 09:00" in `zone` (a real zone library, so daylight-saving changes land right). */
export function timeIn(iso: string, zone: string): string {
  try {
    return format(new TZDate(iso, zone), 'EEE d MMM yyyy, HH:mm');
  } catch {
    return iso;
  }
}

/** "09:00" in `zone`. */
export function clockIn(iso: string, zone: string): string {
  try {
    return format(new TZDate(iso, zone), 'HH:mm');
  } catch {
    return iso;
  }
}

/** "09:00–10:00" or, across midnight, the full end. */
export function rangeIn(startsAt: string, endsAt: string, zone: string): string {
  return `${timeIn(startsAt, zone)}–${clockIn(endsAt, zone)}`;
}

/** An instant as the wall-clock date and time it is in `zone` (what the server's LocalSlot wants). */
export function toLocalSlot(iso: string, zone: string): LocalSlot {
  const local = new TZDate(iso, zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** A wall-clock date and time in `zone` as a UTC ISO instant. */
export function localToInstant(date: string, time: string, zone: string): string | null {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  if (!y || !m || !d || hh === undefined || mm === undefined || Number.isNaN(hh) || Number.isNaN(mm))
    return null;
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, zone).getTime()).toISOString();
}

/** Tomorrow's date in `zone`, for a first slot row. */
export function tomorrowIn(zone: string, now = new Date()): string {
  return format(addDays(new TZDate(now, zone), 1), 'yyyy-MM-dd');
}

/** Short zone label: "Europe/Berlin (GMT+01:00)". */
export function zoneName(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    const offset = part?.value === 'GMT' ? 'GMT+00:00' : part?.value;
    return offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone;
  } catch {
    return zone;
  }
}
