// The zone picker's options and labels: the settings page and the recruiter console's slot forms offer the
// same list.
import { browserTimeZone } from './api-client.ts';
import { zoneOffset } from './format.ts';

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

export function zoneLabel(zone: string): string {
  const offset = zoneOffset(zone);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset === 'GMT' ? 'GMT+00:00' : offset})` : name;
}

export { browserTimeZone };
