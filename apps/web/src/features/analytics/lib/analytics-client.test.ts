import posthog from 'posthog-js/dist/module.slim.no-external.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient } from './analytics-client.ts';
import { ANALYTICS_CLIENT_OPTIONS, postHogOptions } from './client-options.ts';
import type { SendBatch } from './event-queue.ts';

const EMBEDDED = { enabled: true, provider: 'embedded' as const, key: 'phc_embedded', relay_path: '/ingest' };

afterEach(() => {
  vi.useRealTimers();
});

/** A relay stand-in that records each batch and answers with the next status of `statuses` (then 200). */
function recordingSend(statuses: number[] = []) {
  const batches: Array<{ at: number; body: { api_key: string; batch: Array<Record<string, unknown>> } }> = [];
  const send = vi.fn<SendBatch>(async (body) => {
    batches.push({ at: Date.now(), body: JSON.parse(body) as (typeof batches)[number]['body'] });
    return { status: statuses.shift() ?? 200 };
  });
  return { send, batches };
}

describe('the analytics constants', () => {
  it('reach PostHog’s own configuration, under PostHog’s real option names', () => {
    const instance = posthog.init(
      'phc_constants',
      postHogOptions({ relayPath: '/ingest', provider: 'embedded', beforeSend: () => null }),
      'constants-test',
    );
    expect(instance.config).toMatchObject({
      api_host: '/ingest',
      session_idle_timeout_seconds: 1800,
      request_queue_config: { flush_interval_ms: 3000 },
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10_000,
      rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
      cookie_expiration: 365,
      persistence: 'memory',
    });
    // And nothing that could see what people type or watch.
    expect(instance.config).toMatchObject({
      autocapture: false,
      capture_pageview: false,
      disable_session_recording: true,
      capture_heatmaps: false,
      disable_surveys: true,
      disable_external_dependency_loading: true,
    });
    // PostHog applied them: the session ends after 30 idle minutes, and nothing lands in cookies or storage.
    expect(instance.sessionManager?.sessionTimeoutMs).toBe(1_800_000);
    expect(document.cookie).not.toMatch(/ph_/);
    expect(Object.keys(localStorage).filter((key) => key.includes('ph_'))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((key) => key.includes('ph_'))).toEqual([]);
  });

  it('batch every 3 s and retry a failed batch 10 times, doubling the wait up to 30 minutes', async () => {
    vi.useFakeTimers();
    // Every answer fails: the relay's 502 while PostHog is down.
    const { send, batches } = recordingSend(Array.from({ length: 20 }, () => 502));
    const client = await createAnalyticsClient({ analytics: EMBEDDED, send });
    const start = Date.now();
    client.pageView('/jobs?q=react#top');
    client.pageView('/offers');

    await vi.advanceTimersByTimeAsync(ANALYTICS_CLIENT_OPTIONS.batchFlushMs - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.at - start).toBe(3000);
    expect(batches[0]!.body.api_key).toBe('phc_embedded');
    expect(
      batches[0]!.body.batch.map((e) => [e.event, (e.properties as Record<string, unknown>).$current_url]),
    ).toEqual([
      ['$pageview', 'http://localhost:3000/jobs?q=react#top'],
      ['$pageview', 'http://localhost:3000/offers'],
    ]);

    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    // The first send and 10 retries, then the batch is given up.
    expect(batches).toHaveLength(11);
    const waits = batches.slice(1).map((b, i) => b.at - batches[i]!.at);
    const cap = ANALYTICS_CLIENT_OPTIONS.retry.maxDelayMs;
    waits.forEach((wait, retry) => {
      const exponential = Math.min(cap, 3000 * 2 ** retry);
      expect(wait, `retry ${retry + 1}`).toBeGreaterThanOrEqual(exponential / 2);
      expect(wait, `retry ${retry + 1}`).toBeLessThanOrEqual(exponential);
    });
    expect(Math.max(...waits)).toBeLessThanOrEqual(30 * 60_000);
    client.setEnabled(false);
  });

  it('keeps secrets out of what it sends, and sends nothing once turned off', async () => {
    vi.useFakeTimers();
    const { send, batches } = recordingSend();
    const client = await createAnalyticsClient({ analytics: EMBEDDED, send });
    client.pageView('/reset-password?token=abc&email=a%40b.c');
    await vi.advanceTimersByTimeAsync(3000);
    const properties = batches[0]!.body.batch[0]!.properties as Record<string, unknown>;
    expect(properties.$current_url).toBe(
      'http://localhost:3000/reset-password?token=redacted&email=redacted',
    );

    client.pageView('/jobs');
    client.setEnabled(false);
    client.pageView('/offers');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(1);

    client.setEnabled(true);
    client.pageView('/applications');
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches.map((b) => b.body.batch.map((e) => e.event))).toEqual([['$pageview'], ['$pageview']]);
    // Persistence in memory: after events, still nothing of PostHog's in cookies or storage.
    expect(document.cookie).not.toMatch(/ph_/);
    expect(
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => /ph_|posthog/i.test(k)),
    ).toEqual([]);
  });
});
