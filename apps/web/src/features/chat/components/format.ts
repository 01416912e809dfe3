import { format, isSameDay, isSameYear, isYesterday } from 'date-fns';

/** Inbox time: "14:05" today, "Yesterday", "3 Nov" this year, "3 Nov 2025" before. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameDay(date, now)) return format(date, 'HH:mm');
  if (isYesterday(date)) return 'Yesterday';
  return isSameYear(date, now) ? format(date, 'd MMM') : format(date, 'd MMM yyyy');
}

/** A day separator in the thread. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return isSameYear(date, now) ? format(date, 'EEEE d MMMM') : format(date, 'd MMMM yyyy');
}

export function clockTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

export function fullDate(iso: string): string {
  return format(new Date(iso), "d MMM yyyy 'at' HH:mm");
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
