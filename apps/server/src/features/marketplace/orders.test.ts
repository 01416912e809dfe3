import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@talent/contract/http';
import {
  CancellationInputSchema,
  DeliveryInputSchema,
  DisputeInputSchema,
  MARKETPLACE_FEE_PERCENT,
  ORDER_STATUSES,
  OrderInputSchema,
  RequirementsInputSchema,
  ReviewInputSchema,
  type OrderAction,
  type OrderSide,
  type OrderStatus,
} from '@talent/contract/marketplace';
import { conversations } from '../../db/schema/chat.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { marketplaceOrders, marketplaceServices } from '../../db/schema/marketplace.schema.ts';
import { useTestApp } from '../../test/harness.ts';
import { OrdersService } from './orders.service.ts';
import { OPS, OrdersApi, REQUIREMENTS, type Party } from './testing/orders-api.ts';
import {
  accountBalances,
  books,
  EXTRA_ADDON,
  RUSH_ADDON,
  serviceDraft,
  STANDARD_PRICE,
} from './testing/orders-test-kit.ts';

const START = new Date('2026-06-01T09:00:00.000Z');
const clock = { at: START };
const t = useTestApp({ now: () => new Date(clock.at) });
const api = new OrdersApi(t, clock);
beforeEach(() => {
  clock.at = START;
});

const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(START.getTime() + n * DAY).toISOString();

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function pair(buyerKind: 'talent' | 'recruiter' = 'talent') {
  const seller = await api.talent('Sofia Seller');
  const buyer = buyerKind === 'talent' ? await api.talent('Bruno Buyer') : await api.recruiter();
  const service = await api.service(seller);
  return { seller, buyer, service };
}

describe('ordering', () => {
  it('holds the total in escrow, snapshots the tier, add-ons and questions, and tells the seller', async () => {
    const { seller, buyer, service } = await pair();
    const order = await api.order(buyer, service.id, { addon_ids: [RUSH_ADDON.id, EXTRA_ADDON.id] });
    const total = STANDARD_PRICE + RUSH_ADDON.price + EXTRA_ADDON.price;
    const fee = Math.round((total * MARKETPLACE_FEE_PERCENT) / 100);
    expect(order).toMatchObject({
      status: 'requirements',
      side: 'buyer',
      service_id: service.id,
      service_title: 'React code review',
      tier: { name: 'standard', price_minor: STANDARD_PRICE, delivery_days: 5, revisions: 2 },
      currency: 'USD',
      total_minor: total,
      fee_minor: fee,
      due_at: null,
      late: false,
      buyer: { id: buyer.user.id, name: 'Bruno Buyer', role: 'talent', company: null },
      seller: { id: seller.user.id, name: 'Sofia Seller', role: 'talent' },
      revisions_allowed: 2,
      revisions_used: 0,
      requirements: null,
      actions: ['send_requirements', 'cancel'],
      payments: { in_escrow_minor: total, released_minor: 0, refunded_minor: 0, fee_minor: 0 },
    });
    // The order's chat thread, between the two sides.
    const [thread] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.orderId, order.id));
    expect(thread).toMatchObject({ kind: 'order', talentId: seller.user.id, buyerTalentId: buyer.user.id });
    expect(order.conversation_id).toBe(thread!.id);
    expect(order.reference).toMatch(/^MK-[A-Z0-9]{6}$/);
    expect(order.addons.map((a) => a.id)).toEqual([RUSH_ADDON.id, EXTRA_ADDON.id]);
    expect(order.questions).toEqual([
      { id: 'q-repo', prompt: 'Where is the repository?', required: true },
      { id: 'q-focus', prompt: 'Anything to look at first?', required: false },
    ]);
    expect(order.timeline.map((e) => [e.type, e.actor_side, e.amount_minor])).toEqual([
      ['ordered', 'buyer', total],
    ]);

    const ledger = await books(t.database.db);
    expect(ledger.unbalanced).toEqual([]);
    expect(ledger.keys).toEqual([{ key: `order:${order.id}:hold`, kind: 'hold' }]);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`funding:${buyer.user.id}`)).toBe(-total);
    expect(balances.get(`escrow:${order.id}`)).toBe(total);

    // Later edits of the service never change the order.
    await t.database.db
      .update(marketplaceServices)
      .set({
        title: 'Renamed',
        draft: serviceDraft({ title: 'Renamed', tiers: [], addons: [], questions: [] }),
      })
      .where(eq(marketplaceServices.id, service.id));
    const seen = await api.detail(seller, order.id);
    expect(seen).toMatchObject({
      service_title: 'React code review',
      tier: order.tier,
      addons: order.addons,
    });
    expect(seen).toMatchObject({ side: 'seller', actions: ['request_cancellation'] });
    const told = await notificationsOf(seller.user.id);
    expect(told.map((n) => [n.type, n.title, n.url])).toEqual([
      [
        'marketplace_update',
        `New order ${order.reference}: React code review`,
        `/marketplace/orders/${order.id}`,
      ],
    ]);
    expect(await notificationsOf(buyer.user.id)).toEqual([]);
  });

  it('a recruiter buys for their company; the seller sees the company and links go to each area', async () => {
    const { seller, buyer, service } = await pair('recruiter');
    const order = await api.order(buyer, service.id, { tier: 'basic' });
    expect(order.buyer).toMatchObject({ id: buyer.user.id, role: 'recruiter', company: buyer.company });
    const [row] = await t.database.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, order.id));
    expect(row!.buyerRecruiterId).toBe(buyer.recruiterId);
    const [thread] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.orderId, order.id));
    expect(thread).toMatchObject({
      talentId: seller.user.id,
      recruiterId: buyer.recruiterId,
      buyerTalentId: null,
    });
    expect((await api.detail(seller, order.id)).buyer.company).toBe(buyer.company);

    expect((await api.requirements(buyer, order.id)).statusCode).toBe(200);
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
    const [delivered] = (await notificationsOf(buyer.user.id)).filter((n) => n.title.startsWith('Delivery'));
    expect(delivered!.url).toBe(`/recruiter/marketplace/orders/${order.id}`);
    // The recruiter's list is theirs; a talent's list of the seller shows it as sold.
    const mine = (await buyer.client.get(`${buyer.api}/orders`)).json();
    expect(mine.data.map((o: { id: string; side: OrderSide }) => [o.id, o.side])).toEqual([
      [order.id, 'buyer'],
    ]);
    const sold = (await seller.client.get(`${seller.api}/orders?side=seller`)).json();
    expect(sold.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await seller.client.get(`${seller.api}/orders?side=buyer`)).json().meta.total).toBe(0);
  });

  it('refuses what cannot be ordered: 404 unknown, 409 unpublished or own, 422 tier and add-ons', async () => {
    const { seller, buyer, service } = await pair();
    const post = (body: Record<string, unknown>) => buyer.client.post(`${buyer.api}/orders`, body);
    expect((await post({ service_id: crypto.randomUUID(), tier: 'basic' })).statusCode).toBe(404);
    expect((await post({ service_id: 'nope', tier: 'basic' })).statusCode).toBe(404);
    const paused = await api.service(seller, { status: 'paused' });
    const draft = await api.service(seller, { status: 'draft' });
    for (const id of [paused.id, draft.id]) {
      const res = await post({ service_id: id, tier: 'basic' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This service is not available to order right now.');
    }
    const own = await seller.client.post(`${seller.api}/orders`, { service_id: service.id, tier: 'basic' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot order your own service.');

    const twoTiers = await api.service(seller, {
      draft: serviceDraft({ tiers: serviceDraft().tiers.slice(0, 2) }),
    });
    const noPremium = await post({ service_id: twoTiers.id, tier: 'premium' });
    expect(noPremium.statusCode).toBe(422);
    expect(noPremium.json().errors).toEqual({ tier: ['This service does not offer that tier.'] });
    const foreign = await post({
      service_id: service.id,
      tier: 'basic',
      addon_ids: [RUSH_ADDON.id, 'addon-x'],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'addon_ids.1': ['This add-on is not part of the service.'] });
    const twice = await post({
      service_id: service.id,
      tier: 'basic',
      addon_ids: [RUSH_ADDON.id, RUSH_ADDON.id],
    });
    expect(twice.json().errors).toEqual({ 'addon_ids.1': ['Each add-on once.'] });
    expect((await post({ service_id: service.id, tier: 'gold' })).statusCode).toBe(422);
    expect((await books(t.database.db)).keys).toEqual([]);
  });

  it('the same Idempotency-Key answers the first order again without a second hold', async () => {
    const { buyer, service } = await pair();
    const key = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const body = { service_id: service.id, tier: 'standard' };
    const first = await buyer.client.post(`${buyer.api}/orders`, body, { headers: key });
    const again = await buyer.client.post(`${buyer.api}/orders`, body, { headers: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await books(t.database.db)).keys).toHaveLength(1);
    expect((await t.database.db.select().from(marketplaceOrders)).length).toBe(1);
    // A different body under the same key is refused, and a new key is a new order.
    expect(
      (await buyer.client.post(`${buyer.api}/orders`, { ...body, tier: 'basic' }, { headers: key }))
        .statusCode,
    ).toBe(422);
    await api.order(buyer, service.id, {}, { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() });
    expect((await books(t.database.db)).keys).toHaveLength(2);
  });

  it('opens the order thread after the commit, and an order whose thread fails still stands', async () => {
    const { buyer, service, seller } = await pair('recruiter');
    const opened: unknown[] = [];
    const failing = new OrdersService({
      db: t.database.db,
      files: { open: async () => Promise.reject(new Error('unused')) },
      openThread: async (thread) => {
        opened.push(thread);
        throw new Error('chat is down');
      },
      now: () => clock.at,
    });
    const viewer = { userId: buyer.user.id, recruiterId: buyer.recruiterId, area: 'recruiter' as const };
    const order = await failing.create(viewer, { service_id: service.id, tier: 'basic', addon_ids: [] });
    expect(opened).toEqual([
      {
        orderId: order.id,
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        buyerRecruiterId: buyer.recruiterId,
      },
    ]);
    expect((await api.detail(buyer, order.id)).status).toBe('requirements');
  });
});

describe('requirements, delivery, revisions, approval', () => {
  it('checks the answers and files, then starts the clock: due = now + tier days + add-ons’ days', async () => {
    const { seller, buyer, service } = await pair();
    const order = await api.order(buyer, service.id, { addon_ids: [EXTRA_ADDON.id] });
    const missing = await api.requirements(buyer, order.id, {
      answers: [{ question_id: 'q-focus', answer: 'x' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.0.answer': ['Answer this question: the seller needs it to start.'],
    });
    const blank = await api.requirements(buyer, order.id, {
      answers: [{ question_id: 'q-repo', answer: '   ' }],
    });
    expect(blank.json().errors).toHaveProperty(['answers.0.answer']);
    const unknown = await api.requirements(buyer, order.id, {
      answers: [
        { question_id: 'q-repo', answer: 'here' },
        { question_id: 'q-nope', answer: 'here' },
      ],
    });
    expect(unknown.json().errors).toEqual({
      'answers.1.question_id': ['This question is not part of the order.'],
    });

    // Files: my own order_file uploads only.
    const mine = await api.file(buyer, 'brief.pdf');
    const theirs = await api.file(seller, 'theirs.pdf');
    const wrongFiles = await api.requirements(buyer, order.id, {
      ...REQUIREMENTS,
      file_ids: [mine, theirs, 'x'],
    });
    expect(wrongFiles.statusCode).toBe(422);
    expect(Object.keys(wrongFiles.json().errors)).toEqual(['file_ids.1', 'file_ids.2']);
    expect((await api.detail(buyer, order.id)).status).toBe('requirements');

    const sent = await api.requirements(buyer, order.id, { ...REQUIREMENTS, file_ids: [mine] });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = sent.json().data;
    expect(detail).toMatchObject({
      status: 'in_progress',
      due_at: days(5 + EXTRA_ADDON.days),
      requirements: {
        answers: [
          {
            question_id: 'q-repo',
            prompt: 'Where is the repository?',
            answer: 'https://github.com/acme/shop',
          },
          { question_id: 'q-focus', prompt: 'Anything to look at first?', answer: 'The checkout flow.' },
        ],
        note: 'Thanks!',
        sent_at: START.toISOString(),
      },
      actions: ['request_cancellation', 'open_dispute'],
    });
    expect(detail.requirements.files).toEqual([
      {
        id: mine,
        name: 'brief.pdf',
        type: 'application/pdf',
        size: expect.any(Number),
        url: `/talent/api/marketplace/orders/${order.id}/files/${mine}`,
      },
    ]);
    const forSeller = await api.detail(seller, order.id);
    expect(forSeller.actions).toEqual(['deliver', 'request_cancellation', 'open_dispute']);
    expect((await notificationsOf(seller.user.id)).map((n) => n.title)).toContain(
      `Requirements in for ${order.reference}`,
    );
  });

  it('goes the whole way: delivery, a revision, a second delivery, approval; the money goes to the seller', async () => {
    const { seller, buyer, service } = await pair();
    const order = await api.order(buyer, service.id);
    await api.requirements(buyer, order.id);
    api.advanceDays(2);
    const delivered = await api.deliver(seller, order.id);
    expect(delivered.json().data).toMatchObject({ status: 'delivered', auto_release_at: days(2 + 3) });
    const revised = await api.revision(buyer, order.id);
    expect(revised.json().data).toMatchObject({
      status: 'revision_requested',
      revisions_used: 1,
      auto_release_at: null,
      // At least the tier's 5 days from the request.
      due_at: days(2 + 5),
    });
    api.advanceDays(1);
    await api.deliver(seller, order.id);
    const approved = await api.approve(buyer, order.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const fee = Math.round((STANDARD_PRICE * MARKETPLACE_FEE_PERCENT) / 100);
    expect(approved.json().data).toMatchObject({
      status: 'completed',
      auto_release_at: null,
      actions: ['review'],
      payments: {
        in_escrow_minor: 0,
        released_minor: STANDARD_PRICE - fee,
        refunded_minor: 0,
        fee_minor: fee,
      },
    });
    expect(approved.json().data.timeline.map((e: { type: string }) => e.type)).toEqual([
      'ordered',
      'requirements_sent',
      'delivered',
      'revision_requested',
      'delivered',
      'approved',
      'released',
    ]);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`earnings:${seller.user.id}`)).toBe(STANDARD_PRICE - fee);
    expect(balances.get('platform:fees')).toBe(fee);
    expect(balances.get(`escrow:${order.id}`)).toBe(0);
    expect((await books(t.database.db)).keys.map((k) => k.key).sort()).toEqual(
      [`order:${order.id}:hold`, `order:${order.id}:settle`].sort(),
    );
    expect((await notificationsOf(seller.user.id)).map((n) => n.title)).toContain(
      `${order.reference} approved: ${((STANDARD_PRICE - fee) / 100).toFixed(2)} USD released`,
    );
    // A second approval is a 409 and moves nothing.
    const again = await api.approve(buyer, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is completed: only a delivery can be approved.');
  });

  it('runs out of revisions: the standard tier allows two', async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    expect((await api.revision(buyer, order.id)).statusCode).toBe(200);
    await api.deliver(seller, order.id);
    expect((await api.revision(buyer, order.id)).statusCode).toBe(200);
    await api.deliver(seller, order.id);
    const third = await api.revision(buyer, order.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('All 2 revisions of this tier are used.');
    expect((await api.detail(buyer, order.id)).actions).toEqual([
      'approve',
      'request_cancellation',
      'open_dispute',
    ]);
  });

  it('a revision asked for on the due date gives the seller the tier’s delivery time again', async () => {
    const { order, buyer, seller } = await api.orderIn('in_progress');
    api.advanceDays(5);
    await api.deliver(seller, order.id);
    api.advanceDays(0.5);
    const revised = (await api.revision(buyer, order.id)).json().data;
    expect(revised.due_at).toBe(new Date(clock.at.getTime() + 5 * DAY).toISOString());
    expect(revised.late).toBe(false);
    expect(revised.actions).not.toContain('cancel');
  });
});

/** The moves as the API takes them, each sent by one side. */
type Move =
  | 'requirements'
  | 'deliver'
  | 'revision'
  | 'approve'
  | 'cancellation'
  | 'accept'
  | 'decline'
  | 'withdraw'
  | 'dispute'
  | 'evidence'
  | 'review';
const MOVES: Move[] = [
  'requirements',
  'deliver',
  'revision',
  'approve',
  'cancellation',
  'accept',
  'decline',
  'withdraw',
  'dispute',
  'evidence',
  'review',
];
const both: OrderSide[] = ['buyer', 'seller'];

/** Written out by hand from the contract: who may make which move in which status (no open cancellation request). */
const ALLOWED: Record<OrderStatus, Partial<Record<Move, OrderSide[]>>> = {
  requirements: { requirements: ['buyer'], cancellation: both },
  in_progress: { deliver: ['seller'], cancellation: both, dispute: both },
  delivered: { revision: ['buyer'], approve: ['buyer'], cancellation: both, dispute: both },
  revision_requested: { deliver: ['seller'], cancellation: both, dispute: both },
  completed: { review: both },
  cancelled: {},
  disputed: { evidence: both },
  resolved: { review: both },
};
/** And what each side's page offers then. */
const ACTIONS: Record<OrderStatus, Record<OrderSide, OrderAction[]>> = {
  requirements: { buyer: ['send_requirements', 'cancel'], seller: ['request_cancellation'] },
  in_progress: {
    buyer: ['request_cancellation', 'open_dispute'],
    seller: ['deliver', 'request_cancellation', 'open_dispute'],
  },
  delivered: {
    buyer: ['request_revision', 'approve', 'request_cancellation', 'open_dispute'],
    seller: ['request_cancellation', 'open_dispute'],
  },
  revision_requested: {
    buyer: ['request_cancellation', 'open_dispute'],
    seller: ['deliver', 'request_cancellation', 'open_dispute'],
  },
  completed: { buyer: ['review'], seller: ['review'] },
  cancelled: { buyer: [], seller: [] },
  disputed: { buyer: ['add_evidence'], seller: ['add_evidence'] },
  resolved: { buyer: ['review'], seller: ['review'] },
};

function send(move: Move, party: Party, id: string) {
  switch (move) {
    case 'requirements':
      return api.requirements(party, id);
    case 'deliver':
      return api.deliver(party, id);
    case 'revision':
      return api.revision(party, id);
    case 'approve':
      return api.approve(party, id);
    case 'cancellation':
      return api.cancellation(party, id);
    case 'accept':
      return api.accept(party, id);
    case 'decline':
      return api.decline(party, id);
    case 'withdraw':
      return api.withdraw(party, id);
    case 'dispute':
      return api.dispute(party, id);
    case 'evidence':
      return api.evidence(party, id);
    case 'review':
      return api.review(party, id);
  }
}

describe('every move in every status, from each side', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))(
    '%s: the allowed moves answer 200, every other one 409 with a reason, and the page offers exactly those',
    async (status) => {
      const operator = await api.operator();
      const { buyer, seller, order } = await api.orderIn(status, { operator });
      const party = { buyer, seller };
      for (const side of both) {
        expect((await api.detail(party[side], order.id)).actions, `${status} ${side}`).toEqual(
          ACTIONS[status][side],
        );
      }
      // Refused moves change nothing, so they all try the same order.
      const before = await api.detail(buyer, order.id);
      for (const move of MOVES) {
        for (const side of both) {
          if (ALLOWED[status][move]?.includes(side)) continue;
          const res = await send(move, party[side], order.id);
          expect(res.statusCode, `${status} ${move} by ${side}: ${res.body}`).toBe(409);
          expect(res.json().message.length).toBeGreaterThan(10);
        }
      }
      const after = await api.detail(buyer, order.id);
      expect(after.status).toBe(status);
      expect(after.timeline).toEqual(before.timeline);
      // Each allowed move on an order of its own.
      for (const move of MOVES) {
        for (const side of ALLOWED[status][move] ?? []) {
          const fresh = await api.orderIn(status, { operator });
          const res = await send(move, fresh[side], fresh.order.id);
          expect(res.statusCode, `${status} ${move} by ${side}: ${res.body}`).toBe(200);
        }
      }
      expect((await books(t.database.db)).unbalanced).toEqual([]);
    },
  );
});

describe('cancellation', () => {
  it('the buyer cancels alone before the requirements: refunded in full, no fault', async () => {
    const { order, buyer, seller } = await api.orderIn('requirements');
    const res = await api.cancellation(buyer, order.id, {
      reason: 'changed_mind',
      message: 'Found it in-house.',
    });
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled: { reason: 'changed_mind', fault: 'none', at: START.toISOString() },
      cancellation: null,
      actions: [],
      payments: { in_escrow_minor: 0, refunded_minor: STANDARD_PRICE, released_minor: 0, fee_minor: 0 },
    });
    expect(res.json().data.timeline.slice(-2)).toMatchObject([
      { type: 'cancelled', actor_side: 'buyer', message: 'The buyer no longer needs it: Found it in-house.' },
      { type: 'refunded', actor_side: 'system', amount_minor: STANDARD_PRICE },
    ]);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`funding:${buyer.user.id}`)).toBe(0);
    expect((await notificationsOf(seller.user.id)).map((n) => n.title)).toContain(
      `${order.reference} cancelled`,
    );
  });

  it('otherwise one side asks; the other accepts (refund, no fault), declines, or the asker withdraws', async () => {
    const { order, buyer, seller } = await api.orderIn('in_progress');
    const asked = await api.cancellation(seller, order.id, {
      reason: 'seller_unavailable',
      message: 'I fell ill.',
    });
    expect(asked.json().data).toMatchObject({
      status: 'in_progress',
      cancellation: { requested_by: 'seller', reason: 'seller_unavailable', message: 'I fell ill.' },
      actions: ['deliver', 'withdraw_cancellation', 'open_dispute'],
    });
    expect((await api.detail(buyer, order.id)).actions).toEqual([
      'accept_cancellation',
      'decline_cancellation',
      'open_dispute',
    ]);
    const twice = await api.cancellation(seller, order.id);
    expect(twice.json().message).toBe('You already asked to cancel; wait for the answer or withdraw it.');
    expect((await api.accept(seller, order.id)).json().message).toBe(
      'The buyer answers your request to cancel.',
    );
    expect((await api.withdraw(buyer, order.id)).json().message).toBe(
      'Only the seller can withdraw their request.',
    );

    const declined = await api.decline(buyer, order.id);
    expect(declined.json().data).toMatchObject({ status: 'in_progress', cancellation: null });
    expect((await api.decline(buyer, order.id)).json().message).toBe('Nobody asked to cancel this order.');

    await api.cancellation(buyer, order.id, { reason: 'requirements_changed', message: '' });
    expect((await api.withdraw(buyer, order.id)).json().data.cancellation).toBeNull();

    await api.cancellation(buyer, order.id, { reason: 'requirements_changed', message: 'Scope moved.' });
    const accepted = await api.accept(seller, order.id);
    expect(accepted.json().data).toMatchObject({
      status: 'cancelled',
      cancelled: { reason: 'requirements_changed', fault: 'none' },
      payments: { refunded_minor: STANDARD_PRICE, in_escrow_minor: 0 },
    });
    expect(
      accepted
        .json()
        .data.timeline.map((e: { type: string }) => e.type)
        .slice(2),
    ).toEqual([
      'cancellation_requested',
      'cancellation_declined',
      'cancellation_requested',
      'cancellation_withdrawn',
      'cancellation_requested',
      'cancelled',
      'refunded',
    ]);
    const [row] = await t.database.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, order.id));
    expect(row!.cancelledFault).toBe('none');
  });

  it('the buyer cancels alone once the seller is late, and that counts against the seller', async () => {
    const { order, buyer } = await api.orderIn('in_progress');
    api.advanceDays(5);
    expect((await api.detail(buyer, order.id)).late).toBe(false);
    api.advanceDays(0.01);
    const late = await api.detail(buyer, order.id);
    expect(late).toMatchObject({ late: true, actions: ['cancel', 'open_dispute'] });
    const res = await api.cancellation(buyer, order.id, { reason: 'late', message: '' });
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled: { reason: 'late', fault: 'seller' },
    });
    const [row] = await t.database.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, order.id));
    expect(row!.cancelledFault).toBe('seller');
  });
});

describe('the sweeps', () => {
  it('auto-releases a delivery nobody answered after 3 days, once; a revision stops it', async () => {
    const { order, seller, buyer } = await api.orderIn('delivered');
    const stopped = await api.orderIn('delivered', { seller });
    await api.revision(stopped.buyer, stopped.order.id);
    api.advanceDays(3);
    clock.at = new Date(clock.at.getTime() - 1);
    await api.sweep();
    expect((await api.detail(buyer, order.id)).status).toBe('delivered');
    clock.at = new Date(clock.at.getTime() + 1);
    await api.sweep();
    await api.sweep();
    const done = await api.detail(seller, order.id);
    expect(done).toMatchObject({ status: 'completed', auto_release_at: null, actions: ['review'] });
    expect(done.timeline.map((e) => [e.type, e.actor_side, e.actor_name]).slice(-2)).toEqual([
      ['auto_approved', 'system', null],
      ['released', 'system', null],
    ]);
    expect((await api.detail(stopped.buyer, stopped.order.id)).status).toBe('revision_requested');
    expect((await books(t.database.db)).keys.filter((k) => k.kind === 'release')).toHaveLength(1);
    const sellerNews = (await notificationsOf(seller.user.id)).map((n) => n.title);
    expect(sellerNews).toContain(`${order.reference} completed: 108.00 USD released`);
    expect((await notificationsOf(buyer.user.id)).map((n) => n.title)).toContain(
      `${order.reference} completed automatically`,
    );
  });

  it('marks work past its due date late once, for both sides to see', async () => {
    const { order, buyer, seller } = await api.orderIn('in_progress');
    api.advanceDays(6);
    await api.sweep();
    await api.sweep();
    const detail = await api.detail(seller, order.id);
    expect(detail.late).toBe(true);
    expect(detail.timeline.filter((e) => e.type === 'late')).toHaveLength(1);
    expect((await notificationsOf(buyer.user.id)).map((n) => n.title)).toContain(
      `${order.reference} is late`,
    );
    // Delivering late is still a delivery; the mark stays in the timeline.
    expect((await api.deliver(seller, order.id)).json().data).toMatchObject({
      status: 'delivered',
      late: false,
    });
  });
});

describe('reviews', () => {
  it('stay hidden from the other side until both wrote, or 14 days after completion', async () => {
    const { order, buyer, seller } = await api.orderIn('completed');
    const written = await api.review(buyer, order.id, { rating: 4, text: 'Good report, a day late.' });
    expect(written.json().data.reviews).toMatchObject({
      mine: { author_side: 'buyer', rating: 4, author_name: buyer.user.name, tier: 'standard' },
      theirs: null,
      theirs_hidden: false,
      visible_from: days(14),
    });
    expect(written.json().data.actions).toEqual([]);
    const forSeller = await api.detail(seller, order.id);
    expect(forSeller.reviews).toMatchObject({ mine: null, theirs: null, theirs_hidden: true });
    // Neither the timeline nor the notification gives the text away.
    expect(JSON.stringify(forSeller.timeline)).not.toContain('Good report');
    expect((await notificationsOf(seller.user.id)).map((n) => n.body).join(' ')).not.toContain('Good report');
    expect((await api.review(buyer, order.id)).json().message).toBe('You already reviewed this order.');

    await api.review(seller, order.id, { rating: 5, text: 'Clear requirements, quick answers.' });
    const both = await api.detail(buyer, order.id);
    expect(both.reviews).toMatchObject({
      mine: { rating: 4 },
      theirs: { author_side: 'seller', rating: 5, text: 'Clear requirements, quick answers.' },
      theirs_hidden: false,
    });
  });

  it('one side alone shows after REVIEW_BLIND_DAYS', async () => {
    const { order, buyer, seller } = await api.orderIn('completed');
    await api.review(seller, order.id);
    api.advanceDays(14);
    clock.at = new Date(clock.at.getTime() - 1);
    expect((await api.detail(buyer, order.id)).reviews.theirs_hidden).toBe(true);
    clock.at = new Date(clock.at.getTime() + 1);
    const shown = await api.detail(buyer, order.id);
    expect(shown.reviews).toMatchObject({
      theirs: { author_side: 'seller' },
      theirs_hidden: false,
      mine: null,
    });
    expect(shown.actions).toEqual(['review']);
  });

  it('judges the review: 1 to 5 and a text', async () => {
    const { order, buyer } = await api.orderIn('completed');
    const bad = await api.review(buyer, order.id, { rating: 6, text: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rating', 'text']);
  });
});

describe('files of an order', () => {
  it('both sides and the operator read them; strangers get 404; an attached file cannot be deleted', async () => {
    const { order, buyer, seller } = await api.orderIn('requirements');
    const brief = await api.file(buyer, 'brief.pdf');
    await api.requirements(buyer, order.id, { ...REQUIREMENTS, file_ids: [brief] });
    const report = await api.file(seller, 'report.pdf');
    const delivered = (
      await api.deliver(seller, order.id, { message: 'Here is the report.', file_ids: [report] })
    ).json().data;
    expect(delivered.timeline.at(-1).files.map((f: { id: string }) => f.id)).toEqual([report]);
    for (const party of [buyer, seller]) {
      for (const id of [brief, report]) {
        const res = await party.client.get(`${party.api}/orders/${order.id}/files/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment/);
      }
    }
    const stranger = await api.talent();
    expect((await stranger.client.get(`${stranger.api}/orders/${order.id}/files/${brief}`)).statusCode).toBe(
      404,
    );
    // A file of the seller's that is not on the order is not served through it.
    const other = await api.file(seller, 'other.pdf');
    expect((await buyer.client.get(`${buyer.api}/orders/${order.id}/files/${other}`)).statusCode).toBe(404);
    expect((await buyer.client.get(`${buyer.api}/orders/${order.id}/files/nope`)).statusCode).toBe(404);

    await api.dispute(buyer, order.id);
    const operator = await api.operator();
    const dispute = (await api.detail(buyer, order.id)).dispute!;
    const op = await operator.get(`${OPS}/disputes/${dispute.id}/files/${report}`);
    expect(op.statusCode).toBe(200);

    const removed = await buyer.client.request('DELETE', `/talent/api/files/${brief}`);
    expect(removed.statusCode).toBe(409);
  });

  it('a recruiter attaches order files too', async () => {
    const { seller, buyer, service } = await pair('recruiter');
    const order = await api.order(buyer, service.id);
    const brief = await api.file(buyer, 'brief.pdf');
    const sent = await api.requirements(buyer, order.id, { ...REQUIREMENTS, file_ids: [brief] });
    expect(sent.json().data.requirements.files[0].url).toBe(
      `/recruiter/api/marketplace/orders/${order.id}/files/${brief}`,
    );
    expect((await seller.client.get(`${seller.api}/orders/${order.id}/files/${brief}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('strangers get 404, the other role 403, guests 401; lists and money are per person', async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    const stranger = await api.talent();
    const recruiter = await api.recruiter();
    const id = order.id;
    for (const party of [stranger, recruiter]) {
      expect((await api.get(party, id)).statusCode).toBe(404);
      expect((await api.approve(party, id)).statusCode).toBe(404);
      expect((await api.cancellation(party, id)).statusCode).toBe(404);
      expect((await api.dispute(party, id)).statusCode).toBe(404);
      expect((await api.review(party, id)).statusCode).toBe(404);
      expect((await party.client.get(`${party.api}/orders`)).json().meta.total).toBe(0);
      expect((await party.client.get(`${party.api}/balance`)).json().data).toEqual([]);
      expect((await party.client.get(`${party.api}/ledger`)).json().data).toEqual([]);
    }
    expect((await api.get(buyer, 'not-a-uuid')).statusCode).toBe(404);
    expect((await api.get(buyer, crypto.randomUUID())).statusCode).toBe(404);

    // Each role in its own area.
    expect((await recruiter.client.get(`/talent/api/marketplace/orders`)).statusCode).toBe(403);
    expect((await seller.client.get(`/recruiter/api/marketplace/orders`)).statusCode).toBe(403);
    const operator = await api.operator();
    expect((await operator.get(`/talent/api/marketplace/orders/${id}`)).statusCode).toBe(403);
    expect((await operator.get(`/recruiter/api/marketplace/balance`)).statusCode).toBe(403);
    expect((await seller.client.get(`${OPS}/disputes`)).statusCode).toBe(403);
    expect((await recruiter.client.post(`${OPS}/disputes/${id}/decision`, {})).statusCode).toBe(403);
    const guest = await api.guest();
    for (const url of [
      `/talent/api/marketplace/orders/${id}`,
      `/recruiter/api/marketplace/orders`,
      `/talent/api/marketplace/balance`,
      `${OPS}/disputes`,
    ]) {
      expect((await guest.get(url)).statusCode, url).toBe(401);
    }
    expect((await guest.post(`/talent/api/marketplace/orders/${id}/approve`)).statusCode).toBe(401);
  });

  it('pages my orders by newest activity with a cursor, and filters by side and status', async () => {
    const seller = await api.talent();
    const buyer = await api.talent();
    const service = await api.service(seller);
    const theirService = await api.service(buyer);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      clock.at = new Date(START.getTime() + i * 60_000);
      ids.push((await api.order(buyer, service.id)).id);
    }
    clock.at = new Date(START.getTime() + 30 * 60_000);
    const sold = await api.order(seller, theirService.id);
    clock.at = new Date(START.getTime() + 31 * 60_000);
    await api.requirements(buyer, ids[0]!);
    const first = (await buyer.client.get(`${buyer.api}/orders?limit=20`)).json();
    expect(first.meta.total).toBe(24);
    const second = (
      await buyer.client.get(`${buyer.api}/orders?limit=20&cursor=${first.meta.next_cursor}`)
    ).json();
    expect(second.meta.next_cursor).toBeNull();
    const all = [...first.data, ...second.data].map((o: { id: string }) => o.id);
    expect(all).toEqual([ids[0], sold.id, ...ids.slice(1).reverse()]);
    const asSeller = (await buyer.client.get(`${buyer.api}/orders?side=seller`)).json();
    expect(asSeller.data.map((o: { id: string; side: string }) => [o.id, o.side])).toEqual([
      [sold.id, 'seller'],
    ]);
    const working = (await buyer.client.get(`${buyer.api}/orders?status=in_progress`)).json();
    expect(working.data.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect((await buyer.client.get(`${buyer.api}/orders?cursor=junk`)).statusCode).toBe(422);
    expect((await buyer.client.get(`${buyer.api}/orders?status=lost`)).statusCode).toBe(422);
  });

  it('odd bodies, ids and queries never reach a 5xx', async () => {
    const { order, buyer, seller } = await api.orderIn('in_progress');
    const odd: unknown[] = [
      null,
      [],
      'text',
      42,
      { answers: 'x' },
      { answers: [{ question_id: 7, answer: {} }] },
      { file_ids: ['', 'x'.repeat(64), null] },
      { message: 'x'.repeat(6000) },
      { reason: 'nope' },
      { rating: '5', text: 1 },
      { service_id: { $ne: 1 }, tier: ['basic'] },
      { details: '\u0000'.repeat(40), reason: 'quality' },
    ];
    const urls = [
      `${buyer.api}/orders`,
      `${buyer.api}/orders/${order.id}/requirements`,
      `${seller.api}/orders/${order.id}/deliveries`,
      `${buyer.api}/orders/${order.id}/revision`,
      `${buyer.api}/orders/${order.id}/cancellation`,
      `${buyer.api}/orders/${order.id}/dispute`,
      `${buyer.api}/orders/${order.id}/dispute/evidence`,
      `${buyer.api}/orders/${order.id}/review`,
    ];
    for (const url of urls) {
      for (const body of odd) {
        const client =
          url.startsWith(seller.api) && url.includes('deliveries') ? seller.client : buyer.client;
        const res = await client.request('POST', url, undefined, { raw: JSON.stringify(body) });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
      }
    }
    for (const query of ['limit=0', 'limit=abc', 'side=both', `cursor=${'%00'.repeat(10)}`]) {
      expect((await buyer.client.get(`${buyer.api}/orders?${query}`)).statusCode).toBe(422);
    }
    expect((await buyer.client.get(`${buyer.api}/ledger?cursor=abc`)).statusCode).toBe(422);
  });
});

describe('property-based fuzz of the order routes', () => {
  const nasty = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '',
      '\u0000',
      "' OR 1=1 --",
      '__proto__',
      'x'.repeat(7000),
      -1,
      Number.MAX_VALUE * 10,
      [],
      {},
    ),
  );
  const keysOf = (schema: z.core.$ZodType) =>
    Object.keys(
      (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
        .properties ?? {},
    );

  it('never answers 5xx to generated bodies, as JSON or as a form, from either side', async () => {
    const { order, buyer, seller } = await api.orderIn('in_progress');
    const service = await api.service(seller);
    const targets: Array<[Party, string, z.core.$ZodType]> = [
      [buyer, `${buyer.api}/orders`, OrderInputSchema],
      [buyer, `${buyer.api}/orders/${order.id}/requirements`, RequirementsInputSchema],
      [seller, `${seller.api}/orders/${order.id}/deliveries`, DeliveryInputSchema],
      [buyer, `${buyer.api}/orders/${order.id}/cancellation`, CancellationInputSchema],
      [seller, `${seller.api}/orders/${order.id}/dispute`, DisputeInputSchema],
      [buyer, `${buyer.api}/orders/${order.id}/review`, ReviewInputSchema],
    ];
    for (const [party, url, schema] of targets) {
      const keys = [...keysOf(schema), 'service_id', '_method'];
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
          fc.boolean(),
          async (body, form) => {
            // Half the orders name a real service, so the body reaches the rules behind the lookup.
            const payload = url.endsWith('/orders') && form ? { ...body, service_id: service.id } : body;
            const res = await party.client.request('POST', url, payload, { form });
            expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
          },
        ),
        { numRuns: 20 },
      );
    }
    expect((await books(t.database.db)).unbalanced).toEqual([]);
  });
});
