import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';

/** The page's frame: its heading (h1), a sentence, then the content. */
export function EliteFrame({
  title,
  intro,
  children,
  width = 'max-w-3xl',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-10`}>
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      {intro && <div className="mt-2 max-w-2xl text-ink-600">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Skeleton blocks while the first answer is on its way. */
export function Loading({ what }: { what: string }) {
  return (
    <div role="status" aria-label={`Loading ${what}`} className="space-y-3">
      <div aria-hidden="true" className="h-24 animate-pulse rounded-card bg-white shadow-card" />
      <div aria-hidden="true" className="h-48 animate-pulse rounded-card bg-white shadow-card" />
    </div>
  );
}

/** A query that failed: what did not load, why, and a retry of every query the page needs. */
export function LoadError({ what, queries }: { what: string; queries: UseQueryResult<unknown, unknown>[] }) {
  const failed = queries.find((query) => query.isError);
  return (
    <StatePanel
      Icon={CloudOff}
      tone="error"
      title={`We could not load ${what}`}
      actions={
        <Button
          variant="secondary"
          loading={queries.some((query) => query.isRefetching)}
          onClick={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        >
          Try again
        </Button>
      }
    >
      {errorMessage(failed?.error)}
    </StatePanel>
  );
}
