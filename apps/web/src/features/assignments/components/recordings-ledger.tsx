import { ANSWER_MODE_LABELS } from '@talent/contract/assignments';
import { CloudOff, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeleteRecordings, useRecordings } from '../api/recordings.ts';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/**
 * The recordings ledger: every take that was recorded (kept or not), its size, whether the recruiter watched it,
 * when everything is deleted, and deletion on request (with a confirmation: it cannot be undone).
 */
export function RecordingsLedger({ token, timeZone }: { token: string; timeZone: string }) {
  const ledger = useRecordings(token);
  const remove = useDeleteRecordings(token);
  const [confirming, setConfirming] = useState(false);

  return (
    <section
      aria-labelledby="ledger-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id="ledger-heading" className="font-display text-lg font-semibold text-ink-900">
        Your recordings
      </h2>
      {ledger.isPending ? (
        <p role="status" className="mt-2 text-sm text-ink-600">
          Loading the list of recordings…
        </p>
      ) : ledger.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <CloudOff aria-hidden="true" className="size-4" />
          {errorMessage(ledger.error)}
          <Button variant="secondary" onClick={() => void ledger.refetch()} loading={ledger.isRefetching}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-700">
            {ledger.data.deleted_at
              ? `Every recording and written answer was deleted on ${formatDateTime(ledger.data.deleted_at, timeZone)}. The recruiter’s ratings stay.`
              : ledger.data.retention_until
                ? `Kept until ${formatDate(ledger.data.retention_until, timeZone)}, then deleted automatically. Takes you did not keep were deleted when you chose another.`
                : 'Kept while the interview is open; deleted automatically some time after you finish.'}
          </p>
          {ledger.data.entries.length === 0 ? (
            <p className="mt-3 text-sm text-ink-600">Nothing was recorded.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Every take recorded for this interview</caption>
                <thead className="text-ink-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Question
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Take
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Recorded
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Size
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100 text-ink-800">
                  {ledger.data.entries.map((entry) => (
                    <tr key={`${entry.question}-${entry.take_number}-${entry.recorded_at}`}>
                      <td className="py-2 pr-3">{entry.question}</td>
                      <td className="py-2 pr-3">
                        {entry.take_number} ({ANSWER_MODE_LABELS[entry.mode].toLowerCase()})
                      </td>
                      <td className="py-2 pr-3">{formatDateTime(entry.recorded_at, timeZone)}</td>
                      <td className="py-2 pr-3">{size(entry.bytes)}</td>
                      <td className="py-2">
                        {entry.kept
                          ? entry.watched_at
                            ? `Kept; watched ${formatDateTime(entry.watched_at, timeZone)}`
                            : 'Kept; not watched yet'
                          : 'Not kept (deleted)'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!ledger.data.deleted_at && ledger.data.entries.length > 0 && (
            <Dialog.Root open={confirming} onOpenChange={setConfirming}>
              <Dialog.Trigger asChild>
                <Button variant="secondary" className="mt-4">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete my recordings
                </Button>
              </Dialog.Trigger>
              <ModalContent
                title="Delete every recording?"
                description="Your video, audio and written answers are deleted now, for you and for the recruiter. Ratings already given stay. This cannot be undone."
              >
                {remove.isError && (
                  <div className="mb-3">
                    <Alert tone="error">{errorMessage(remove.error)}</Alert>
                  </div>
                )}
                <div className="mt-2 flex flex-wrap justify-end gap-3">
                  <Dialog.Close asChild>
                    <Button variant="secondary">Keep them</Button>
                  </Dialog.Close>
                  <Button
                    variant="danger"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
                  >
                    Delete now
                  </Button>
                </div>
              </ModalContent>
            </Dialog.Root>
          )}
          {remove.isSuccess && (
            <div className="mt-3">
              <Alert tone="success">Your recordings were deleted.</Alert>
            </div>
          )}
        </>
      )}
    </section>
  );
}
