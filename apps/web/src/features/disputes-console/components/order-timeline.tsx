import { formatCents, formatDateTime, useTimeZone } from '../../../lib/format.ts';
import type { DisputedOrder } from '../api/get-dispute.ts';
import { actorOf, EVENT_LABELS } from '../lib/labels.ts';
import { chronological } from '../lib/order-history.ts';
import { OrderFiles } from './order-files.tsx';

/** Every move of the order, oldest first, with the deliveries' messages and files. */
export function OrderTimeline({ order, disputeId }: { order: DisputedOrder; disputeId: string }) {
  const zone = useTimeZone();
  return (
    <ol aria-label="Timeline" className="space-y-4 border-l-2 border-ink-100 pl-4">
      {chronological(order.timeline).map((event) => (
        <li key={event.id} data-event={event.type} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ${
              event.type === 'delivered' ? 'bg-brand-600' : 'bg-ink-300'
            }`}
          />
          <p className="text-sm">
            <span className="font-semibold text-ink-900">{EVENT_LABELS[event.type]}</span>
            {event.amount_minor !== null && (
              <span className="text-ink-700"> · {formatCents(event.amount_minor, order.currency)}</span>
            )}
          </p>
          <p className="text-xs text-ink-500">
            {actorOf(event)} ·{' '}
            <time dateTime={event.created_at}>{formatDateTime(event.created_at, zone)}</time>
          </p>
          {event.message && <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{event.message}</p>}
          <OrderFiles disputeId={disputeId} files={event.files} />
        </li>
      ))}
    </ol>
  );
}
