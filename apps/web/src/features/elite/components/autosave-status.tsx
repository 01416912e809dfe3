import { Check, CloudOff, Lock } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatTime, useTimeZone } from '../../../lib/format.ts';
import type { AutosaveState } from '../lib/use-draft-autosave.ts';

/** Where the draft is: "Saving…", "Saved 10:42", "Couldn't save — retrying", announced politely. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const zone = useTimeZone();
  return (
    <p
      role="status"
      data-testid="autosave-status"
      className="flex min-h-5 items-center gap-1.5 text-xs text-ink-600"
    >
      {state.kind === 'idle' ? (
        'Changes save as you type.'
      ) : state.kind === 'pending' || state.kind === 'saving' ? (
        <>
          <Spinner />
          Saving…
        </>
      ) : state.kind === 'saved' ? (
        <>
          <Check aria-hidden="true" className="size-3.5 text-brand-700" />
          Saved {formatTime(state.at, zone)}
        </>
      ) : state.kind === 'retrying' ? (
        <span className="inline-flex items-center gap-1.5 text-amber-800">
          <CloudOff aria-hidden="true" className="size-3.5" />
          Couldn't save — retrying. Your changes are kept on this device.
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-red-700">
          <Lock aria-hidden="true" className="size-3.5" />
          Not saved: {state.message}
        </span>
      )}
    </p>
  );
}
