import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { clearRecentErrors, recentErrors, recordError } from './recent-errors.ts';

afterEach(() => clearRecentErrors());

describe('recent errors (what a feedback report may carry)', () => {
  it('keeps the last ten, oldest first, with what came with each', () => {
    for (let i = 1; i <= 12; i += 1) recordError(`Failure ${i}`);
    recordError('Route error', new TypeError('x is undefined'), { status: 500 });
    const kept = recentErrors();
    expect(kept).toHaveLength(10);
    expect(kept[0]!.message).toBe('Failure 4');
    expect(kept.at(-1)).toEqual({
      message: 'Route error TypeError: x is undefined {"status":500}',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('gets the errors the logger writes, not the repeats it drops (a loop cannot push the rest out)', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const seen: string[] = [];
    const logger = createLogger({ sink, onError: (message) => seen.push(message) });
    for (let i = 0; i < 7; i += 1) logger.error('boom');
    logger.warn('not an error');
    expect(sink.error).toHaveBeenCalledTimes(5);
    expect(seen).toEqual(['boom', 'boom', 'boom', 'boom', 'boom']);
  });
});
