import { CloudOff, SearchX, Store } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import { useServices } from '../api/get-services.ts';
import { BrowseControls, BrowseSearch, CategoryChips } from './browse-controls.tsx';
import { activeFilterCount, useBrowseFilters, withoutFilters, type BrowseFilters } from './browse-filters.ts';
import { ServiceCard, ServiceCardSkeleton } from './service-card.tsx';

function Results({ filters, onClear }: { filters: BrowseFilters; onClear: () => void }) {
  const services = useServices(filters);
  const list = useMemo(() => services.data?.pages.flatMap((page) => page.data) ?? [], [services.data]);

  if (services.isPending) {
    return (
      <div role="status" aria-label="Loading services" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ServiceCardSkeleton />
        <ServiceCardSkeleton />
        <ServiceCardSkeleton />
      </div>
    );
  }
  // A failed next page keeps the cards shown; only a first load that failed shows the panel.
  if (!services.data) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="The services did not load"
        actions={
          <Button onClick={() => void services.refetch()} loading={services.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(services.error)}
      </StatePanel>
    );
  }
  const total = services.data.pages[0]?.meta.total ?? list.length;
  const narrowed = filters.q !== '' || filters.category !== null || activeFilterCount(filters) > 0;
  if (list.length === 0) {
    return narrowed ? (
      <StatePanel
        Icon={SearchX}
        title="No service matches"
        actions={<Button onClick={onClear}>Clear filters</Button>}
      >
        Try fewer filters, another category or other words: a skill, a tool or what you need done.
      </StatePanel>
    ) : (
      <StatePanel Icon={Store} title="No services yet">
        Services appear here as soon as their sellers publish them.
      </StatePanel>
    );
  }
  return (
    <section aria-labelledby="services-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="services-heading" className="font-display text-lg font-semibold text-ink-900">
          {narrowed ? 'Matching services' : 'All services'}
        </h2>
        <p role="status" className="text-sm text-ink-600">
          {formatNumber(total)} {total === 1 ? 'service' : 'services'}
        </p>
      </div>
      <ul
        aria-labelledby="services-heading"
        aria-busy={services.isPlaceholderData || undefined}
        className={`mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${services.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      {services.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-red-700">
          {errorMessage(services.error, 'More services did not load. Please try again.')}
        </p>
      )}
      {services.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            loading={services.isFetchingNextPage}
            onClick={() => void services.fetchNextPage()}
          >
            Load more services
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The marketplace's browse list: search, category chips with counts, filters (price in USD, delivery time, rating,
 * verified skills, elite sellers) and sort, all in the URL so a search can be shared; cards a page at a time.
 */
export function ServiceBrowser() {
  const { filters, update } = useBrowseFilters();
  // The counts come with the list's answer (for the filters other than the category).
  const services = useServices(filters);
  const counts = services.data?.pages[0]?.meta.categories;
  const search = useCallback((q: string) => update({ q }), [update]);
  return (
    <div className="space-y-5">
      <BrowseSearch value={filters.q} onSearch={search} />
      <CategoryChips value={filters.category} counts={counts} onChange={(category) => update({ category })} />
      <BrowseControls filters={filters} onChange={update} onClear={() => update(withoutFilters(filters))} />
      <Results filters={filters} onClear={() => update(withoutFilters(filters))} />
    </div>
  );
}
