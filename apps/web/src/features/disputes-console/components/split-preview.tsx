import { MARKETPLACE_FEE_PERCENT } from '@talent/contract/marketplace';
import type { DisputedOrder } from '../api/get-dispute.ts';
import { formatCents } from '../../../lib/format.ts';
import type { Split } from '../lib/money.ts';

/** What each side gets from the escrow: the buyer's refund, the seller's payout and the fee taken from it. */
export function SplitFigures({
  order,
  split,
  label,
}: {
  order: Pick<DisputedOrder, 'currency' | 'buyer' | 'seller'>;
  split: Split;
  label: string;
}) {
  const money = (minor: number) => formatCents(minor, order.currency);
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-3">
      <div className="rounded-control border border-ink-200 bg-white px-3.5 py-2.5">
        <dt className="text-xs font-medium text-ink-600">Back to the buyer ({order.buyer.name})</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">{money(split.refund)}</dd>
      </div>
      <div className="rounded-control border border-ink-200 bg-white px-3.5 py-2.5">
        <dt className="text-xs font-medium text-ink-600">Paid to the seller ({order.seller.name})</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">{money(split.payout)}</dd>
      </div>
      <div className="rounded-control border border-ink-200 bg-white px-3.5 py-2.5">
        <dt className="text-xs font-medium text-ink-600">
          Fee ({MARKETPLACE_FEE_PERCENT}% of {money(split.released)} released)
        </dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">{money(split.fee)}</dd>
      </div>
    </dl>
  );
}
