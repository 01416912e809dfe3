import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelAssignment } from '../api/assignment-actions.ts';

/** Cancel, after a confirmation: the link stops working and the candidate is told. */
export function CancelAssignment({
  applicationId,
  assignmentId,
  title,
}: {
  applicationId: string;
  assignmentId: string;
  title: string;
}) {
  const cancel = useCancelAssignment(applicationId);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(assignmentId);
      toast.success(`"${title}" was cancelled; the candidate was told.`);
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" className="text-red-700" data-testid="cancel-assignment">
          Cancel…
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content
          data-testid="cancel-assignment-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none"
        >
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            Cancel “{title}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-ink-600">
            The link stops working and the candidate is told it was cancelled. This cannot be undone; you can
            send a new one.
          </AlertDialog.Description>
          {failure && (
            <div className="mt-3">
              <Alert tone="error">{failure}</Alert>
            </div>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Keep it</AlertDialog.Cancel>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
              Cancel the assessment
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
