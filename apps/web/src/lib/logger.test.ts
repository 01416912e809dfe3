import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';

function setup() {
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({ sink, now: () => Date.now() });
  return { sink, logger };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('logger throttle', () => {
  it('passes 5 identical messages within 1000 ms and drops the 6th and later', () => {
    const { sink, logger } = setup();
    for (let i = 0; i < 9; i += 1) logger.warn('same thing');
    expect(sink.warn).toHaveBeenCalledTimes(5);
  });

  it('writes one summary of the dropped repeats when the window closes', () => {
    const { sink, logger } = setup();
    for (let i = 0; i < 8; i += 1) logger.error('boom');
    vi.advanceTimersByTime(1000);
    expect(sink.error).toHaveBeenCalledTimes(6);
    expect(sink.error).toHaveBeenLastCalledWith('boom (repeated 3 more times)');
  });

  it('lets the message through again in a new window', () => {
    const { sink, logger } = setup();
    for (let i = 0; i < 6; i += 1) logger.info('tick');
    vi.advanceTimersByTime(1001);
    logger.info('tick');
    expect(sink.info.mock.calls.map((c) => c[0])).toEqual([
      'tick',
      'tick',
      'tick',
      'tick',
      'tick',
      'tick (repeated 1 more time)',
      'tick',
    ]);
  });

  it('counts repeats only within 1000 ms and per message', () => {
    const { sink, logger } = setup();
    for (let i = 0; i < 5; i += 1) {
      logger.warn('slow');
      vi.advanceTimersByTime(300);
    }
    logger.warn('slow');
    logger.warn('other');
    expect(sink.warn).toHaveBeenCalledTimes(7);
  });
});
