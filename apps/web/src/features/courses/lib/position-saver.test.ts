import type { LessonProgressUpdate } from '@talent/contract/courses';
import { describe, expect, it } from 'vitest';
import { createPositionSaver, resumeAt } from './position-saver.ts';

function setup({ duration = 100, done = false } = {}) {
  let clock = 0;
  const sent: Array<{ update: LessonProgressUpdate; leaving: boolean }> = [];
  const saver = createPositionSaver({
    send: (update, leaving) => sent.push({ update, leaving }),
    durationSeconds: duration,
    done,
    now: () => clock,
    clientTime: () => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, clock)).toISOString(),
  });
  return {
    saver,
    sent,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('the video position saver', () => {
  it('saves every five seconds while playing, to the whole second, with the browser time', () => {
    const { saver, sent, advance } = setup();
    saver.playing(0.3);
    expect(sent).toEqual([
      {
        update: { position_seconds: 0, client_time: '2026-01-01T00:00:00.000Z' },
        leaving: false,
      },
    ]);
    for (let i = 0; i < 19; i++) {
      advance(250);
      saver.playing(0.3 + (i + 1) * 0.25);
    }
    expect(sent).toHaveLength(1);
    advance(250);
    saver.playing(5.31);
    expect(sent.map((s) => s.update.position_seconds)).toEqual([0, 5]);
    expect(sent[1]!.update.client_time).toBe('2026-01-01T00:00:05.000Z');
  });

  it('saves at once on pause and seek, but never the same second twice', () => {
    const { saver, sent, advance } = setup();
    saver.playing(12.2);
    advance(1000);
    saver.settled(12.9);
    expect(sent).toHaveLength(1);
    saver.settled(47.6);
    advance(100);
    saver.settled(31);
    expect(sent.map((s) => s.update.position_seconds)).toEqual([12, 47, 31]);
  });

  it('sends what is unsaved on the way out, as a request that outlives the page', () => {
    const { saver, sent, advance } = setup();
    saver.playing(20);
    advance(3000);
    saver.leave(23.4, true);
    saver.leave(23.9, true);
    expect(sent).toEqual([
      expect.objectContaining({ leaving: false }),
      { update: expect.objectContaining({ position_seconds: 23 }), leaving: true },
    ]);
  });

  it('marks the lesson done once, when 90% of the clip is watched', () => {
    const { saver, sent, advance } = setup({ duration: 60 });
    saver.settled(50);
    expect(sent[0]!.update.done).toBeUndefined();
    saver.settled(54);
    expect(sent[1]!.update).toMatchObject({ position_seconds: 54, done: true });
    advance(6000);
    saver.playing(57);
    saver.settled(59);
    expect(sent.slice(2).map((s) => s.update.done)).toEqual([undefined, undefined]);
  });

  it('does not send done again for a lesson already done', () => {
    const { saver, sent } = setup({ duration: 60, done: true });
    saver.settled(58);
    expect(sent[0]!.update).toEqual({ position_seconds: 58, client_time: expect.any(String) });
  });

  it('ignores a position the browser cannot tell yet', () => {
    const { saver, sent } = setup();
    saver.settled(Number.NaN);
    expect(sent).toEqual([]);
  });
});

describe('where a video resumes', () => {
  it('starts at the saved second, or over when there is none or the clip was watched to the end', () => {
    expect(resumeAt(null, 120)).toBe(0);
    expect(resumeAt(0, 120)).toBe(0);
    expect(resumeAt(42, 120)).toBe(42);
    expect(resumeAt(117, 120)).toBe(117);
    expect(resumeAt(118, 120)).toBe(0);
  });
});
