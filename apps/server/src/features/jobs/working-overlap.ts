import { TtlCache } from '../../lib/ttl-cache.ts';
import { allTimeZones, workingOverlapHours as computeOverlapHours } from '../../lib/time-zones.ts';

/**
 * `workingOverlapHours`, remembered per UTC quarter hour: it formats dates through Intl (microseconds a call), and a
 * `min_overlap` filter asks it for all ~420 zones on every search. Offsets are multiples of 15 minutes and clocks
 * change at a local full or half hour, so no offset changes inside a UTC quarter hour: the memo is exact.
 */
const overlapMemo = new TtlCache<number>(15 * 60_000, 50_000);
export function workingOverlapHours(a: string, b: string, at: Date): number {
  const key = `${Math.floor(at.getTime() / 900_000)}|${a}|${b}`;
  let hours = overlapMemo.get(key);
  if (hours === undefined) {
    hours = computeOverlapHours(a, b, at);
    overlapMemo.set(key, hours);
  }
  return hours;
}

/**
 * The zones whose working day overlaps `zone`'s by at least `min` hours: a `min_overlap` search's filter. Kept per
 * UTC quarter hour, zone and minimum for the same reason as the hours above, so a search neither looks up ~420
 * zones nor builds a new list each time (the repository also keeps the list's SQL text per list).
 */
const zonesMemo = new TtlCache<readonly string[]>(15 * 60_000, 2_000);
export function zonesOverlapping(zone: string, min: number, at: Date): readonly string[] {
  const key = `${Math.floor(at.getTime() / 900_000)}|${zone}|${min}`;
  let zones = zonesMemo.get(key);
  if (zones === undefined) {
    zones = allTimeZones().filter((z) => workingOverlapHours(z, zone, at) >= min);
    zonesMemo.set(key, zones);
  }
  return zones;
}
