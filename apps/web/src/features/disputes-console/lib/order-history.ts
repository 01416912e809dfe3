import type { OrderEvent, OrderStatus } from '@talent/contract/marketplace';

/** The status each event leaves the order in; the other events (messages, evidence, lateness) change none. */
const STATUS_AFTER: Partial<Record<OrderEvent['type'], OrderStatus>> = {
  ordered: 'requirements',
  requirements_sent: 'in_progress',
  delivered: 'delivered',
  revision_requested: 'revision_requested',
};

/** Oldest first, whatever order the server sent (ties keep theirs). */
export function chronological<T extends { created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/**
 * Where the order stood when the dispute was opened (the order itself now reads "disputed" or the outcome), read
 * from its timeline: what a fair decision weighs first (was anything delivered? was a revision pending?).
 */
export function statusBeforeDispute(timeline: readonly OrderEvent[]): OrderStatus | null {
  let status: OrderStatus | null = null;
  for (const event of chronological(timeline)) {
    if (event.type === 'dispute_opened') break;
    status = STATUS_AFTER[event.type] ?? status;
  }
  return status;
}
