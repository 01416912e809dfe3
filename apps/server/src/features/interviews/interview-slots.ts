import type { LocalSlot } from '@talent/contract/pipeline-common';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { localSlotToInstant } from './local-time.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Where a slot of `minutes` starting at `start` ends. */
export function slotEnd(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * MINUTE);
}

/** Local slots written in `zone` → future instants, or 422 naming each bad one. */
export function recruiterInstants(zone: string, slots: LocalSlot[], at: Date, field: string): Date[] {
  if (!isValidTimeZone(zone)) throw AppError.validation({ timezone: ['Choose a time zone from the list.'] });
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const out: Date[] = [];
  slots.forEach((slot, index) => {
    const key = slots.length === 1 && field === 'slot' ? 'slot' : `${field}.${index}`;
    const result = localSlotToInstant(slot, zone);
    if (!result.ok) {
      errors[key] = [`${slot.date} ${slot.time} does not exist in ${zone}: the clocks jump forward then.`];
    } else if (result.at <= at) {
      errors[key] = ['This time has passed. Choose a time in the future.'];
    } else if (seen.has(result.at.getTime())) {
      errors[key] = ['This time is already in the list.'];
    } else {
      seen.add(result.at.getTime());
      out.push(result.at);
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return out;
}

/** Instants the candidate picked → future, distinct instants, or 422. */
export function talentInstants(slots: Array<{ starts_at: string }>, at: Date): Date[] {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const out: Date[] = [];
  slots.forEach((slot, index) => {
    const instant = new Date(slot.starts_at);
    if (instant <= at)
      errors[`slots.${index}.starts_at`] = ['This time has passed. Choose a time in the future.'];
    else if (seen.has(instant.getTime()))
      errors[`slots.${index}.starts_at`] = ['This time is already in the list.'];
    else {
      seen.add(instant.getTime());
      out.push(instant);
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return out;
}

/** Ids in lists no longer than one read answers (the repository's limit). */
export function chunks(ids: string[], size = 100): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}
