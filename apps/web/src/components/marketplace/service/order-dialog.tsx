import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { deferred, usePreload } from '../../deferred.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { ModalContent } from '../../ui/modal.tsx';
import { Money } from '../parts/display.tsx';
import type { Choice } from './confirm-order.tsx';

// The confirmation (escrow, fee, protections, the order itself) loads just after the page, before anyone presses.
const ConfirmOrder = deferred(() => import('./confirm-order.tsx').then((module) => module.ConfirmOrder));

/** "Order" and its confirmation: the total held in escrow, the fee, the auto-release and the buyer's protections. */
export function OrderButton({ choice }: { choice: Choice }) {
  usePreload(ConfirmOrder);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonClasses('primary', 'w-full')}>
          Order for <Money minor={choice.total} currency={choice.service.currency} />
        </button>
      </Dialog.Trigger>
      <ModalContent title="Confirm your order" description={`${choice.service.title}`} width="lg">
        {open && <ConfirmOrder choice={choice} onCancel={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
