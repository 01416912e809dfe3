import {
  AddonSchema,
  BuyerQuestionSchema,
  MARKETPLACE_CATEGORIES,
  TierSchema,
  type Addon,
  type BuyerQuestion,
  type MyService,
  type Review,
  type SellerSummary,
  type ServiceDetail,
  type ServiceDraft,
  type ServiceSkill,
  type ServiceSummary,
  type Tier,
  type TierName,
} from '@talent/contract/marketplace';
import type { FieldErrors } from '../../lib/app-error.ts';
import type { BadgeRef, OrderFigures, ReviewRow, SellerRow } from './reputation.repository.ts';
import type { FileRow, ServiceRow } from './services.repository.ts';
import { usdMinor } from './services.rules.ts';

/** Which API the viewer reads through: the URLs in the answer point into it. */
export type Area = 'talent' | 'recruiter';
const apiOf = (area: Area) => (area === 'talent' ? '/talent/api' : '/recruiter/api');

export const galleryUrl = (area: Area, serviceId: string, fileId: string) =>
  `${apiOf(area)}/marketplace/services/${serviceId}/gallery/${fileId}`;

/** Everything known about a seller that their summary shows. */
export interface SellerFacts {
  seller: SellerRow;
  identityVerified: boolean;
  elite: boolean;
  badges: BadgeRef[];
  figures: OrderFigures | undefined;
  rating: { total: number; count: number } | undefined;
  /** Skill slug → what proves it ("Skill badge: React, advanced"). */
  evidence: ReadonlyMap<string, string>;
}

const LEVEL_LABELS = { proficient: 'proficient', advanced: 'advanced' } as const;

/** What proves each skill: a valid badge first (the strongest level), else a course certificate. */
export function evidenceOf(
  badges: readonly BadgeRef[],
  certified: ReadonlyArray<{ skillSlug: string; courseTitle: string }>,
): Map<string, string> {
  const evidence = new Map<string, string>();
  for (const badge of badges) {
    if (!evidence.has(badge.skillSlug))
      evidence.set(badge.skillSlug, `Skill badge: ${badge.skillName}, ${LEVEL_LABELS[badge.level]}`);
  }
  for (const cert of certified) {
    if (!evidence.has(cert.skillSlug)) evidence.set(cert.skillSlug, `Course certificate: ${cert.courseTitle}`);
  }
  return evidence;
}

export function ratingJson(rating: { total: number; count: number } | undefined) {
  if (!rating || rating.count === 0) return { average: null, count: 0 };
  return { average: Math.round((rating.total / rating.count) * 10) / 10, count: rating.count };
}

export function sellerSummaryJson(facts: SellerFacts): SellerSummary {
  const { seller, figures } = facts;
  const sold = figures?.sold ?? 0;
  const againstSeller = figures?.cancelledBySellerFault ?? 0;
  // One badge per skill: the list is strongest first already.
  const seen = new Set<string>();
  const badges = facts.badges.filter((b) => !seen.has(b.skillSlug) && seen.add(b.skillSlug));
  return {
    id: seller.id,
    name: seller.name,
    headline: seller.headline || null,
    avatar_url: seller.avatarUrl,
    country: seller.country,
    identity_verified: facts.identityVerified,
    elite: facts.elite,
    badges: badges.map((b) => ({ skill: b.skillSlug, name: b.skillName, level: b.level })),
    completed_orders: sold,
    completion_rate: sold + againstSeller === 0 ? null : Math.round((sold / (sold + againstSeller)) * 100) / 100,
    rating: ratingJson(facts.rating),
    member_since: seller.createdAt.toISOString(),
  };
}

export function skillsJson(
  slugs: readonly string[],
  names: ReadonlyMap<string, string>,
  evidence: ReadonlyMap<string, string>,
): ServiceSkill[] {
  return slugs.map((slug) => ({
    slug,
    name: names.get(slug) ?? slug,
    verified: evidence.has(slug),
    evidence: evidence.get(slug) ?? null,
  }));
}

/** The draft's parts that stand on their own (all of them once published; a draft's finished ones meanwhile). */
function complete(draft: ServiceDraft) {
  const tiers = draft.tiers.flatMap((tier) => {
    const parsed = TierSchema.safeParse(tier);
    return parsed.success ? [parsed.data] : [];
  });
  const addons = draft.addons.flatMap((addon) => {
    const parsed = AddonSchema.safeParse({ description: '', ...addon });
    return parsed.success ? [parsed.data] : [];
  });
  const questions = draft.questions.flatMap((question) => {
    const parsed = BuyerQuestionSchema.safeParse({ required: true, ...question });
    return parsed.success ? [parsed.data] : [];
  });
  return { tiers, addons, questions };
}

/** The gallery ids that are the seller's own images, in the draft's order (a stranger's id shows nothing). */
function ownGallery(row: ServiceRow, galleryFiles: ReadonlyMap<string, FileRow>): FileRow[] {
  return row.draft.gallery_file_ids
    .map((id) => galleryFiles.get(id))
    .filter((file): file is FileRow => !!file && file.ownerId === row.sellerId);
}

export interface SummaryContext {
  area: Area;
  seller: SellerSummary;
  /** The seller's skill evidence. */
  evidence: ReadonlyMap<string, string>;
  skillNames: ReadonlyMap<string, string>;
  rating: { total: number; count: number } | undefined;
  galleryFiles: ReadonlyMap<string, FileRow>;
}

/**
 * A service as a card. A live (published or paused) service is whole, its columns copied from its draft; a draft
 * previews what it has so far: its finished tiers, prices from them, and the first category until it has one.
 */
export function serviceSummaryJson(row: ServiceRow, ctx: SummaryContext): ServiceSummary {
  const draft = row.draft;
  const { tiers } = complete(draft);
  const cheapest = tiers.length > 0 ? Math.min(...tiers.map((t) => t.price_minor)) : 0;
  const cover = ownGallery(row, ctx.galleryFiles)[0];
  return {
    id: row.id,
    title: draft.title,
    category: draft.category ?? MARKETPLACE_CATEGORIES[0],
    status: row.status as ServiceSummary['status'],
    skills: skillsJson(draft.skills, ctx.skillNames, ctx.evidence),
    seller: ctx.seller,
    currency: draft.currency,
    from_price_minor: row.fromPriceMinor ?? cheapest,
    from_price_usd_minor: row.fromPriceUsdMinor ?? usdMinor(cheapest, draft.currency),
    fastest_delivery_days:
      row.fastestDeliveryDays ?? (tiers.length > 0 ? Math.min(...tiers.map((t) => t.delivery_days)) : 0),
    rating: ratingJson(ctx.rating),
    cover_url: cover ? galleryUrl(ctx.area, row.id, cover.id) : null,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function serviceDetailJson(
  row: ServiceRow,
  ctx: SummaryContext & {
    mine: boolean;
    cannotOrderReason: string | null;
    ordersInQueue: number;
    reviews: ReviewRow[];
  },
): ServiceDetail {
  const { tiers, addons, questions } = complete(row.draft);
  return {
    ...serviceSummaryJson(row, ctx),
    description: row.draft.description,
    tiers: tiers satisfies Tier[],
    addons: addons satisfies Addon[],
    questions: questions satisfies BuyerQuestion[],
    gallery: ownGallery(row, ctx.galleryFiles).map((file) => ({
      id: file.id,
      name: file.name,
      url: galleryUrl(ctx.area, row.id, file.id),
    })),
    reviews: ctx.reviews.map(reviewJson),
    mine: ctx.mine,
    cannot_order_reason: ctx.cannotOrderReason,
    orders_in_queue: ctx.ordersInQueue,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function myServiceJson(
  row: ServiceRow,
  ctx: {
    problems: FieldErrors;
    figures: OrderFigures | undefined;
    rating: { total: number; count: number } | undefined;
  },
): MyService {
  return {
    id: row.id,
    status: row.status as MyService['status'],
    draft: row.draft,
    problems: ctx.problems,
    orders_running: ctx.figures?.running ?? 0,
    orders_completed: ctx.figures?.sold ?? 0,
    rating: ratingJson(ctx.rating),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A reviewer on a public page: first name and the initial of the last ("Ada L."). */
export function shortName(name: string | null): string {
  if (!name) return 'A former member';
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? parts.at(-1)! : '';
  return last ? `${parts[0]} ${last[0]!.toUpperCase()}.` : parts[0]!;
}

export function reviewJson(row: ReviewRow): Review {
  return {
    id: row.id,
    order_id: row.orderId,
    author_side: row.authorSide,
    author_name: shortName(row.authorName),
    rating: row.rating,
    text: row.text,
    service_title: row.serviceTitle,
    tier: row.tierName as TierName,
    created_at: row.createdAt.toISOString(),
  };
}
