import { describe, expect, it } from 'vitest';
import {
  calendarDaysFromNow,
  formatDateTime,
  formatDay,
  formatMinorMoney,
  formatMoney,
  formatNumber,
  formatTime,
  zoneOffset,
  formatHours,
  formatRange,
  localToUtcIso,
  relativeTime,
  resolveTimeZone,
  todayInZone,
} from './format.ts';

describe('format', () => {
  it('turns a wall-clock time in a zone into the right UTC instant on both sides of a daylight-saving change', () => {
    // Europe/Berlin moves from +01:00 to +02:00 on 29 March 2026.
    expect(localToUtcIso('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
    expect(localToUtcIso('2026-03-30', '09:00', 'Europe/Berlin')).toBe('2026-03-30T07:00:00.000Z');
    // America/New_York moves from -05:00 to -04:00 on 8 March 2026, and back on 1 November.
    expect(localToUtcIso('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(localToUtcIso('2026-03-09', '09:00', 'America/New_York')).toBe('2026-03-09T13:00:00.000Z');
    expect(localToUtcIso('2026-11-02', '09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
    // A zone without daylight saving.
    expect(localToUtcIso('2026-07-01', '09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z');
  });

  it('moves a time that does not exist (the skipped hour) forward with the clocks', () => {
    expect(localToUtcIso('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(formatDateTime('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('29 Mar 2026, 03:30 GMT+2');
  });

  it('refuses what is not a date and a time', () => {
    expect(() => localToUtcIso('2026-03-29', '', 'Europe/Berlin')).toThrow();
    expect(() => localToUtcIso('', '10:00', 'Europe/Berlin')).toThrow();
  });

  it('shows an instant in a zone with its abbreviation at that moment', () => {
    expect(formatDateTime('2026-03-07T15:00:00.000Z', 'America/New_York')).toBe('7 Mar 2026, 10:00 EST');
    expect(formatDateTime('2026-03-09T15:00:00.000Z', 'America/New_York')).toBe('9 Mar 2026, 11:00 EDT');
    expect(formatRange('2026-03-09T15:00:00.000Z', '2026-03-09T15:45:00.000Z', 'America/New_York')).toBe(
      'Mon 9 Mar 2026, 11:00–11:45 EDT',
    );
    // Crossing midnight in the zone names the end's day.
    expect(formatRange('2026-03-09T03:30:00.000Z', '2026-03-09T05:30:00.000Z', 'America/New_York')).toBe(
      'Sun 8 Mar 2026, 23:30–Mon 9 Mar, 01:30 EDT',
    );
  });

  it('falls back to the browser zone for an unknown or missing profile zone', () => {
    expect(resolveTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe(browser);
    expect(resolveTimeZone(null)).toBe(browser);
  });

  it('says durations and distances as a person would', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(relativeTime('2026-03-04T12:00:00.000Z', now)).toBe('in 3 days');
    expect(relativeTime('2026-03-01T10:00:00.000Z', now)).toBe('2 hours ago');
    expect(relativeTime(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 59_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() - 61_000).toISOString(), now)).toBe('1 minute ago');
    expect(formatHours(0.5)).toBe('under an hour');
    expect(formatHours(30)).toBe('30 hours');
    expect(formatHours(72)).toBe('3 days');
    expect(todayInZone('Pacific/Kiritimati', now)).toBe('2026-03-02');
  });

  it('reads one instant in the zone it is given, on a 24-hour clock', () => {
    // 23:10 UTC is ten past midnight in Berlin and ten past six in the evening in New York.
    const instant = '2026-11-24T23:10:00.000Z';
    expect(formatTime(instant, 'Europe/Berlin')).toBe('00:10');
    expect(formatTime(instant, 'America/New_York')).toBe('18:10');
    expect(formatTime(new Date(instant), 'Asia/Tokyo')).toBe('08:10');
    expect(formatDateTime(instant, 'Europe/Berlin')).toBe('25 Nov 2026, 00:10 GMT+1');
    expect(calendarDaysFromNow(instant, 'Europe/Berlin', new Date('2026-11-24T12:00:00.000Z'))).toBe(1);
    expect(calendarDaysFromNow(instant, 'America/New_York', new Date('2026-11-24T12:00:00.000Z'))).toBe(0);
    expect(zoneOffset('Asia/Kolkata', new Date(instant))).toBe('GMT+05:30');
  });

  it('writes a calendar day as the same day in every zone', () => {
    expect(formatDay('2027-01-11')).toBe('11 Jan 2027');
    expect(formatDay('2027-01-11T23:59:00.000Z', 'EEE d MMM yyyy')).toBe('Mon 11 Jan 2027');
  });

  it('writes numbers and money one way', () => {
    expect(formatNumber(1940)).toBe('1,940');
    expect(formatMoney(112000, 'EUR')).toBe('€112,000');
    expect(formatMoney(9333.4, 'USD')).toBe('$9,333');
    expect(formatMoney(120000, 'USD', { compact: true })).toBe('$120K');
    expect(formatMoney(9000, 'USD', { compact: true })).toBe('$9,000');
    expect(formatMoney(9000, 'not a currency')).toBe('9,000 not a currency');
  });

  it('formats amounts kept in cents, with the cents only when there are some (always when exact)', () => {
    expect(formatMinorMoney(4900, 'USD')).toBe('$49');
    expect(formatMinorMoney(4950, 'EUR')).toBe('€49.50');
    expect(formatMinorMoney(-123456, 'GBP', { exact: true })).toBe('-£1,234.56');
    expect(formatMinorMoney(4900, 'USD', { exact: true })).toBe('$49.00');
    expect(formatMinorMoney(500, 'not a currency')).toBe('5 not a currency');
  });
});
