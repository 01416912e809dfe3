import { JOB_SORTS } from '@talent/contract/jobs';
import { Dialog } from 'radix-ui';
import { CloudOff, Link2, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useJobs } from '../api/get-jobs.ts';
import { FiltersPanel } from '../components/filters-panel.tsx';
import { JobCardSkeleton } from '../components/job-card.tsx';
import { JobResults } from '../components/job-results.tsx';
import { JobsNav } from '../components/jobs-nav.tsx';
import { SaveSearchButton } from '../components/save-search-dialog.tsx';
import { selectClass } from '../components/filter-controls.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { SORT_LABELS } from '../../../components/jobs/format.ts';
import { rememberEligibleOnly, shouldDefaultEligibleOnly } from '../lib/eligible-preference.ts';
import { copyText } from '../lib/share.ts';
import { filterChips } from '../lib/summary.ts';
import {
  activeFilterCount,
  filtersFromParams,
  paramsFromFilters,
  withFilter,
  type JobFilters,
} from '../lib/search-params.ts';
import { formatNumber } from '../../../lib/format.ts';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The filters live in the URL; this reads them and writes changes back as new history entries. While the router
 * is still on its way to a new search of this page, the controls already show where it is going.
 */
function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const user = useUser();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const key = pending ?? `?${searchParams.toString()}`;
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);
  const setFilters = (next: JobFilters, options: { replace?: boolean } = {}) => {
    // The candidate turning "Only jobs I can apply to" off (or on again) is remembered for their next visit.
    if (user && !!filters.eligible_only !== !!next.eligible_only)
      rememberEligibleOnly(user.id, !!next.eligible_only);
    setSearchParams(paramsFromFilters(next), { replace: options.replace ?? false, preventScrollReset: true });
  };
  return { filters, setFilters, userId: user?.id ?? null };
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [fromUrl, setFromUrl] = useState(value);
  // Back/forward (or a cleared chip) changes the URL under us: show what the URL says.
  if (value !== fromUrl) {
    setFromUrl(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <label htmlFor="job-search" className="sr-only">
        Search jobs
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
      />
      <input
        id="job-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Job title, skill or company"
        enterKeyHint="search"
        className="block w-full rounded-control border border-ink-300 bg-white py-3 pr-4 pl-11 text-base text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
    </form>
  );
}

const RESULTS_ID = 'job-results';

/**
 * The results' own skip target, right after the search box: the sort and the jobs come after every filter
 * control in the Tab order (the filters sit left of them), so one Enter here jumps the filters.
 */
function SkipToResults() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      onClick={(event) => {
        // Focus, not a URL fragment: the search lives in the URL and Back must not stop at a "#".
        event.preventDefault();
        const results = document.getElementById(RESULTS_ID);
        results?.focus({ preventScroll: true });
        results?.scrollIntoView?.({ block: 'start' });
      }}
      className="sr-only rounded-control px-3 py-2 text-sm font-semibold text-brand-800 focus:not-sr-only focus:mt-2 focus:inline-block"
    >
      Skip to results
    </a>
  );
}

function MobileFilters({
  count,
  total,
  estimated,
  children,
}: {
  count: number;
  total: number | undefined;
  estimated: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 data-[state=open]:animate-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-card bg-white shadow-card focus:outline-none">
          <div className="flex items-center justify-between border-b border-ink-200 px-4 py-3">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">Filters</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-ink-500 hover:bg-ink-100" aria-label="Close filters">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Narrow the job search. Results update as you choose.
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-ink-200 px-4 py-3">
            <Dialog.Close asChild>
              <Button className="w-full">
                {total === undefined
                  ? 'Show jobs'
                  : `Show ${estimated ? 'about ' : ''}${formatNumber(total)} jobs`}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default function JobsPage() {
  const { filters, setFilters, userId } = useUrlFilters();
  const jobs = useJobs(filters);
  const firstPage = jobs.data?.pages[0];
  const viewerCountry = firstPage?.meta.viewer_country;
  const [searchParams, setSearchParams] = useSearchParams();
  // A candidate whose country is known starts on the jobs they can take, unless they turned that off before.
  useEffect(() => {
    if (!shouldDefaultEligibleOnly(userId, viewerCountry, filters.eligible_only)) return;
    const next = new URLSearchParams(searchParams);
    next.set('eligible_only', 'true');
    setSearchParams(paramsFromFilters(filtersFromParams(next)), { replace: true, preventScrollReset: true });
  }, [userId, viewerCountry, filters.eligible_only, searchParams, setSearchParams]);
  const total = firstPage?.meta.total;
  // Past a few hundred matches the server samples the count; say so rather than imply precision.
  const estimated = firstPage?.meta.total_estimated === true;
  const facets = firstPage?.meta.facets;
  const list = useMemo(() => jobs.data?.pages.flatMap((page) => page.data) ?? [], [jobs.data]);
  const count = activeFilterCount(filters);
  const skillLabel = (slug: string) =>
    facets?.skills.find((s) => s.value === slug)?.label ?? slug.replace(/-/g, ' ');
  const chips = filterChips(filters, skillLabel).filter((chip) => chip.key !== 'q');

  const onSearch = (q: string) => setFilters(withFilter(filters, 'q', q || undefined));
  const clearFilters = () => setFilters(filters.q ? { q: filters.q } : {});
  const copyLink = () => {
    copyText(window.location.href).then(
      () => toast.success('Link copied. Anyone with it sees this search.'),
      () => toast.error('Could not copy the link. Copy it from the address bar instead.'),
    );
  };

  const panel = (prefix: string) => (
    <FiltersPanel filters={filters} onChange={(next) => setFilters(next)} facets={facets} idPrefix={prefix} />
  );

  return (
    <>
      <JobsNav />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <header>
          <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Find work you can actually take
          </h1>
          <p className="mt-1.5 max-w-2xl text-sm text-ink-600 sm:text-base">
            Every job says where its hires may live, how many working hours you would share, and what it pays.
          </p>
          <div className="mt-5">
            <SearchBox value={filters.q ?? ''} onSearch={onSearch} />
          </div>
          <SkipToResults />
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
          <aside aria-labelledby="filters-heading" className="hidden lg:block">
            <div className="flex items-center justify-between">
              <h2 id="filters-heading" className="font-display text-base font-semibold text-ink-900">
                Filters
              </h2>
              {count > 0 && (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  Clear all
                </button>
              )}
            </div>
            <div className="mt-4 rounded-card border border-ink-200 bg-white p-4 shadow-card">
              {panel('desk')}
            </div>
          </aside>

          <section
            id={RESULTS_ID}
            tabIndex={-1}
            aria-labelledby="results-heading"
            className="min-w-0 scroll-mt-20 focus:outline-none"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="results-heading" className="mr-auto text-sm text-ink-600" aria-live="polite">
                {jobs.isPending ? (
                  'Searching…'
                ) : total !== undefined ? (
                  <>
                    {estimated && 'About '}
                    <span className="font-semibold text-ink-900">{formatNumber(total)}</span>{' '}
                    {total === 1 ? 'job' : 'jobs'}
                  </>
                ) : (
                  'Results'
                )}
              </h2>
              <MobileFilters count={count} total={total} estimated={estimated}>
                {panel('sheet')}
              </MobileFilters>
              <div className="flex items-center gap-2">
                <label htmlFor="job-sort" className="text-sm text-ink-600">
                  Sort
                </label>
                <select
                  id="job-sort"
                  value={filters.sort ?? 'relevance'}
                  onChange={(event) =>
                    setFilters(
                      withFilter(
                        filters,
                        'sort',
                        event.target.value === 'relevance'
                          ? undefined
                          : (event.target.value as JobFilters['sort']),
                      ),
                    )
                  }
                  className={`${selectClass} w-auto py-2`}
                >
                  {JOB_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <div className="mt-3 flex flex-wrap items-center gap-2">
              <SaveSearchButton filters={filters} />
              <Button variant="ghost" onClick={copyLink}>
                <Link2 aria-hidden="true" className="size-4" />
                Copy link
              </Button>
            </div>

            {chips.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Active filters">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <button
                      type="button"
                      onClick={() => setFilters(chip.without)}
                      aria-label={`Remove filter: ${chip.label}`}
                      className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-xs font-medium text-brand-900 hover:border-brand-300 hover:bg-brand-100"
                    >
                      {chip.label}
                      <X aria-hidden="true" className="size-3" />
                    </button>
                  </li>
                ))}
              </ul>
            )}

            <div
              className={`mt-4 transition-opacity ${jobs.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={jobs.isPlaceholderData || undefined}
            >
              {jobs.isPending ? (
                <div className="space-y-3" role="status" aria-label="Loading jobs">
                  <JobCardSkeleton />
                  <JobCardSkeleton />
                  <JobCardSkeleton />
                </div>
              ) : !jobs.data ? (
                <StatePanel
                  Icon={CloudOff}
                  tone="error"
                  title="We could not load jobs"
                  actions={
                    <Button onClick={() => void jobs.refetch()} loading={jobs.isRefetching}>
                      Try again
                    </Button>
                  }
                >
                  {errorMessage(jobs.error)}
                </StatePanel>
              ) : list.length === 0 ? (
                <StatePanel
                  Icon={SearchX}
                  title="No jobs match this search"
                  actions={
                    <>
                      {count > 0 && <Button onClick={clearFilters}>Remove all filters</Button>}
                      {filters.q && (
                        <Button
                          variant="secondary"
                          onClick={() => setFilters(withFilter(filters, 'q', undefined))}
                        >
                          Search all jobs
                        </Button>
                      )}
                    </>
                  }
                >
                  {count > 0
                    ? 'Try removing a filter or two — the count beside each option shows how many jobs it keeps.'
                    : 'Try a broader word, or check the spelling.'}
                  {chips.length > 0 && (
                    <ul className="mt-4 flex flex-wrap justify-center gap-1.5" aria-label="Remove one filter">
                      {chips.map((chip) => (
                        <li key={chip.key}>
                          <button
                            type="button"
                            onClick={() => setFilters(chip.without)}
                            className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-white py-1 pr-2 pl-3 text-xs font-medium text-ink-700 hover:bg-ink-50"
                          >
                            Remove {chip.label}
                            <X aria-hidden="true" className="size-3" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </StatePanel>
              ) : (
                <JobResults
                  searchKey={paramsFromFilters(filters).toString()}
                  jobs={list}
                  total={total ?? list.length}
                  hasNextPage={jobs.hasNextPage}
                  isFetchingNextPage={jobs.isFetchingNextPage}
                  isRefreshing={jobs.isFetching && !jobs.isFetchingNextPage}
                  fetchNextPage={() => void jobs.fetchNextPage()}
                />
              )}
              {jobs.isFetchNextPageError && (
                <p role="alert" className="mt-3 text-center text-sm text-red-700">
                  The next jobs did not load. {errorMessage(jobs.error)}
                </p>
              )}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
