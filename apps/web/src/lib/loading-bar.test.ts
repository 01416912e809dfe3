import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimatedProgress, LOADING_BAR, LoadingBarController } from './loading-bar.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar', () => {
  it('uses the spec constants', () => {
    expect(LOADING_BAR).toEqual({
      throttle: 200,
      duration: 2000,
      hideDelay: 500,
      resetDelay: 400,
      height: 3,
    });
  });

  it('never shows for a navigation shorter than the throttle', () => {
    const bar = new LoadingBarController();
    const changes = vi.fn();
    bar.subscribe(changes);
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    bar.finish();
    vi.advanceTimersByTime(2000);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    expect(changes).not.toHaveBeenCalled();
  });

  it('shows after the throttle and eases toward 100 over the duration without reaching it', () => {
    const bar = new LoadingBarController();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    const half = bar.getState().progress;
    expect(half).toBeGreaterThan(40);
    expect(half).toBeLessThan(60);
    vi.advanceTimersByTime(1000);
    const full = bar.getState().progress;
    expect(full).toBeGreaterThan(half);
    expect(full).toBeCloseTo(estimatedProgress(2000, 2000), 0);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('on finish jumps to 100, hides after 500 ms and resets after another 400 ms', () => {
    const bar = new LoadingBarController();
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('restarts cleanly when a new navigation begins while hiding', () => {
    const bar = new LoadingBarController();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    vi.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(true);
  });
});
