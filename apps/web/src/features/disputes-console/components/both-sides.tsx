import { DISPUTE_REASON_LABELS, type Dispute } from '@talent/contract/marketplace';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import type { DisputedOrder } from '../api/get-dispute.ts';
import { chronological } from '../lib/order-history.ts';
import { OrderFiles } from './order-files.tsx';

type Side = 'buyer' | 'seller';

function SideColumn({ side, order, dispute }: { side: Side; order: DisputedOrder; dispute: Dispute }) {
  const zone = useTimeZone();
  const party = order[side];
  const own = chronological(dispute.evidence.filter((item) => item.author_side === side));
  // Opening a dispute files its details (and files) as the opener's first evidence: shown once, as the opening.
  const opening = dispute.opened_by === side ? own.find((item) => item.text === dispute.details) : undefined;
  const evidence = own.filter((item) => item !== opening);
  const headingId = `side-${side}`;
  return (
    <section aria-labelledby={headingId} data-side={side} className="min-w-0 rounded-control bg-ink-50 p-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        The {side}: {party.name}
        {party.company && ` for ${party.company}`}
      </h3>
      {dispute.opened_by === side && (
        <div className="mt-3 rounded-control border border-amber-300 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Opened the dispute</p>
          <p className="mt-1 text-sm font-medium text-ink-900">{DISPUTE_REASON_LABELS[dispute.reason]}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{dispute.details}</p>
          {opening && <OrderFiles disputeId={dispute.id} files={opening.files} />}
          <p className="mt-1 text-xs text-ink-500">
            <time dateTime={dispute.created_at}>{formatDateTime(dispute.created_at, zone)}</time>
          </p>
        </div>
      )}
      {evidence.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">No evidence from the {side}.</p>
      ) : (
        <ol aria-label={`Evidence from the ${side}`} className="mt-3 space-y-3">
          {evidence.map((item) => (
            <li key={item.id} className="rounded-control border border-ink-200 bg-white p-3">
              <p className="text-sm whitespace-pre-line text-ink-900">{item.text}</p>
              <OrderFiles disputeId={dispute.id} files={item.files} />
              <p className="mt-1 text-xs text-ink-500">
                {item.author_name} ·{' '}
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, zone)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Each side's case, side by side and alike: who opened it and why, then each side's further evidence in order. */
export function BothSides({ order, dispute }: { order: DisputedOrder; dispute: Dispute }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SideColumn side="buyer" order={order} dispute={dispute} />
      <SideColumn side="seller" order={order} dispute={dispute} />
    </div>
  );
}
