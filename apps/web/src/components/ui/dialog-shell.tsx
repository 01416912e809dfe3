import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ModalContent, type ModalWidth } from './modal.tsx';

/**
 * A radix dialog around a form: title, a sentence saying what will happen, a close button. The body mounts only
 * while open, so each opening starts with a fresh form.
 */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  testId,
  width = 'md',
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  testId?: string;
  width?: ModalWidth;
  /** Where the focus goes on close, when the trigger may be gone by then (`preventDefault` keeps Radix's off). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <ModalContent
        title={title}
        description={description}
        width={width}
        data-testid={testId}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      >
        {open && children}
      </ModalContent>
    </Dialog.Root>
  );
}
