import type { RecruiterJob } from '@talent/contract/recruiter';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCloseJob } from '../api/close-job.ts';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

const CLOSING: readonly string[] = ['submitted', 'in_review', 'assessment', 'interviewing'];

/** "Close job": a confirm dialog that says what happens to the applicants before it happens. */
export function CloseJobButton({ job }: { job: RecruiterJob }) {
  const [open, setOpen] = useState(false);
  const close = useCloseJob();
  const closing = Object.entries(job.counts)
    .filter(([status]) => CLOSING.includes(status))
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);
  const atOffer = job.counts.offer ?? 0;

  const onConfirm = async () => {
    try {
      await close.mutateAsync(job.id);
      toast.success(
        `${job.title} is closed. ${closing === 1 ? 'One candidate was' : `${closing} candidates were`} told.`,
      );
      setOpen(false);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) close.reset();
      }}
      testId="close-job-dialog"
      trigger={<Button variant="secondary">Close job</Button>}
      title={`Close ${job.title}?`}
      description="Candidates can no longer find or apply to it."
    >
      <div className="space-y-4 text-sm text-ink-700">
        {close.isError && <Alert tone="error">{errorMessage(close.error)}</Alert>}
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {closing === 0
              ? 'No active application is affected.'
              : `${closing === 1 ? 'One active application' : `${closing} active applications`} (new, in review, assessment or interviewing) will be closed, and each candidate told.`}
          </li>
          <li>Open interview requests and scheduled interviews are cancelled.</li>
          {atOffer > 0 && (
            <li>
              {atOffer === 1 ? 'The application' : `The ${atOffer} applications`} at offer stay open until the
              offer is answered or withdrawn.
            </li>
          )}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary">Keep it open</Button>
          </Dialog.Close>
          <Button variant="danger" loading={close.isPending} onClick={() => void onConfirm()}>
            Close job
          </Button>
        </div>
      </div>
    </DialogShell>
  );
}
