import { formatTime } from '../../../../lib/format.ts';

/** "Europe/Berlin · 14:05 now" so a zone is easy to recognise. */
export function zoneTime(zone: string): string {
  try {
    return formatTime(new Date(), zone);
  } catch {
    return '';
  }
}
