import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;
export type ModalWidth = keyof typeof WIDTHS;

/**
 * The centered card most dialogs share: portal, overlay, the card itself, a header with the title and the X close
 * button, an optional description, then `children`. It exists so the dialogs stop repeating this markup; each keeps
 * its own `Dialog.Root`/`Dialog.Trigger` and decides when its body mounts. Without a description, the content
 * opts out of `aria-describedby` (radix would otherwise warn about the missing `Dialog.Description`).
 */
export function ModalContent({
  title,
  description,
  width = 'md',
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title' | 'className'> & {
  title: ReactNode;
  description?: ReactNode;
  width?: ModalWidth;
  children?: ReactNode;
}) {
  const hasDescription = description !== undefined && description !== null;
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
      <Dialog.Content
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        {...props}
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none ${WIDTHS[width]}`}
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
        {hasDescription && (
          <Dialog.Description className="mt-1 mb-4 text-sm text-ink-600">{description}</Dialog.Description>
        )}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
