import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FINISHED_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@talent/contract/marketplace';
import { ledgerEntries, ledgerPostings, marketplaceOrders } from '../../db/schema/marketplace.schema.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { feeOn, imbalanceOf, postEntry, UnbalancedEntryError } from './ledger.ts';
import { csvCell, decimal } from './ledger.view.ts';
import { OrdersApi, type Party } from './testing/orders-api.ts';
import { books, serviceDraft } from './testing/orders-test-kit.ts';

const START = new Date('2026-06-01T09:00:00.000Z');
const clock = { at: START };
const t = useTestApp({ now: () => new Date(clock.at) });
const api = new OrdersApi(t, clock);
beforeEach(() => {
  clock.at = START;
});

describe('the ledger writer', () => {
  it('refuses an entry whose postings do not sum to zero per currency, and writes nothing', async () => {
    const db = t.database.db;
    const entry = {
      key: 'test:1',
      kind: 'hold' as const,
      orderId: null,
      orderReference: null,
      memo: 'x',
      at: START,
    };
    const user = (await api.talent()).user.id;
    const cases = [
      [{ account: `funding:${user}`, userId: user, currency: 'USD', amountMinor: -100 }],
      [
        { account: `funding:${user}`, userId: user, currency: 'USD', amountMinor: -100 },
        { account: 'escrow:x', userId: null, currency: 'USD', amountMinor: 99 },
      ],
      [
        { account: `funding:${user}`, userId: user, currency: 'USD', amountMinor: -100 },
        { account: 'escrow:x', userId: null, currency: 'EUR', amountMinor: 100 },
      ],
      [
        { account: `funding:${user}`, userId: user, currency: 'USD', amountMinor: -0.5 },
        { account: 'escrow:x', userId: null, currency: 'USD', amountMinor: 0.5 },
      ],
    ];
    for (const postings of cases) {
      await expect(db.transaction((tx) => postEntry(tx, entry, postings))).rejects.toBeInstanceOf(
        UnbalancedEntryError,
      );
    }
    expect(await db.select().from(ledgerEntries)).toEqual([]);
    expect(imbalanceOf(cases[2]!)).toBe('USD is off by -100, EUR is off by 100');

    const balanced = [
      { account: `funding:${user}`, userId: user, currency: 'USD', amountMinor: -100 },
      { account: 'escrow:x', userId: null, currency: 'USD', amountMinor: 100 },
      { account: 'platform:fees', userId: null, currency: 'USD', amountMinor: 0 },
    ];
    await db.transaction((tx) => postEntry(tx, entry, balanced));
    // Zero postings are left out; the same key again is a 409, and the transaction with it rolls back.
    expect(await db.select().from(ledgerPostings)).toHaveLength(2);
    await expect(db.transaction((tx) => postEntry(tx, entry, balanced))).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.select().from(ledgerPostings)).toHaveLength(2);
  });

  it('writes cents as exact decimals and keeps spreadsheet formulas out of text cells', () => {
    expect([decimal(0), decimal(5), decimal(-5), decimal(123456), decimal(-100)]).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '1234.56',
      '-1.00',
    ]);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('-12.34')).toBe('-12.34');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });
});

describe('balances and movements', () => {
  it('sums each side’s money per currency from the postings', async () => {
    const seller = await api.talent();
    const buyer = await api.talent();
    const recruiter = await api.recruiter();
    const usd = await api.service(seller);
    const eur = await api.service(seller, { draft: serviceDraft({ currency: 'EUR' }) });

    // USD: one completed (12 000), one running (5 000), one cancelled (12 000); EUR: one running (30 000).
    const done = await api.order(buyer, usd.id);
    await api.requirements(buyer, done.id);
    await api.deliver(seller, done.id);
    await api.approve(buyer, done.id);
    await api.order(buyer, usd.id, { tier: 'basic' });
    const cancelled = await api.order(buyer, usd.id);
    await api.cancellation(buyer, cancelled.id);
    await api.order(recruiter, eur.id, { tier: 'premium' });

    const fee = feeOn(12_000);
    const sellerBalance = (await seller.client.get(`${seller.api}/balance`)).json().data;
    expect(sellerBalance).toEqual([
      {
        currency: 'EUR',
        available_minor: 0,
        incoming_minor: 30_000,
        fees_minor: 0,
        in_escrow_minor: 0,
        spent_minor: 0,
        refunded_minor: 0,
      },
      {
        currency: 'USD',
        available_minor: 12_000 - fee,
        incoming_minor: 5_000,
        fees_minor: fee,
        in_escrow_minor: 0,
        spent_minor: 0,
        refunded_minor: 0,
      },
    ]);
    const buyerBalance = (await buyer.client.get(`${buyer.api}/balance`)).json().data;
    expect(buyerBalance).toEqual([
      {
        currency: 'USD',
        available_minor: 0,
        incoming_minor: 0,
        fees_minor: 0,
        in_escrow_minor: 5_000,
        spent_minor: 12_000,
        refunded_minor: 12_000,
      },
    ]);
    const recruiterBalance = (await recruiter.client.get(`${recruiter.api}/balance`)).json().data;
    expect(recruiterBalance).toMatchObject([{ currency: 'EUR', in_escrow_minor: 30_000, spent_minor: 0 }]);

    // The buyer's movements: funding only, newest first, with the order's memo.
    const moves = (await buyer.client.get(`${buyer.api}/ledger`)).json();
    expect(moves.meta.next_cursor).toBeNull();
    expect(
      moves.data.map((r: { kind: string; account: string; amount_minor: number }) => [
        r.kind,
        r.account,
        r.amount_minor,
      ]),
    ).toEqual([
      ['refund', 'funding', 12_000],
      ['hold', 'funding', -12_000],
      ['hold', 'funding', -5_000],
      ['hold', 'funding', -12_000],
    ]);
    expect(moves.data[0]).toMatchObject({
      order_id: cancelled.id,
      order_reference: cancelled.reference,
      memo: `Order ${cancelled.reference} refunded: React code review (Standard)`,
      currency: 'USD',
    });
    const earned = (await seller.client.get(`${seller.api}/ledger`)).json().data;
    expect(earned).toMatchObject([
      {
        kind: 'release',
        account: 'earnings',
        amount_minor: 12_000 - fee,
        memo: `Order ${done.reference} released: React code review (Standard)`,
      },
    ]);
  });

  it('pages the movements with a cursor and exports the same as CSV', async () => {
    const seller = await api.talent();
    const buyer = await api.talent();
    const service = await api.service(seller, {
      draft: serviceDraft({ title: '=HYPERLINK("http://evil"), "quoted"' }),
    });
    const ids: string[] = [];
    for (let i = 0; i < 33; i++) {
      clock.at = new Date(START.getTime() + i * 1000);
      ids.push((await api.order(buyer, service.id, { tier: 'basic' })).id);
    }
    const first = (await buyer.client.get(`${buyer.api}/ledger`)).json();
    expect(first.data).toHaveLength(30);
    const second = (await buyer.client.get(`${buyer.api}/ledger?cursor=${first.meta.next_cursor}`)).json();
    expect(second.meta.next_cursor).toBeNull();
    expect([...first.data, ...second.data].map((r: { order_id: string }) => r.order_id)).toEqual(
      [...ids].reverse(),
    );

    const csv = await buyer.client.get(`${buyer.api}/ledger.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(34);
    expect(lines[0]).toBe('Date,Reference,Type,Account,Description,Currency,Amount');
    const reference = (await api.detail(buyer, ids.at(-1)!)).reference;
    expect(lines[1]).toBe(
      `${new Date(START.getTime() + 32_000).toISOString()},${reference},Payment into escrow,Payments,` +
        `"Order ${reference} paid into escrow: =HYPERLINK(""http://evil""), ""quoted"" (Basic)",USD,-50.00`,
    );
    // No cell starts with a formula character unless it is one of our amounts.
    for (const line of lines.slice(1)) {
      expect(line.split(',').every((cell) => !/^[=+@]/.test(cell))).toBe(true);
    }
  });
});

describe('closing an account', () => {
  it('refunds its running orders to the buyers and keeps every posting, so the books still balance', async () => {
    const seller = await api.talent();
    const buyer = await api.talent();
    const service = await api.service(seller);
    const done = await api.order(buyer, service.id);
    await api.requirements(buyer, done.id);
    await api.deliver(seller, done.id);
    await api.approve(buyer, done.id);
    const running = await api.order(buyer, service.id, { tier: 'premium' });
    await api.requirements(buyer, running.id);
    const postingsBefore = (await t.database.db.select().from(ledgerPostings)).length;

    const res = await seller.client.request('DELETE', '/talent/api/account', {
      password: DEFAULT_TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    const ledger = await books(t.database.db);
    expect(ledger.unbalanced).toEqual([]);
    expect(ledger.totals).toEqual([{ currency: 'USD', total: 0 }]);
    const postings = await t.database.db.select().from(ledgerPostings);
    // The hold, release and hold again, and the refund of the running order: nothing was deleted.
    expect(postings.length).toBe(postingsBefore + 2);
    expect(postings.filter((p) => p.userId === seller.user.id)).toEqual([]);
    expect(
      postings.filter((p) => p.account === `earnings:${seller.user.id}` && p.userId === null),
    ).toHaveLength(1);
    // The buyer's money came back, and their movements say so (the orders went with the seller's account).
    const balance = (await buyer.client.get(`${buyer.api}/balance`)).json().data;
    expect(balance).toMatchObject([{ currency: 'USD', refunded_minor: 30_000, in_escrow_minor: 0 }]);
    const moves = (await buyer.client.get(`${buyer.api}/ledger`)).json().data;
    expect(moves[0]).toMatchObject({
      kind: 'refund',
      amount_minor: 30_000,
      order_id: null,
      order_reference: running.reference,
    });
  });
});

/** An order's escrow and what left it, straight from the postings. */
async function orderMoney(orderId: string) {
  const p = ledgerPostings;
  const [row] = await t.database.db
    .select({
      escrow: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${p.account} = ${`escrow:${orderId}`}), 0)`,
      out: sql<string>`coalesce(sum(${p.amountMinor}) filter (where ${ledgerEntries.kind} <> 'hold' and ${p.amountMinor} > 0), 0)`,
      settled: sql<string>`coalesce(sum(-${p.amountMinor}) filter (where ${ledgerEntries.kind} <> 'hold' and ${p.account} like 'escrow:%'), 0)`,
    })
    .from(p)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, p.entryId))
    .where(eq(ledgerEntries.orderId, orderId));
  return { escrow: Number(row!.escrow), out: Number(row!.out), settled: Number(row!.settled) };
}

const MOVES = [
  'requirements',
  'deliver',
  'revision',
  'approve',
  'cancellation',
  'accept',
  'decline',
  'withdraw',
  'dispute',
] as const;
type Move = (typeof MOVES)[number];

/** The move behind each action a page offers. */
const MOVE_OF: Record<OrderAction, Move | 'evidence' | 'review'> = {
  send_requirements: 'requirements',
  deliver: 'deliver',
  request_revision: 'revision',
  approve: 'approve',
  cancel: 'cancellation',
  request_cancellation: 'cancellation',
  accept_cancellation: 'accept',
  decline_cancellation: 'decline',
  withdraw_cancellation: 'withdraw',
  open_dispute: 'dispute',
  add_evidence: 'evidence',
  review: 'review',
};

const FORWARD: OrderAction[] = ['send_requirements', 'deliver', 'request_revision', 'approve'];

type Step =
  | { op: 'order'; tier: 'basic' | 'standard' | 'premium'; eur: boolean }
  /** One of the actions either side's page offers now (`pick` chooses), as that side. */
  | { op: 'act'; order: number; pick: number }
  /** Any move by either side, allowed or not. */
  | { op: 'wild'; order: number; move: Move; bySeller: boolean }
  | { op: 'decide'; order: number; outcome: 'release' | 'partial_refund' | 'full_refund'; part: number }
  | { op: 'wait'; days: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('order' as const),
      tier: fc.noBias(fc.constantFrom('basic' as const, 'standard' as const, 'premium' as const)),
      eur: fc.noBias(fc.boolean()),
    }),
    weight: 1,
  },
  {
    // Unbiased: fast-check leans to small numbers, which would always pick the first action offered.
    arbitrary: fc.record({
      op: fc.constant('act' as const),
      order: fc.noBias(fc.nat(9)),
      pick: fc.noBias(fc.integer({ min: 0, max: 719 })),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('wild' as const),
      order: fc.noBias(fc.nat(9)),
      move: fc.constantFrom(...MOVES),
      bySeller: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('decide' as const),
      order: fc.noBias(fc.nat(9)),
      outcome: fc.noBias(
        fc.constantFrom('release' as const, 'partial_refund' as const, 'full_refund' as const),
      ),
      part: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    }),
    weight: 2,
  },
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 4 }) }),
);

function sendMove(move: Move | 'evidence' | 'review', party: Party, id: string) {
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

describe('the books under any sequence of orders and moves', () => {
  it('every entry balances, all postings sum to zero, escrow holds the total until the order ends', async () => {
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 12, maxLength: 32 }), async (steps) => {
        const seller = await api.talent();
        const buyers: Party[] = [await api.talent(), await api.recruiter()];
        const usd = await api.service(seller);
        const eur = await api.service(seller, { draft: serviceDraft({ currency: 'EUR' }) });
        const operator = await api.operator();
        const orders: Array<{ id: string; buyer: Party }> = [];
        for (const step of steps) {
          if (step.op === 'order') {
            const buyer = buyers[orders.length % 2]!;
            const order = await api.order(buyer, (step.eur ? eur : usd).id, { tier: step.tier });
            orders.push({ id: order.id, buyer });
          } else if (step.op === 'wait') {
            api.advanceDays(step.days);
            await api.sweep();
          } else if (orders.length > 0) {
            const { id, buyer } = orders[step.order % orders.length]!;
            let res: { statusCode: number; body: string } | null = null;
            if (step.op === 'decide') {
              // The operator takes an open dispute: the chosen order's, else the next one waiting.
              let detail = null;
              for (let k = 0; k < orders.length && !detail; k++) {
                const candidate = orders[(step.order + k) % orders.length]!;
                const seen = await api.detail(candidate.buyer, candidate.id);
                if (seen.dispute?.status === 'open') detail = seen;
              }
              if (!detail?.dispute) continue;
              res = await api.decide(operator, detail.dispute.id, {
                outcome: step.outcome,
                refund_minor: Math.max(1, Math.floor(detail.total_minor * step.part)),
                reason: 'Decided by the property test, fairly.',
                counts_against_seller: step.outcome === 'full_refund',
              });
            } else if (step.op === 'act') {
              // Moves that take the work forward count thrice, so walks reach deliveries and revisions as often
              // as cancellations and disputes.
              const offered = [
                ...(await api.detail(buyer, id)).actions.map((action) => ({ action, party: buyer })),
                ...(await api.detail(seller, id)).actions.map((action) => ({ action, party: seller })),
              ].flatMap((choice) =>
                Array<typeof choice>(FORWARD.includes(choice.action) ? 3 : 1).fill(choice),
              );
              const chosen = offered[step.pick % Math.max(1, offered.length)];
              if (!chosen) continue;
              res = await sendMove(MOVE_OF[chosen.action], chosen.party, id);
              // What a page offers is allowed.
              expect(res.statusCode, `${chosen.action}: ${res.body}`).toBe(200);
            } else {
              res = await sendMove(step.move, step.bySeller ? seller : buyer, id);
            }
            // Allowed or refused, never anything else.
            expect([200, 409], res.body).toContain(res.statusCode);
          }
          const ledger = await books(t.database.db);
          expect(ledger.unbalanced).toEqual([]);
          for (const total of ledger.totals) expect(total.total).toBe(0);
          for (const { id } of orders) {
            const [row] = await t.database.db
              .select({ status: marketplaceOrders.status, total: marketplaceOrders.totalMinor })
              .from(marketplaceOrders)
              .where(eq(marketplaceOrders.id, id));
            const money = await orderMoney(id);
            const finished = FINISHED_ORDER_STATUSES.includes(row!.status as OrderStatus);
            reached.add(row!.status);
            expect(money.escrow, `${row!.status} escrow`).toBe(finished ? 0 : row!.total);
            // Earnings, fees and refunds together are exactly what left the escrow.
            expect(money.out).toBe(money.settled);
            expect(money.settled).toBe(finished ? row!.total : 0);
          }
        }
      }),
      { numRuns: 16, seed: 20260601 },
    );
    // The sequences went everywhere money moves.
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  }, 180_000);
});
