import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** The dialog a section is edited in. Its content mounts only while open, so each opening starts fresh. */
export function SectionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none ${
            wide ? 'max-w-2xl' : 'max-w-lg'
          }`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-md p-1 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mt-1 text-sm text-ink-600">{description}</Dialog.Description>
          )}
          {open && <div className="mt-5">{children}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel + Save at the bottom of a section form, and the form-level error above them. */
export function FormFooter({
  saving,
  error,
  saveLabel = 'Save',
  onCancel,
}: {
  saving: boolean;
  error?: string | undefined;
  saveLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="mt-6 space-y-3">
      {error && (
        <p
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex items-center justify-center rounded-control border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </div>
  );
}
