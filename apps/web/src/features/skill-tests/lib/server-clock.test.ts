import { describe, expect, it } from 'vitest';
import { clockFace, clockOffsetMs, secondsLeft } from './server-clock.ts';

describe('the countdown reads the server clock', () => {
  it('corrects a local clock that is an hour fast', () => {
    const localNow = Date.parse('2026-11-25T13:10:00.000Z'); // an hour ahead of the server
    const offset = clockOffsetMs('2026-11-25T12:10:00.000Z', localNow);
    expect(secondsLeft('2026-11-25T12:30:00.000Z', offset, localNow)).toBe(20 * 60);
    expect(secondsLeft('2026-11-25T12:30:00.000Z', offset, localNow + 65_000)).toBe(20 * 60 - 65);
  });

  it('never goes below zero', () => {
    expect(secondsLeft('2026-11-25T12:30:00.000Z', 0, Date.parse('2026-11-25T12:31:00.000Z'))).toBe(0);
  });

  it('shows minutes and seconds, and hours when there are any', () => {
    expect(clockFace(65)).toBe('01:05');
    expect(clockFace(3729)).toBe('1:02:09');
    expect(clockFace(0)).toBe('00:00');
  });
});
