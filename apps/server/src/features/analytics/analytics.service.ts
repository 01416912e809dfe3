import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  MAX_FUNNEL_DAYS,
  type Funnel,
  type PageViewStats,
} from '@talent/contract/analytics';
import { isAutomatedAgent } from '@talent/contract/bots';
import type { AnalyticsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { analyticsSweeps } from './analytics.sweeps.ts';
import {
  deleteEventsReceivedBefore,
  funnelCounts,
  insertEvents,
  pageViewsByDay,
  pageViewsByDayAndPath,
  pageViewTotals,
} from './analytics.repository.ts';
import type { CaptureBody } from './capture-body.ts';
import { eventsToStore } from './capture-events.ts';

const DAY_MS = 86_400_000;
/** Capture requests one address may send to the embedded store per minute (a browser sends one per 3 s at most). */
export const INGEST_REQUESTS_PER_MINUTE = 300;
/** Path-and-day rows the console shows at most. */
export const MAX_PAGE_VIEW_ROWS = 1000;
/** The funnel's default range: the last 30 days. */
const DEFAULT_FUNNEL_DAYS = 30;

/** `YYYY-MM-DD` of an instant as a wall calendar in `zone` reads it. */
function localDay(at: Date, zone: string): string {
  return format(new TZDate(at.getTime(), zone), 'yyyy-MM-dd');
}

/** Calendar arithmetic on `YYYY-MM-DD` (zone-free: a date has no time to shift). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in `zone` (a DST change moves it, which is why the zone does the work). */
function startOfDay(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, zone).getTime());
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;
}

export interface AnalyticsDeps {
  db: Db;
  config: AnalyticsConfig;
  limiter: RateLimiter;
  now?: (() => Date) | undefined;
}

/** The embedded event store (what the relay keeps without PostHog) and the console's figures. */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Stores a capture body's events. A robot's are dropped without saying so (it gets the same answer); an address
   * over its rate gets 429.
   */
  async ingest(body: CaptureBody, client: { ip: string; userAgent: string | undefined }): Promise<number> {
    if (isAutomatedAgent(client.userAgent)) return 0;
    const hit = await this.deps.limiter.hit(`analytics:${client.ip}`, 60);
    if (hit.hits > INGEST_REQUESTS_PER_MINUTE) {
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    }
    const now = this.now();
    const oldest = new Date(now.getTime() - this.deps.config.retentionDays * DAY_MS);
    return insertEvents(this.deps.db, eventsToStore(body, { now, oldest }));
  }

  /** Page views of the last `days` days (today included) in the reader's zone: per day, per path and day, totals. */
  async pageViews(days: number, timeZone: string): Promise<PageViewStats> {
    const now = this.now();
    const to = localDay(now, timeZone);
    const from = addDays(to, -(days - 1));
    const range = { from: startOfDay(from, timeZone), to: now, timeZone };
    const [rows, daily, totals] = await Promise.all([
      pageViewsByDayAndPath(this.deps.db, range, MAX_PAGE_VIEW_ROWS + 1),
      pageViewsByDay(this.deps.db, range),
      pageViewTotals(this.deps.db, range),
    ]);
    const byDay = new Map(daily.map((row) => [row.day, row]));
    return {
      provider: this.deps.config.posthog ? 'posthog' : 'embedded',
      time_zone: timeZone,
      from,
      to,
      total_views: totals.views,
      unique_sessions: totals.sessions,
      days: Array.from({ length: days }, (_, i) => {
        const day = addDays(from, i);
        return { day, views: byDay.get(day)?.views ?? 0, sessions: byDay.get(day)?.sessions ?? 0 };
      }),
      rows: rows.slice(0, MAX_PAGE_VIEW_ROWS),
      truncated: rows.length > MAX_PAGE_VIEW_ROWS,
    };
  }

  /** The hiring funnel of the talents who signed up between `from` and `to` (whole days in the reader's zone). */
  async funnel(
    query: { from?: string | undefined; to?: string | undefined },
    timeZone: string,
  ): Promise<Funnel> {
    const today = localDay(this.now(), timeZone);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, -(DEFAULT_FUNNEL_DAYS - 1));
    // The schema checks a range given whole; one end left to its default is checked here.
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_FUNNEL_DAYS) {
      throw AppError.validation({ from: [`Choose a range of at most ${MAX_FUNNEL_DAYS} days.`] });
    }
    const counts = await funnelCounts(
      this.deps.db,
      startOfDay(from, timeZone),
      startOfDay(addDays(to, 1), timeZone),
    );
    return {
      time_zone: timeZone,
      from,
      to,
      steps: FUNNEL_STEPS.map((key, index) => {
        const previous = index === 0 ? null : counts[FUNNEL_STEPS[index - 1]!];
        return {
          key,
          label: FUNNEL_STEP_LABELS[key],
          count: counts[key],
          from_previous: previous === null ? null : share(counts[key], previous),
          from_start: share(counts[key], counts.signed_up),
        };
      }),
    };
  }

  /** Removes what is older than the retention, on the app's clock. */
  async sweepExpired(now: Date): Promise<number> {
    return deleteEventsReceivedBefore(
      this.deps.db,
      new Date(now.getTime() - this.deps.config.retentionDays * DAY_MS),
    );
  }

  sweeps(): Sweep[] {
    return analyticsSweeps(this);
  }
}
