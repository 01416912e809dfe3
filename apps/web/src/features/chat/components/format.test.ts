import { describe, expect, it } from 'vitest';
import { clockTime, dayLabel, fullDate, shortTime } from './format.ts';

// The same message, read by someone in Berlin and someone in New York, the morning after in Berlin.
const sent = '2026-11-24T23:30:00.000Z';
const now = new Date('2026-11-25T08:00:00.000Z');

describe('chat times', () => {
  it('are read in the zone they are given, not the device’s', () => {
    expect(clockTime(sent, 'Europe/Berlin')).toBe('00:30');
    expect(clockTime(sent, 'America/New_York')).toBe('18:30');
    expect(fullDate(sent, 'Europe/Berlin')).toBe('25 Nov 2026 at 00:30');
    expect(fullDate(sent, 'America/New_York')).toBe('24 Nov 2026 at 18:30');
  });

  it('count today and yesterday in that zone', () => {
    expect(shortTime(sent, 'Europe/Berlin', now)).toBe('00:30');
    expect(shortTime(sent, 'America/New_York', now)).toBe('Yesterday');
    expect(dayLabel(sent, 'Europe/Berlin', now)).toBe('Today');
    expect(dayLabel(sent, 'America/New_York', now)).toBe('Yesterday');
    expect(shortTime('2026-03-02T10:00:00.000Z', 'Asia/Tokyo', now)).toBe('2 Mar');
    expect(dayLabel('2025-03-02T10:00:00.000Z', 'Asia/Tokyo', now)).toBe('2 March 2025');
  });
});
