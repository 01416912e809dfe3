import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';

/** A page section fed by one query: its heading always, then skeleton rows, an error with retry, or the content. */
export function QuerySection<T>({
  id,
  title,
  query,
  what,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T, unknown>;
  /** "your results": for the loading label and the error's heading. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <div role="status" aria-label={`Loading ${what}`} className="space-y-2">
            <div aria-hidden="true" className="h-16 animate-pulse rounded-card bg-white shadow-card" />
            <div aria-hidden="true" className="h-16 animate-pulse rounded-card bg-white shadow-card" />
          </div>
        ) : query.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            headingLevel="h3"
            title={`We could not load ${what}`}
            actions={
              <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(query.error)}
          </StatePanel>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}

/** The quiet empty line of a section. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-ink-300 bg-white px-4 py-6 text-center text-sm text-ink-600">
      {children}
    </p>
  );
}
