import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import { formatInZone, resolveTimeZone, zoneOffset } from '../../../../lib/format.ts';

/** The zone the recruiter reads and writes times in: their account's, else the browser's. */
export function recruiterZone(userZone: string | null | undefined): string {
  return resolveTimeZone(userZone);
}

/** "Tue 1 Dec 2026, 09:00" in `zone` (a real zone library, so daylight-saving changes land right). */
export function timeIn(iso: string, zone: string): string {
  try {
    return formatInZone(iso, zone, 'EEE d MMM yyyy, HH:mm');
  } catch {
    return iso;
  }
}

/** "09:00" in `zone`. */
export function clockIn(iso: string, zone: string): string {
  try {
    return formatInZone(iso, zone, 'HH:mm');
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
  return { date: formatInZone(iso, zone, 'yyyy-MM-dd'), time: formatInZone(iso, zone, 'HH:mm') };
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
  return formatInZone(addDays(new TZDate(now, zone), 1), zone, 'yyyy-MM-dd');
}

/** Short zone label: "Europe/Berlin (GMT+01:00)". */
export function zoneName(zone: string, at = new Date()): string {
  try {
    const value = zoneOffset(zone, at);
    const offset = value === 'GMT' ? 'GMT+00:00' : value || undefined;
    return offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone;
  } catch {
    return zone;
  }
}
