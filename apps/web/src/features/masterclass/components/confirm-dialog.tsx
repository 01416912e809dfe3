import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses, type ButtonVariant } from '../../../components/ui/button.tsx';

/**
 * A button that asks first. `onConfirm` resolves true when done (the dialog then closes); false keeps it open, for
 * the error the caller shows.
 */
export function ConfirmButton({
  trigger,
  triggerVariant = 'secondary',
  triggerLabel,
  triggerClassName = '',
  title,
  description,
  confirm,
  keep,
  onConfirm,
  danger = true,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  /** An accessible name when the visible `trigger` says less than it should. */
  triggerLabel?: string;
  /** The trigger's own look instead of a button variant's. */
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirm: string;
  keep: string;
  onConfirm: () => Promise<boolean>;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          aria-label={triggerLabel}
          className={triggerClassName || buttonClasses(triggerVariant)}
        >
          {trigger}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{keep}</AlertDialog.Cancel>
            <Button
              variant={danger ? 'danger' : 'primary'}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const done = await onConfirm();
                setBusy(false);
                if (done) setOpen(false);
              }}
            >
              {confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
