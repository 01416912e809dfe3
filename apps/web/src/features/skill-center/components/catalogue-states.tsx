import { CloudOff, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { useSkillTests } from '../api/get-skill-tests.ts';
import type { CatalogueFilters } from '../api/skill-center-keys.ts';

/** The catalogue's loading, error and empty states, shared by its three views; the list itself otherwise. */
export function CatalogueStates({
  query,
  filters,
  onClear,
  skeleton = 'cards',
  children,
}: {
  query: ReturnType<typeof useSkillTests>;
  filters: CatalogueFilters;
  onClear: () => void;
  skeleton?: 'cards' | 'rows';
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading skill tests" className="mt-6">
        {skeleton === 'cards' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div
                key={i}
                aria-hidden="true"
                className="h-56 animate-pulse rounded-card bg-white shadow-card"
              />
            ))}
          </div>
        ) : (
          <div className="space-y-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <div
                key={i}
                aria-hidden="true"
                className="h-10 animate-pulse rounded-control bg-white shadow-card"
              />
            ))}
          </div>
        )}
      </div>
    );
  if (query.isError)
    return (
      <div className="mt-6">
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The skill tests did not load"
          actions={
            <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(query.error)}
        </StatePanel>
      </div>
    );
  if (query.data.data.length === 0) {
    const filtered = filters.q !== '' || filters.category !== null;
    return (
      <div className="mt-6">
        <StatePanel
          Icon={SearchX}
          title={filtered ? 'No skill tests match' : 'No skill tests yet'}
          actions={
            filtered ? (
              <Button variant="secondary" onClick={onClear}>
                Clear the search
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? 'Try another word or another category.'
            : 'Tests appear here as soon as they are published.'}
        </StatePanel>
      </div>
    );
  }
  return <>{children}</>;
}
