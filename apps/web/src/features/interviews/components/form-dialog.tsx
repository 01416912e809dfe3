import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ModalContent } from '../../../components/ui/modal.tsx';

/** A titled dialog around a form; the form mounts only while open (fresh values each time). */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent title={title} description={description} width="lg">
        {open && children}
      </ModalContent>
    </Dialog.Root>
  );
}
