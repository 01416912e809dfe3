import type { OrderDetail, OrderEvent, OrderEventType, OrderFile } from '@talent/contract/marketplace';
import { FileText } from 'lucide-react';
import { formatDateTime, formatNumber, useTimeZone } from '../../../lib/format.ts';
import { UserText } from '../../user-text.tsx';
import { Money } from '../parts/display.tsx';

// What each event says after the actor's name (or alone, for the platform's own).
const VERBS: Record<OrderEventType, string> = {
  ordered: 'placed the order and paid into escrow',
  requirements_sent: 'sent the requirements',
  delivered: 'delivered',
  revision_requested: 'asked for a revision',
  approved: 'approved the delivery',
  auto_approved: 'The order completed by itself: nobody answered the delivery in time',
  released: 'Payment released to the seller',
  cancellation_requested: 'asked to cancel',
  cancellation_declined: 'declined the cancellation',
  cancellation_withdrawn: 'withdrew the request to cancel',
  cancelled: 'cancelled the order',
  refunded: 'Refunded to the buyer',
  dispute_opened: 'opened a dispute',
  evidence_added: 'added evidence',
  dispute_decided: 'decided the dispute',
  reviewed: 'wrote a review',
  late: 'The delivery is late: the due date passed',
};
const PLATFORM_EVENTS: ReadonlySet<OrderEventType> = new Set([
  'auto_approved',
  'released',
  'refunded',
  'late',
]);

function eventText(event: OrderEvent, order: OrderDetail): string {
  const verb = VERBS[event.type];
  if (PLATFORM_EVENTS.has(event.type)) return verb;
  if (event.actor_side === order.side) return `You ${verb}`;
  if (event.actor_side === 'system') return event.type === 'cancelled' ? 'The order was cancelled' : verb;
  if (event.actor_side === 'operator') return `${event.actor_name ?? 'A Borderless operator'} ${verb}`;
  const party = event.actor_side === 'buyer' ? order.buyer : order.seller;
  return `${event.actor_name ?? party.name} ${verb}`;
}

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileLinks({ files }: { files: OrderFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files" className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-ink-50"
          >
            <FileText aria-hidden="true" className="size-4" />
            {file.name}
            <span className="text-xs font-normal text-ink-500">{fileSize(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every move of the order, oldest first, with its message, files and the money it moved. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const zone = useTimeZone();
  const events = [...order.timeline].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return (
    <ol aria-label="Order timeline" className="relative space-y-5 border-l-2 border-ink-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="text-sm font-medium text-ink-900">
            {eventText(event, order)}
            {event.amount_minor !== null && (
              <span className="font-normal text-ink-600">
                {' '}
                · <Money minor={event.amount_minor} currency={order.currency} exact />
              </span>
            )}
          </p>
          <p className="text-xs text-ink-500">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at, zone)}</time>
          </p>
          {event.message && (
            <div className="mt-2 rounded-control bg-ink-50 px-3 py-2">
              <UserText markdown={event.message} className="text-sm text-ink-800" />
            </div>
          )}
          <FileLinks files={event.files} />
        </li>
      ))}
    </ol>
  );
}
