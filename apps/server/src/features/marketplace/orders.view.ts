import { PRODUCT_NAME } from '@talent/contract/config';
import {
  REVIEW_BLIND_DAYS,
  type OrderAction,
  type OrderDetail,
  type OrderEvent,
  type OrderFile,
  type OrderSide,
  type OrderStatus,
  type OrderSummary,
} from '@talent/contract/marketplace';
import type { DisputeRow, evidenceOf } from './disputes.repository.ts';
import { disputeJson } from './disputes.view.ts';
import { isLate } from './orders.moves.ts';
import type { eventsOf, FileRow, OrderRow, PersonRow } from './orders.repository.ts';
import type { reviewsOf } from './reviews.repository.ts';
import { reviewJson } from './reviews.view.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Where each area reads an order: the talent's and the recruiter's pages, and the operators' dispute. */
export type Area = 'talent' | 'recruiter';
const API_BASE: Record<Area, string> = {
  talent: '/talent/api/marketplace',
  recruiter: '/recruiter/api/marketplace',
};
const PAGE_BASE: Record<Area, string> = {
  talent: '/marketplace/orders',
  recruiter: '/recruiter/marketplace/orders',
};

/** The order's page in the web app, for a person of that area (notifications link there). */
export const orderPath = (area: Area, orderId: string) => `${PAGE_BASE[area]}/${orderId}`;
export const partyFileUrl = (area: Area, orderId: string) => (fileId: string) =>
  `${API_BASE[area]}/orders/${orderId}/files/${fileId}`;
export const operatorFileUrl = (disputeId: string) => (fileId: string) =>
  `/shared/api/operator/marketplace/disputes/${disputeId}/files/${fileId}`;

/** The people and companies an order names, looked up once for a page of orders. */
export interface Parties {
  people: Map<string, PersonRow>;
  companies: Map<string, string>;
}

/** When reviews show even if one side never writes: REVIEW_BLIND_DAYS after completion. */
export const reviewsVisibleFrom = (order: Pick<OrderRow, 'completedAt'>) =>
  order.completedAt ? new Date(order.completedAt.getTime() + REVIEW_BLIND_DAYS * DAY) : null;

function partyJson(parties: Parties, userId: string, recruiterId: string | null) {
  const person = parties.people.get(userId);
  return {
    id: userId,
    name: person?.name ?? 'A former member',
    company: recruiterId ? (parties.companies.get(recruiterId) ?? null) : null,
    avatar_url: person?.avatarUrl ?? null,
    role: recruiterId || person?.role === 'recruiter' ? ('recruiter' as const) : ('talent' as const),
  };
}

type OrderBase = Omit<OrderSummary, 'side'>;

function baseJson(order: OrderRow, parties: Parties, now: Date): OrderBase {
  return {
    id: order.id,
    reference: order.reference,
    service_id: order.serviceId ?? '',
    service_title: order.serviceTitle,
    tier: { ...order.tier },
    status: order.status as OrderStatus,
    buyer: partyJson(parties, order.buyerId, order.buyerRecruiterId),
    seller: partyJson(parties, order.sellerId, null),
    currency: order.currency as OrderSummary['currency'],
    total_minor: order.totalMinor,
    fee_minor: order.feeMinor,
    due_at: order.dueAt?.toISOString() ?? null,
    late: isLate({ status: order.status as OrderStatus, dueAt: order.dueAt }, now),
    auto_release_at: order.autoReleaseAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export function summaryJson(order: OrderRow, side: OrderSide, parties: Parties, now: Date): OrderSummary {
  return { ...baseJson(order, parties, now), side };
}

/** Everything an order's page shows, as read from the database. */
export interface OrderBundle {
  order: OrderRow;
  events: Awaited<ReturnType<typeof eventsOf>>;
  files: Map<string, FileRow>;
  dispute: DisputeRow | null;
  evidence: Awaited<ReturnType<typeof evidenceOf>>;
  reviews: Awaited<ReturnType<typeof reviewsOf>>;
  payments: { inEscrow: number; released: number; refunded: number; fees: number };
  conversationId: string | null;
}

/** Who reads the order: a party (their side, their actions) or an operator (both sides' reviews as they stand). */
export interface Reader {
  side: OrderSide | null;
  fileUrl: (fileId: string) => string;
  now: Date;
}

type DetailWithoutCaller = Omit<OrderDetail, 'side' | 'actions'>;

export function detailJson(bundle: OrderBundle, parties: Parties, reader: Reader): DetailWithoutCaller {
  const { order } = bundle;
  const filesOf = (ids: string[]): OrderFile[] =>
    ids.flatMap((id) => {
      const file = bundle.files.get(id);
      return file ? [{ id, name: file.name, type: file.type, size: file.size, url: reader.fileUrl(id) }] : [];
    });
  const timeline: OrderEvent[] = bundle.events.map(({ event, actorName }) => ({
    id: String(event.id),
    type: event.type as OrderEvent['type'],
    actor_side: event.actorSide as OrderEvent['actor_side'],
    actor_name:
      event.actorSide === 'system'
        ? null
        : event.actorSide === 'operator'
          ? `${PRODUCT_NAME} support`
          : (actorName ?? 'A former member'),
    message: event.message,
    files: filesOf(event.fileIds),
    amount_minor: event.amountMinor,
    created_at: event.createdAt.toISOString(),
  }));

  const visibleFrom = reviewsVisibleFrom(order);
  const bothWrote = bundle.reviews.length >= 2;
  const shown = bothWrote || (visibleFrom !== null && reader.now.getTime() >= visibleFrom.getTime());
  const review = (side: OrderSide) => {
    const found = bundle.reviews.find((r) => r.review.authorSide === side);
    return found ? reviewJson(found.review, found.authorName, order) : null;
  };
  const theirSide = reader.side === 'buyer' ? 'seller' : 'buyer';
  const theirs = reader.side ? review(theirSide) : null;

  const requirements = order.requirements
    ? {
        answers: order.requirements.answers,
        note: order.requirements.note,
        files: filesOf(order.requirements.file_ids),
        sent_at: (order.requirementsAt ?? order.updatedAt).toISOString(),
      }
    : null;

  return {
    ...baseJson(order, parties, reader.now),
    addons: order.addons,
    questions: order.questions,
    requirements,
    revisions_allowed: order.tier.revisions,
    revisions_used: order.revisionsUsed,
    timeline,
    cancellation:
      order.cancelRequestedBy && order.cancelRequestedAt
        ? {
            requested_by: order.cancelRequestedBy as OrderSide,
            reason: order.cancelReason as NonNullable<OrderDetail['cancellation']>['reason'],
            message: order.cancelMessage ?? '',
            requested_at: order.cancelRequestedAt.toISOString(),
          }
        : null,
    cancelled:
      order.status === 'cancelled' && order.cancelledAt
        ? {
            reason: (order.cancelReason ?? 'other') as NonNullable<OrderDetail['cancelled']>['reason'],
            fault: (order.cancelledFault ?? 'none') as NonNullable<OrderDetail['cancelled']>['fault'],
            at: order.cancelledAt.toISOString(),
          }
        : null,
    dispute: bundle.dispute ? disputeJson(bundle.dispute, bundle.evidence, filesOf) : null,
    reviews: {
      mine: reader.side ? review(reader.side) : null,
      theirs: theirs && shown ? theirs : null,
      theirs_hidden: !!theirs && !shown,
      visible_from: visibleFrom?.toISOString() ?? null,
    },
    payments: {
      in_escrow_minor: bundle.payments.inEscrow,
      released_minor: bundle.payments.released,
      refunded_minor: bundle.payments.refunded,
      fee_minor: bundle.payments.fees,
    },
    conversation_id: bundle.conversationId,
  };
}

export function partyDetailJson(
  bundle: OrderBundle,
  parties: Parties,
  reader: Reader & { side: OrderSide },
  actions: OrderAction[],
): OrderDetail {
  return { ...detailJson(bundle, parties, reader), side: reader.side, actions };
}
