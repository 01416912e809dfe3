import { useSearchParams } from 'react-router';
import { todayInZone, useTimeZone } from '../../../lib/format.ts';
import { FunnelSection } from '../components/funnel-section.tsx';
import { PageViewsSection } from '../components/page-views-section.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` minus whole days (calendar arithmetic, no zone). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `/recruiter/analytics` (operators): page views per path and day from the embedded store, and the hiring funnel
 * from our own tables. The ranges live in the address (`?days=30&from=…&to=…`), so a view can be shared.
 */
export default function AnalyticsPage() {
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const days = params.get('days') === '30' ? 30 : 7;
  const today = todayInZone(zone);
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : today;
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : daysBefore(to, 29);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">Analytics</h1>
        <p className="mt-1.5 text-sm text-ink-600">
          Where visitors go, and how sign-ups turn into hires. Page views count only visitors who accepted
          analytics and are kept for a limited time; robots are never counted.
        </p>
      </div>
      <PageViewsSection days={days} onDaysChange={(next) => update({ days: String(next) })} />
      <FunnelSection range={{ from, to }} onRangeChange={(next) => update(next)} />
    </div>
  );
}
