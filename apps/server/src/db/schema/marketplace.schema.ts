import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ServiceDraft } from '@talent/contract/marketplace';
import { users } from './auth.schema.ts';
import { instant } from './columns.ts';
import { recruiters } from './jobs.schema.ts';

/*
 * The marketplace (contract: marketplace.ts). A service keeps its editor's draft as one JSON document (`draft`);
 * publishing judges it whole and copies what browsing filters on into columns (`from_price_minor`, `skills`, …).
 * An order copies the tier, add-ons and questions it was bought with, so later edits never change it. Money lives
 * only in the ledger (`ledger_entries` / `ledger_postings`): an order's amounts are what was agreed, its balance is
 * what the postings say.
 */

/** A productised service; `status` draft | published | paused. */
export const marketplaceServices = pgTable(
  'marketplace_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Seeded services carry a stable key so seeding again adds nothing twice. */
    seedKey: varchar('seed_key', { length: 100 }),
    // ServiceStatus
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** The editor's document as last saved (ServiceDraft); the published fields below are copied from it. */
    draft: jsonb('draft').$type<ServiceDraft>().notNull(),
    title: varchar('title', { length: 90 }).notNull().default(''),
    // MarketplaceCategory, null in a draft without one
    category: varchar('category', { length: 32 }),
    /** Skill slugs, for the skill filter. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** The cheapest tier, in the service's currency and in USD by the reference rates (the price filters). */
    fromPriceMinor: integer('from_price_minor'),
    fromPriceUsdMinor: integer('from_price_usd_minor'),
    fastestDeliveryDays: integer('fastest_delivery_days'),
    publishedAt: instant('published_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_services_seed_key_unique').on(t.seedKey),
    index('marketplace_services_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    index('marketplace_services_browse_idx').on(t.status, t.category, t.publishedAt.desc()),
    index('marketplace_services_skills_idx').using('gin', t.skills),
    index('marketplace_services_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** The tier an order was bought with, as it was then. */
export interface OrderedTier {
  name: 'basic' | 'standard' | 'premium';
  title: string;
  scope: string;
  price_minor: number;
  delivery_days: number;
  revisions: number;
}

/** An order of one tier (and add-ons) of a service. `status` OrderStatus. */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference for receipts and the ledger (MK- and six characters), unique. */
    reference: varchar('reference', { length: 16 }).notNull(),
    serviceId: uuid('service_id').references(() => marketplaceServices.id, { onDelete: 'set null' }),
    serviceTitle: varchar('service_title', { length: 90 }).notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A recruiter buys for their company: which recruiter row (company) it was. */
    buyerRecruiterId: uuid('buyer_recruiter_id').references(() => recruiters.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 24 }).notNull().default('requirements'),
    tier: jsonb('tier').$type<OrderedTier>().notNull(),
    addons: jsonb('addons')
      .$type<
        Array<{ id: string; title: string; description: string; price_minor: number; extra_days: number }>
      >()
      .notNull()
      .default([]),
    questions: jsonb('questions')
      .$type<Array<{ id: string; prompt: string; required: boolean }>>()
      .notNull()
      .default([]),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalMinor: integer('total_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    /** The buyer's answers (requirements_sent), with the question as it was asked. */
    requirements: jsonb('requirements').$type<{
      answers: Array<{ question_id: string; prompt: string; answer: string }>;
      note: string;
      file_ids: string[];
    }>(),
    requirementsAt: instant('requirements_at'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    dueAt: instant('due_at'),
    /** Marked once when the seller passes the due date (a timeline event, and the buyer may then cancel alone). */
    lateAt: instant('late_at'),
    deliveredAt: instant('delivered_at'),
    /** Set at each delivery, cleared by a revision request or a dispute. */
    autoReleaseAt: instant('auto_release_at'),
    completedAt: instant('completed_at'),
    /** An open request to cancel: the side who asked, the reason, their message. */
    cancelRequestedBy: varchar('cancel_requested_by', { length: 8 }),
    cancelReason: varchar('cancel_reason', { length: 32 }),
    cancelMessage: text('cancel_message'),
    cancelRequestedAt: instant('cancel_requested_at'),
    cancelledAt: instant('cancelled_at'),
    // CancellationFault: only 'seller' counts against the seller's completion rate
    cancelledFault: varchar('cancelled_fault', { length: 8 }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_orders_reference_unique').on(t.reference),
    index('marketplace_orders_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    index('marketplace_orders_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    index('marketplace_orders_service_idx').on(t.serviceId, t.status),
    // The auto-release sweep.
    index('marketplace_orders_auto_release_idx')
      .on(t.autoReleaseAt)
      .where(sql`${t.autoReleaseAt} is not null`),
    check('marketplace_orders_not_own', sql`${t.sellerId} <> ${t.buyerId}`),
  ],
);

/** The order's timeline: every move, by whom, with its message and files (`order_file` ids). */
export const marketplaceOrderEvents = pgTable(
  'marketplace_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    // OrderEventType
    type: varchar('type', { length: 32 }).notNull(),
    // buyer | seller | operator | system
    actorSide: varchar('actor_side', { length: 8 }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    amountMinor: integer('amount_minor'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('marketplace_order_events_order_idx').on(t.orderId, t.id)],
);

/** One dispute per order; `status` open | decided. */
export const marketplaceDisputes = pgTable(
  'marketplace_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    // buyer | seller
    openedBySide: varchar('opened_by_side', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    details: text('details').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    /** The status the order had when the dispute opened. */
    previousStatus: varchar('previous_status', { length: 24 }).notNull(),
    outcome: varchar('outcome', { length: 16 }),
    refundMinor: integer('refund_minor'),
    decisionReason: text('decision_reason'),
    countsAgainstSeller: boolean('counts_against_seller'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_disputes_order_unique').on(t.orderId),
    index('marketplace_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/** Evidence added to a dispute by either side (the opening one included). */
export const marketplaceDisputeEvidence = pgTable(
  'marketplace_dispute_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => marketplaceDisputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: varchar('author_side', { length: 8 }).notNull(),
    text: text('text').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('marketplace_dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** One review per order and side; `author_side` buyer reviews the seller, seller the buyer. */
export const marketplaceReviews = pgTable(
  'marketplace_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: varchar('author_side', { length: 8 }).notNull(),
    /** Who is reviewed (the seller for a buyer's review): their reviews page and rating. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_reviews_order_side_unique').on(t.orderId, t.authorSide),
    index('marketplace_reviews_subject_idx').on(t.subjectId, t.createdAt.desc()),
    check('marketplace_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * One money move. `key` makes it happen once: `order:{id}:hold` and `order:{id}:settle` (release, refund and
 * partial refund share the settle key, so an escrow is settled once whatever races). Its postings sum to zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: varchar('key', { length: 120 }).notNull(),
    // LedgerEntryKind
    kind: varchar('kind', { length: 16 }).notNull(),
    orderId: uuid('order_id').references(() => marketplaceOrders.id, { onDelete: 'set null' }),
    /** The order's reference, kept when the order is gone (an account deleted). */
    orderReference: varchar('order_reference', { length: 16 }),
    memo: text('memo').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key_unique').on(t.key),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);

/**
 * One side of an entry: an account (`funding:{userId}`, `escrow:{orderId}`, `earnings:{userId}`, `platform:fees`)
 * and a signed amount. `user_id` is the account's owner (null for escrow and fees, and once the owner is deleted:
 * the posting stays so the books still balance).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    account: varchar('account', { length: 80 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.account, t.currency),
    index('ledger_postings_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
