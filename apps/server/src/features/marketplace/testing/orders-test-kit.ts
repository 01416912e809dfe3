import { sql } from 'drizzle-orm';
import type { ServiceDraft } from '@talent/contract/marketplace';
import type { Db } from '../../../db/client.ts';
import { ledgerEntries, ledgerPostings, marketplaceServices } from '../../../db/schema/marketplace.schema.ts';

/*
 * Rows the order tests stand on: a published service as the sell side would leave it (its editor's draft, judged
 * whole, and the columns browsing reads), and the books' invariants read straight from the ledger tables.
 */

export const BASIC_PRICE = 5_000;
export const STANDARD_PRICE = 12_000;
export const PREMIUM_PRICE = 30_000;
export const RUSH_ADDON = { id: 'addon-rush', price: 2_500, days: 0 };
export const EXTRA_ADDON = { id: 'addon-extra', price: 1_999, days: 2 };

export function serviceDraft(overrides: Partial<ServiceDraft> = {}): ServiceDraft {
  return {
    title: 'React code review',
    description:
      'I review your React code base: structure, state, rendering performance and tests, with a written report and a call.',
    category: 'development',
    skills: ['react', 'typescript'],
    currency: 'USD',
    tiers: [
      {
        name: 'basic',
        title: 'One component',
        scope: 'One component or hook, reviewed line by line.',
        price_minor: BASIC_PRICE,
        delivery_days: 2,
        revisions: 0,
      },
      {
        name: 'standard',
        title: 'One feature',
        scope: 'One feature folder with its tests and state.',
        price_minor: STANDARD_PRICE,
        delivery_days: 5,
        revisions: 2,
      },
      {
        name: 'premium',
        title: 'Whole app',
        scope: 'The whole app, with a prioritised plan.',
        price_minor: PREMIUM_PRICE,
        delivery_days: 10,
        revisions: 3,
      },
    ],
    addons: [
      {
        id: RUSH_ADDON.id,
        title: 'Rush',
        description: 'Started today.',
        price_minor: RUSH_ADDON.price,
        extra_days: 0,
      },
      {
        id: EXTRA_ADDON.id,
        title: 'Extra report',
        description: 'A second report for managers.',
        price_minor: EXTRA_ADDON.price,
        extra_days: EXTRA_ADDON.days,
      },
    ],
    questions: [
      { id: 'q-repo', prompt: 'Where is the repository?', required: true },
      { id: 'q-focus', prompt: 'Anything to look at first?', required: false },
    ],
    gallery_file_ids: [],
    ...overrides,
  };
}

/** A service row as publishing leaves it (or in another status), straight into the table. */
export async function insertService(
  db: Db,
  sellerId: string,
  { status = 'published', draft = serviceDraft() }: { status?: string; draft?: ServiceDraft } = {},
) {
  const now = new Date();
  const prices = draft.tiers.map((t) => t.price_minor ?? 0);
  const [row] = await db
    .insert(marketplaceServices)
    .values({
      sellerId,
      status,
      draft,
      title: draft.title,
      category: draft.category,
      skills: draft.skills,
      currency: draft.currency,
      fromPriceMinor: Math.min(...prices),
      fromPriceUsdMinor: Math.min(...prices),
      fastestDeliveryDays: Math.min(...draft.tiers.map((t) => t.delivery_days ?? 1)),
      publishedAt: status === 'draft' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The books' checks: every entry sums to zero per currency, and so do all postings together. */
export async function books(db: Db) {
  const p = ledgerPostings;
  const unbalanced = await db
    .select({ entryId: p.entryId, currency: p.currency })
    .from(p)
    .groupBy(p.entryId, p.currency)
    .having(sql`sum(${p.amountMinor}) <> 0`);
  const totals = await db
    .select({ currency: p.currency, total: sql<string>`sum(${p.amountMinor})` })
    .from(p)
    .groupBy(p.currency);
  const keys = await db.select({ key: ledgerEntries.key, kind: ledgerEntries.kind }).from(ledgerEntries);
  return {
    unbalanced,
    totals: totals.map((t) => ({ currency: t.currency, total: Number(t.total) })),
    keys,
  };
}

/** Every account's balance (sum of its postings), by account name. */
export async function accountBalances(db: Db): Promise<Map<string, number>> {
  const p = ledgerPostings;
  const rows = await db
    .select({ account: p.account, total: sql<string>`sum(${p.amountMinor})` })
    .from(p)
    .groupBy(p.account);
  return new Map(rows.map((r) => [r.account, Number(r.total)]));
}
