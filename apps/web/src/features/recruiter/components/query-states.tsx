import { CloudOff, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

/** A polite loading line where the content will be. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-ink-600">
      <Spinner /> {label}
    </p>
  );
}

/** A failed load: "not found" for a 404 (another company's id looks the same), else the error and a retry. */
export function LoadError({
  error,
  what,
  onRetry,
  back,
  notFound = false,
}: {
  error: unknown;
  /** Known missing without a 404 (not in a list that was loaded). */
  notFound?: boolean;
  what: string;
  onRetry: () => void;
  back?: { to: string; label: string };
}): ReactNode {
  if (notFound || statusOf(error) === 404) {
    return (
      <StatePanel
        Icon={SearchX}
        title={`This ${what} was not found`}
        tone="error"
        actions={back && <ButtonLink to={back.to}>{back.label}</ButtonLink>}
      >
        It may belong to another company, or the link is wrong.
      </StatePanel>
    );
  }
  return (
    <StatePanel
      Icon={CloudOff}
      title={`We could not load the ${what}`}
      tone="error"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </StatePanel>
  );
}
