import { PAGE_VIEW_RANGES, type PageViewStats } from '@talent/contract/analytics';
import { BarChart3, CloudOff, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageViews } from '../api/get-page-views.ts';

type Days = (typeof PAGE_VIEW_RANGES)[number];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-card border border-ink-200 bg-white px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-ink-900 tabular-nums">
        {formatNumber(value)}
      </dd>
    </div>
  );
}

/** Views per day as bars; each bar names its day and count for screen readers. */
function DailyBars({ stats }: { stats: PageViewStats }) {
  const most = Math.max(1, ...stats.days.map((day) => day.views));
  return (
    <figure className="rounded-card border border-ink-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-ink-800">Page views per day</figcaption>
      <ol className="mt-3 flex h-28 items-end gap-1" aria-label="Page views per day">
        {stats.days.map((day) => (
          <li key={day.day} className="flex h-full flex-1 flex-col justify-end" title={formatDay(day.day)}>
            <span className="sr-only">
              {formatDay(day.day, 'EEE d MMM')}: {formatNumber(day.views)} views, {formatNumber(day.sessions)}{' '}
              sessions
            </span>
            <span
              aria-hidden="true"
              className="block rounded-t-sm bg-brand-600"
              style={{ height: `${Math.max(day.views > 0 ? 4 : 1, (day.views / most) * 100)}%` }}
            />
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-500">
        <span>{formatDay(stats.from, 'd MMM')}</span>
        <span>{formatDay(stats.to, 'd MMM')}</span>
      </div>
    </figure>
  );
}

function ViewsTable({ stats, captionId }: { stats: PageViewStats; captionId: string }) {
  return (
    <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Day
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Path
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Views
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Sessions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {stats.rows.map((row) => (
            <tr key={`${row.day} ${row.path}`}>
              <td className="px-4 py-2 whitespace-nowrap text-ink-700">{formatDay(row.day, 'EEE d MMM')}</td>
              <td className="px-4 py-2 font-mono text-xs break-all text-ink-900">
                {row.path || '(unknown)'}
              </td>
              <td className="px-4 py-2 text-right text-ink-900 tabular-nums">{formatNumber(row.views)}</td>
              <td className="px-4 py-2 text-right text-ink-700 tabular-nums">{formatNumber(row.sessions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stats.truncated && (
        <p className="border-t border-ink-200 px-4 py-2 text-xs text-ink-600">
          Showing the first {formatNumber(stats.rows.length)} rows: the busiest paths of each day.
        </p>
      )}
    </div>
  );
}

/** Page views from the embedded store: totals, a bar per day, and the table per path and day. */
export function PageViewsSection({ days, onDaysChange }: { days: Days; onDaysChange: (days: Days) => void }) {
  const query = usePageViews(days);
  const headingId = useId();
  const tableId = useId();
  const stats = query.data;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading page views" className="space-y-3">
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
        <div className="h-40 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Page views did not load"
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </StatePanel>
    );
  } else if (stats && stats.total_views === 0) {
    body = (
      <StatePanel Icon={BarChart3} title="No page views in this range">
        {stats.provider === 'posthog'
          ? 'Page views go to PostHog on this server: look there. This store only holds what arrived before PostHog was set up.'
          : 'Visitors who accept analytics are counted here as they move between pages.'}
      </StatePanel>
    );
  } else if (stats) {
    body = (
      <div className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Page views" value={stats.total_views} />
          <Figure label="Unique sessions" value={stats.unique_sessions} />
          <Figure label="Paths" value={new Set(stats.rows.map((row) => row.path)).size} />
        </dl>
        <DailyBars stats={stats} />
        <h3 id={tableId} className="text-sm font-medium text-ink-800">
          Page views by day and path
        </h3>
        <ViewsTable stats={stats} captionId={tableId} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            Page views
          </h2>
          <p className="text-sm text-ink-600">
            {stats
              ? `${formatDay(stats.from)} to ${formatDay(stats.to)}, days in ${stats.time_zone}.`
              : 'Visitors who accepted analytics, per page.'}
          </p>
        </div>
        <div
          role="group"
          aria-label="Range"
          className="inline-flex rounded-control border border-ink-200 bg-white p-0.5"
        >
          {PAGE_VIEW_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => onDaysChange(range)}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              Last {range} days
            </button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}
