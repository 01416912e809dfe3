import { z } from 'zod';
import { DateOnlySchema } from './pipeline-common.ts';
import { matchRouteMeta } from './routes.ts';

/*
 * Analytics.
 * Relay (same origin, at the runtime configuration's `analytics.relay_path`, no session, no CSRF):
 *   POST {relay}/batch/, /e/, /i/v0/e/, /capture/   PostHog's capture bodies (JSON, gzip or base64) → 200 {status: 1}
 *                                                  With POSTHOG_KEY the body goes to POSTHOG_HOST as sent; without
 *                                                  it the events land in the embedded store. 400 on an unreadable
 *                                                  body, 422 on events of the wrong shape, 413 over the limit,
 *                                                  429 over the per-address rate, 502/504 when PostHog fails.
 *   GET  {relay}/static/*, /array/*                PostHog's assets, from its assets host (404 when embedded).
 * Console (`/shared/api/operator`, operator role; others 403):
 *   GET  /analytics/page-views?days=7|30           → PageViewStatsResponseSchema (the embedded store's page views)
 *   GET  /analytics/funnel?from&to                 → FunnelResponseSchema (sign-up cohort in the range, from our
 *                                                  own tables: verified, applied, interviewed, offered)
 */

/** Where a browser remembers the visitor's analytics choice (localStorage, JSON of AnalyticsConsentRecord). */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'borderless:analytics-consent';
export type AnalyticsConsent = 'accepted' | 'rejected';
export interface AnalyticsConsentRecord {
  choice: AnalyticsConsent;
  /** When it was made (ISO); after ANALYTICS_CONSENT_DAYS the visitor is asked again. */
  decided_at: string;
}
/** How long a choice holds before the banner asks again (the spec's cookie expiry). */
export const ANALYTICS_CONSENT_DAYS = 365;

/** Query parameters whose values never reach the store: links with secrets or addresses in them. */
export const REDACTED_QUERY_PARAMETERS = [
  'token',
  'email',
  'signature',
  'hash',
  'code',
  'password',
  'secret',
  'key',
  'auth',
  'session',
] as const;
const REDACTED = new Set<string>(REDACTED_QUERY_PARAMETERS);

/** The longest path (with query and hash) an event keeps. */
export const MAX_ANALYTICS_PATH_LENGTH = 2000;

/** A page's path with the segments its route calls `:token` (assessment links) replaced. */
function withoutTokenSegments(pathname: string): string {
  const pattern = matchRouteMeta(pathname)?.path;
  if (!pattern?.includes(':token')) return pathname;
  const names = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  return '/' + segments.map((segment, i) => (names[i] === ':token' ? 'redacted' : segment)).join('/');
}

/**
 * The full path of a page view (path, query and hash), with secrets taken out: the values of secret-bearing query
 * parameters and the token segments of a path, so a reset, verification or assessment link never lands in
 * analytics. Null for something that is not a path.
 */
export function analyticsPath(pathOrUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pathOrUrl, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = new URLSearchParams(url.search);
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (REDACTED.has(name.toLowerCase())) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  const search = changed ? `?${params.toString()}` : url.search;
  return `${withoutTokenSegments(url.pathname)}${search}${url.hash}`.slice(0, MAX_ANALYTICS_PATH_LENGTH);
}

export const ANALYTICS_PROVIDERS = ['posthog', 'embedded'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export const PAGE_VIEW_RANGES = [7, 30] as const;

export const PageViewStatsQuerySchema = z.object({
  days: z
    .enum(['7', '30'], { error: 'Choose the last 7 or 30 days.' })
    .default('7')
    .transform((value) => Number(value) as (typeof PAGE_VIEW_RANGES)[number]),
});

const PageViewRowSchema = z.object({
  /** The day in the reader's time zone (YYYY-MM-DD). */
  day: z.string(),
  path: z.string(),
  views: z.number(),
  /** Distinct sessions that viewed the path that day. */
  sessions: z.number(),
});
export type PageViewRow = z.infer<typeof PageViewRowSchema>;

export const PageViewStatsSchema = z.object({
  /** Where the events go: `posthog` means the store here holds nothing new, PostHog has them. */
  provider: z.enum(ANALYTICS_PROVIDERS),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  total_views: z.number(),
  unique_sessions: z.number(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(z.object({ day: z.string(), views: z.number(), sessions: z.number() })),
  /** Views per path and day, newest day first, most viewed first. */
  rows: z.array(PageViewRowSchema),
  /** More path-and-day rows exist than `rows` holds. */
  truncated: z.boolean(),
});
export type PageViewStats = z.infer<typeof PageViewStatsSchema>;
export const PageViewStatsResponseSchema = z.object({ data: PageViewStatsSchema });

/** The longest range the funnel covers. */
export const MAX_FUNNEL_DAYS = 366;

export const FunnelQuerySchema = z
  .object({ from: DateOnlySchema.optional(), to: DateOnlySchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < MAX_FUNNEL_DAYS,
    { path: ['from'], message: `Choose a range of at most ${MAX_FUNNEL_DAYS} days.` },
  );

export const FUNNEL_STEPS = ['signed_up', 'verified', 'applied', 'interviewed', 'offered'] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStepKey, string> = {
  signed_up: 'Signed up',
  verified: 'Verified their email',
  applied: 'Sent a first application',
  interviewed: 'Got an interview',
  offered: 'Received an offer',
};

export const FunnelSchema = z.object({
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS),
      label: z.string(),
      count: z.number(),
      /** Share of the previous step (0..1); null for the first step or when the previous one is empty. */
      from_previous: z.number().nullable(),
      /** Share of the sign-ups (0..1); null when nobody signed up. */
      from_start: z.number().nullable(),
    }),
  ),
});
export type Funnel = z.infer<typeof FunnelSchema>;
export const FunnelResponseSchema = z.object({ data: FunnelSchema });
