import type { PostHogConfig } from 'posthog-js/dist/module.slim.no-external.js';

/**
 * The spec's analytics constants (§9), in one place. Each one reaches the client: PostHog's own options where it
 * has one, our event queue (event-queue.ts) for the batch flush and the retries, which PostHog does not let an app
 * set (its retry count is fixed and its jitter may overshoot the cap).
 */
export const ANALYTICS_CLIENT_OPTIONS = {
  /** A session ends after this long without an event. */
  sessionIdleTimeoutSeconds: 1800,
  /** Events are sent in a batch at most this often. */
  batchFlushMs: 3000,
  /** How long a feature-flags request may take. */
  flagsRequestTimeoutMs: 3000,
  /** How long a surveys request may take (surveys are never shown; the limit still holds). */
  surveysRequestTimeoutMs: 10_000,
  /** The client drops events beyond this rate: a loop on a page must not flood the relay. */
  rateLimit: { eventsPerSecond: 10, burst: 100 },
  /** A batch that failed is sent again up to this many times, waiting twice as long each time, never over the cap. */
  retry: { maxRetries: 10, baseDelayMs: 3000, maxDelayMs: 30 * 60_000 },
  cookieExpiryDays: 365,
  /** Nothing of the visitor is written to cookies or storage: a new page load is a new anonymous visitor. */
  persistence: 'memory',
} as const;

/** The events a batch holds at most (a keep-alive request at unload must stay under the browser's 64 KB). */
export const MAX_BATCH_EVENTS = 50;

export interface PostHogOptionsInput {
  /** The same-origin relay path from the runtime configuration. */
  relayPath: string;
  provider: 'posthog' | 'embedded';
  /** Every event PostHog builds is handed here; PostHog itself sends nothing (see event-queue.ts). */
  beforeSend: NonNullable<PostHogConfig['before_send']>;
}

/**
 * PostHog's configuration: the spec's constants, the relay as its only host, and every capture that could see
 * content turned off: no autocapture, no session recording, heatmaps, dead clicks, exceptions, console logs,
 * surveys, tours, toolbar or web experiments, and no scripts loaded from anywhere (the slim bundle has none of
 * them built in either). Page views are sent by our router hook, not PostHog's history listener.
 */
export function postHogOptions({
  relayPath,
  provider,
  beforeSend,
}: PostHogOptionsInput): Partial<PostHogConfig> {
  const o = ANALYTICS_CLIENT_OPTIONS;
  return {
    api_host: relayPath,
    ui_host: null,
    persistence: o.persistence,
    cookie_expiration: o.cookieExpiryDays,
    session_idle_timeout_seconds: o.sessionIdleTimeoutSeconds,
    request_batching: true,
    request_queue_config: { flush_interval_ms: o.batchFlushMs },
    feature_flag_request_timeout_ms: o.flagsRequestTimeoutMs,
    surveys_request_timeout_ms: o.surveysRequestTimeoutMs,
    rate_limiting: { events_per_second: o.rateLimit.eventsPerSecond, events_burst_limit: o.rateLimit.burst },
    // The embedded store has no flags or remote configuration to fetch.
    advanced_disable_flags: provider === 'embedded',
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    enable_recording_console_log: false,
    disable_surveys: true,
    disable_surveys_automatic_display: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_toolbar_metrics: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    save_campaign_params: false,
    person_profiles: 'identified_only',
    // Robots are told apart by user agent, by us (bots.ts) and the relay. PostHog would also drop every browser
    // with `navigator.webdriver`, which automation tools and some assistive software set.
    opt_out_useragent_filter: true,
    before_send: beforeSend,
  };
}
