import { calendarDaysFromNow, formatInZone } from '../../../lib/format.ts';

/*
 * Chat times in the reader's zone (the profile's, else the browser's), like every other time in the app: the
 * callers pass `useTimeZone()`.
 */

/** Inbox time: "14:05" today, "Yesterday", "3 Nov" this year, "3 Nov 2025" before. */
export function shortTime(iso: string, zone: string, now = new Date()): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const days = calendarDaysFromNow(iso, zone, now);
  if (days === 0) return formatInZone(iso, zone, 'HH:mm');
  if (days === -1) return 'Yesterday';
  return formatInZone(iso, zone, sameYear(iso, zone, now) ? 'd MMM' : 'd MMM yyyy');
}

/** A day separator in the thread. */
export function dayLabel(iso: string, zone: string, now = new Date()): string {
  const days = calendarDaysFromNow(iso, zone, now);
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  return formatInZone(iso, zone, sameYear(iso, zone, now) ? 'EEEE d MMMM' : 'd MMMM yyyy');
}

function sameYear(iso: string, zone: string, now: Date): boolean {
  return formatInZone(iso, zone, 'yyyy') === formatInZone(now, zone, 'yyyy');
}

export function clockTime(iso: string, zone: string): string {
  return formatInZone(iso, zone, 'HH:mm');
}

export function fullDate(iso: string, zone: string): string {
  return formatInZone(iso, zone, "d MMM yyyy 'at' HH:mm");
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
