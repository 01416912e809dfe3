import type { LucideIcon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

/** A bin button that asks first. `onConfirm` resolves true when done (the dialog then closes). */
export function ConfirmRemove({
  what,
  onConfirm,
  Icon,
  title,
  description,
  trigger,
}: {
  what: string;
  onConfirm: () => Promise<boolean>;
  Icon?: LucideIcon;
  title?: string;
  description?: string;
  /** A visible label instead of the icon button. */
  trigger?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        {trigger ? (
          <button type="button" className={buttonClasses('secondary', 'text-red-700')}>
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {trigger}
          </button>
        ) : (
          <button
            type="button"
            className="rounded-control p-2 text-ink-500 hover:bg-red-50 hover:text-red-700"
            aria-label={`Remove ${what}`}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
          </button>
        )}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            {title ?? `Remove ${what}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            {description ?? 'It goes from your profile at once. You can add it again any time.'}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Keep it</AlertDialog.Cancel>
            <Button
              variant="danger"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const done = await onConfirm();
                setBusy(false);
                if (done) setOpen(false);
              }}
            >
              Remove
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
