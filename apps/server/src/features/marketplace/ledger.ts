import { MARKETPLACE_FEE_PERCENT, TIER_LABELS } from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import type { OrderedTier } from '../../db/schema/marketplace.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertEntry, insertPostings, type LedgerEntryRow } from './ledger.repository.ts';

/*
 * The double-entry ledger (README: ## Ledger). Every money move is one entry whose postings sum to zero per
 * currency; `postEntry` is the only writer and refuses anything else. An entry's key makes it happen once: an
 * order's hold, and its settlement (release, refund and partial refund share the settle key).
 */

export type LedgerKind = 'hold' | 'release' | 'refund' | 'partial_refund';

export const account = {
  /** The buyer's outside money: negative by what they paid in. */
  funding: (userId: string) => `funding:${userId}`,
  escrow: (orderId: string) => `escrow:${orderId}`,
  /** The seller's balance. */
  earnings: (userId: string) => `earnings:${userId}`,
  fees: 'platform:fees',
};

export const holdKey = (orderId: string) => `order:${orderId}:hold`;
export const settleKey = (orderId: string) => `order:${orderId}:settle`;

/** The platform's fee on an amount released to a seller, in whole cents. */
export const feeOn = (amountMinor: number) => Math.round((amountMinor * MARKETPLACE_FEE_PERCENT) / 100);

export interface Posting {
  account: string;
  /** The account's owner (funding and earnings); null for escrow and fees. */
  userId: string | null;
  currency: string;
  amountMinor: number;
}

export interface EntryInput {
  key: string;
  kind: LedgerKind;
  orderId: string | null;
  orderReference: string | null;
  memo: string;
  at: Date;
}

/** Thrown for an entry that would not balance: a bug, never the caller's input, so it fails the request loudly. */
export class UnbalancedEntryError extends Error {
  constructor(key: string, detail: string) {
    super(`Ledger entry ${key} refused: ${detail}`);
    this.name = 'UnbalancedEntryError';
  }
}

/** Whether postings are whole cents and sum to zero in each currency; the reason when not. */
export function imbalanceOf(postings: readonly Posting[]): string | null {
  if (postings.length < 2) return 'an entry needs at least two postings';
  const sums = new Map<string, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountMinor)) return `${posting.account}: not a whole number of cents`;
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0) + posting.amountMinor);
  }
  const off = [...sums].filter(([, sum]) => sum !== 0);
  return off.length ? off.map(([currency, sum]) => `${currency} is off by ${sum}`).join(', ') : null;
}

/**
 * Writes an entry and its postings, in the caller's transaction. Refuses (throws) unless the postings sum to zero
 * per currency. Zero postings (a fee that rounds to nothing) are left out. A key already used means the move
 * already happened: a 409, which rolls the caller's transaction back with it.
 */
export async function postEntry(
  tx: Db,
  entry: EntryInput,
  postings: readonly Posting[],
): Promise<LedgerEntryRow> {
  const moving = postings.filter((posting) => posting.amountMinor !== 0);
  const imbalance = imbalanceOf(moving);
  if (imbalance) throw new UnbalancedEntryError(entry.key, imbalance);
  const row = await insertEntry(tx, {
    key: entry.key,
    kind: entry.kind,
    orderId: entry.orderId,
    orderReference: entry.orderReference,
    memo: entry.memo,
    createdAt: entry.at,
  });
  if (!row) {
    throw new AppError('conflict', {
      message: entry.key.endsWith(':settle')
        ? "This order's payment was already settled."
        : 'This payment was already recorded.',
    });
  }
  await insertPostings(
    tx,
    moving.map((posting) => ({ entryId: row.id, createdAt: entry.at, ...posting })),
  );
  return row;
}

/** What the ledger needs of an order. */
export interface LedgerOrder {
  id: string;
  reference: string;
  buyerId: string;
  sellerId: string;
  currency: string;
  totalMinor: number;
  feeMinor: number;
  serviceTitle: string;
  tier: Pick<OrderedTier, 'name'>;
}

const VERBS: Record<LedgerKind, string> = {
  hold: 'paid into escrow',
  release: 'released',
  refund: 'refunded',
  partial_refund: 'partly refunded',
};

/** "Order MK-7F3A2C released: React code review (Standard)". */
export function memoOf(order: LedgerOrder, kind: LedgerKind): string {
  return `Order ${order.reference} ${VERBS[kind]}: ${order.serviceTitle} (${TIER_LABELS[order.tier.name]})`;
}

const entryOf = (order: LedgerOrder, kind: LedgerKind, key: string, at: Date): EntryInput => ({
  key,
  kind,
  orderId: order.id,
  orderReference: order.reference,
  memo: memoOf(order, kind),
  at,
});

/** The order's total, from the buyer's funding into the order's escrow. */
export function hold(tx: Db, order: LedgerOrder, at: Date) {
  const { currency, totalMinor: total } = order;
  return postEntry(tx, entryOf(order, 'hold', holdKey(order.id), at), [
    { account: account.funding(order.buyerId), userId: order.buyerId, currency, amountMinor: -total },
    { account: account.escrow(order.id), userId: null, currency, amountMinor: total },
  ]);
}

/** How an order's escrow is settled: to the seller, back to the buyer, or split (`refund` back to the buyer). */
export type Settlement =
  { kind: 'release' } | { kind: 'refund' } | { kind: 'partial_refund'; refundMinor: number };

/** The postings of a settlement; what goes to the seller is always net of the fee on it. */
export function settlementPostings(order: LedgerOrder, settlement: Settlement): Posting[] {
  const { currency, totalMinor: total } = order;
  const escrow: Posting = { account: account.escrow(order.id), userId: null, currency, amountMinor: -total };
  const toBuyer = (amountMinor: number): Posting => ({
    account: account.funding(order.buyerId),
    userId: order.buyerId,
    currency,
    amountMinor,
  });
  const toSeller = (grossMinor: number, feeMinor: number): Posting[] => [
    {
      account: account.earnings(order.sellerId),
      userId: order.sellerId,
      currency,
      amountMinor: grossMinor - feeMinor,
    },
    { account: account.fees, userId: null, currency, amountMinor: feeMinor },
  ];
  switch (settlement.kind) {
    case 'release':
      return [escrow, ...toSeller(total, order.feeMinor)];
    case 'refund':
      return [escrow, toBuyer(total)];
    case 'partial_refund': {
      const kept = total - settlement.refundMinor;
      return [escrow, toBuyer(settlement.refundMinor), ...toSeller(kept, feeOn(kept))];
    }
  }
}

/** Settles the order's escrow once (the settle key): a second settlement of any kind is a 409. */
export function settle(tx: Db, order: LedgerOrder, settlement: Settlement, at: Date) {
  return postEntry(
    tx,
    entryOf(order, settlement.kind, settleKey(order.id), at),
    settlementPostings(order, settlement),
  );
}
