import type { CountryJobCount } from '@talent/contract/jobs';
import { ArrowDown, ArrowUp, ArrowUpDown, CloudOff, Earth, MapPinned } from 'lucide-react';
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAroundTheGlobe } from '../api/get-around-the-globe.ts';
import { JobsNav } from '../components/jobs-nav.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import type { MapCountry } from '../components/world-map.tsx';
import { countryName, plural } from '../../../components/jobs/format.ts';
import { EMPTY_FILL, scaleBins, type Bin } from '../lib/map-scale.ts';
import { searchHref } from '../lib/search-params.ts';
import { formatNumber } from '../../../lib/format.ts';

// The map's code and its world data (react-simple-maps, d3-geo, world-atlas) load only on this page, after
// the counts: the table below is usable before the map arrives.
const WorldMap = lazy(() => import('../components/world-map.tsx'));

/** A failed map chunk (offline, a new deploy) leaves the table, which has everything the map has. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="px-4 py-16 text-center text-sm text-ink-600">
          The map did not load. Every country is in the table below.
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * Where a click on a country leads: its jobs, and only those the candidate can take when we know where they
 * live and there are some (a country with none they can take still shows its jobs rather than an empty list).
 */
function countryHref(count: CountryJobCount, viewerKnown: boolean): string {
  return searchHref({
    located_in: count.country,
    ...(viewerKnown && count.eligible_jobs > 0 ? { eligible_only: true } : {}),
  });
}

function describeCount(viewerKnown: boolean, name: string, count: CountryJobCount | undefined): string {
  if (!count) return `${name}: no open jobs`;
  if (!viewerKnown) return `${name}: ${plural(count.jobs, 'open job')}`;
  return `${name}: ${plural(count.eligible_jobs, 'job')} you can apply to (${formatNumber(count.jobs)} in total)`;
}

function Legend({ bins, viewerKnown }: { bins: Bin[]; viewerKnown: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-700">
      <span className="font-medium text-ink-900">{viewerKnown ? 'Jobs you can apply to' : 'Open jobs'}</span>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1.5" aria-label="Map legend">
        <li className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3.5 rounded-sm ring-1 ring-ink-300 ring-inset"
            style={{ background: EMPTY_FILL }}
          />
          None
        </li>
        {bins.map((bin) => (
          <li key={bin.from} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3.5 rounded-sm" style={{ background: bin.fill }} />
            {bin.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

type SortKey = 'name' | 'eligible_jobs' | 'jobs';

function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: {
  label: string;
  column: SortKey;
  sort: { key: SortKey; dir: 'asc' | 'desc' };
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-4 py-2.5 font-semibold whitespace-nowrap text-ink-900 ${numeric ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex items-center gap-1 rounded-md hover:text-brand-800 ${numeric ? 'flex-row-reverse' : ''}`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-brand-700' : 'text-ink-400'}`} />
      </button>
    </th>
  );
}

/** The accessible twin of the map, and the quickest way to compare countries for everyone. */
function CountryTable({ countries, viewerKnown }: { countries: CountryJobCount[]; viewerKnown: boolean }) {
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({
    key: viewerKnown ? 'eligible_jobs' : 'jobs',
    dir: 'desc',
  });
  const rows = useMemo(() => {
    const factor = sort.dir === 'asc' ? 1 : -1;
    return [...countries].sort((a, b) => {
      const primary = sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key] || 0;
      return primary * factor || a.name.localeCompare(b.name);
    });
  }, [countries, sort]);
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'name' ? 'asc' : 'desc' },
    );

  return (
    <div className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card lg:max-h-[36rem] lg:overflow-y-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Open jobs by the country they are in
          {viewerKnown ? '; Eligible counts those you can apply to from where you live' : ''}. Sort by a
          column with its header button.
        </caption>
        <thead className="sticky top-0 border-b border-ink-200 bg-ink-50">
          <tr>
            <SortHeader label="Country" column="name" sort={sort} onSort={onSort} />
            {viewerKnown && (
              <SortHeader label="Eligible" column="eligible_jobs" sort={sort} onSort={onSort} numeric />
            )}
            <SortHeader label="All jobs" column="jobs" sort={sort} onSort={onSort} numeric />
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.country} className="hover:bg-ink-50">
              <th scope="row" className="px-4 py-2 text-left font-normal">
                <Link
                  to={countryHref(row, viewerKnown)}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {row.name}
                </Link>
              </th>
              {viewerKnown && (
                <td className="px-4 py-2 text-right font-semibold text-ink-900 tabular-nums">
                  {formatNumber(row.eligible_jobs)}
                </td>
              )}
              <td className="px-4 py-2 text-right text-ink-700 tabular-nums">{formatNumber(row.jobs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Tip {
  country: MapCountry;
  x: number;
  y: number;
}

export default function AroundTheGlobePage() {
  const globe = useAroundTheGlobe();
  const navigate = useNavigate();
  const [tip, setTip] = useState<Tip | null>(null);

  const data = globe.data;
  const viewerKnown = data?.meta.viewer_country != null;
  // Names as the rest of the jobs pages say them (the browser's "United States", not the ISO "United States of
  // America"), so the map, the table and the "Located in" chip on /jobs agree.
  const countries = useMemo(
    () => (data?.data ?? []).filter((c) => c.jobs > 0).map((c) => ({ ...c, name: countryName(c.country) })),
    [data],
  );
  const counts = useMemo(() => new Map(countries.map((c) => [c.country, c])), [countries]);
  const bins = useMemo(() => scaleBins(Math.max(0, ...countries.map((c) => c.eligible_jobs))), [countries]);

  const describe = useCallback(
    (_code: string, name: string, count: CountryJobCount | undefined) =>
      describeCount(viewerKnown, name, count),
    [viewerKnown],
  );
  const onPick = useCallback(
    (code: string) => {
      const count = counts.get(code);
      if (count) void navigate(countryHref(count, viewerKnown));
    },
    [counts, navigate, viewerKnown],
  );
  const onShow = useCallback((country: MapCountry | null, at?: { x: number; y: number }) => {
    setTip(country && at ? { country, ...at } : null);
  }, []);

  return (
    <>
      <JobsNav />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <header>
          <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Jobs around the globe
          </h1>
          <p className="mt-1.5 max-w-2xl text-sm text-ink-600 sm:text-base" aria-live="polite">
            {!data
              ? 'Where the open jobs are, shaded by how many of them you can apply to.'
              : viewerKnown
                ? `You can apply to ${plural(data.meta.eligible_total, 'open job')} of ${formatNumber(data.meta.total)}, from where you live in ${countryName(data.meta.viewer_country ?? '')}. Pick a country to see its jobs.`
                : `${plural(data.meta.total, 'open job')} in ${plural(countries.length, 'country', 'countries')}. Pick a country to see its jobs.`}
          </p>
        </header>

        {data && !viewerKnown && countries.length > 0 && (
          <p className="mt-4 flex items-start gap-2 rounded-control bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
            <MapPinned aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              The map counts every job because we do not know where you live.{' '}
              <Link to="/profile" className="font-semibold underline">
                Add your country to your profile
              </Link>{' '}
              to see only the jobs you can apply to.
            </span>
          </p>
        )}

        <div className="mt-6">
          {globe.isPending ? (
            <div role="status" aria-label="Loading the map" className="space-y-4">
              <div
                aria-hidden="true"
                className="aspect-[800/360] w-full animate-pulse rounded-card bg-white shadow-card"
              />
              <div aria-hidden="true" className="h-48 animate-pulse rounded-card bg-white shadow-card" />
            </div>
          ) : globe.isError ? (
            <StatePanel
              Icon={CloudOff}
              tone="error"
              title="We could not load the map"
              actions={
                <Button onClick={() => void globe.refetch()} loading={globe.isRefetching}>
                  Try again
                </Button>
              }
            >
              {errorMessage(globe.error)}
            </StatePanel>
          ) : countries.length === 0 ? (
            <StatePanel
              Icon={Earth}
              title="No open jobs anywhere right now"
              actions={<ButtonLink to="/jobs/saved">See your saved searches</ButtonLink>}
            >
              New jobs are posted every day. A saved search tells you when one matches.
            </StatePanel>
          ) : (
            <div className="space-y-6">
              {viewerKnown && data.meta.eligible_total === 0 && (
                <p role="status" className="rounded-control bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
                  None of the open jobs can hire someone living in{' '}
                  {countryName(data.meta.viewer_country ?? '')} right now, so the map is blank. The table
                  still lists every country’s jobs.
                </p>
              )}
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <section
                  aria-labelledby="map-heading"
                  className="relative rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id="map-heading" className="font-display text-base font-semibold text-ink-900">
                      Map
                    </h2>
                    <a
                      href="#countries-heading"
                      onClick={(event) => {
                        // Focus moves with the jump, without a hash in the router's URL.
                        event.preventDefault();
                        document.getElementById('countries-heading')?.focus();
                      }}
                      className="sr-only rounded-md px-2 py-1 text-sm font-medium text-brand-800 focus:not-sr-only focus:outline-2 focus:outline-brand-600"
                    >
                      Skip the map: go to the table of countries
                    </a>
                  </div>
                  <div className="mt-2">
                    <MapBoundary>
                      <Suspense
                        fallback={
                          <div
                            role="status"
                            aria-label="Loading the map"
                            className="aspect-[800/360] w-full animate-pulse rounded-control bg-ink-50"
                          />
                        }
                      >
                        <WorldMap
                          counts={counts}
                          bins={bins}
                          describe={describe}
                          onPick={onPick}
                          onShow={onShow}
                        />
                      </Suspense>
                    </MapBoundary>
                  </div>
                  <div className="mt-3 border-t border-ink-100 pt-3">
                    <Legend bins={bins} viewerKnown={viewerKnown} />
                  </div>
                  {tip && (
                    <div
                      aria-hidden="true"
                      data-testid="map-tooltip"
                      className="pointer-events-none fixed z-50 max-w-xs rounded-control bg-ink-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
                      style={{ left: tip.x + 14, top: tip.y + 14 }}
                    >
                      {tip.country.label}
                    </div>
                  )}
                </section>

                <section aria-labelledby="countries-heading">
                  <h2
                    id="countries-heading"
                    tabIndex={-1}
                    className="font-display text-base font-semibold text-ink-900 focus:outline-none lg:sr-only"
                  >
                    Countries ({countries.length})
                  </h2>
                  <div className="mt-3 lg:mt-0">
                    <CountryTable countries={countries} viewerKnown={viewerKnown} />
                  </div>
                </section>
              </div>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
