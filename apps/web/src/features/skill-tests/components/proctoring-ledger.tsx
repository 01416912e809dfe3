import { PROCTORING_EVENT_LABELS, PROCTORING_MODE_LABELS } from '@talent/contract/assessments';
import { CloudOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { formatDate, formatDateTime, formatNumber, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeleteProctoring } from '../api/delete-proctoring.ts';
import { useProctoringLedger, type ProctoringLedger } from '../api/proctoring-ledger.ts';

type Entry = ProctoringLedger['entries'][number];

function detail(entry: Entry): string | null {
  if (entry.amount === null) return null;
  if (entry.kind === 'paste') return `${formatNumber(entry.amount)} characters`;
  if (entry.kind === 'window_blur') return `${formatNumber(entry.amount)} seconds away`;
  return null;
}

/**
 * The proctoring ledger: exactly what was captured during this attempt, how long it is kept, and deletion on
 * request. After a deletion, the ledger keeps one line saying when it was done.
 */
export function ProctoringLedgerSection({ attemptId }: { attemptId: string }) {
  const zone = useTimeZone();
  const ledger = useProctoringLedger(attemptId, true);
  const remove = useDeleteProctoring(attemptId);
  const [confirming, setConfirming] = useState(false);

  let body: React.ReactNode;
  if (ledger.isPending)
    body = (
      <p role="status" className="text-sm text-ink-600">
        Loading what was recorded…
      </p>
    );
  else if (ledger.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <CloudOff aria-hidden="true" className="size-4" />
        {errorMessage(ledger.error, 'The record did not load.')}
        <Button variant="secondary" onClick={() => void ledger.refetch()}>
          Try again
        </Button>
      </div>
    );
  else {
    const data = ledger.data;
    body = (
      <div className="space-y-4 text-sm">
        <p className="text-ink-700">
          You chose: {PROCTORING_MODE_LABELS[data.mode]} (agreed {formatDateTime(data.consented_at, zone)}).{' '}
          {data.seen_by}
        </p>
        {data.deleted_at ? (
          <Alert tone="success">
            You deleted everything captured on {formatDateTime(data.deleted_at, zone)}.
          </Alert>
        ) : data.entries.length === 0 ? (
          <p className="text-ink-600">Nothing was captured during this attempt.</p>
        ) : (
          <ol className="divide-y divide-ink-100 rounded-control border border-ink-200">
            {data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <time dateTime={entry.at} className="w-44 shrink-0 text-ink-600 tabular-nums">
                  {formatDateTime(entry.at, zone)}
                </time>
                <span className="font-medium text-ink-900">{PROCTORING_EVENT_LABELS[entry.kind]}</span>
                {detail(entry) && <span className="text-ink-600">{detail(entry)}</span>}
                {entry.item_position !== null && (
                  <span className="text-ink-500">during task {entry.item_position}</span>
                )}
                {entry.image_url && (
                  <img
                    src={entry.image_url}
                    alt={`Webcam snapshot, ${formatDateTime(entry.at, zone)}`}
                    loading="lazy"
                    className="ml-auto h-16 w-24 rounded border border-ink-200 object-cover"
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {!data.deleted_at && data.retention_until && (
          <p className="text-ink-600">
            Kept until {formatDate(data.retention_until, zone)}, then deleted automatically.
          </p>
        )}
        {!data.deleted_at && data.entries.length > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete now
          </Button>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="ledger-title"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card"
    >
      <h2 id="ledger-title" className="font-display text-lg font-semibold text-ink-900">
        What was recorded
      </h2>
      <div className="mt-3">{body}</div>
      <DialogShell
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete the recordings?"
        description="Every snapshot and signal of this attempt is deleted for good. Your result stays as it is."
      >
        <div className="space-y-3">
          {remove.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(remove.error, 'They could not be deleted. Please try again.')}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              Delete everything
            </Button>
          </div>
        </div>
      </DialogShell>
    </section>
  );
}
