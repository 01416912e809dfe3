import type { OrderEvent } from '@talent/contract/marketplace';

/** What each order event reads as in the operator's timeline. */
export const EVENT_LABELS: Record<OrderEvent['type'], string> = {
  ordered: 'Ordered and paid into escrow',
  requirements_sent: 'Requirements sent',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  approved: 'Approved',
  auto_approved: 'Approved automatically (no answer to the delivery)',
  released: 'Money released to the seller',
  cancellation_requested: 'Cancellation requested',
  cancellation_declined: 'Cancellation declined',
  cancellation_withdrawn: 'Cancellation request withdrawn',
  cancelled: 'Cancelled',
  refunded: 'Refunded to the buyer',
  dispute_opened: 'Dispute opened',
  evidence_added: 'Evidence added',
  dispute_decided: 'Dispute decided',
  reviewed: 'Review written',
  late: 'Past the due date',
};

export const OUTCOME_LABELS = {
  release: 'Release to the seller',
  partial_refund: 'Partial refund',
  full_refund: 'Full refund to the buyer',
} as const;

/** Who acted, in words: a party by name and side, or the platform. */
export function actorOf(event: Pick<OrderEvent, 'actor_side' | 'actor_name'>): string {
  if (event.actor_side === 'system') return 'Borderless';
  if (event.actor_side === 'operator')
    return event.actor_name ? `${event.actor_name} (operator)` : 'An operator';
  return `${event.actor_name ?? 'Someone'} (${event.actor_side})`;
}

/** "48 KB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
