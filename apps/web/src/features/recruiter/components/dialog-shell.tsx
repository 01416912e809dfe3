import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ModalContent } from '../../../components/ui/modal.tsx';

/**
 * A radix dialog with the console's frame: title, a sentence saying what will happen, a close button. The body
 * mounts only while open, so each opening starts with a fresh form.
 */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  testId,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <ModalContent title={title} description={description} width={wide ? 'lg' : 'md'} data-testid={testId}>
        {open && children}
      </ModalContent>
    </Dialog.Root>
  );
}

export const textareaClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;
