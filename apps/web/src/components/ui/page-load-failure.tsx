import { CloudOff, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { statusOf } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { Button, ButtonLink } from './button.tsx';
import { StatePanel } from './state-panel.tsx';

/**
 * A detail page whose record did not load, as its only content: a 404 says the record is gone and where to go
 * instead; anything else says what failed and offers to try again.
 */
export function PageLoadFailure({
  error,
  what,
  notFound,
  onRetry,
}: {
  error: unknown;
  /** "The course", as in "The course did not load". */
  what: string;
  notFound: { title: string; body: ReactNode; to: string; label: string };
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      {statusOf(error) === 404 ? (
        <StatePanel
          Icon={SearchX}
          variant="card"
          headingLevel="h1"
          title={notFound.title}
          actions={<ButtonLink to={notFound.to}>{notFound.label}</ButtonLink>}
        >
          {notFound.body}
        </StatePanel>
      ) : (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title={`${what} did not load`}
          actions={<Button onClick={onRetry}>Try again</Button>}
        >
          {errorMessage(error)}
        </StatePanel>
      )}
    </div>
  );
}
