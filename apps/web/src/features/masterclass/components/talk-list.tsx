import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTalks } from '../api/get-talks.ts';
import type { TalkListFilters } from '../api/masterclass-keys.ts';
import { plural } from '../lib/talk-text.ts';
import { useNow } from '../lib/use-now.ts';
import { TalkCard, TalkCardSkeleton } from './talk-card.tsx';

/** A list of talks under `filters`, a page at a time, with its loading, error and empty states. */
export function TalkList({
  filters,
  label,
  empty,
}: {
  filters: TalkListFilters;
  label: string;
  empty: ReactNode;
}) {
  const talks = useTalks(filters);
  const zone = useTimeZone();
  const now = useNow();
  if (talks.isPending) {
    return (
      <div role="status" aria-label="Loading talks" className="grid gap-4 md:grid-cols-2">
        <TalkCardSkeleton />
        <TalkCardSkeleton />
      </div>
    );
  }
  // A failed next page or refetch keeps the cards shown; only a first load that failed shows the panel.
  if (!talks.data) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Talks did not load"
        actions={
          <Button onClick={() => void talks.refetch()} loading={talks.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(talks.error)}
      </StatePanel>
    );
  }
  const rows = talks.data.pages.flatMap((page) => page.data);
  const total = talks.data.pages[0]?.meta.total ?? rows.length;
  return (
    <div aria-busy={talks.isFetching || undefined}>
      <p role="status" className="mb-3 text-sm text-ink-600">
        {rows.length === 0 ? '' : plural(total, 'talk')}
      </p>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
          {rows.map((talk) => (
            <li key={talk.id}>
              <TalkCard talk={talk} zone={zone} now={now} />
            </li>
          ))}
        </ul>
      )}
      {talks.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {errorMessage(talks.error, 'More talks did not load. Please try again.')}
        </p>
      )}
      {talks.hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button
            variant="secondary"
            loading={talks.isFetchingNextPage}
            onClick={() => void talks.fetchNextPage()}
          >
            Load more talks
          </Button>
        </div>
      )}
    </div>
  );
}
