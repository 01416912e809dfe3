import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiResponse } from '../../../lib/api-client.ts';
import type { ProctoringEvent } from '../api/proctoring-events.ts';
import { PROCTORING_FLUSH_MS, ProctoringBatcher } from './proctoring-batcher.ts';

const event = (n: number): ProctoringEvent => ({
  kind: 'paste',
  at: new Date(n * 1000).toISOString(),
  amount: n,
});

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('proctoring signals go in batches', () => {
  it('waits for the interval and sends what gathered in one request', async () => {
    const send = vi.fn(async (_events: ProctoringEvent[]) => undefined);
    const batcher = new ProctoringBatcher(send);
    batcher.record(event(1));
    batcher.record(event(2));
    await vi.advanceTimersByTimeAsync(PROCTORING_FLUSH_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toEqual([event(1), event(2)]);
  });

  it('sends at once when a batch is full (50, the limit per request)', async () => {
    const send = vi.fn(async (_events: ProctoringEvent[]) => undefined);
    const batcher = new ProctoringBatcher(send);
    for (let n = 0; n < 50; n++) batcher.record(event(n));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]![0]).toHaveLength(50);
  });

  it('keeps a batch that failed on the network for the next try', async () => {
    let offline = true;
    const send = vi.fn(async (_events: ProctoringEvent[]) => {
      if (offline) throw new ApiError('Network Error', 'ERR_NETWORK');
    });
    const batcher = new ProctoringBatcher(send);
    batcher.record(event(1));
    await vi.advanceTimersByTimeAsync(PROCTORING_FLUSH_MS);
    offline = false;
    batcher.record(event(2));
    await vi.advanceTimersByTimeAsync(PROCTORING_FLUSH_MS);
    expect(send).toHaveBeenLastCalledWith([event(1), event(2)]);
  });

  it('stops for good when the attempt has ended', async () => {
    const send = vi.fn(async (_events: ProctoringEvent[]) => {
      throw new ApiError('ended', 'ERR_BAD_REQUEST', {
        response: { status: 409, data: {}, headers: {} } as ApiResponse,
      });
    });
    const batcher = new ProctoringBatcher(send);
    batcher.record(event(1));
    await batcher.flush();
    batcher.record(event(2));
    await vi.advanceTimersByTimeAsync(PROCTORING_FLUSH_MS * 2);
    expect(send).toHaveBeenCalledOnce();
  });
});
