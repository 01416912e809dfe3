import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type {
  DisputeDecisionInputSchema,
  DisputeInputSchema,
  DisputeListQuerySchema,
  EvidenceInputSchema,
  OperatorDisputeResponseSchema,
} from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import * as disputes from './disputes.repository.ts';
import type { DisputeRow } from './disputes.repository.ts';
import { feeOn, settle, type Settlement } from './ledger.ts';
import { findOrder, peopleByIds, type FileRow, type OrderRow } from './orders.repository.ts';
import type { OrdersService, Viewer } from './orders.service.ts';
import { operatorFileUrl } from './orders.view.ts';

type DisputeInput = z.infer<typeof DisputeInputSchema>;
type EvidenceInput = z.infer<typeof EvidenceInputSchema>;
type DecisionInput = z.infer<typeof DisputeDecisionInputSchema>;
type ListQuery = z.infer<typeof DisputeListQuerySchema>;
type OperatorDispute = z.infer<typeof OperatorDisputeResponseSchema>['data'];
export type ThreadMessage = OperatorDispute['messages'][number];

const PAGE = 20;

/** A full refund after a dispute, in the cancellation's words (the order page shows why it ended). */
const REFUND_REASONS: Record<string, string> = {
  not_delivered: 'seller_unavailable',
  not_as_described: 'quality',
  quality: 'quality',
  buyer_unresponsive: 'other',
  scope_creep: 'requirements_changed',
  other: 'other',
};

const notFound = (): never => {
  throw new AppError('not_found');
};

export interface DisputesDeps {
  db: Db;
  orders: OrdersService;
  /** The order's chat, oldest first (the chat feature's `orderMessages`); none until the thread exists. */
  orderMessages?: ((orderId: string) => Promise<ThreadMessage[]>) | undefined;
}

/**
 * Disputes (README: ## Disputes): either side opens one on an order being worked on or delivered (the auto-release
 * stops), both add evidence while it is open, and an operator decides: release, partial refund or full refund,
 * with a reason both sides read. Opening and evidence are order moves; the decision locks the order the same way.
 */
export class DisputesService {
  private readonly db: Db;

  constructor(private readonly deps: DisputesDeps) {
    this.db = deps.db;
  }

  private get orders() {
    return this.deps.orders;
  }

  /* ================================================================ the two sides */

  open(viewer: Viewer, id: string, input: DisputeInput) {
    return this.orders.move(viewer, id, 'open_dispute', async (tx, order, side, now) => {
      const fileIds = await this.orders.checkFiles(tx, viewer.userId, input.file_ids);
      const dispute = await disputes.insertDispute(tx, {
        orderId: order.id,
        openedBy: viewer.userId,
        openedBySide: side,
        reason: input.reason,
        details: input.details,
        previousStatus: order.status,
        createdAt: now,
      });
      await disputes.insertEvidence(tx, {
        disputeId: dispute.id,
        authorId: viewer.userId,
        authorSide: side,
        text: input.details,
        fileIds,
        createdAt: now,
      });
      const updated = await this.orders.update(
        tx,
        order,
        {
          status: 'disputed',
          autoReleaseAt: null,
          cancelRequestedBy: null,
          cancelReason: null,
          cancelMessage: null,
          cancelRequestedAt: null,
        },
        now,
      );
      await this.orders.event(
        tx,
        order,
        { type: 'dispute_opened', actorSide: side, actorId: viewer.userId, message: input.details, fileIds },
        now,
      );
      return { order: updated, news: { kind: 'dispute_opened' } };
    });
  }

  addEvidence(viewer: Viewer, id: string, input: EvidenceInput) {
    return this.orders.move(viewer, id, 'add_evidence', async (tx, order, side, now) => {
      const dispute = (await disputes.disputeOfOrder(tx, order.id)) ?? notFound();
      const fileIds = await this.orders.checkFiles(tx, viewer.userId, input.file_ids);
      await disputes.insertEvidence(tx, {
        disputeId: dispute.id,
        authorId: viewer.userId,
        authorSide: side,
        text: input.text,
        fileIds,
        createdAt: now,
      });
      await this.orders.event(
        tx,
        order,
        { type: 'evidence_added', actorSide: side, actorId: viewer.userId, message: input.text, fileIds },
        now,
      );
      return { order: await this.orders.update(tx, order, {}, now), news: { kind: 'evidence_added' } };
    });
  }

  /* ================================================================ operators */

  async list(query: ListQuery) {
    const key = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const [rows, total] = await Promise.all([
      disputes.listDisputes(this.db, query.status, {
        after: key ? { at: new Date(key.at), id: key.id } : undefined,
        limit: PAGE + 1,
      }),
      disputes.countDisputes(this.db, query.status),
    ]);
    const page = rows.slice(0, PAGE);
    const sellers = new Map(
      (
        await peopleByIds(
          this.db,
          page.map((r) => r.order.sellerId),
        )
      ).map((p) => [p.id, p.name]),
    );
    const last = page.at(-1);
    const lastAt = last && (query.status === 'open' ? last.dispute.createdAt : last.dispute.decidedAt);
    return {
      data: page.map(({ dispute, order, buyerName }) => ({
        id: dispute.id,
        order_id: order.id,
        order_reference: order.reference,
        service_title: order.serviceTitle,
        opened_by: dispute.openedBySide as 'buyer' | 'seller',
        reason: dispute.reason as DisputeInput['reason'],
        status: dispute.status as 'open' | 'decided',
        buyer_name: buyerName,
        seller_name: sellers.get(order.sellerId) ?? 'A former member',
        currency: order.currency as OperatorDispute['order']['currency'],
        total_minor: order.totalMinor,
        created_at: dispute.createdAt.toISOString(),
        decided_at: dispute.decidedAt?.toISOString() ?? null,
      })),
      meta: {
        total,
        next_cursor:
          rows.length > PAGE && last && lastAt
            ? encodeKey({ at: lastAt.toISOString(), id: last.dispute.id })
            : null,
      },
    };
  }

  private async disputeAndOrder(id: string): Promise<{ dispute: DisputeRow; order: OrderRow }> {
    const dispute = (isUuid(id) ? await disputes.findDispute(this.db, id) : undefined) ?? notFound();
    const order = (await findOrder(this.db, dispute.orderId)) ?? notFound();
    return { dispute, order };
  }

  async detail(id: string): Promise<OperatorDispute> {
    const { dispute, order } = await this.disputeAndOrder(id);
    const [detail, messages] = await Promise.all([
      this.orders.operatorDetail(order, operatorFileUrl(dispute.id)),
      this.deps.orderMessages?.(order.id) ?? Promise.resolve([]),
    ]);
    return { order: detail, messages };
  }

  async file(id: string, fileId: string): Promise<{ row: FileRow; body: Readable }> {
    const { order } = await this.disputeAndOrder(id);
    return this.orders.orderFile(order.id, fileId);
  }

  /**
   * The operator's decision, once: the order locked, the dispute still open (else 409), the escrow settled under
   * the order's settle key. Release completes the order, a partial refund resolves it, a full refund cancels it
   * (the seller's fault when the operator says it counts against them). Both sides hear of it.
   */
  async decide(operatorId: string, id: string, input: DecisionInput): Promise<OperatorDispute> {
    const found = (isUuid(id) ? await disputes.findDispute(this.db, id) : undefined) ?? notFound();
    const now = this.orders.now();
    const outcome = await this.db.transaction(async (tx) => {
      const order = (await findOrder(tx, found.orderId, true)) ?? notFound();
      const dispute = (await disputes.findDispute(tx, found.id)) ?? notFound();
      if (dispute.status !== 'open' || order.status !== 'disputed') {
        throw new AppError('conflict', { message: 'This dispute was already decided.' });
      }
      let settlement: Settlement;
      if (input.outcome === 'partial_refund') {
        const refund = input.refund_minor ?? 0;
        if (refund >= order.totalMinor) {
          throw AppError.validation({
            refund_minor: [
              `Less than the order's total (${order.totalMinor} cents); a full refund is its own decision.`,
            ],
          });
        }
        settlement = { kind: 'partial_refund', refundMinor: refund };
      } else {
        settlement = { kind: input.outcome === 'release' ? 'release' : 'refund' };
      }
      await disputes.updateDispute(tx, dispute.id, {
        status: 'decided',
        outcome: input.outcome,
        refundMinor: settlement.kind === 'partial_refund' ? settlement.refundMinor : null,
        decisionReason: input.reason,
        countsAgainstSeller: input.counts_against_seller,
        decidedBy: operatorId,
        decidedAt: now,
      });
      await this.orders.event(
        tx,
        order,
        { type: 'dispute_decided', actorSide: 'operator', actorId: operatorId, message: input.reason },
        now,
      );
      const updated = await this.orders.update(
        tx,
        order,
        settlement.kind === 'release'
          ? { status: 'completed', completedAt: now }
          : settlement.kind === 'partial_refund'
            ? { status: 'resolved', completedAt: now }
            : {
                status: 'cancelled',
                cancelledAt: now,
                cancelledFault: input.counts_against_seller ? 'seller' : 'none',
                cancelReason: REFUND_REASONS[dispute.reason] ?? 'other',
                cancelMessage: input.reason,
              },
        now,
      );
      await settle(tx, order, settlement, now);
      await this.recordMoney(tx, order, settlement, now);
      return updated;
    });
    const refundMinor =
      input.outcome === 'full_refund'
        ? outcome.totalMinor
        : input.outcome === 'partial_refund'
          ? (input.refund_minor ?? 0)
          : 0;
    await this.orders.messenger.changed(
      outcome,
      { kind: 'dispute_decided', outcome: input.outcome, refundMinor },
      'operator',
    );
    return this.detail(found.id);
  }

  /** The timeline's money lines of a decision: what went back to the buyer and what went to the seller. */
  private async recordMoney(tx: Db, order: OrderRow, settlement: Settlement, now: Date) {
    const refunded =
      settlement.kind === 'refund'
        ? order.totalMinor
        : settlement.kind === 'partial_refund'
          ? settlement.refundMinor
          : 0;
    const kept = order.totalMinor - refunded;
    const paid = settlement.kind === 'release' ? kept - order.feeMinor : kept - feeOn(kept);
    if (refunded > 0) {
      await this.orders.event(
        tx,
        order,
        { type: 'refunded', actorSide: 'system', amountMinor: refunded },
        now,
      );
    }
    if (kept > 0) {
      await this.orders.event(tx, order, { type: 'released', actorSide: 'system', amountMinor: paid }, now);
    }
  }
}
