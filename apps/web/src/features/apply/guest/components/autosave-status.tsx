import { CloudOff, Save } from 'lucide-react';
import type { AutosaveStatus } from '../../api/application-draft.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';

/** A quiet line under the form: the draft's save state, announced politely. */
export function AutosaveLine({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  return (
    <p aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-xs text-ink-600">
      {status === 'saving' || status === 'pending' ? (
        <>
          <Spinner />
          Saving your draft…
        </>
      ) : status === 'saved' ? (
        <>
          <Save aria-hidden="true" className="size-3.5 text-brand-700" />
          Draft saved to your account
        </>
      ) : status === 'error' ? (
        <span className="inline-flex items-center gap-1.5 text-red-700">
          <CloudOff aria-hidden="true" className="size-3.5" />
          Your draft did not save.
          <button type="button" onClick={onRetry} className="font-medium underline">
            Try again
          </button>
        </span>
      ) : null}
    </p>
  );
}
