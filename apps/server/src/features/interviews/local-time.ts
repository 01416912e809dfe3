import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import { WORK_END_HOUR, WORK_START_HOUR } from '../../lib/time-zones.ts';

/*
 * Wall-clock times in named zones, through @date-fns/tz (the runtime's IANA data), never by adding offsets by hand:
 * a slot written as "10:00 in Europe/Berlin" lands on 10:00 Berlin time whichever side of a daylight-saving change
 * its date falls.
 */

export type LocalSlotResult = { ok: true; at: Date } | { ok: false; reason: 'nonexistent' };

/**
 * The instant of a local date and time in `zone`. A time the clocks skip (02:30 on a spring-forward night) does not
 * exist there and is refused; a time that happens twice (autumn) is the first of the two.
 */
export function localSlotToInstant(slot: LocalSlot, zone: string): LocalSlotResult {
  const [year, month, day] = slot.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = slot.time.split(':').map(Number) as [number, number];
  const local = new TZDate(year, month - 1, day, hour, minute, zone);
  // Read back in the zone: a skipped time comes back shifted by the gap.
  if (
    local.getFullYear() !== year ||
    local.getMonth() !== month - 1 ||
    local.getDate() !== day ||
    local.getHours() !== hour ||
    local.getMinutes() !== minute
  ) {
    return { ok: false, reason: 'nonexistent' };
  }
  return { ok: true, at: new Date(local.getTime()) };
}

/** Minutes since local midnight, and the local calendar day, of an instant in `zone`. */
function localParts(at: Date, zone: string) {
  const local = new TZDate(at.getTime(), zone);
  return {
    day: `${local.getFullYear()}-${local.getMonth()}-${local.getDate()}`,
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/**
 * Whether `start`–`end` sits inside one local 9–17 working day in `zone` (WORK_START_HOUR / WORK_END_HOUR), with
 * that day's offset (so the answer moves when only one side changed its clocks).
 */
export function inWorkingHours(start: Date, end: Date, zone: string): boolean {
  const a = localParts(start, zone);
  const b = localParts(end, zone);
  if (a.minutes < WORK_START_HOUR * 60) return false;
  if (a.day === b.day) return b.minutes <= WORK_END_HOUR * 60;
  // Ending exactly at the next midnight is still the same day's evening: outside 9–17 anyway.
  return false;
}

/** "Sat 24 Oct 2026, 10:00 (Europe/Berlin)": an instant as a person in `zone` reads it (notification bodies). */
export function formatInZone(at: Date, zone: string): string {
  return `${format(new TZDate(at.getTime(), zone), 'EEE d MMM yyyy, HH:mm')} (${zone})`;
}
