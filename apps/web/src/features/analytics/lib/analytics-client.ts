import { analyticsPath } from '@talent/contract/analytics';
import type { RuntimeConfig } from '@talent/contract/config';
import type { CaptureResult, PostHog } from 'posthog-js/dist/module.slim.no-external.js';
import { ANALYTICS_CLIENT_OPTIONS, MAX_BATCH_EVENTS, postHogOptions } from './client-options.ts';
import { EventQueue, type SendBatch } from './event-queue.ts';

export interface AnalyticsClient {
  /** A `$pageview` for a full path (path, query and hash). */
  pageView(path: string): void;
  /** The page is going away: send what is queued. */
  flushOnExit(): void;
  /** Off when consent is withdrawn: what is queued is dropped and nothing more is captured until it is on again. */
  setEnabled(enabled: boolean): void;
}

type PostHogModule = { default: PostHog };

let clients = 0;

/** posthog-js's slim build without external scripts: the core only, loaded on consent, in a chunk of its own. */
const loadSlimPostHog = () =>
  import('posthog-js/dist/module.slim.no-external.js') as unknown as Promise<PostHogModule>;

/** POSTs a batch to the relay: JSON, no cookies, and the HTTP status back (0 when there was none). */
export function relaySender(url: string): SendBatch {
  return async (body, { keepalive }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive,
        credentials: 'omit',
      });
      const retryAfter = Number(response.headers.get('retry-after'));
      return { status: response.status, retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : undefined };
    } catch {
      return { status: 0 };
    }
  };
}

/** Only an origin (a referrer's path and query may hold another site's secrets). */
function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value === '$direct')
    return typeof value === 'string' ? value : undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** An absolute URL with its secrets taken out (same origin as given), or undefined for one that is not a URL. */
function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    const path = analyticsPath(url.href);
    return path === null ? undefined : `${url.origin}${path}`;
  } catch {
    return undefined;
  }
}

/**
 * What leaves the browser: every URL PostHog attaches (`$current_url`, `$session_entry_url`, …) without its
 * secrets, paths likewise, referrers as origins only.
 */
function scrubbed(properties: Record<string, unknown>): Record<string, unknown> {
  const out = { ...properties };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value !== 'string') continue;
    if (key.endsWith('referrer')) out[key] = originOf(value);
    else if (key.endsWith('_url')) out[key] = safeUrl(value);
    else if (key.endsWith('pathname')) out[key] = analyticsPath(value)?.split(/[?#]/)[0];
  }
  return out;
}

export interface AnalyticsClientOptions {
  analytics: RuntimeConfig['analytics'];
  loadPostHog?: () => Promise<PostHogModule>;
  send?: SendBatch;
}

/**
 * PostHog, configured with the spec's constants, posting through the same-origin relay. PostHog builds each event
 * (session, browser facts, rate limit); `before_send` hands it to our queue, which batches and retries it.
 */
export async function createAnalyticsClient({
  analytics,
  loadPostHog = loadSlimPostHog,
  send,
}: AnalyticsClientOptions): Promise<AnalyticsClient> {
  const relay = analytics.relay_path.replace(/\/+$/, '');
  const o = ANALYTICS_CLIENT_OPTIONS;
  const newQueue = () =>
    new EventQueue({
      send: send ?? relaySender(`${relay}/batch/`),
      apiKey: analytics.key,
      flushIntervalMs: o.batchFlushMs,
      maxRetries: o.retry.maxRetries,
      retryBaseMs: o.retry.baseDelayMs,
      retryMaxDelayMs: o.retry.maxDelayMs,
      maxBatchEvents: MAX_BATCH_EVENTS,
    });
  let queue: EventQueue | null = newQueue();
  const beforeSend = (event: CaptureResult | null): CaptureResult | null => {
    if (event && queue) {
      queue.enqueue({
        uuid: event.uuid,
        event: event.event,
        properties: scrubbed(event.properties),
        timestamp: (event.timestamp ?? new Date()).toISOString(),
      });
    }
    // PostHog sends nothing itself: the queue has the event.
    return null;
  };
  const { default: posthog } = await loadPostHog();
  const instance = posthog.init(
    analytics.key,
    postHogOptions({ relayPath: relay, provider: analytics.provider, beforeSend }),
    // A name of its own per client: PostHog would hand back an earlier instance (and its queue) for a name reused.
    `borderless-${++clients}`,
  );
  return {
    pageView(path) {
      const safe = analyticsPath(path);
      if (queue && safe !== null) {
        instance.capture('$pageview', { $current_url: `${window.location.origin}${safe}` });
      }
    },
    flushOnExit: () => queue?.flushOnExit(),
    setEnabled(enabled) {
      if (enabled) {
        queue ??= newQueue();
      } else {
        queue?.stop();
        queue = null;
      }
    },
  };
}
