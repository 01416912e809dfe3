// The zone picker's options and labels: the settings page and the recruiter console's slot forms offer the
// same list.
import { browserTimeZone } from './api-client.ts';

/** Every IANA zone the browser knows, with UTC; the user's stored zone is kept even if this browser lacks it. */
export function timeZoneOptions(current: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** "GMT+01:00"-style offset of a zone right now, for the option labels. */
export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

export function zoneLabel(zone: string): string {
  const offset = zoneOffset(zone);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset === 'GMT' ? 'GMT+00:00' : offset})` : name;
}

export { browserTimeZone };

/** "22 Nov 2026, 14:05" in the user's zone (the browser's when they chose none). */
export function formatDateTime(iso: string, zone: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: zone ?? browserTimeZone(),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}
