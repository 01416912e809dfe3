import {
  MARKETPLACE_FEE_PERCENT,
  ORDER_AUTO_RELEASE_DAYS,
  TIER_LABELS,
  type Addon,
  type ServiceDetail,
  type Tier,
} from '@talent/contract/marketplace';
import { ShieldCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ModalContent } from '../../ui/modal.tsx';
import { useCreateOrder } from '../api/orders.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Money, daysText, plural } from '../parts/display.tsx';

interface Choice {
  service: ServiceDetail;
  tier: Tier;
  addons: Addon[];
  total: number;
  days: number;
}

/**
 * The confirmation's body, mounted once per opening: its idempotency key is made here, so a retry inside the same
 * dialog (a dropped answer) cannot hold the money twice, and a new confirmation is a new order.
 */
function ConfirmOrder({ choice, onCancel }: { choice: Choice; onCancel: () => void }) {
  const { links } = useMarketplaceApi();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { service, tier, addons, total, days } = choice;
  const fee = Math.round((total * MARKETPLACE_FEE_PERCENT) / 100);

  const confirm = async () => {
    try {
      const order = await create.mutateAsync({
        input: { service_id: service.id, tier: tier.name, addon_ids: addons.map((addon) => addon.id) },
        idempotencyKey,
      });
      void navigate(links.order(order.id));
    } catch {
      // The message shows below; the key stays for a retry.
    }
  };

  return (
    <div className="space-y-4 text-sm text-ink-700">
      <dl className="space-y-1.5 rounded-control bg-ink-50 p-3">
        <div className="flex justify-between gap-3">
          <dt>
            {TIER_LABELS[tier.name]} · {tier.title}
          </dt>
          <dd className="font-medium text-ink-900">
            <Money minor={tier.price_minor} currency={service.currency} />
          </dd>
        </div>
        {addons.map((addon) => (
          <div key={addon.id} className="flex justify-between gap-3">
            <dt>{addon.title}</dt>
            <dd className="font-medium text-ink-900">
              <Money minor={addon.price_minor} currency={service.currency} />
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-ink-200 pt-1.5 text-base">
          <dt className="font-semibold text-ink-900">Held in escrow now</dt>
          <dd className="font-bold text-ink-900">
            <Money minor={total} currency={service.currency} />
          </dd>
        </div>
      </dl>
      <ul className="space-y-2">
        <li>
          The money waits in escrow: {service.seller.name} receives it only when you approve the delivery.
          Delivery is due {daysText(days)} after you send your requirements.
        </li>
        <li>
          You pay no fee. The platform keeps {MARKETPLACE_FEE_PERCENT}% (
          <Money minor={fee} currency={service.currency} />) from the seller’s payout.
        </li>
        <li>
          If you do not answer a delivery, the order completes by itself{' '}
          {plural(ORDER_AUTO_RELEASE_DAYS, 'day')} later and the money is released. Ask for a revision or open
          a dispute before then to stop it.
        </li>
        <li className="flex gap-2">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            Your protections: cancel for a full refund until you send your requirements, or at once if the
            seller is late; if you disagree, open a dispute and a Borderless operator decides.
          </span>
        </li>
      </ul>
      {create.isError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-red-800">
          {errorMessage(create.error, 'The order did not go through. Nothing was charged; please try again.')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Not now
        </button>
        <Button onClick={() => void confirm()} loading={create.isPending}>
          Confirm and pay <Money minor={total} currency={service.currency} />
        </Button>
      </div>
    </div>
  );
}

/** "Order" and its confirmation: the total held in escrow, the fee, the auto-release and the buyer's protections. */
export function OrderButton({ choice }: { choice: Choice }) {
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
