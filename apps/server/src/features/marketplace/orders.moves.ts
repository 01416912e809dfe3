import {
  ORDER_ACTIONS,
  type OrderAction,
  type OrderSide,
  type OrderStatus,
} from '@talent/contract/marketplace';

/*
 * Who may do what to an order, and when (README: ## Orders). One function answers both questions the app asks:
 * the 409's reason when a move is refused, and (null for every action allowed) the `actions` the page shows, so
 * the buttons and the rules never disagree.
 */

/** What the rules read of an order and of the caller's side. */
export interface MoveState {
  status: OrderStatus;
  dueAt: Date | null;
  revisionsUsed: number;
  revisionsAllowed: number;
  cancelRequestedBy: OrderSide | null;
  /** The caller's side already reviewed the order. */
  reviewed: boolean;
}

const WORKING: readonly OrderStatus[] = ['in_progress', 'revision_requested'];
const DISPUTABLE: readonly OrderStatus[] = ['in_progress', 'delivered', 'revision_requested'];
const CANCELLABLE: readonly OrderStatus[] = [
  'requirements',
  'in_progress',
  'delivered',
  'revision_requested',
];
const REVIEWABLE: readonly OrderStatus[] = ['completed', 'resolved'];

const STATUS_PHRASES: Record<OrderStatus, string> = {
  requirements: 'is waiting for the requirements',
  in_progress: 'is in progress',
  delivered: 'is delivered and waiting for the buyer',
  revision_requested: 'has a revision requested',
  completed: 'is completed',
  cancelled: 'was cancelled',
  disputed: 'is in dispute',
  resolved: 'was resolved by our team',
};
const thisOrder = (status: OrderStatus) => `This order ${STATUS_PHRASES[status]}`;
const other = (side: OrderSide): OrderSide => (side === 'buyer' ? 'seller' : 'buyer');

/** The seller is past the due date while the work is theirs to do. */
export function isLate(state: Pick<MoveState, 'status' | 'dueAt'>, now: Date): boolean {
  return WORKING.includes(state.status) && state.dueAt !== null && now.getTime() > state.dueAt.getTime();
}

/** Whose fault a cancellation by the buyer alone is: none before the start, the seller's when they are late. */
export function soloCancelFault(state: MoveState, now: Date): 'none' | 'seller' {
  return isLate(state, now) ? 'seller' : 'none';
}

function cancelAloneRefusal(side: OrderSide, state: MoveState, now: Date): string | null {
  if (side !== 'buyer') return 'Only the buyer can cancel alone; ask the buyer to agree to cancel.';
  if (state.status === 'requirements' || isLate(state, now)) return null;
  if (CANCELLABLE.includes(state.status)) return 'The seller is not late: ask the seller to agree to cancel.';
  return `${thisOrder(state.status)}: it can no longer be cancelled.`;
}

/** Why `side` may not take `action` now (the 409's message), or null when it may. */
export function refusal(action: OrderAction, side: OrderSide, state: MoveState, now: Date): string | null {
  const { status } = state;
  switch (action) {
    case 'send_requirements':
      if (side !== 'buyer') return 'Only the buyer sends the requirements.';
      if (status !== 'requirements') return `${thisOrder(status)}: the requirements were already sent.`;
      return null;
    case 'deliver':
      if (side !== 'seller') return 'Only the seller delivers.';
      if (status === 'requirements') return 'The buyer has not sent the requirements yet.';
      if (!WORKING.includes(status)) return `${thisOrder(status)}: there is nothing to deliver now.`;
      return null;
    case 'request_revision':
      if (side !== 'buyer') return 'Only the buyer can ask for a revision.';
      if (status !== 'delivered')
        return `${thisOrder(status)}: a revision can be asked for after a delivery.`;
      if (state.revisionsUsed >= state.revisionsAllowed) {
        return state.revisionsAllowed === 0
          ? 'This tier includes no revisions.'
          : `All ${state.revisionsAllowed} revisions of this tier are used.`;
      }
      return null;
    case 'approve':
      if (side !== 'buyer') return 'Only the buyer can approve.';
      if (status !== 'delivered') return `${thisOrder(status)}: only a delivery can be approved.`;
      return null;
    case 'cancel':
      return cancelAloneRefusal(side, state, now);
    case 'request_cancellation':
      if (!CANCELLABLE.includes(status)) return `${thisOrder(status)}: it can no longer be cancelled.`;
      if (cancelAloneRefusal(side, state, now) === null) return 'You can cancel this order yourself.';
      if (state.cancelRequestedBy === side)
        return 'You already asked to cancel; wait for the answer or withdraw it.';
      if (state.cancelRequestedBy)
        return `The ${state.cancelRequestedBy} already asked to cancel: accept or decline it.`;
      return null;
    case 'accept_cancellation':
    case 'decline_cancellation':
      if (!state.cancelRequestedBy || !CANCELLABLE.includes(status))
        return 'Nobody asked to cancel this order.';
      if (state.cancelRequestedBy === side) return `The ${other(side)} answers your request to cancel.`;
      return null;
    case 'withdraw_cancellation':
      if (!state.cancelRequestedBy || !CANCELLABLE.includes(status))
        return 'Nobody asked to cancel this order.';
      if (state.cancelRequestedBy !== side) return `Only the ${other(side)} can withdraw their request.`;
      return null;
    case 'open_dispute':
      if (status === 'disputed') return 'A dispute is already open.';
      if (status === 'requirements') return 'A dispute can be opened once the work has started.';
      if (!DISPUTABLE.includes(status)) return `${thisOrder(status)}: it can no longer be disputed.`;
      return null;
    case 'add_evidence':
      if (status !== 'disputed') return 'Evidence can be added while a dispute is open.';
      return null;
    case 'review':
      if (!REVIEWABLE.includes(status)) return 'Reviews open once the order is completed.';
      if (state.reviewed) return 'You already reviewed this order.';
      return null;
  }
}

/** Exactly what the caller may do now. */
export function actionsFor(side: OrderSide, state: MoveState, now: Date): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusal(action, side, state, now) === null);
}
