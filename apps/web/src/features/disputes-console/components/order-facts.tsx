import { ORDER_STATUS_LABELS, TIER_LABELS } from '@talent/contract/marketplace';
import type { ReactNode } from 'react';
import { formatCents, formatDateTime, useTimeZone } from '../../../lib/format.ts';
import type { DisputedOrder } from '../api/get-dispute.ts';
import { statusBeforeDispute } from '../lib/order-history.ts';
import { OrderFiles } from './order-files.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** What was bought, for how much, from whom, and where it stood when the dispute was opened. */
export function OrderFacts({ order }: { order: DisputedOrder }) {
  const zone = useTimeZone();
  const before = statusBeforeDispute(order.timeline);
  const money = (minor: number) => formatCents(minor, order.currency);
  return (
    <dl className="divide-y divide-ink-100">
      <Fact label="Service">{order.service_title}</Fact>
      <Fact label="Tier">
        <span className="font-medium">
          {TIER_LABELS[order.tier.name]}: {order.tier.title}
        </span>{' '}
        · {money(order.tier.price_minor)} · {order.tier.delivery_days}{' '}
        {order.tier.delivery_days === 1 ? 'day' : 'days'} ·{' '}
        {order.tier.revisions === 1 ? '1 revision' : `${order.tier.revisions} revisions`}
        <span className="mt-1 block whitespace-pre-line text-ink-700">{order.tier.scope}</span>
      </Fact>
      <Fact label="Add-ons">
        {order.addons.length === 0 ? (
          'None'
        ) : (
          <ul className="space-y-0.5">
            {order.addons.map((addon) => (
              <li key={addon.id}>
                {addon.title} · {money(addon.price_minor)}
                {addon.extra_days > 0 &&
                  ` · ${addon.extra_days} extra ${addon.extra_days === 1 ? 'day' : 'days'}`}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label="Total paid into escrow">
        <span className="font-semibold">{money(order.total_minor)}</span>{' '}
        <span className="text-ink-600">(fee on a full release: {money(order.fee_minor)})</span>
      </Fact>
      <Fact label="Status before the dispute">
        {before ? ORDER_STATUS_LABELS[before] : 'Not known'}
        {order.late && <span className="ml-2 font-medium text-red-800">Late: past the due date</span>}
      </Fact>
      <Fact label="Due">
        {order.due_at ? (
          <time dateTime={order.due_at}>{formatDateTime(order.due_at, zone)}</time>
        ) : (
          'Not started (no requirements yet)'
        )}
      </Fact>
      <Fact label="Revisions">
        {order.revisions_used} of {order.revisions_allowed} used
      </Fact>
      <Fact label="Buyer">
        {order.buyer.name}
        {order.buyer.company && ` for ${order.buyer.company}`} ({order.buyer.role})
      </Fact>
      <Fact label="Seller">{order.seller.name}</Fact>
      <Fact label="Ordered">
        <time dateTime={order.created_at}>{formatDateTime(order.created_at, zone)}</time>
      </Fact>
    </dl>
  );
}

/** The buyer's answers to the seller's questions, their note and files, as sent. */
export function OrderRequirements({ order, disputeId }: { order: DisputedOrder; disputeId: string }) {
  const zone = useTimeZone();
  const requirements = order.requirements;
  if (!requirements) return <p className="text-sm text-ink-600">The buyer never sent the requirements.</p>;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink-600">
        Sent <time dateTime={requirements.sent_at}>{formatDateTime(requirements.sent_at, zone)}</time>
      </p>
      {requirements.answers.length > 0 && (
        <dl className="space-y-3">
          {requirements.answers.map((answer) => (
            <div key={answer.question_id}>
              <dt className="font-medium text-ink-800">{answer.prompt}</dt>
              <dd className="mt-0.5 whitespace-pre-line text-ink-900">{answer.answer || 'No answer'}</dd>
            </div>
          ))}
        </dl>
      )}
      {requirements.note && (
        <div>
          <p className="font-medium text-ink-800">Note</p>
          <p className="mt-0.5 whitespace-pre-line text-ink-900">{requirements.note}</p>
        </div>
      )}
      <OrderFiles disputeId={disputeId} files={requirements.files} />
    </div>
  );
}
