import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A radix dialog with the page's look: title, description, close button, and the body (mounted only when open). */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none ${
            wide ? 'max-w-xl' : 'max-w-md'
          }`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-ink-500 hover:bg-ink-100"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-1 mb-4 text-sm text-ink-600">{description}</div>
          </Dialog.Description>
          {open && children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
