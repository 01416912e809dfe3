import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  CANCELLATION_REASON_LABELS,
  ORDER_AUTO_RELEASE_DAYS,
  TierInputSchema,
  type CancellationInputSchema,
  type DeliveryInputSchema,
  type OrderAction,
  type OrderDetail,
  type OrderInput,
  type OrderListQuerySchema,
  type OrderSide,
  type OrderStatus,
  type RequirementsInputSchema,
  type RevisionInputSchema,
} from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import type { Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { evidenceOf, disputeOfOrder } from './disputes.repository.ts';
import { feeOn, hold, settle } from './ledger.ts';
import { orderPayments } from './ledger.repository.ts';
import { OrderMessenger, type Actor, type OrderNews } from './orders.messages.ts';
import { actionsFor, isLate, refusal, soloCancelFault, type MoveState } from './orders.moves.ts';
import * as repo from './orders.repository.ts';
import type { FileRow, OrderEventInsert, OrderPatch, OrderRow } from './orders.repository.ts';
import {
  detailJson,
  partyDetailJson,
  partyFileUrl,
  summaryJson,
  type Area,
  type OrderBundle,
  type Parties,
  type Reader,
} from './orders.view.ts';
import { reviewsOf } from './reviews.repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Orders each sweep run handles at most; the rest wait for the next run. */
const SWEEP_BATCH = 100;
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type ListQuery = z.infer<typeof OrderListQuerySchema>;
type RequirementsInput = z.infer<typeof RequirementsInputSchema>;
type DeliveryInput = z.infer<typeof DeliveryInputSchema>;
type RevisionInput = z.infer<typeof RevisionInputSchema>;
type CancellationInput = z.infer<typeof CancellationInputSchema>;

/** Who is asking: their account, the recruiter row they buy for (recruiters only), and the area they came from. */
export interface Viewer {
  userId: string;
  recruiterId: string | null;
  area: Area;
}

/** What the chat needs to open an order's thread. */
export interface OrderThread {
  orderId: string;
  sellerId: string;
  buyerId: string;
  buyerRecruiterId: string | null;
}

export interface OrdersDeps {
  db: Db;
  files: Pick<FilesService, 'open'>;
  notifications?: NotificationsService | undefined;
  broadcaster?: Broadcaster | undefined;
  /** Opens the order's chat thread (the chat feature's `openForOrder`); a failure is logged, the order stands. */
  openThread?: ((thread: OrderThread) => Promise<unknown>) | undefined;
  log?: FastifyBaseLogger | undefined;
  now?: () => Date;
}

/** What a move did: the order as it is now, what to tell the people on it, and who did it (else the caller). */
export interface MoveOutcome {
  order: OrderRow;
  news: OrderNews;
  actor?: Actor;
}

type MoveWork = (
  tx: Db,
  order: OrderRow,
  side: OrderSide,
  now: Date,
  action: OrderAction,
) => Promise<MoveOutcome>;

const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};
const notFound = (): never => {
  throw new AppError('not_found');
};
/** A path id that names no order is a 404 without a query. */
export const orderIdOf = (id: string) => (isUuid(id) ? id : notFound());

export const sideOf = (order: Pick<OrderRow, 'buyerId' | 'sellerId'>, userId: string): OrderSide | null =>
  order.buyerId === userId ? 'buyer' : order.sellerId === userId ? 'seller' : null;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY);
const later = (a: Date | null, b: Date) => (a && a.getTime() > b.getTime() ? a : b);

function drawReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MK-${code}`;
}

/**
 * Marketplace orders (contract: marketplace.ts, rules: README.md ## Orders): ordering, the moves of both sides and
 * the sweeps. Every move locks the order row, checks its status and the caller's side (orders.moves.ts), writes
 * the order, its timeline and its money in one transaction, then tells both sides. Disputes and reviews are moves
 * too (disputes.service.ts, reviews.service.ts) and go through `move`.
 */
export class OrdersService {
  readonly messenger: OrderMessenger;
  readonly now: () => Date;
  private readonly db: Db;

  constructor(private readonly deps: OrdersDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
    this.messenger = new OrderMessenger(deps);
  }

  /* ================================================================ ordering */

  async create(viewer: Viewer, input: OrderInput): Promise<OrderDetail> {
    const now = this.now();
    const service =
      (isUuid(input.service_id) ? await repo.findService(this.db, input.service_id) : undefined) ??
      notFound();
    if (service.sellerId === viewer.userId) conflict('You cannot order your own service.');
    if (service.status !== 'published') conflict('This service is not available to order right now.');
    const draft = service.draft;
    const offered = draft.tiers.find((tier) => tier.name === input.tier);
    if (!offered) throw AppError.validation({ tier: ['This service does not offer that tier.'] });
    const tier = TierInputSchema.safeParse(offered);
    if (!tier.success) conflict('This service is being edited; try again in a moment.');

    const errors: FieldErrors = {};
    const addons = input.addon_ids.map((id, index) => {
      const addon = draft.addons.find((a) => a.id === id);
      if (!addon || input.addon_ids.indexOf(id) !== index) {
        errors[`addon_ids.${index}`] = [
          addon ? 'Each add-on once.' : 'This add-on is not part of the service.',
        ];
        return null;
      }
      return {
        id,
        title: addon.title ?? '',
        description: addon.description ?? '',
        price_minor: addon.price_minor ?? 0,
        extra_days: addon.extra_days ?? 0,
      };
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const chosen = addons.filter((a) => a !== null);
    const questions = draft.questions.flatMap((q, index) =>
      q.prompt ? [{ id: q.id ?? `q${index + 1}`, prompt: q.prompt, required: q.required ?? true }] : [],
    );
    const total = tier.data!.price_minor + chosen.reduce((sum, a) => sum + a.price_minor, 0);

    const order = await this.db.transaction(async (tx) => {
      let created: OrderRow | undefined;
      // A reference is drawn from 32⁶ codes; on the rare collision, draw again.
      for (let attempt = 0; !created && attempt < 5; attempt++) {
        created = await repo.insertOrder(tx, {
          reference: drawReference(),
          serviceId: service.id,
          serviceTitle: service.title || draft.title,
          sellerId: service.sellerId,
          buyerId: viewer.userId,
          buyerRecruiterId: viewer.recruiterId,
          status: 'requirements',
          tier: tier.data!,
          addons: chosen,
          questions,
          currency: service.currency,
          totalMinor: total,
          feeMinor: feeOn(total),
          createdAt: now,
          updatedAt: now,
        });
      }
      if (!created) throw new Error('no free order reference after five draws');
      await this.event(
        tx,
        created,
        { type: 'ordered', actorSide: 'buyer', actorId: viewer.userId, amountMinor: total },
        now,
      );
      await hold(tx, created, now);
      return created;
    });

    // Outside the money's transaction: a thread that fails to open never loses the order.
    if (this.deps.openThread) {
      await this.deps
        .openThread({
          orderId: order.id,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          buyerRecruiterId: order.buyerRecruiterId,
        })
        .catch((err: unknown) =>
          this.deps.log?.error({ err, orderId: order.id }, 'opening the order thread failed'),
        );
    }
    await this.messenger.changed(order, { kind: 'ordered' }, 'buyer');
    return this.detail(viewer, order.id);
  }

  /* ================================================================ reading */

  async list(viewer: Viewer, query: ListQuery) {
    const now = this.now();
    const key = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const filter = { userId: viewer.userId, side: query.side, status: query.status };
    const [rows, total] = await Promise.all([
      repo.listOrders(this.db, filter, {
        after: key ? { at: new Date(key.at), id: key.id } : undefined,
        limit: query.limit + 1,
      }),
      repo.countOrders(this.db, filter),
    ]);
    const page = rows.slice(0, query.limit);
    const parties = await this.partiesOf(page);
    const last = page.at(-1);
    return {
      data: page.map((order) => summaryJson(order, sideOf(order, viewer.userId)!, parties, now)),
      meta: {
        total,
        next_cursor:
          rows.length > query.limit && last
            ? encodeKey({ at: last.updatedAt.toISOString(), id: last.id })
            : null,
      },
    };
  }

  /** The order as a party sees it, else 404 (a missing order and someone else's alike). */
  async detail(viewer: Viewer, id: string): Promise<OrderDetail> {
    const order = (await repo.findOrder(this.db, orderIdOf(id))) ?? notFound();
    const side = sideOf(order, viewer.userId) ?? notFound();
    const now = this.now();
    const [bundle, state] = await Promise.all([this.bundle(order), this.stateOf(this.db, order, side)]);
    const reader = { side, fileUrl: partyFileUrl(viewer.area, order.id), now };
    return partyDetailJson(bundle, await this.partiesOf([order]), reader, actionsFor(side, state, now));
  }

  /** The order for an operator: no side, no actions; files through the dispute's address. */
  async operatorDetail(order: OrderRow, fileUrl: Reader['fileUrl']) {
    const bundle = await this.bundle(order);
    return detailJson(bundle, await this.partiesOf([order]), { side: null, fileUrl, now: this.now() });
  }

  /** A file attached to the order (requirements, a delivery, evidence), for either party. */
  async file(viewer: Viewer, id: string, fileId: string): Promise<{ row: FileRow; body: Readable }> {
    const order = (await repo.findOrder(this.db, orderIdOf(id))) ?? notFound();
    if (!sideOf(order, viewer.userId)) notFound();
    return this.orderFile(order.id, fileId);
  }

  async orderFile(orderId: string, fileId: string): Promise<{ row: FileRow; body: Readable }> {
    if (!isUuid(fileId) || !(await repo.orderUsesFile(this.db, orderId, fileId))) notFound();
    const [row] = await repo.filesByIds(this.db, [fileId]);
    if (!row) notFound();
    return { row: row!, body: await this.deps.files.open(row!) };
  }

  private async partiesOf(orders: OrderRow[]): Promise<Parties> {
    const [people, companies] = await Promise.all([
      repo.peopleByIds(
        this.db,
        orders.flatMap((o) => [o.buyerId, o.sellerId]),
      ),
      repo.companyNames(
        this.db,
        orders.flatMap((o) => (o.buyerRecruiterId ? [o.buyerRecruiterId] : [])),
      ),
    ]);
    return { people: new Map(people.map((p) => [p.id, p])), companies };
  }

  private async bundle(order: OrderRow): Promise<OrderBundle> {
    const [events, dispute, reviews, payments, conversationId] = await Promise.all([
      repo.eventsOf(this.db, order.id),
      disputeOfOrder(this.db, order.id),
      reviewsOf(this.db, order.id),
      orderPayments(this.db, order.id),
      repo.conversationIdOf(this.db, order.id),
    ]);
    const evidence = dispute ? await evidenceOf(this.db, dispute.id) : [];
    const fileIds = [
      ...events.flatMap((e) => e.event.fileIds),
      ...(order.requirements?.file_ids ?? []),
      ...evidence.flatMap((e) => e.evidence.fileIds),
    ];
    const files = new Map((await repo.filesByIds(this.db, fileIds)).map((f) => [f.id, f]));
    return { order, events, files, dispute: dispute ?? null, evidence, reviews, payments, conversationId };
  }

  private async stateOf(db: Db, order: OrderRow, side: OrderSide): Promise<MoveState> {
    const reviews = await reviewsOf(db, order.id);
    return { ...rowState(order), reviewed: reviews.some((r) => r.review.authorSide === side) };
  }

  /* ================================================================ moves */

  /**
   * One move by a party: the order locked, the caller's side found (404 for anyone else), the action (or the one
   * `choose` picks) checked against the status and the side (409 with the reason), then `work` writes; after the
   * commit both sides hear of it. Answers the order as the caller now sees it.
   */
  async move(
    viewer: Viewer,
    id: string,
    action: OrderAction | ((state: MoveState, side: OrderSide, now: Date) => OrderAction),
    work: MoveWork,
  ): Promise<OrderDetail> {
    const orderId = orderIdOf(id);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const order = (await repo.findOrder(tx, orderId, true)) ?? notFound();
      const side = sideOf(order, viewer.userId) ?? notFound();
      const state = await this.stateOf(tx, order, side);
      const chosen = typeof action === 'function' ? action(state, side, now) : action;
      const reason = refusal(chosen, side, state, now);
      if (reason) conflict(reason);
      return { ...(await work(tx, order, side, now, chosen)), side };
    });
    await this.messenger.changed(outcome.order, outcome.news, outcome.actor ?? outcome.side);
    return this.detail(viewer, orderId);
  }

  /** A timeline entry of the order. */
  async event(
    tx: Db,
    order: Pick<OrderRow, 'id'>,
    values: Omit<OrderEventInsert, 'orderId' | 'createdAt'>,
    now: Date,
  ): Promise<void> {
    await repo.insertEvent(tx, { ...values, orderId: order.id, createdAt: now });
  }

  update(tx: Db, order: OrderRow, patch: OrderPatch, now: Date): Promise<OrderRow> {
    return repo.updateOrder(tx, order.id, { ...patch, updatedAt: now });
  }

  /** The caller's own `order_file` uploads, each once; anything else is a 422 on that entry. */
  async checkFiles(tx: Db, ownerId: string, ids: string[], field = 'file_ids'): Promise<string[]> {
    const found = new Set((await repo.ownOrderFiles(tx, ownerId, ids)).map((f) => f.id));
    const errors: FieldErrors = {};
    ids.forEach((id, index) => {
      if (!found.has(id)) errors[`${field}.${index}`] = ['Attach a file you uploaded for this order.'];
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return [...new Set(ids)];
  }

  sendRequirements(viewer: Viewer, id: string, input: RequirementsInput) {
    return this.move(viewer, id, 'send_requirements', async (tx, order, side, now) => {
      const errors: FieldErrors = {};
      const answers = new Map<string, string>();
      input.answers.forEach((answer, index) => {
        if (!order.questions.some((q) => q.id === answer.question_id)) {
          errors[`answers.${index}.question_id`] = ['This question is not part of the order.'];
        } else if (answers.has(answer.question_id)) {
          errors[`answers.${index}.question_id`] = ['Answer each question once.'];
        }
        answers.set(answer.question_id, answer.answer);
      });
      // Answers are named by the question's place: the form lists the questions in order, one answer each.
      order.questions.forEach((question, index) => {
        if (question.required && !answers.get(question.id)) {
          errors[`answers.${index}.answer`] = ['Answer this question: the seller needs it to start.'];
        }
      });
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const fileIds = await this.checkFiles(tx, viewer.userId, input.file_ids);
      const days = order.tier.delivery_days + order.addons.reduce((sum, a) => sum + a.extra_days, 0);
      const updated = await this.update(
        tx,
        order,
        {
          status: 'in_progress',
          requirements: {
            answers: order.questions.map((q) => ({
              question_id: q.id,
              prompt: q.prompt,
              answer: answers.get(q.id) ?? '',
            })),
            note: input.note,
            file_ids: fileIds,
          },
          requirementsAt: now,
          dueAt: addDays(now, days),
        },
        now,
      );
      await this.event(
        tx,
        order,
        {
          type: 'requirements_sent',
          actorSide: side,
          actorId: viewer.userId,
          message: input.note || null,
          fileIds,
        },
        now,
      );
      return { order: updated, news: { kind: 'requirements_sent' } };
    });
  }

  deliver(viewer: Viewer, id: string, input: DeliveryInput) {
    return this.move(viewer, id, 'deliver', async (tx, order, side, now) => {
      const fileIds = await this.checkFiles(tx, viewer.userId, input.file_ids);
      const updated = await this.update(
        tx,
        order,
        { status: 'delivered', deliveredAt: now, autoReleaseAt: addDays(now, ORDER_AUTO_RELEASE_DAYS) },
        now,
      );
      await this.event(
        tx,
        order,
        { type: 'delivered', actorSide: side, actorId: viewer.userId, message: input.message, fileIds },
        now,
      );
      return { order: updated, news: { kind: 'delivered' } };
    });
  }

  /**
   * A revision stops the auto-release. The seller gets at least the tier's delivery time for it: a revision asked
   * for on the due date would otherwise make them late at once.
   */
  requestRevision(viewer: Viewer, id: string, input: RevisionInput) {
    return this.move(viewer, id, 'request_revision', async (tx, order, side, now) => {
      const due = later(order.dueAt, addDays(now, order.tier.delivery_days));
      const updated = await this.update(
        tx,
        order,
        {
          status: 'revision_requested',
          revisionsUsed: order.revisionsUsed + 1,
          autoReleaseAt: null,
          dueAt: due,
          lateAt: due.getTime() > now.getTime() ? null : order.lateAt,
        },
        now,
      );
      await this.event(
        tx,
        order,
        { type: 'revision_requested', actorSide: side, actorId: viewer.userId, message: input.message },
        now,
      );
      return { order: updated, news: { kind: 'revision_requested' } };
    });
  }

  approve(viewer: Viewer, id: string) {
    return this.move(viewer, id, 'approve', async (tx, order, side, now) => {
      await this.event(tx, order, { type: 'approved', actorSide: side, actorId: viewer.userId }, now);
      return { order: await this.complete(tx, order, now), news: { kind: 'approved' } };
    });
  }

  /** Completes a delivered order and releases its escrow to the seller (less the fee). */
  private async complete(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
    const updated = await this.update(
      tx,
      order,
      { status: 'completed', completedAt: now, autoReleaseAt: null, ...NO_CANCEL_REQUEST },
      now,
    );
    await settle(tx, order, { kind: 'release' }, now);
    await this.event(
      tx,
      order,
      { type: 'released', actorSide: 'system', amountMinor: order.totalMinor - order.feeMinor },
      now,
    );
    return updated;
  }

  /** Cancels and refunds the buyer in full, in the caller's transaction. */
  async cancelAndRefund(
    tx: Db,
    order: OrderRow,
    cancellation: { reason: string; message: string | null; fault: 'none' | 'seller' | 'buyer' },
    by: { side: Actor; actorId: string | null; message: string | null },
    now: Date,
  ): Promise<OrderRow> {
    const updated = await this.update(
      tx,
      order,
      {
        status: 'cancelled',
        cancelledAt: now,
        cancelledFault: cancellation.fault,
        cancelReason: cancellation.reason,
        cancelMessage: cancellation.message,
        cancelRequestedBy: null,
        cancelRequestedAt: null,
        autoReleaseAt: null,
      },
      now,
    );
    await settle(tx, order, { kind: 'refund' }, now);
    await this.event(
      tx,
      order,
      { type: 'cancelled', actorSide: by.side, actorId: by.actorId, message: by.message },
      now,
    );
    await this.event(
      tx,
      order,
      { type: 'refunded', actorSide: 'system', amountMinor: order.totalMinor },
      now,
    );
    return updated;
  }

  /** Cancels at once when the buyer may alone (before the start, or when the seller is late), else asks. */
  cancel(viewer: Viewer, id: string, input: CancellationInput) {
    const choose = (state: MoveState, side: OrderSide, now: Date): OrderAction =>
      refusal('cancel', side, state, now) === null ? 'cancel' : 'request_cancellation';
    return this.move(viewer, id, choose, async (tx, order, side, now, action) => {
      const said = [CANCELLATION_REASON_LABELS[input.reason], input.message].filter(Boolean).join(': ');
      if (action === 'cancel') {
        const fault = soloCancelFault(rowState(order), now);
        const updated = await this.cancelAndRefund(
          tx,
          order,
          { reason: input.reason, message: input.message || null, fault },
          { side, actorId: viewer.userId, message: said },
          now,
        );
        return { order: updated, news: { kind: 'cancelled', fault } };
      }
      const updated = await this.update(
        tx,
        order,
        {
          cancelRequestedBy: side,
          cancelReason: input.reason,
          cancelMessage: input.message,
          cancelRequestedAt: now,
        },
        now,
      );
      await this.event(
        tx,
        order,
        { type: 'cancellation_requested', actorSide: side, actorId: viewer.userId, message: said },
        now,
      );
      return { order: updated, news: { kind: 'cancellation_requested' } };
    });
  }

  acceptCancellation(viewer: Viewer, id: string) {
    return this.move(viewer, id, 'accept_cancellation', async (tx, order, side, now) => {
      const updated = await this.cancelAndRefund(
        tx,
        order,
        { reason: order.cancelReason ?? 'other', message: order.cancelMessage, fault: 'none' },
        { side, actorId: viewer.userId, message: 'Cancelled by agreement.' },
        now,
      );
      return { order: updated, news: { kind: 'cancellation_accepted' } };
    });
  }

  declineCancellation(viewer: Viewer, id: string) {
    return this.closeRequest(viewer, id, 'decline_cancellation', 'cancellation_declined');
  }

  withdrawCancellation(viewer: Viewer, id: string) {
    return this.closeRequest(viewer, id, 'withdraw_cancellation', 'cancellation_withdrawn');
  }

  private closeRequest(
    viewer: Viewer,
    id: string,
    action: 'decline_cancellation' | 'withdraw_cancellation',
    type: 'cancellation_declined' | 'cancellation_withdrawn',
  ) {
    return this.move(viewer, id, action, async (tx, order, side, now) => {
      const updated = await this.update(tx, order, NO_CANCEL_REQUEST, now);
      await this.event(tx, order, { type, actorSide: side, actorId: viewer.userId }, now);
      return { order: updated, news: { kind: type } };
    });
  }

  /* ================================================================ sweeps */

  /**
   * Delivered orders nobody answered complete ORDER_AUTO_RELEASE_DAYS after the delivery and the money goes to the
   * seller. Each is re-checked under its lock, so an approval a moment earlier wins and this one steps aside.
   */
  async autoRelease(now: Date): Promise<void> {
    for (const id of await repo.dueForAutoRelease(this.db, now, SWEEP_BATCH)) {
      try {
        const released = await this.db.transaction(async (tx) => {
          const order = await repo.findOrder(tx, id, true);
          if (order?.status !== 'delivered' || !order.autoReleaseAt || order.autoReleaseAt > now) return null;
          await this.event(tx, order, { type: 'auto_approved', actorSide: 'system' }, now);
          return this.complete(tx, order, now);
        });
        if (released) await this.messenger.changed(released, { kind: 'auto_approved' }, 'system');
      } catch (err) {
        this.deps.log?.error({ err, orderId: id }, 'auto-release of an order failed');
      }
    }
  }

  /** Marks orders past their due date late, once each: a timeline entry, and both sides hear of it. */
  async markLate(now: Date): Promise<void> {
    for (const id of await repo.dueForLateness(this.db, now, SWEEP_BATCH)) {
      try {
        const late = await this.db.transaction(async (tx) => {
          const order = await repo.findOrder(tx, id, true);
          if (!order || order.lateAt || !isLate(rowState(order), now)) return null;
          const updated = await this.update(tx, order, { lateAt: now }, now);
          await this.event(tx, order, { type: 'late', actorSide: 'system' }, now);
          return updated;
        });
        if (late) await this.messenger.changed(late, { kind: 'late' }, 'system');
      } catch (err) {
        this.deps.log?.error({ err, orderId: id }, 'marking an order late failed');
      }
    }
  }
}

/** The rules' view of a row (whether the caller reviewed is asked separately). */
function rowState(order: OrderRow): MoveState {
  return {
    status: order.status as OrderStatus,
    dueAt: order.dueAt,
    revisionsUsed: order.revisionsUsed,
    revisionsAllowed: order.tier.revisions,
    cancelRequestedBy: order.cancelRequestedBy as OrderSide | null,
    reviewed: false,
  };
}

const NO_CANCEL_REQUEST = {
  cancelRequestedBy: null,
  cancelReason: null,
  cancelMessage: null,
  cancelRequestedAt: null,
} satisfies OrderPatch;
