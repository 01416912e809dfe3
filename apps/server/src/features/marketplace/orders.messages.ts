import type { FastifyBaseLogger } from 'fastify';
import { ORDER_CHANGED_EVENT, TIER_LABELS, type OrderSide } from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { peopleByIds, type OrderRow } from './orders.repository.ts';
import { orderPath } from './orders.view.ts';

/** What happened to an order, as the people on it are told. */
export type OrderNews =
  | { kind: 'ordered' }
  | { kind: 'requirements_sent' }
  | { kind: 'delivered' }
  | { kind: 'revision_requested' }
  | { kind: 'approved' }
  | { kind: 'auto_approved' }
  | { kind: 'cancelled'; fault: 'none' | 'seller' }
  | { kind: 'cancellation_requested' }
  | { kind: 'cancellation_accepted' }
  | { kind: 'cancellation_declined' }
  | { kind: 'cancellation_withdrawn' }
  | { kind: 'dispute_opened' }
  | { kind: 'evidence_added' }
  | { kind: 'dispute_decided'; outcome: 'release' | 'partial_refund' | 'full_refund'; refundMinor: number }
  | { kind: 'reviewed' }
  | { kind: 'late' };

/** Who caused it: a party tells the other side; the platform (a sweep, an operator) tells both. */
export type Actor = OrderSide | 'operator' | 'system';

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/**
 * Tells the two sides of an order what happened, after the commit: `ORDER_CHANGED_EVENT` on both private
 * channels (open pages refetch) and a `marketplace_update` notification to whoever did not cause it. Failures are
 * logged and never fail the move: it is already stored.
 */
export class OrderMessenger {
  constructor(
    private readonly deps: {
      db: Db;
      notifications?: NotificationsService | undefined;
      broadcaster?: Broadcaster | undefined;
      log?: FastifyBaseLogger | undefined;
    },
  ) {}

  private warn(err: unknown, what: string) {
    this.deps.log?.warn({ err }, what);
  }

  async changed(order: OrderRow, news: OrderNews, actor: Actor): Promise<void> {
    const { broadcaster, notifications } = this.deps;
    if (broadcaster) {
      await broadcaster
        .publish([order.buyerId, order.sellerId].map(userChannelName), ORDER_CHANGED_EVENT, {
          order_id: order.id,
          status: order.status,
        })
        .catch((err: unknown) => this.warn(err, 'order broadcast failed'));
    }
    if (!notifications) return;
    const recipients: OrderSide[] =
      actor === 'buyer' ? ['seller'] : actor === 'seller' ? ['buyer'] : ['buyer', 'seller'];
    try {
      const people = new Map(
        (await peopleByIds(this.deps.db, [order.buyerId, order.sellerId])).map((p) => [p.id, p]),
      );
      for (const side of recipients) {
        const otherName =
          people.get(side === 'buyer' ? order.sellerId : order.buyerId)?.name ?? 'The other side';
        const content = messageFor(order, news, side, otherName);
        if (!content) continue;
        const area = side === 'seller' || !order.buyerRecruiterId ? 'talent' : 'recruiter';
        const userId = side === 'buyer' ? order.buyerId : order.sellerId;
        await notifications
          .notify(userId, 'marketplace_update', { ...content, url: orderPath(area, order.id) })
          .catch((err: unknown) => this.warn(err, 'order notification failed'));
      }
    } catch (err) {
      this.warn(err, 'order notification failed');
    }
  }
}

/** The notification for one side; `other` is the name of the person on the other side. */
function messageFor(
  order: OrderRow,
  news: OrderNews,
  side: OrderSide,
  other: string,
): { title: string; body: string } | null {
  const ref = order.reference;
  const what = `${order.serviceTitle} (${TIER_LABELS[order.tier.name]})`;
  const total = money(order.totalMinor, order.currency);
  const payout = money(order.totalMinor - order.feeMinor, order.currency);
  switch (news.kind) {
    case 'ordered':
      return {
        title: `New order ${ref}: ${order.serviceTitle}`,
        body: `${other} ordered ${what} for ${total}, now held in escrow. The delivery clock starts when they send the requirements.`,
      };
    case 'requirements_sent':
      return {
        title: `Requirements in for ${ref}`,
        body: `${other} sent the requirements for ${what}. The work has started; the due date is on the order.`,
      };
    case 'delivered':
      return {
        title: `Delivery for ${ref}`,
        body: `${other} delivered ${what}. Approve it or ask for a revision; without an answer it is approved automatically.`,
      };
    case 'revision_requested':
      return {
        title: `Revision requested on ${ref}`,
        body: `${other} asked for changes to ${what}. Their message is on the order.`,
      };
    case 'approved':
      return {
        title: `${ref} approved: ${payout} released`,
        body: `${other} approved your delivery of ${what}. ${payout} (after the platform fee) is in your balance.`,
      };
    case 'auto_approved':
      return side === 'seller'
        ? {
            title: `${ref} completed: ${payout} released`,
            body: `Nobody answered your delivery of ${what} in time, so it was approved automatically. ${payout} is in your balance.`,
          }
        : {
            title: `${ref} completed automatically`,
            body: `The delivery of ${what} was approved automatically after the waiting time and the payment went to the seller.`,
          };
    case 'cancelled':
      return {
        title: `${ref} cancelled`,
        body:
          side === 'seller'
            ? `${other} cancelled ${what}${news.fault === 'seller' ? ' because the delivery is late' : ''}. The ${total} in escrow went back to them.`
            : `${what} is cancelled and ${total} went back to you.`,
      };
    case 'cancellation_requested':
      return {
        title: `${other} asks to cancel ${ref}`,
        body: `${other} would like to cancel ${what}. Accept (the buyer is refunded in full) or decline on the order.`,
      };
    case 'cancellation_accepted':
      return {
        title: `${ref} cancelled by agreement`,
        body: `${other} accepted the cancellation of ${what}. The ${total} in escrow went back to the buyer.`,
      };
    case 'cancellation_declined':
      return {
        title: `Cancellation declined on ${ref}`,
        body: `${other} declined to cancel ${what}. The order goes on; if you cannot agree, open a dispute.`,
      };
    case 'cancellation_withdrawn':
      return {
        title: `Cancellation request withdrawn on ${ref}`,
        body: `${other} withdrew their request to cancel ${what}. The order goes on.`,
      };
    case 'dispute_opened':
      return {
        title: `Dispute opened on ${ref}`,
        body: `${other} opened a dispute about ${what}. Add your side and any files as evidence; our team decides and explains why.`,
      };
    case 'evidence_added':
      return {
        title: `New evidence on ${ref}`,
        body: `${other} added evidence to the dispute about ${what}.`,
      };
    case 'dispute_decided': {
      const refund = money(news.refundMinor, order.currency);
      const outcome =
        news.outcome === 'release'
          ? 'the payment goes to the seller'
          : news.outcome === 'full_refund'
            ? `the buyer is refunded in full (${total})`
            : `the buyer gets ${refund} back and the seller the rest`;
      return {
        title: `Dispute decided on ${ref}`,
        body: `Our team decided the dispute about ${what}: ${outcome}. The reason is on the order.`,
      };
    }
    case 'reviewed':
      return {
        title: `${other} reviewed ${ref}`,
        body: `${other} wrote a review for ${what}. It shows once you write yours, or after the waiting time.`,
      };
    case 'late':
      return side === 'buyer'
        ? {
            title: `${ref} is late`,
            body: `The due date for ${what} has passed. You can wait, or cancel it yourself with a full refund.`,
          }
        : {
            title: `${ref} is past its due date`,
            body: `The due date for ${what} has passed. Deliver as soon as you can: the buyer may now cancel with a full refund.`,
          };
  }
}
