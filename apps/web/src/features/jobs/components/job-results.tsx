import type { JobSummary } from '@talent/contract/jobs';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { useReturnAnchor } from './use-return-anchor.ts';
import { useSentinel } from './use-sentinel.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * Card heights measured per search, kept across visits: coming Back to a long list, the offsets match the ones
 * the browser's scroll position was saved against, so the candidate lands on the card they left.
 */
const measurements = new Map<string, VirtualItem[]>();

interface JobResultsProps<T extends JobSummary> {
  /** Identifies the search, for the height cache. */
  searchKey: string;
  jobs: T[];
  /** Unknown for a ranked list without a count: the footer then says how many are shown. */
  total?: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The loaded pages are being fetched again (a stale list on Back): the card left is held until they land. */
  isRefreshing?: boolean;
  fetchNextPage: () => void;
  /** A card per job; the plain job card by default. */
  renderJob?: (job: T, index: number) => ReactNode;
  /** Said under the last job. */
  endText?: string;
}

/**
 * The result list, virtualised against the window so thousands of loaded jobs stay cheap; the next page loads
 * when the sentinel nears the viewport, and a "Load more" button does the same by hand.
 */
export function JobResults<T extends JobSummary>({
  searchKey,
  jobs,
  total,
  hasNextPage,
  isFetchingNextPage,
  isRefreshing = false,
  fetchNextPage,
  renderJob = (job) => <JobCard job={job} />,
  endText = 'That is every job for this search.',
}: JobResultsProps<T>) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const list = useRef<HTMLUListElement | null>(null);
  const virtualizer = useWindowVirtualizer({
    initialMeasurementsCache: measurements.get(searchKey) ?? [],
    count: jobs.length,
    estimateSize: () => 250,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => jobs[index]?.id ?? index,
  });
  const more = () => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  };
  const sentinel = useSentinel<HTMLDivElement>(more, hasNextPage && !isFetchingNextPage);
  const items = virtualizer.getVirtualItems();
  useEffect(
    () => () => void measurements.set(searchKey, virtualizer.measurementsCache),
    [searchKey, virtualizer],
  );
  useReturnAnchor(list, {
    busy: isRefreshing || isFetchingNextPage,
    scrollToKey: (key) => {
      const index = jobs.findIndex((job) => job.id === key);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
      return index >= 0;
    },
  });

  return (
    <div>
      <ul
        ref={(node) => {
          list.current = node;
          if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
        }}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const job = jobs[item.index]!;
          return (
            <li
              key={item.key}
              data-index={item.index}
              data-key={item.key}
              ref={virtualizer.measureElement}
              aria-setsize={total ?? -1}
              aria-posinset={item.index + 1}
              className="absolute top-0 left-0 w-full pb-3"
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <div className="motion-safe:animate-list-in">{renderJob(job, item.index)}</div>
            </li>
          );
        })}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div className="space-y-3" role="status" aria-label="Loading more jobs">
          <JobCardSkeleton />
          <JobCardSkeleton />
        </div>
      )}
      <div className="mt-4 flex flex-col items-center gap-2 text-sm text-ink-500">
        <p>
          Showing {formatNumber(jobs.length)}
          {total !== undefined && ` of ${formatNumber(total)}`}
        </p>
        {hasNextPage ? (
          <Button variant="secondary" onClick={more} loading={isFetchingNextPage}>
            Load more jobs
          </Button>
        ) : (
          jobs.length > 0 && <p>{endText}</p>
        )}
      </div>
    </div>
  );
}
