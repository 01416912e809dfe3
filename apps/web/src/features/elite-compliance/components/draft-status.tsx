import { Check, Loader2, TriangleAlert } from 'lucide-react';
import { formatTime, useTimeZone } from '../../../lib/format.ts';
import type { DraftStatus as Status } from '../api/compliance-draft.ts';

/** "Draft saved 12:03", "Saving…", "Couldn't save": where what the candidate typed is. */
export function DraftStatus({
  status,
  savedAt,
  onRetry,
}: {
  status: Status;
  savedAt: Date | null;
  onRetry: () => void;
}) {
  const zone = useTimeZone();
  return (
    <p role="status" className="flex min-h-8 items-center gap-1.5 text-xs text-ink-600">
      {status === 'saving' ? (
        <>
          <Loader2 aria-hidden="true" className="size-3.5 animate-spin" /> Saving…
        </>
      ) : status === 'error' ? (
        <>
          <TriangleAlert aria-hidden="true" className="size-3.5 text-red-700" />
          <span className="text-red-800">Couldn’t save your draft.</span>
          <button type="button" onClick={onRetry} className="font-medium text-red-800 underline">
            Try again
          </button>
        </>
      ) : savedAt ? (
        <>
          <Check aria-hidden="true" className="size-3.5 text-brand-700" /> Draft saved{' '}
          {formatTime(savedAt, zone)}
        </>
      ) : (
        <>Your draft saves as you type.</>
      )}
    </p>
  );
}
