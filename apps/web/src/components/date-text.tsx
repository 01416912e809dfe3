import { formatDate, formatDateTime, useTimeZone } from '../lib/format.ts';

/**
 * An instant's day ("3 Mar 2026") or moment ("3 Mar 2026, 09:30 GMT") in the reader's zone, as plain text that
 * flows into the sentence around it.
 */
export function DateText({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const zone = useTimeZone();
  return <>{withTime ? formatDateTime(iso, zone) : formatDate(iso, zone)}</>;
}
