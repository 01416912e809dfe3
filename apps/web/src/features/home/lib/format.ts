import { calendarDaysFromNow, formatDay, formatDistance, formatInZone } from '../../../lib/format.ts';

const MINUTE = 60_000;
/** The join link shows from this long before the start until the end. */
export const JOIN_OPENS_MS = 15 * MINUTE;

/** "Tue 24 Nov, 15:00" in `timeZone`. */
export function timeIn(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, 'EEE d MMM, HH:mm');
}

/** "Today at 15:00", "Tomorrow at 09:30", "Fri 27 Nov at 10:00": calendar days in the reader's zone. */
export function whenIn(iso: string, timeZone: string, now: Date = new Date()): string {
  const days = calendarDaysFromNow(iso, timeZone, now);
  const time = formatInZone(iso, timeZone, 'HH:mm');
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Tomorrow at ${time}`;
  return `${formatInZone(iso, timeZone, 'EEE d MMM')} at ${time}`;
}

/** "in 3 hours", "in 2 days"; "now" once it started. */
export function fromNow(iso: string, now: Date = new Date()): string {
  const ms = Date.parse(iso) - now.getTime();
  if (ms <= 0) return 'now';
  return `in ${formatDistance(iso, now)}`;
}

/** An offer's or invitation's expiry, short: "Expires in 3 days", and whether it is close (under 48 hours). */
export function expiresText(iso: string, now: Date = new Date()): { text: string; soon: boolean } {
  const ms = Date.parse(iso) - now.getTime();
  if (ms <= 0) return { text: 'Expired', soon: true };
  return {
    text: `Expires in ${formatDistance(iso, now)}`,
    soon: ms < 48 * 60 * MINUTE,
  };
}

/** The join link is shown from 15 minutes before the start until the end. */
export function canJoin(startsAt: string, endsAt: string, now: Date = new Date()): boolean {
  const t = now.getTime();
  return t >= Date.parse(startsAt) - JOIN_OPENS_MS && t < Date.parse(endsAt);
}

/** A calendar date ("2027-01-11") as "Mon 11 Jan 2027": no zone, it is the same day everywhere. */
export function dateText(date: string): string {
  return formatDay(date, 'EEE d MMM yyyy');
}
