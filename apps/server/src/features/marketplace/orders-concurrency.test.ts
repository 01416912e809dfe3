import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { feeOn } from './ledger.ts';
import { OrdersApi } from './testing/orders-api.ts';
import { accountBalances, books, STANDARD_PRICE } from './testing/orders-test-kit.ts';

// Races on one order's escrow: on PostgreSQL the requests really overlap (the order row's lock and the settle key
// decide); on PGlite they queue. Either way the escrow is settled exactly once.

const START = new Date('2026-06-01T09:00:00.000Z');
const clock = { at: START };
const t = useTestApp({ now: () => new Date(clock.at) });
const api = new OrdersApi(t, clock);
beforeEach(() => {
  clock.at = START;
});

const PARALLEL = 10;

async function settlements(orderId: string) {
  return (await books(t.database.db)).keys.filter((k) => k.key === `order:${orderId}:settle`);
}

describe('one settlement per order, whatever races', () => {
  it(`${PARALLEL} approvals at once: one wins, the others get 409, the seller is paid once`, async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => api.approve(buyer, order.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
    expect(await settlements(order.id)).toEqual([{ key: `order:${order.id}:settle`, kind: 'release' }]);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`earnings:${seller.user.id}`)).toBe(STANDARD_PRICE - feeOn(STANDARD_PRICE));
    expect(balances.get(`escrow:${order.id}`)).toBe(0);
    const detail = await api.detail(buyer, order.id);
    expect(detail.timeline.filter((e) => e.type === 'approved' || e.type === 'released')).toHaveLength(2);
  });

  it('approvals against accepting a cancellation: exactly one of them settles the escrow', async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    expect(
      (await api.cancellation(seller, order.id, { reason: 'seller_unavailable', message: '' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? api.accept(buyer, order.id) : api.approve(buyer, order.id),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const [settled] = await settlements(order.id);
    const detail = await api.detail(buyer, order.id);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`escrow:${order.id}`)).toBe(0);
    if (settled!.kind === 'release') {
      expect(detail.status).toBe('completed');
      expect(balances.get(`earnings:${seller.user.id}`)).toBe(STANDARD_PRICE - feeOn(STANDARD_PRICE));
      expect(balances.get(`funding:${buyer.user.id}`)).toBe(-STANDARD_PRICE);
    } else {
      expect(settled!.kind).toBe('refund');
      expect(detail.status).toBe('cancelled');
      expect(balances.get(`earnings:${seller.user.id}`) ?? 0).toBe(0);
      expect(balances.get(`funding:${buyer.user.id}`)).toBe(0);
    }
    expect(await settlements(order.id)).toHaveLength(1);
  });

  it('approvals against the auto-release sweep at its hour: one settlement, one completion', async () => {
    const { order, buyer, seller } = await api.orderIn('delivered');
    api.advanceDays(3);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? api.sweep().then(() => null) : api.approve(buyer, order.id),
      ),
    );
    const approvals = results.filter((r) => r !== null);
    expect(approvals.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    for (const r of approvals) expect([200, 409]).toContain(r.statusCode);
    expect(await settlements(order.id)).toEqual([{ key: `order:${order.id}:settle`, kind: 'release' }]);
    const detail = await api.detail(seller, order.id);
    expect(detail.status).toBe('completed');
    const completions = detail.timeline.filter((e) => e.type === 'approved' || e.type === 'auto_approved');
    expect(completions).toHaveLength(1);
    expect(detail.timeline.filter((e) => e.type === 'released')).toHaveLength(1);
    const balances = await accountBalances(t.database.db);
    expect(balances.get(`earnings:${seller.user.id}`)).toBe(STANDARD_PRICE - feeOn(STANDARD_PRICE));
    expect((await books(t.database.db)).unbalanced).toEqual([]);
  });

  it('concurrent orders with one Idempotency-Key: one order, one hold', async () => {
    const seller = await api.talent();
    const buyer = await api.talent();
    const service = await api.service(seller);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { service_id: service.id, tier: 'standard' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.client.post(`${buyer.api}/orders`, body, { headers })),
    );
    // The first runs; the others wait for it (409 while it runs) or replay its answer (201).
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    const ids = new Set(answers.filter((r) => r.statusCode === 201).map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect((await books(t.database.db)).keys.filter((k) => k.kind === 'hold')).toHaveLength(1);
  });
});
