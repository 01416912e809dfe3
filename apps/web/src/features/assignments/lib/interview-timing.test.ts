import { describe, expect, it } from 'vitest';
import {
  announcement,
  durationWords,
  overrunText,
  serverOffsetMs,
  takePhase,
  type TakePhase,
} from './interview-timing.ts';

const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const at = (secondsAfter: number) => T0 + secondsAfter * 1000;
const iso = (secondsAfter: number) => new Date(at(secondsAfter)).toISOString();

const thinking = {
  state: 'thinking' as const,
  think_ends_at: iso(30),
  answer_started_at: null,
  answer_ends_at: null,
};
// Answering started at 20 s (early), 120 s to answer → ends at 140 s; cap = 60 s → hard stop at 200 s.
const answering = {
  state: 'answering' as const,
  think_ends_at: iso(30),
  answer_started_at: iso(20),
  answer_ends_at: iso(140),
};

describe('takePhase', () => {
  it('counts think time down, then says think time is over', () => {
    expect(takePhase(thinking, 120, at(0))).toEqual({ name: 'thinking', secondsLeft: 30 });
    expect(takePhase(thinking, 120, at(29.2))).toEqual({ name: 'thinking', secondsLeft: 1 });
    expect(takePhase(thinking, 120, at(30))).toEqual({ name: 'think-over' });
  });

  it('counts the answer time down from the server’s end, not from think time', () => {
    expect(takePhase(answering, 120, at(20))).toEqual({ name: 'answering', secondsLeft: 120 });
    expect(takePhase(answering, 120, at(139.5))).toEqual({ name: 'answering', secondsLeft: 1 });
  });

  it('records an overrun, not a cut, until the cap (half the answer time, at least 30 s)', () => {
    expect(takePhase(answering, 120, at(140))).toEqual({
      name: 'overrun',
      overSeconds: 0,
      capSecondsLeft: 60,
    });
    expect(takePhase(answering, 120, at(212 - 60))).toEqual({
      name: 'overrun',
      overSeconds: 12,
      capSecondsLeft: 48,
    });
    expect(takePhase(answering, 120, at(199.9))).toMatchObject({ name: 'overrun', overSeconds: 59 });
    expect(takePhase(answering, 120, at(200))).toEqual({ name: 'cap-reached', overSeconds: 60 });
    // A short answer time still allows 30 s over.
    const short = { ...answering, answer_ends_at: iso(50) };
    expect(takePhase(short, 30, at(79))).toMatchObject({ name: 'overrun', overSeconds: 29 });
    expect(takePhase(short, 30, at(80))).toEqual({ name: 'cap-reached', overSeconds: 30 });
  });

  it('falls back to answer start + answer time when the end is missing', () => {
    const noEnd = { ...answering, answer_ends_at: null };
    expect(takePhase(noEnd, 60, at(20))).toEqual({ name: 'answering', secondsLeft: 60 });
  });

  it('passes later states through', () => {
    for (const state of ['stopped', 'recorded', 'kept', 'discarded'] as const)
      expect(takePhase({ ...answering, state }, 120, at(500))).toEqual({ name: state });
  });
});

describe('words and clocks', () => {
  it('formats overruns', () => {
    expect(overrunText(0)).toBe('0:00 over');
    expect(overrunText(72)).toBe('1:12 over');
  });

  it('says durations plainly', () => {
    expect(durationWords(1)).toBe('1 second');
    expect(durationWords(45)).toBe('45 seconds');
    expect(durationWords(90)).toBe('90 seconds');
    expect(durationWords(120)).toBe('2 minutes');
    expect(durationWords(150)).toBe('2 minutes 30 seconds');
    expect(durationWords(60)).toBe('1 minute');
  });
});

describe('announcement', () => {
  const keys = (phases: TakePhase[], answerSeconds = 120) =>
    phases.map((phase) => announcement(phase, answerSeconds)?.key ?? null);

  it('changes only at phase changes and once near the end, never every second', () => {
    const ticks: TakePhase[] = [
      { name: 'thinking', secondsLeft: 30 },
      { name: 'thinking', secondsLeft: 29 },
      { name: 'answering', secondsLeft: 120 },
      { name: 'answering', secondsLeft: 31 },
      { name: 'answering', secondsLeft: 30 },
      { name: 'answering', secondsLeft: 29 },
      { name: 'overrun', overSeconds: 0, capSecondsLeft: 60 },
      { name: 'overrun', overSeconds: 1, capSecondsLeft: 59 },
      { name: 'cap-reached', overSeconds: 60 },
    ];
    const distinct = keys(ticks).filter((key, index, all) => index === 0 || key !== all[index - 1]);
    expect(distinct).toEqual(['thinking', 'answering', 'answer-warning', 'overrun', 'cap-reached']);
  });

  it('gives no warning when the whole answer time is the warning', () => {
    expect(keys([{ name: 'answering', secondsLeft: 20 }], 30)).toEqual(['answering']);
  });
});

describe('serverOffsetMs', () => {
  it('is the server’s lead over the local clock', () => {
    expect(serverOffsetMs(iso(0), at(-5))).toBe(5000);
    expect(serverOffsetMs('Wed, 25 Nov 2026 10:00:00 GMT', at(0), true)).toBe(500);
    expect(serverOffsetMs('nonsense', at(0))).toBe(0);
  });
});
