import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OperatorDisputeResponseSchema, type OrderStatus } from '@talent/contract/marketplace';
import { marketplaceDisputes, marketplaceOrders } from '../../db/schema/marketplace.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { BASE as CHAT, messageId } from '../../test/chat-test-kit.ts';
import { useTestApp } from '../../test/harness.ts';
import { feeOn } from './ledger.ts';
import { DISPUTE, OPS, OrdersApi } from './testing/orders-api.ts';
import { accountBalances, books, STANDARD_PRICE } from './testing/orders-test-kit.ts';

const START = new Date('2026-06-01T09:00:00.000Z');
const clock = { at: START };
const t = useTestApp({ now: () => new Date(clock.at) });
const api = new OrdersApi(t, clock);
beforeEach(() => {
  clock.at = START;
});

const REASON = 'Both sides agree half of the review was delivered on time.';

async function disputed(from: OrderStatus = 'delivered', opener: 'buyer' | 'seller' = 'buyer') {
  const run = await api.orderIn(from);
  const res = await api.dispute(opener === 'buyer' ? run.buyer : run.seller, run.order.id);
  expect(res.statusCode, res.body).toBe(200);
  return { ...run, order: res.json().data as typeof run.order };
}

async function faultOf(orderId: string) {
  const [row] = await t.database.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, orderId));
  return row!.cancelledFault;
}

describe('opening a dispute and adding evidence', () => {
  it('stops the auto-release, keeps the previous status and the first evidence, and tells the other side', async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    const screenshot = await api.file(buyer, 'screenshot.pdf');
    const res = await api.dispute(buyer, order.id, { ...DISPUTE, file_ids: [screenshot] });
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'disputed',
      auto_release_at: null,
      actions: ['add_evidence'],
      dispute: {
        opened_by: 'buyer',
        reason: 'quality',
        details: DISPUTE.details,
        status: 'open',
        outcome: null,
        evidence: [{ author_side: 'buyer', author_name: buyer.user.name, text: DISPUTE.details }],
      },
      payments: { in_escrow_minor: STANDARD_PRICE },
    });
    expect(data.dispute.evidence[0].files.map((f: { id: string }) => f.id)).toEqual([screenshot]);
    const [row] = await t.database.db.select().from(marketplaceDisputes);
    expect(row!.previousStatus).toBe('delivered');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    expect(told.map((n) => n.title)).toContain(`Dispute opened on ${order.reference}`);

    // Nothing auto-releases a disputed order.
    api.advanceDays(10);
    await api.sweep();
    expect((await api.detail(buyer, order.id)).status).toBe('disputed');

    const more = await api.evidence(seller, order.id, { text: 'The checkout flow was not in the tier.' });
    expect(more.json().data.dispute.evidence.map((e: { author_side: string }) => e.author_side)).toEqual([
      'buyer',
      'seller',
    ]);
    expect((await api.dispute(seller, order.id)).json().message).toBe('A dispute is already open.');
    const short = await api.evidence(seller, order.id, { text: 'no' });
    expect(short.statusCode).toBe(422);
  });

  it('either side opens one while the work runs or waits for approval; an open cancellation request ends', async () => {
    for (const from of ['in_progress', 'delivered', 'revision_requested'] as const) {
      const { order, seller, buyer } = await api.orderIn(from);
      await api.cancellation(buyer, order.id, { reason: 'quality', message: '' });
      const res = await api.dispute(seller, order.id, { ...DISPUTE, reason: 'buyer_unresponsive' });
      expect(res.json().data, from).toMatchObject({ status: 'disputed', cancellation: null });
    }
    const early = await api.orderIn('requirements');
    expect((await api.dispute(early.buyer, early.order.id)).json().message).toBe(
      'A dispute can be opened once the work has started.',
    );
    const short = await api.orderIn('in_progress');
    const res = await api.dispute(short.buyer, short.order.id, { reason: 'quality', details: 'Too short.' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['details']);
  });
});

describe('the operator decides', () => {
  it('lists open disputes oldest first and decided ones newest first, with a cursor', async () => {
    const operator = await api.operator();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      clock.at = new Date(START.getTime() + i * 60_000);
      ids.push((await disputed('in_progress')).order.dispute!.id);
    }
    const first = (await operator.get(`${OPS}/disputes`)).json();
    expect(first.meta.total).toBe(22);
    const second = (await operator.get(`${OPS}/disputes?cursor=${first.meta.next_cursor}`)).json();
    expect([...first.data, ...second.data].map((d: { id: string }) => d.id)).toEqual(ids);
    expect(first.data[0]).toMatchObject({
      status: 'open',
      opened_by: 'buyer',
      reason: 'quality',
      currency: 'USD',
      total_minor: STANDARD_PRICE,
      decided_at: null,
    });
    for (const id of ids.slice(0, 3)) {
      clock.at = new Date(clock.at.getTime() + 60_000);
      await api.decide(operator, id, { outcome: 'release', reason: REASON, counts_against_seller: false });
    }
    const decided = (await operator.get(`${OPS}/disputes?status=decided`)).json();
    expect(decided.data.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await operator.get(`${OPS}/disputes`)).json().meta.total).toBe(19);
    expect((await operator.get(`${OPS}/disputes?status=closed`)).statusCode).toBe(422);
  });

  it('shows the order with its evidence, deliveries and files, and the order chat oldest first', async () => {
    const { order, buyer, seller } = await disputed('delivered');
    for (const [party, body] of [
      [buyer, 'The checkout flow is missing from the report.'],
      [seller, 'It was not part of the standard tier.'],
    ] as const) {
      const sent = await party.client.post(`${CHAT}/${order.conversation_id}/messages`, {
        id: messageId(),
        body,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const operator = await api.operator();
    const res = await operator.get(`${OPS}/disputes/${order.dispute!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(OperatorDisputeResponseSchema.safeParse(body).success).toBe(true);
    expect(body.data.order).not.toHaveProperty('side');
    expect(body.data.order).not.toHaveProperty('actions');
    expect(body.data.order.timeline.map((e: { type: string }) => e.type)).toEqual([
      'ordered',
      'requirements_sent',
      'delivered',
      'dispute_opened',
    ]);
    expect(body.data.order.buyer.id).toBe(buyer.user.id);
    expect(
      body.data.messages.map((m: { author_side: string; author_name: string; body: string }) => [
        m.author_side,
        m.author_name,
        m.body,
      ]),
    ).toEqual([
      ['buyer', buyer.user.name, 'The checkout flow is missing from the report.'],
      ['seller', seller.user.name, 'It was not part of the standard tier.'],
    ]);
    expect((await operator.get(`${OPS}/disputes/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await operator.get(`${OPS}/disputes/nope`)).statusCode).toBe(404);
  });

  it('release completes the order and pays the seller; the decision is final', async () => {
    const { order, buyer, seller } = await disputed('delivered');
    const operator = await api.operator();
    const res = await api.decide(operator, order.dispute!.id, {
      outcome: 'release',
      reason: 'The delivery matches the standard tier as described.',
      counts_against_seller: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fee = feeOn(STANDARD_PRICE);
    expect(res.json().data.order).toMatchObject({
      status: 'completed',
      dispute: { status: 'decided', outcome: 'release', refund_minor: null, counts_against_seller: false },
      payments: {
        in_escrow_minor: 0,
        released_minor: STANDARD_PRICE - fee,
        fee_minor: fee,
        refunded_minor: 0,
      },
    });
    const timeline = res.json().data.order.timeline;
    expect(timeline.slice(-2)).toMatchObject([
      { type: 'dispute_decided', actor_side: 'operator', actor_name: 'Borderless support' },
      { type: 'released', amount_minor: STANDARD_PRICE - fee },
    ]);
    // Both sides hear, and may now review each other.
    for (const party of [buyer, seller]) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, party.user.id));
      expect(told.map((n) => n.title)).toContain(`Dispute decided on ${order.reference}`);
      expect((await api.detail(party, order.id)).actions).toEqual(['review']);
    }
    const again = await api.decide(operator, order.dispute!.id, {
      outcome: 'full_refund',
      reason: 'Changing my mind about this one.',
      counts_against_seller: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute was already decided.');
    expect((await books(t.database.db)).keys.filter((k) => k.key.endsWith(':settle'))).toHaveLength(1);
  });

  it('a partial refund resolves the order: the buyer gets R, the seller the rest less its fee', async () => {
    const { order, buyer, seller } = await disputed('in_progress', 'seller');
    const operator = await api.operator();
    const refund = 4_321;
    for (const refund_minor of [STANDARD_PRICE, STANDARD_PRICE + 1]) {
      const tooMuch = await api.decide(operator, order.dispute!.id, {
        outcome: 'partial_refund',
        refund_minor,
        reason: REASON,
        counts_against_seller: false,
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(Object.keys(tooMuch.json().errors)).toEqual(['refund_minor']);
    }
    const zero = await api.decide(operator, order.dispute!.id, {
      outcome: 'partial_refund',
      refund_minor: 0,
      reason: REASON,
      counts_against_seller: false,
    });
    expect(zero.statusCode).toBe(422);
    const missing = await api.decide(operator, order.dispute!.id, {
      outcome: 'partial_refund',
      reason: REASON,
      counts_against_seller: false,
    });
    expect(missing.json().errors).toEqual({ refund_minor: ['Give the amount refunded to the buyer.'] });

    const res = await api.decide(operator, order.dispute!.id, {
      outcome: 'partial_refund',
      refund_minor: refund,
      reason: REASON,
      counts_against_seller: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kept = STANDARD_PRICE - refund;
    const fee = feeOn(kept);
    expect(res.json().data.order).toMatchObject({
      status: 'resolved',
      payments: { in_escrow_minor: 0, refunded_minor: refund, released_minor: kept - fee, fee_minor: fee },
      dispute: { outcome: 'partial_refund', refund_minor: refund, decision_reason: REASON },
    });
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`funding:${buyer.user.id}`)).toBe(-STANDARD_PRICE + refund);
    expect(balances.get(`earnings:${seller.user.id}`)).toBe(kept - fee);
    // Only a cancellation counts against the completion rate.
    expect(await faultOf(order.id)).toBeNull();
    expect((await books(t.database.db)).unbalanced).toEqual([]);
  });

  it('a full refund cancels the order; the fault is the seller’s only when the operator says so', async () => {
    const operator = await api.operator();
    for (const counts of [true, false]) {
      const { order, buyer } = await disputed('revision_requested');
      const res = await api.decide(operator, order.dispute!.id, {
        outcome: 'full_refund',
        reason: 'Nothing usable was delivered in the end.',
        counts_against_seller: counts,
        refund_minor: 5,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.order).toMatchObject({
        status: 'cancelled',
        cancelled: { reason: 'quality', fault: counts ? 'seller' : 'none' },
        dispute: { outcome: 'full_refund', refund_minor: null, counts_against_seller: counts },
        payments: { refunded_minor: STANDARD_PRICE, released_minor: 0, in_escrow_minor: 0 },
      });
      expect(await faultOf(order.id)).toBe(counts ? 'seller' : 'none');
      expect((await api.detail(buyer, order.id)).actions).toEqual([]);
    }
  });

  it('operators only: others 403, guests 401, and a bad decision 422 before anything moves', async () => {
    const { order, buyer } = await disputed('delivered');
    const id = order.dispute!.id;
    const decision = { outcome: 'release', reason: REASON, counts_against_seller: false };
    expect((await buyer.client.post(`${OPS}/disputes/${id}/decision`, decision)).statusCode).toBe(403);
    expect((await buyer.client.get(`${OPS}/disputes/${id}`)).statusCode).toBe(403);
    const recruiter = await api.recruiter();
    expect((await recruiter.client.get(`${OPS}/disputes`)).statusCode).toBe(403);
    const guest = await api.guest();
    expect((await guest.post(`${OPS}/disputes/${id}/decision`, decision)).statusCode).toBe(401);
    const operator = await api.operator();
    for (const body of [
      {},
      { ...decision, outcome: 'split' },
      { ...decision, reason: 'short' },
      { outcome: 'release' },
    ]) {
      expect((await api.decide(operator, id, body)).statusCode).toBe(422);
    }
    expect((await api.detail(buyer, order.id)).status).toBe('disputed');
  });
});
