import { z } from 'zod';

/*
 * The marketplace: productised services a talent sells, ordered by recruiters (for their company) and by other
 * talents. No real payments: money moves in an internal double-entry ledger.
 *
 * Services: a talent writes a draft (any subset of the fields, saved as they go), publishes it (the whole service is
 * judged then: 422 with every missing or wrong field), pauses it (hidden from browsing, running orders go on) and
 * publishes it again. Up to three tiers (basic / standard / premium: scope, price, delivery days, revisions; prices
 * rise with the tier), add-ons (price and extra days), questions for the buyer, gallery images (`service_gallery`
 * uploads). One currency per service. A skill is shown "verified" when the seller holds a valid skill badge in it
 * or a course certificate for a course that teaches it; the others are listed, unmarked.
 *
 * Orders (status): `requirements` (paid into escrow, waiting for the buyer's answers) → `in_progress` (the delivery
 * clock starts when the requirements arrive: due = then + tier days + add-ons' extra days) → `delivered` (a message
 * and files) → `revision_requested` (while the tier's revisions last) → `delivered` … → `completed` (approved by the
 * buyer, or automatically ORDER_AUTO_RELEASE_DAYS after a delivery nobody answered; the money is released to the
 * seller at once: no clearance period). Or `cancelled` (refunded in full): by the buyer alone before sending the
 * requirements, by the buyer alone when the seller is past the due date (`late`), or by agreement (one side asks,
 * the other accepts). Or `disputed` (either side, with a reason and evidence; the auto-release stops) → decided by
 * an operator: `completed` (release), `resolved` (partial refund) or `cancelled` (full refund), with a reason both
 * sides read. A move that the order's status or the caller's side does not allow is a 409 with the reason.
 * Only a cancellation marked as the seller's fault (late, or an operator's decision that says so) counts against
 * the seller's completion rate; one by agreement or before the start never does.
 *
 * Ledger: every money move is one entry whose postings sum to zero per currency. Accounts: `funding:{userId}` (the
 * buyer's outside money: negative by what they paid), `escrow:{orderId}`, `earnings:{userId}` (the seller's
 * balance), `platform:fees`. Order: funding → escrow (the order's total). Release: escrow → earnings (total - fee)
 * and → platform:fees (the fee, MARKETPLACE_FEE_PERCENT of the total). Refund: escrow → funding. Partial refund:
 * both. Each entry carries a unique key (`order:{id}:hold`, `order:{id}:settle`): an order's escrow is settled once,
 * whatever races (approve against cancel, two approvals, the auto-release). Balances are sums of postings, never
 * stored.
 *
 * Reviews: after `completed` or `resolved`, each side reviews the other once (1–5 and a text). A review is shown when
 * both sides wrote or REVIEW_BLIND_DAYS after completion, so neither answers the other's review.
 *
 * Browse (talents `/talent/api`, recruiters `/recruiter/api`, verified):
 *   GET    /marketplace/services?q&category&skill&min_price&max_price&max_days&min_rating&verified=1&elite=1&sort&cursor
 *                                                       → ServiceListSchema (published only; prices in USD minor
 *                                                         units compared through the shipped reference rates)
 *   GET    /marketplace/services/{id}                    → ServiceResponseSchema (404 unless published or mine)
 *   GET    /marketplace/services/{id}/gallery/{fileId}   → the image
 *   GET    /marketplace/sellers/{id}                     → SellerResponseSchema (stats, published services,
 *                                                         visible reviews)
 * Sell (talents only):
 *   GET    /marketplace/my-services                      → MyServiceListSchema (every status)
 *   GET    /marketplace/skill-evidence                   → SkillEvidenceResponseSchema (my skills, verified or not)
 *   POST   /marketplace/services                         ServiceDraftSchema → 201 ServiceResponseSchema (draft)
 *   PUT    /marketplace/services/{id}                    ServiceDraftSchema → ServiceResponseSchema (a published
 *                                                         one is judged whole: ServiceInputSchema)
 *   DELETE /marketplace/services/{id}                    → 204 (a draft; a service with orders is paused instead: 409)
 *   POST   /marketplace/services/{id}/publish            → ServiceResponseSchema (422 with the fields to fix)
 *   POST   /marketplace/services/{id}/pause              → ServiceResponseSchema
 * Orders (both roles; a talent cannot order their own service):
 *   POST   /marketplace/orders                           OrderInputSchema → 201 OrderResponseSchema (Idempotency-Key)
 *   GET    /marketplace/orders?side=buyer|seller&status&cursor → OrderListSchema (newest activity first)
 *   GET    /marketplace/orders/{id}                      → OrderResponseSchema (404 unless a party)
 *   GET    /marketplace/orders/{id}/files/{fileId}       → a file of the order (requirements, deliveries, evidence)
 *   POST   /marketplace/orders/{id}/requirements         RequirementsInputSchema (buyer)
 *   POST   /marketplace/orders/{id}/deliveries           DeliveryInputSchema (seller)
 *   POST   /marketplace/orders/{id}/revision             RevisionInputSchema (buyer)
 *   POST   /marketplace/orders/{id}/approve              (buyer)
 *   POST   /marketplace/orders/{id}/cancellation         CancellationInputSchema (either side: cancels at once when
 *                                                         allowed alone, else asks the other side)
 *   POST   /marketplace/orders/{id}/cancellation/accept  (the other side)   …/decline (the other side)
 *   DELETE /marketplace/orders/{id}/cancellation         (the side who asked withdraws)
 *   POST   /marketplace/orders/{id}/dispute              DisputeInputSchema (either side)
 *   POST   /marketplace/orders/{id}/dispute/evidence     EvidenceInputSchema (either side, while open)
 *   POST   /marketplace/orders/{id}/review               ReviewInputSchema (either side, once)
 *   Each answers OrderResponseSchema; the money moves (order, approve, cancel, accept) honour an Idempotency-Key.
 * Money (both roles):
 *   GET    /marketplace/balance                          → BalanceResponseSchema
 *   GET    /marketplace/ledger?cursor                    → LedgerListSchema (my movements, newest first)
 *   GET    /marketplace/ledger.csv                       → text/csv of the same
 * Operators (`/shared/api/operator`):
 *   GET    /marketplace/disputes?status=open|decided&cursor  → DisputeListSchema
 *   GET    /marketplace/disputes/{id}                    → OperatorDisputeResponseSchema (the order, its timeline and
 *                                                         deliveries, the evidence, the chat thread)
 *   GET    /marketplace/disputes/{id}/files/{fileId}     → a file of the disputed order
 *   POST   /marketplace/disputes/{id}/decision           DisputeDecisionInputSchema → OperatorDisputeResponseSchema
 *
 * Live: ORDER_CHANGED_EVENT on both parties' private user channels after every move; a `marketplace_update`
 * notification to the other side. Each order has a chat thread (conversation kind `order`) between its two sides.
 */

/** What the platform keeps from a released order, in percent of its total (Fiverr keeps 20, Contra nothing). */
export const MARKETPLACE_FEE_PERCENT = 10;
/** Days after a delivery with no answer before the order completes and the money is released. */
export const ORDER_AUTO_RELEASE_DAYS = 3;
/** Days after completion before a review shows even when the other side has not written theirs. */
export const REVIEW_BLIND_DAYS = 14;

export const MARKETPLACE_CATEGORIES = [
  'development',
  'design',
  'data',
  'devops',
  'qa',
  'writing',
  'mentoring',
  'marketing',
] as const;
export const MarketplaceCategorySchema = z.enum(MARKETPLACE_CATEGORIES, { error: 'Choose a category.' });
export type MarketplaceCategory = z.infer<typeof MarketplaceCategorySchema>;
export const MARKETPLACE_CATEGORY_LABELS: Record<MarketplaceCategory, string> = {
  development: 'Development',
  design: 'Design',
  data: 'Data & AI',
  devops: 'DevOps & cloud',
  qa: 'Testing & QA',
  writing: 'Technical writing',
  mentoring: 'Mentoring & reviews',
  marketing: 'Growth & marketing',
};

/** Currencies a service may be priced in (all with two decimals: amounts are kept in minor units, cents). */
export const MARKETPLACE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'INR',
  'BRL',
  'NGN',
  'KES',
  'PHP',
] as const;
export const MarketplaceCurrencySchema = z.enum(MARKETPLACE_CURRENCIES, { error: 'Choose a currency.' });
export type MarketplaceCurrency = z.infer<typeof MarketplaceCurrencySchema>;

export const TIER_NAMES = ['basic', 'standard', 'premium'] as const;
export const TierNameSchema = z.enum(TIER_NAMES, { error: 'Choose basic, standard or premium.' });
export type TierName = z.infer<typeof TierNameSchema>;
export const TIER_LABELS: Record<TierName, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

export const SERVICE_LIMITS = {
  tiers: 3,
  addons: 6,
  questions: 5,
  gallery: 6,
  skills: 8,
  /** In minor units (cents). */
  minTierPrice: 500,
  maxTierPrice: 5_000_000,
  minAddonPrice: 100,
  maxAddonPrice: 1_000_000,
  maxDeliveryDays: 90,
  maxRevisions: 10,
  maxExtraDays: 30,
} as const;

export const SERVICE_STATUSES = ['draft', 'published', 'paused'] as const;
export const ServiceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

const minorAmount = (min: number, max: number, what: string) =>
  z
    .number({ error: `Give ${what} in cents (a whole number).` })
    .int(`Give ${what} in cents (a whole number).`)
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} is at least ${(min / 100).toFixed(2)}.`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${(max / 100).toFixed(2)}.`);

export const TierInputSchema = z.object({
  name: TierNameSchema,
  title: z
    .string({ error: 'Name the tier (at least 3 characters).' })
    .trim()
    .min(3, 'Name the tier (at least 3 characters).')
    .max(40, 'Up to 40 characters.'),
  scope: z
    .string({ error: 'Say what this tier includes (at least 10 characters).' })
    .trim()
    .min(10, 'Say what this tier includes (at least 10 characters).')
    .max(600, 'Up to 600 characters.'),
  price_minor: minorAmount(SERVICE_LIMITS.minTierPrice, SERVICE_LIMITS.maxTierPrice, 'the price'),
  delivery_days: z
    .number({ error: 'Give the delivery time in days.' })
    .int('Whole days.')
    .min(1, 'At least one day.')
    .max(SERVICE_LIMITS.maxDeliveryDays, `At most ${SERVICE_LIMITS.maxDeliveryDays} days.`),
  revisions: z
    .number({ error: 'Give the number of revisions.' })
    .int('A whole number.')
    .min(0, 'Zero or more.')
    .max(SERVICE_LIMITS.maxRevisions, `At most ${SERVICE_LIMITS.maxRevisions}.`),
});
export type TierInput = z.infer<typeof TierInputSchema>;

export const AddonInputSchema = z.object({
  /** Kept across edits (orders name add-ons by id); a new one gets an id from the server. */
  id: z.string().max(64).optional(),
  title: z
    .string({ error: 'Name the add-on (at least 3 characters).' })
    .trim()
    .min(3, 'Name the add-on (at least 3 characters).')
    .max(80, 'Up to 80 characters.'),
  description: z.string().trim().max(300, 'Up to 300 characters.').default(''),
  price_minor: minorAmount(SERVICE_LIMITS.minAddonPrice, SERVICE_LIMITS.maxAddonPrice, 'the add-on price'),
  extra_days: z
    .number({ error: 'Give the extra days (0 for none).' })
    .int('Whole days.')
    .min(0, 'Zero or more.')
    .max(SERVICE_LIMITS.maxExtraDays, `At most ${SERVICE_LIMITS.maxExtraDays} days.`),
});
export type AddonInput = z.infer<typeof AddonInputSchema>;

export const BuyerQuestionInputSchema = z.object({
  id: z.string().max(64).optional(),
  prompt: z
    .string({ error: 'Write the question (at least 5 characters).' })
    .trim()
    .min(5, 'Write the question (at least 5 characters).')
    .max(300, 'Up to 300 characters.'),
  required: z.boolean().default(true),
});
export type BuyerQuestionInput = z.infer<typeof BuyerQuestionInputSchema>;

const serviceFields = {
  title: z
    .string()
    .trim()
    .min(10, 'Give the service a title (at least 10 characters).')
    .max(90, 'Keep the title under 90 characters.'),
  /** Markdown, shown without raw HTML. */
  description: z
    .string()
    .trim()
    .min(80, 'Describe the service (at least 80 characters).')
    .max(6000, 'Keep the description under 6000 characters.'),
  category: MarketplaceCategorySchema,
  /** Skill slugs from `GET /shared/api/skills`. */
  skills: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'Name at least one skill.')
    .max(SERVICE_LIMITS.skills, `Up to ${SERVICE_LIMITS.skills} skills.`),
  currency: MarketplaceCurrencySchema,
  tiers: z
    .array(TierInputSchema)
    .min(1, 'Offer at least one tier.')
    .max(SERVICE_LIMITS.tiers, `Up to ${SERVICE_LIMITS.tiers} tiers.`),
  addons: z.array(AddonInputSchema).max(SERVICE_LIMITS.addons, `Up to ${SERVICE_LIMITS.addons} add-ons.`),
  questions: z
    .array(BuyerQuestionInputSchema)
    .max(SERVICE_LIMITS.questions, `Up to ${SERVICE_LIMITS.questions} questions.`),
  /** `service_gallery` files of mine, in order; the first is the cover. */
  gallery_file_ids: z
    .array(z.string().max(64))
    .max(SERVICE_LIMITS.gallery, `Up to ${SERVICE_LIMITS.gallery} images.`),
};

/** The tiers' own rules: each name once, in order basic → premium, prices rising. */
function checkTiers(tiers: TierInput[], ctx: z.RefinementCtx) {
  const seen = new Set<TierName>();
  tiers.forEach((tier, index) => {
    if (seen.has(tier.name))
      ctx.addIssue({ code: 'custom', path: ['tiers', index, 'name'], message: 'Each tier appears once.' });
    seen.add(tier.name);
    const previous = tiers[index - 1];
    if (previous && TIER_NAMES.indexOf(tier.name) < TIER_NAMES.indexOf(previous.name))
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', index, 'name'],
        message: 'List the tiers from basic to premium.',
      });
    if (previous && tier.price_minor <= previous.price_minor)
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', index, 'price_minor'],
        message: 'Each tier costs more than the one before.',
      });
  });
}

/** A service ready to publish: every field judged. */
export const ServiceInputSchema = z
  .object({
    ...serviceFields,
    addons: serviceFields.addons.default([]),
    questions: serviceFields.questions.default([]),
    gallery_file_ids: serviceFields.gallery_file_ids.default([]),
  })
  .superRefine((value, ctx) => checkTiers(value.tiers, ctx));
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

/** A draft: any subset, each field judged on its own shape (the whole is judged at publishing). */
export const ServiceDraftSchema = z
  .object({
    title: z.string().trim().max(90, 'Keep the title under 90 characters.').default(''),
    description: z.string().trim().max(6000, 'Keep the description under 6000 characters.').default(''),
    category: MarketplaceCategorySchema.nullable().default(null),
    skills: serviceFields.skills.unwrap().array().max(SERVICE_LIMITS.skills).default([]),
    currency: MarketplaceCurrencySchema.default('USD'),
    tiers: z
      .array(TierInputSchema.partial().extend({ name: TierNameSchema }))
      .max(SERVICE_LIMITS.tiers)
      .default([]),
    addons: z.array(AddonInputSchema.partial()).max(SERVICE_LIMITS.addons).default([]),
    questions: z.array(BuyerQuestionInputSchema.partial()).max(SERVICE_LIMITS.questions).default([]),
    gallery_file_ids: serviceFields.gallery_file_ids.default([]),
  })
  .strict();
export type ServiceDraft = z.infer<typeof ServiceDraftSchema>;

export const ServiceSkillSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** A valid badge in this skill, or a course certificate covering it. */
  verified: z.boolean(),
  /** What proves it, for the tooltip ("Skill badge: React, advanced", "Course certificate: React in practice"). */
  evidence: z.string().nullable(),
});
export type ServiceSkill = z.infer<typeof ServiceSkillSchema>;

export const RatingSummarySchema = z.object({
  /** Average of the visible reviews (one decimal), null with none. */
  average: z.number().nullable(),
  count: z.number().int(),
});

export const SellerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string().nullable(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  identity_verified: z.boolean(),
  elite: z.boolean(),
  /** Valid skill badges. */
  badges: z.array(z.object({ skill: z.string(), name: z.string(), level: z.string().nullable() })),
  completed_orders: z.number().int(),
  /** Completed / (completed + cancellations counted against the seller); null before the first finished order. */
  completion_rate: z.number().nullable(),
  rating: RatingSummarySchema,
  member_since: z.string(),
});
export type SellerSummary = z.infer<typeof SellerSummarySchema>;

export const TierSchema = TierInputSchema;
export type Tier = z.infer<typeof TierSchema>;
export const AddonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price_minor: z.number().int(),
  extra_days: z.number().int(),
});
export type Addon = z.infer<typeof AddonSchema>;
export const BuyerQuestionSchema = z.object({ id: z.string(), prompt: z.string(), required: z.boolean() });
export type BuyerQuestion = z.infer<typeof BuyerQuestionSchema>;
export const GalleryImageSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const ServiceSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: MarketplaceCategorySchema,
  status: ServiceStatusSchema,
  skills: z.array(ServiceSkillSchema),
  seller: SellerSummarySchema,
  currency: MarketplaceCurrencySchema,
  /** The cheapest tier. */
  from_price_minor: z.number().int(),
  /** The same in USD through the shipped reference rates (what the price filters compare). */
  from_price_usd_minor: z.number().int(),
  fastest_delivery_days: z.number().int(),
  rating: RatingSummarySchema,
  cover_url: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  /** Who wrote it, and about whom: `buyer` reviewed the seller, `seller` the buyer. */
  author_side: z.enum(['buyer', 'seller']),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  service_title: z.string(),
  tier: TierNameSchema,
  created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ServiceDetailSchema = ServiceSummarySchema.extend({
  description: z.string(),
  tiers: z.array(TierSchema),
  addons: z.array(AddonSchema),
  questions: z.array(BuyerQuestionSchema),
  gallery: z.array(GalleryImageSchema),
  /** Visible reviews of this service, newest first (up to 20). */
  reviews: z.array(ReviewSchema),
  mine: z.boolean(),
  /** Why the caller cannot order it (their own, paused, a draft), null when they can. */
  cannot_order_reason: z.string().nullable(),
  /** Orders running now (the seller's queue, a hint of delivery time). */
  orders_in_queue: z.number().int(),
  updated_at: z.string(),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;
export const ServiceResponseSchema = z.object({ data: ServiceDetailSchema });

/** The editor's view of my own service: the stored draft as it is (fields may be missing until published). */
export const MyServiceSchema = z.object({
  id: z.string(),
  status: ServiceStatusSchema,
  draft: ServiceDraftSchema,
  /** What publishing would refuse now: field path → messages (empty when it can be published). */
  problems: z.record(z.string(), z.array(z.string())),
  orders_running: z.number().int(),
  orders_completed: z.number().int(),
  rating: RatingSummarySchema,
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type MyService = z.infer<typeof MyServiceSchema>;
export const MyServiceResponseSchema = z.object({ data: MyServiceSchema });
export const MyServiceListSchema = z.object({ data: z.array(MyServiceSchema) });

export const SERVICE_SORTS = ['relevance', 'rating', 'price_asc', 'price_desc', 'newest', 'fastest'] as const;
export const ServiceSortSchema = z.enum(SERVICE_SORTS);
const flag = z
  .union([z.literal('1'), z.literal('true'), z.literal('0'), z.literal('false')])
  .transform((value) => value === '1' || value === 'true')
  .optional();
export const ServiceListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: MarketplaceCategorySchema.optional(),
  skill: z.string().trim().max(64).optional(),
  /** USD minor units. */
  min_price: z.coerce.number().int().min(0).max(100_000_000).optional(),
  max_price: z.coerce.number().int().min(0).max(100_000_000).optional(),
  max_days: z.coerce.number().int().min(1).max(365).optional(),
  min_rating: z.coerce.number().min(1).max(5).optional(),
  /** Only services whose every listed skill is verified. */
  verified: flag,
  /** Only elite sellers. */
  elite: flag,
  sort: ServiceSortSchema.default('relevance'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ServiceListQuery = z.infer<typeof ServiceListQuerySchema>;
export const ServiceListSchema = z.object({
  data: z.array(ServiceSummarySchema),
  meta: z.object({
    total: z.number().int(),
    next_cursor: z.string().nullable(),
    /** Published services per category for the current filters other than the category. */
    categories: z.record(z.string(), z.number().int()),
  }),
});

export const SellerResponseSchema = z.object({
  data: z.object({
    seller: SellerSummarySchema,
    bio: z.string().nullable(),
    services: z.array(ServiceSummarySchema),
    reviews: z.array(ReviewSchema),
  }),
});

export const SkillEvidenceResponseSchema = z.object({ data: z.array(ServiceSkillSchema) });

/* ------------------------------------------------------------------ orders */

export const ORDER_STATUSES = [
  'requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
  'disputed',
  'resolved',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  requirements: 'Waiting for requirements',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
  resolved: 'Resolved',
};
/** Statuses in which the order is finished (no more moves but reviews). */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'resolved'];

export const ORDER_SIDES = ['buyer', 'seller'] as const;
export const OrderSideSchema = z.enum(ORDER_SIDES);
export type OrderSide = z.infer<typeof OrderSideSchema>;

/** What the caller may do now; the UI shows exactly these. */
export const ORDER_ACTIONS = [
  'send_requirements',
  'deliver',
  'request_revision',
  'approve',
  'cancel',
  'request_cancellation',
  'accept_cancellation',
  'decline_cancellation',
  'withdraw_cancellation',
  'open_dispute',
  'add_evidence',
  'review',
] as const;
export const OrderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof OrderActionSchema>;

export const ORDER_EVENT_TYPES = [
  'ordered',
  'requirements_sent',
  'delivered',
  'revision_requested',
  'approved',
  'auto_approved',
  'released',
  'cancellation_requested',
  'cancellation_declined',
  'cancellation_withdrawn',
  'cancelled',
  'refunded',
  'dispute_opened',
  'evidence_added',
  'dispute_decided',
  'reviewed',
  'late',
] as const;
export const OrderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export type OrderEventType = z.infer<typeof OrderEventTypeSchema>;

export const OrderFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type OrderFile = z.infer<typeof OrderFileSchema>;

export const OrderEventSchema = z.object({
  id: z.string(),
  type: OrderEventTypeSchema,
  /** null: the platform (auto-approval, a lateness mark, an operator's decision names the operator's role). */
  actor_side: z.enum(['buyer', 'seller', 'operator', 'system']),
  actor_name: z.string().nullable(),
  message: z.string().nullable(),
  files: z.array(OrderFileSchema),
  /** Money moved by this event, when it moved any. */
  amount_minor: z.number().int().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const PartySchema = z.object({
  /** The user's id (a recruiter buyer: their account's id). */
  id: z.string(),
  name: z.string(),
  /** The company a recruiter buys for. */
  company: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(['talent', 'recruiter']),
});

export const CANCELLATION_FAULTS = ['buyer', 'seller', 'none'] as const;
export const CancellationFaultSchema = z.enum(CANCELLATION_FAULTS);
export const CANCELLATION_REASONS = [
  'changed_mind',
  'requirements_changed',
  'seller_unavailable',
  'late',
  'quality',
  'other',
] as const;
export const CancellationReasonSchema = z.enum(CANCELLATION_REASONS, { error: 'Choose a reason.' });
export const CANCELLATION_REASON_LABELS: Record<(typeof CANCELLATION_REASONS)[number], string> = {
  changed_mind: 'The buyer no longer needs it',
  requirements_changed: 'The scope changed',
  seller_unavailable: 'The seller cannot do it',
  late: 'The delivery is late',
  quality: 'The work is not what was agreed',
  other: 'Something else',
};

export const DISPUTE_REASONS = [
  'not_delivered',
  'not_as_described',
  'quality',
  'buyer_unresponsive',
  'scope_creep',
  'other',
] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS, { error: 'Choose a reason.' });
export const DISPUTE_REASON_LABELS: Record<(typeof DISPUTE_REASONS)[number], string> = {
  not_delivered: 'Nothing was delivered',
  not_as_described: 'The delivery is not what the tier describes',
  quality: 'The quality is not acceptable',
  buyer_unresponsive: 'The buyer does not answer',
  scope_creep: 'The buyer asks for more than the tier',
  other: 'Something else',
};
export const DISPUTE_OUTCOMES = ['release', 'partial_refund', 'full_refund'] as const;
export const DisputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES, { error: 'Choose a decision.' });

export const EvidenceSchema = z.object({
  id: z.string(),
  author_side: z.enum(['buyer', 'seller']),
  author_name: z.string(),
  text: z.string(),
  files: z.array(OrderFileSchema),
  created_at: z.string(),
});

export const DisputeSchema = z.object({
  id: z.string(),
  opened_by: z.enum(['buyer', 'seller']),
  reason: DisputeReasonSchema,
  details: z.string(),
  status: z.enum(['open', 'decided']),
  evidence: z.array(EvidenceSchema),
  outcome: DisputeOutcomeSchema.nullable(),
  /** partial_refund: what went back to the buyer. */
  refund_minor: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  counts_against_seller: z.boolean().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

export const OrderSummarySchema = z.object({
  id: z.string(),
  /** Short, human reference shown on receipts and in the ledger ("MK-7F3A2C"). */
  reference: z.string(),
  service_id: z.string(),
  service_title: z.string(),
  tier: TierSchema,
  status: OrderStatusSchema,
  /** The caller's side. */
  side: OrderSideSchema,
  buyer: PartySchema,
  seller: PartySchema,
  currency: MarketplaceCurrencySchema,
  /** Tier + add-ons: what the buyer paid into escrow. */
  total_minor: z.number().int(),
  /** The platform's fee, taken from the seller's payout. */
  fee_minor: z.number().int(),
  due_at: z.string().nullable(),
  late: z.boolean(),
  auto_release_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  addons: z.array(AddonSchema),
  questions: z.array(BuyerQuestionSchema),
  /** The buyer's answers, once sent. */
  requirements: z
    .object({
      answers: z.array(z.object({ question_id: z.string(), prompt: z.string(), answer: z.string() })),
      note: z.string(),
      files: z.array(OrderFileSchema),
      sent_at: z.string(),
    })
    .nullable(),
  revisions_allowed: z.number().int(),
  revisions_used: z.number().int(),
  timeline: z.array(OrderEventSchema),
  actions: z.array(OrderActionSchema),
  /** An open request to cancel. */
  cancellation: z
    .object({
      requested_by: OrderSideSchema,
      reason: CancellationReasonSchema,
      message: z.string(),
      requested_at: z.string(),
    })
    .nullable(),
  /** Why and by whose fault a cancelled order ended. */
  cancelled: z
    .object({ reason: CancellationReasonSchema, fault: CancellationFaultSchema, at: z.string() })
    .nullable(),
  dispute: DisputeSchema.nullable(),
  /** Both sides' reviews as the caller may see them (the other's hidden until the rule lets it show). */
  reviews: z.object({
    mine: ReviewSchema.nullable(),
    theirs: ReviewSchema.nullable(),
    /** The other side wrote one that is not shown yet. */
    theirs_hidden: z.boolean(),
    /** When reviews show even if one side never writes. */
    visible_from: z.string().nullable(),
  }),
  /** Money moves of this order, as the ledger has them. */
  payments: z.object({
    in_escrow_minor: z.number().int(),
    released_minor: z.number().int(),
    refunded_minor: z.number().int(),
    fee_minor: z.number().int(),
  }),
  /** The order's chat thread (null until created). */
  conversation_id: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderResponseSchema = z.object({ data: OrderDetailSchema });

export const OrderListQuerySchema = z.object({
  side: OrderSideSchema.optional(),
  status: OrderStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const OrderListSchema = z.object({
  data: z.array(OrderSummarySchema),
  meta: z.object({ total: z.number().int(), next_cursor: z.string().nullable() }),
});

const message = (min: number, what: string, max = 5000) =>
  z
    .string()
    .trim()
    .min(min, `${what} (at least ${min} characters).`)
    .max(max, `Keep it under ${max} characters.`);
const fileIds = z.array(z.string().max(64)).max(10, 'Up to 10 files.').default([]);

export const OrderInputSchema = z.object({
  service_id: z.string().max(64),
  tier: TierNameSchema,
  addon_ids: z.array(z.string().max(64)).max(SERVICE_LIMITS.addons).default([]),
});
export type OrderInput = z.infer<typeof OrderInputSchema>;

export const RequirementsInputSchema = z.object({
  answers: z
    .array(
      z.object({
        question_id: z.string().max(64),
        answer: z.string().trim().max(3000, 'Up to 3000 characters.'),
      }),
    )
    .max(SERVICE_LIMITS.questions)
    .default([]),
  note: z.string().trim().max(5000, 'Keep it under 5000 characters.').default(''),
  /** `order_file` uploads of mine. */
  file_ids: fileIds,
});
export const DeliveryInputSchema = z.object({
  message: message(10, 'Say what you deliver'),
  file_ids: fileIds,
});
export const RevisionInputSchema = z.object({ message: message(10, 'Say what to change') });
export const CancellationInputSchema = z.object({
  reason: CancellationReasonSchema,
  message: z.string().trim().max(2000, 'Keep it under 2000 characters.').default(''),
});
export const DisputeInputSchema = z.object({
  reason: DisputeReasonSchema,
  details: message(30, 'Explain what happened'),
  file_ids: fileIds,
});
export const EvidenceInputSchema = z.object({
  text: message(10, 'Describe the evidence'),
  file_ids: fileIds,
});
export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5.' })
    .int('Choose a rating from 1 to 5.')
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  text: message(10, 'Say how it went', 2000),
});
export const DisputeDecisionInputSchema = z
  .object({
    outcome: DisputeOutcomeSchema,
    /** partial_refund: what goes back to the buyer, in minor units (more than 0, less than the total). */
    refund_minor: z.number().int('A whole number of cents.').min(1, 'More than zero.').optional(),
    reason: message(20, 'Explain the decision to both sides', 3000),
    /** Whether the outcome counts against the seller's completion rate. */
    counts_against_seller: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'partial_refund' && value.refund_minor === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['refund_minor'],
        message: 'Give the amount refunded to the buyer.',
      });
  });

/* ------------------------------------------------------------------ money */

export const BalanceSchema = z.object({
  currency: MarketplaceCurrencySchema,
  /** Seller: released to me, mine now. */
  available_minor: z.number().int(),
  /** Seller: in escrow for my running orders. */
  incoming_minor: z.number().int(),
  /** Seller: fees taken from my releases. */
  fees_minor: z.number().int(),
  /** Buyer: paid into escrow for my running orders. */
  in_escrow_minor: z.number().int(),
  /** Buyer: paid in total (released to sellers), and refunded to me. */
  spent_minor: z.number().int(),
  refunded_minor: z.number().int(),
});
export type Balance = z.infer<typeof BalanceSchema>;
export const BalanceResponseSchema = z.object({ data: z.array(BalanceSchema) });

export const LEDGER_ENTRY_KINDS = ['hold', 'release', 'refund', 'partial_refund'] as const;
export const LedgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export const LedgerRowSchema = z.object({
  /** The posting's id. */
  id: z.string(),
  entry_id: z.string(),
  kind: LedgerEntryKindSchema,
  /** `funding`, `escrow`, `earnings`, `fees`: which of my accounts (or the order's escrow) moved. */
  account: z.string(),
  order_id: z.string().nullable(),
  order_reference: z.string().nullable(),
  memo: z.string(),
  currency: MarketplaceCurrencySchema,
  /** Signed: into the account positive, out of it negative. */
  amount_minor: z.number().int(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;
export const LedgerListSchema = z.object({
  data: z.array(LedgerRowSchema),
  meta: z.object({ next_cursor: z.string().nullable() }),
});

/* ------------------------------------------------------------------ operators */

export const DisputeSummarySchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_reference: z.string(),
  service_title: z.string(),
  opened_by: z.enum(['buyer', 'seller']),
  reason: DisputeReasonSchema,
  status: z.enum(['open', 'decided']),
  buyer_name: z.string(),
  seller_name: z.string(),
  currency: MarketplaceCurrencySchema,
  total_minor: z.number().int(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const DisputeListQuerySchema = z.object({
  status: z.enum(['open', 'decided']).default('open'),
  cursor: z.string().max(200).optional(),
});
export const DisputeListSchema = z.object({
  data: z.array(DisputeSummarySchema),
  meta: z.object({ total: z.number().int(), next_cursor: z.string().nullable() }),
});
export const OperatorDisputeResponseSchema = z.object({
  data: z.object({
    order: OrderDetailSchema.omit({ side: true, actions: true }),
    /** The order's chat, oldest first (the operator reads it, never writes). */
    messages: z.array(
      z.object({
        id: z.string(),
        author_side: z.enum(['buyer', 'seller']),
        author_name: z.string(),
        body: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});

/** Broadcast on both parties' private user channels after every move: `{ order_id, status }`. */
export const ORDER_CHANGED_EVENT = 'MarketplaceOrderChanged';
