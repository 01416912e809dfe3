import { describe, expect, it } from 'vitest';
import { formatInZone, inWorkingHours, localSlotToInstant } from './local-time.ts';

const instant = (date: string, time: string, zone: string) => {
  const result = localSlotToInstant({ date, time }, zone);
  if (!result.ok) throw new Error(`${date} ${time} does not exist in ${zone}`);
  return result.at.toISOString();
};
const hour = (iso: string) => new Date(new Date(iso).getTime() + 3600_000);

describe('local slots across daylight-saving changes', () => {
  it('keeps the wall-clock hour in Europe/Berlin on both sides of the October change', () => {
    expect(instant('2026-10-24', '10:00', 'Europe/Berlin')).toBe('2026-10-24T08:00:00.000Z');
    expect(instant('2026-10-26', '10:00', 'Europe/Berlin')).toBe('2026-10-26T09:00:00.000Z');
  });

  it('keeps the wall-clock hour in America/New_York around 2026-11-01', () => {
    expect(instant('2026-10-31', '09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z');
    expect(instant('2026-11-02', '09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
    // 01:30 happens twice that night: the first (still EDT) is taken.
    expect(instant('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses a time the clocks skip', () => {
    expect(localSlotToInstant({ date: '2026-03-29', time: '02:30' }, 'Europe/Berlin')).toEqual({
      ok: false,
      reason: 'nonexistent',
    });
    expect(localSlotToInstant({ date: '2026-03-08', time: '02:15' }, 'America/New_York').ok).toBe(false);
    expect(instant('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('judges working hours with each day’s offset, so the overlap moves when only one side changed clocks', () => {
    // 14:00 Berlin, an hour long. Before the EU change it is 08:00 in New York; after it (New York has not
    // changed yet), 09:00.
    const before = instant('2026-10-24', '14:00', 'Europe/Berlin');
    const after = instant('2026-10-26', '14:00', 'Europe/Berlin');
    expect(inWorkingHours(new Date(before), hour(before), 'America/New_York')).toBe(false);
    expect(inWorkingHours(new Date(after), hour(after), 'America/New_York')).toBe(true);
    expect(inWorkingHours(new Date(before), hour(before), 'Europe/Berlin')).toBe(true);
    expect(inWorkingHours(new Date(after), hour(after), 'Europe/Berlin')).toBe(true);
  });

  it('takes 9–17 inclusive of the edges and refuses what runs past 17:00 or over midnight', () => {
    const zone = 'Europe/Berlin';
    const at = (time: string) => new Date(instant('2026-12-01', time, zone));
    expect(inWorkingHours(at('09:00'), at('17:00'), zone)).toBe(true);
    expect(inWorkingHours(at('08:59'), at('10:00'), zone)).toBe(false);
    expect(inWorkingHours(at('16:30'), at('17:30'), zone)).toBe(false);
    expect(inWorkingHours(at('23:30'), new Date(at('23:30').getTime() + 3600_000), zone)).toBe(false);
  });

  it('formats an instant in a zone for people', () => {
    expect(formatInZone(new Date('2026-10-26T09:00:00Z'), 'Europe/Berlin')).toBe(
      'Mon 26 Oct 2026, 10:00 (Europe/Berlin)',
    );
  });
});
