import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventQueue, retryDelayMs, type SendBatch } from './event-queue.ts';

const OPTIONS = { retryBaseMs: 3000, retryMaxDelayMs: 30 * 60_000 };

function event(n: number) {
  return { uuid: `u${n}`, event: '$pageview', properties: { n }, timestamp: new Date(0).toISOString() };
}

function queueWith(statuses: Array<number | Error>, extra: { retryAfterMs?: number } = {}) {
  const sent: Array<{ events: number[]; keepalive: boolean }> = [];
  const send = vi.fn<SendBatch>(async (body, { keepalive }) => {
    const parsed = JSON.parse(body) as { batch: Array<{ properties: { n: number } }> };
    sent.push({ events: parsed.batch.map((e) => e.properties.n), keepalive });
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return { status: next, retryAfterMs: extra.retryAfterMs };
  });
  const queue = new EventQueue({
    send,
    apiKey: 'k',
    flushIntervalMs: 3000,
    maxRetries: 10,
    maxBatchEvents: 2,
    ...OPTIONS,
    random: () => 1,
  });
  return { queue, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelayMs', () => {
  it('doubles from 3 s and never exceeds 30 minutes, jitter included', () => {
    expect(retryDelayMs(0, OPTIONS, () => 1)).toBe(3000);
    expect(retryDelayMs(0, OPTIONS, () => 0)).toBe(1500);
    expect(retryDelayMs(3, OPTIONS, () => 1)).toBe(24_000);
    for (const retries of [9, 10, 20, 60]) {
      expect(retryDelayMs(retries, OPTIONS, () => 1)).toBeLessThanOrEqual(30 * 60_000);
    }
    expect(retryDelayMs(20, OPTIONS, () => 1)).toBe(30 * 60_000);
    // A server's Retry-After is honoured, within the cap.
    expect(retryDelayMs(0, OPTIONS, () => 1, 60_000)).toBe(60_000);
    expect(retryDelayMs(0, OPTIONS, () => 1, 24 * 3_600_000)).toBe(30 * 60_000);
  });
});

describe('EventQueue', () => {
  it('sends in batches of the size limit once the flush interval has passed', async () => {
    const { queue, sent } = queueWith([]);
    [1, 2, 3].forEach((n) => queue.enqueue(event(n)));
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { events: [1, 2], keepalive: false },
      { events: [3], keepalive: false },
    ]);
    expect(queue.size()).toBe(0);
  });

  it('retries on no answer, 429 and 5xx; drops a batch the relay refuses as wrong (4xx)', async () => {
    const { queue, sent } = queueWith([new Error('offline'), 429, 503, 200, 422]);
    queue.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(3000 + 3000 + 6000 + 12_000);
    expect(sent.map((s) => s.events)).toEqual([[1], [1], [1], [1]]);
    queue.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent.map((s) => s.events)).toEqual([[1], [1], [1], [1], [2]]);
    expect(queue.size()).toBe(0);
  });

  it('sends what is left with keep-alive when the page goes, and nothing after stop', async () => {
    const { queue, sent } = queueWith([500]);
    queue.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(3000);
    queue.enqueue(event(2));
    queue.flushOnExit();
    expect(sent.slice(1)).toEqual([
      { events: [1], keepalive: true },
      { events: [2], keepalive: true },
    ]);
    queue.stop();
    queue.enqueue(event(3));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent).toHaveLength(3);
  });
});
