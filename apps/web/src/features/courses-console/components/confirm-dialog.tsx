import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';

/** Asks before something that cannot be undone (deleting a module or a lesson); a refusal shows in the dialog. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      {error && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep it
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            onConfirm().then(
              () => {
                setBusy(false);
                setOpen(false);
              },
              (failure: unknown) => {
                setBusy(false);
                setError(errorMessage(failure, 'That did not work. Please try again.'));
              },
            );
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}
