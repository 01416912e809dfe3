import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  SERVICE_SORTS,
  type MyService,
  type ServiceDetail,
  type ServiceDraft,
  type ServiceListQuery,
  type ServiceSkill,
  type ServiceSummary,
} from '@talent/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { eliteMemberships } from '../elite/elite.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import * as reputation from './reputation.repository.ts';
import * as repo from './services.repository.ts';
import type { FileRow, ServiceRow, ServiceSort } from './services.repository.ts';
import { browseColumns, judgeWhole, withStableIds } from './services.rules.ts';
import {
  evidenceOf,
  myServiceJson,
  reviewJson,
  sellerSummaryJson,
  serviceDetailJson,
  serviceSummaryJson,
  skillsJson,
  type Area,
  type SellerFacts,
} from './services.view.ts';

/** Who is looking, and through which API (recruiters browse only; `mine` is never theirs). */
export interface Viewer {
  userId: string;
  area: Area;
}

export interface MarketplaceServicesDeps {
  db: Db;
  files: FilesService;
  now?: () => Date;
}

/** A seller may keep this many services (drafts included): enough for any real catalogue, not for a flood. */
export const MAX_SERVICES_PER_SELLER = 30;
const REVIEWS_SHOWN = 20;
const SELLER_REVIEWS_SHOWN = 50;

const notFound = (): never => {
  throw new AppError('not_found');
};
const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};

/* The browse cursor: the sort it belongs to, the last row's keys and id (base64url JSON, opaque to clients). */
const INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CursorSchema = z.object({
  sort: z.enum(SERVICE_SORTS),
  keys: z.array(z.union([z.number().int().min(-1).max(2_147_483_647), z.string().regex(INSTANT)])).max(4),
  id: z.uuid(),
});

function encodeCursor(sort: ServiceSort, key: repo.BrowseKey): string {
  return Buffer.from(JSON.stringify({ sort, keys: key.keys, id: key.id })).toString('base64url');
}

function decodeCursor(cursor: string, sort: ServiceSort): repo.BrowseKey {
  const invalid = () => AppError.validation({ cursor: ['The cursor is invalid.'] });
  let parsed: z.infer<typeof CursorSchema>;
  try {
    parsed = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  // Another sort's cursor is as invalid as a forged one; each key must be of its kind, and a real instant.
  const kinds = repo.sortKeyKinds(sort);
  const fits =
    parsed.sort === sort &&
    parsed.keys.length === kinds.length &&
    parsed.keys.every((value, i) =>
      kinds[i] === 'int'
        ? typeof value === 'number'
        : typeof value === 'string' && new Date(value).toISOString().slice(0, 19) === value.slice(0, 19),
    );
  if (!fits) throw invalid();
  return { keys: parsed.keys, id: parsed.id };
}

/**
 * Marketplace services (contract: marketplace.ts, "Browse" and "Sell"): a talent's drafts, publishing and pausing,
 * and browsing for talents and recruiters, with the sellers' reputation. Rules: README.md.
 */
export class MarketplaceServicesService {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(private readonly deps: MarketplaceServicesDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  /* ================================================================ reading */

  /** Everything the summaries of these sellers need, in a fixed number of queries whatever their number. */
  private async sellerFacts(sellerIds: readonly string[]): Promise<Map<string, SellerFacts>> {
    const ids = [...new Set(sellerIds)];
    const now = this.now();
    const [sellers, verified, badges, certified, elite, figures, ratings] = await Promise.all([
      reputation.sellersByIds(this.db, ids),
      reputation.identityVerified(this.db, ids),
      reputation.validBadges(this.db, ids, now),
      reputation.certifiedSkills(this.db, ids),
      eliteMemberships(this.db, ids),
      reputation.sellerOrderFigures(this.db, ids),
      reputation.sellerRatings(this.db, ids, now),
    ]);
    const out = new Map<string, SellerFacts>();
    for (const id of ids) {
      const seller = sellers.get(id);
      if (!seller) continue;
      out.set(id, {
        seller,
        identityVerified: verified.has(id),
        elite: elite.has(id),
        badges: badges.get(id) ?? [],
        figures: figures.get(id),
        rating: ratings.get(id),
        evidence: evidenceOf(badges.get(id) ?? [], certified.get(id) ?? []),
      });
    }
    return out;
  }

  /** Cards for these services, in their order: batched lookups, none per row. */
  private async summaries(rows: ServiceRow[], area: Area): Promise<ServiceSummary[]> {
    if (rows.length === 0) return [];
    const [facts, names, ratings, gallery] = await Promise.all([
      this.sellerFacts(rows.map((r) => r.sellerId)),
      repo.skillNames(
        this.db,
        rows.flatMap((r) => r.draft.skills),
      ),
      reputation.serviceRatings(
        this.db,
        rows.map((r) => r.id),
        this.now(),
      ),
      repo.galleryFiles(
        this.db,
        rows.flatMap((r) => r.draft.gallery_file_ids.slice(0, 1)),
      ),
    ]);
    return rows.flatMap((row) => {
      const seller = facts.get(row.sellerId);
      if (!seller) return [];
      return [
        serviceSummaryJson(row, {
          area,
          seller: sellerSummaryJson(seller),
          evidence: seller.evidence,
          skillNames: names,
          rating: ratings.get(row.id),
          galleryFiles: gallery,
        }),
      ];
    });
  }

  async list(viewer: Viewer, query: ServiceListQuery) {
    const now = this.now();
    const filter: repo.BrowseFilter = {
      now,
      q: query.q || undefined,
      category: query.category,
      skill: query.skill || undefined,
      minPriceUsd: query.min_price,
      maxPriceUsd: query.max_price,
      maxDays: query.max_days,
      minRating: query.min_rating,
      verified: query.verified,
      elite: query.elite,
    };
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const [page, counts] = await Promise.all([
      repo.browse(this.db, filter, query.sort, after, query.limit + 1),
      repo.browseCounts(this.db, filter),
    ]);
    const shown = page.slice(0, query.limit);
    const rows = await repo.servicesByIds(
      this.db,
      shown.map((p) => p.id),
    );
    const last = shown.at(-1);
    return {
      data: await this.summaries(rows, viewer.area),
      meta: {
        total: counts.total,
        next_cursor: page.length > query.limit && last ? encodeCursor(query.sort, last.key) : null,
        categories: Object.fromEntries(counts.categories),
      },
    };
  }

  /** A service the viewer may see: published, or their own in any status; anything else is a 404. */
  private async visible(viewer: Viewer, id: string): Promise<ServiceRow> {
    if (!isUuid(id)) notFound();
    const row = (await repo.serviceById(this.db, id)) ?? notFound();
    if (row.status !== 'published' && row.sellerId !== viewer.userId) notFound();
    return row;
  }

  async detail(viewer: Viewer, id: string): Promise<ServiceDetail> {
    return this.detailOf(viewer, await this.visible(viewer, id));
  }

  private async detailOf(viewer: Viewer, row: ServiceRow): Promise<ServiceDetail> {
    const now = this.now();
    const [facts, names, ratings, gallery, reviews] = await Promise.all([
      this.sellerFacts([row.sellerId]),
      repo.skillNames(this.db, row.draft.skills),
      reputation.serviceRatings(this.db, [row.id], now),
      repo.galleryFiles(this.db, row.draft.gallery_file_ids),
      reputation.visibleReviews(this.db, { serviceId: row.id }, now, REVIEWS_SHOWN),
    ]);
    const seller = facts.get(row.sellerId) ?? notFound();
    const mine = row.sellerId === viewer.userId;
    return serviceDetailJson(row, {
      area: viewer.area,
      seller: sellerSummaryJson(seller),
      evidence: seller.evidence,
      skillNames: names,
      rating: ratings.get(row.id),
      galleryFiles: gallery,
      mine,
      cannotOrderReason: mine
        ? 'This is your own service.'
        : row.status === 'paused'
          ? 'The seller has paused this service for now.'
          : row.status === 'draft'
            ? 'This service is a draft: it takes orders once published.'
            : null,
      ordersInQueue: seller.figures?.running ?? 0,
      reviews,
    });
  }

  /** One image of a service's gallery: listed in it, the seller's own upload, and the service visible to the viewer. */
  async galleryImage(
    viewer: Viewer,
    id: string,
    fileId: string,
  ): Promise<{ file: FileRow; open: () => Promise<Readable> }> {
    const row = await this.visible(viewer, id);
    if (!row.draft.gallery_file_ids.includes(fileId)) notFound();
    const file = (await repo.galleryFiles(this.db, [fileId])).get(fileId);
    if (!file || file.ownerId !== row.sellerId) notFound();
    return { file: file!, open: () => this.deps.files.open(file!) };
  }

  async seller(viewer: Viewer, sellerId: string) {
    if (!isUuid(sellerId)) notFound();
    // A seller page exists while its seller has a service on show (or for the seller themself).
    if (sellerId !== viewer.userId && !(await repo.hasPublishedService(this.db, sellerId))) notFound();
    const now = this.now();
    const [facts, services, reviews] = await Promise.all([
      this.sellerFacts([sellerId]),
      repo.publishedServicesOf(this.db, sellerId),
      reputation.visibleReviews(this.db, { sellerId }, now, SELLER_REVIEWS_SHOWN),
    ]);
    const seller = facts.get(sellerId);
    if (!seller || seller.seller.role !== 'talent') notFound();
    return {
      seller: sellerSummaryJson(seller!),
      bio: seller!.seller.bio || null,
      services: await this.summaries(services, viewer.area),
      reviews: reviews.map(reviewJson),
    };
  }

  /* ================================================================ selling */

  /** What publishing would say about these drafts now, in two queries for all of them. */
  private async problemsOf(sellerId: string, drafts: ServiceDraft[]): Promise<FieldErrors[]> {
    const [names, gallery] = await Promise.all([
      repo.skillNames(
        this.db,
        drafts.flatMap((d) => d.skills),
      ),
      repo.galleryFiles(
        this.db,
        drafts.flatMap((d) => d.gallery_file_ids),
      ),
    ]);
    const ownGallery = new Set([...gallery.values()].filter((f) => f.ownerId === sellerId).map((f) => f.id));
    return drafts.map((draft) => judgeWhole(draft, { knownSkills: new Set(names.keys()), ownGallery }).errors ?? {});
  }

  async mine(sellerId: string): Promise<MyService[]> {
    const rows = await repo.servicesOf(this.db, sellerId);
    const ids = rows.map((r) => r.id);
    const [problems, figures, ratings] = await Promise.all([
      this.problemsOf(
        sellerId,
        rows.map((r) => r.draft),
      ),
      reputation.serviceOrderFigures(this.db, ids),
      reputation.serviceRatings(this.db, ids, this.now()),
    ]);
    return rows.map((row, i) =>
      myServiceJson(row, { problems: problems[i]!, figures: figures.get(row.id), rating: ratings.get(row.id) }),
    );
  }

  /** My profile's skills and my badges' skills, each with what proves it (verified first, then by name). */
  async skillEvidence(userId: string): Promise<ServiceSkill[]> {
    const now = this.now();
    const [profile, badges, certified] = await Promise.all([
      reputation.profileSkills(this.db, userId),
      reputation.validBadges(this.db, [userId], now),
      reputation.certifiedSkills(this.db, [userId]),
    ]);
    const mine = badges.get(userId) ?? [];
    const evidence = evidenceOf(mine, certified.get(userId) ?? []);
    const names = new Map(profile.map((s) => [s.slug, s.name]));
    for (const badge of mine) if (!names.has(badge.skillSlug)) names.set(badge.skillSlug, badge.skillName);
    return skillsJson([...names.keys()], names, evidence).sort(
      (a, b) => Number(b.verified) - Number(a.verified) || a.name.localeCompare(b.name),
    );
  }

  /** A service of the seller's, or a 404 (another's is as unknown as a missing one). */
  private async ownService(db: Db, sellerId: string, id: string): Promise<ServiceRow> {
    if (!isUuid(id)) notFound();
    const row = (await repo.serviceById(db, id, true)) ?? notFound();
    if (row.sellerId !== sellerId) notFound();
    return row;
  }

  async create(sellerId: string, draft: ServiceDraft): Promise<ServiceDetail> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      if ((await repo.countServicesOf(tx, sellerId)) >= MAX_SERVICES_PER_SELLER)
        conflict(`You have ${MAX_SERVICES_PER_SELLER} services. Delete a draft you no longer need first.`);
      return repo.insertService(tx, {
        sellerId,
        status: 'draft',
        draft: withStableIds(draft, null),
        title: draft.title,
        category: draft.category,
        currency: draft.currency,
        createdAt: now,
        updatedAt: now,
      });
    });
    return this.detailOf({ userId: sellerId, area: 'talent' }, row);
  }

  /**
   * Saves the editor's document. A draft is kept as given; a live (published or paused) service is judged whole
   * first (422 with every field to fix) and its browse columns follow the change.
   */
  async save(sellerId: string, id: string, draft: ServiceDraft): Promise<ServiceDetail> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      const current = await this.ownService(tx, sellerId, id);
      const next = withStableIds(draft, current.draft);
      if (current.status === 'draft') {
        return repo.updateService(tx, current.id, {
          draft: next,
          title: next.title,
          category: next.category,
          currency: next.currency,
          updatedAt: now,
        });
      }
      const input = await this.judged(tx, sellerId, next);
      return repo.updateService(tx, current.id, { draft: next, ...browseColumns(input), updatedAt: now });
    });
    return this.detailOf({ userId: sellerId, area: 'talent' }, row);
  }

  /** The draft judged whole against the contract and the database, or a 422 with every field to fix. */
  private async judged(db: Db, sellerId: string, draft: ServiceDraft) {
    const [names, gallery] = await Promise.all([
      repo.skillNames(db, draft.skills),
      repo.galleryFiles(db, draft.gallery_file_ids),
    ]);
    const verdict = judgeWhole(draft, {
      knownSkills: new Set(names.keys()),
      ownGallery: new Set([...gallery.values()].filter((f) => f.ownerId === sellerId).map((f) => f.id)),
    });
    if (verdict.errors) throw AppError.validation(verdict.errors);
    return verdict.input!;
  }

  async publish(sellerId: string, id: string): Promise<ServiceDetail> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      const current = await this.ownService(tx, sellerId, id);
      if (current.status === 'published') return current;
      const input = await this.judged(tx, sellerId, current.draft);
      return repo.updateService(tx, current.id, {
        status: 'published',
        ...browseColumns(input),
        // The first time it went live: publishing again after a pause keeps its place among the newest.
        publishedAt: current.publishedAt ?? now,
        updatedAt: now,
      });
    });
    return this.detailOf({ userId: sellerId, area: 'talent' }, row);
  }

  async pause(sellerId: string, id: string): Promise<ServiceDetail> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      const current = await this.ownService(tx, sellerId, id);
      if (current.status === 'draft') conflict('This service is a draft: there is nothing to pause.');
      if (current.status === 'paused') return current;
      return repo.updateService(tx, current.id, { status: 'paused', updatedAt: now });
    });
    return this.detailOf({ userId: sellerId, area: 'talent' }, row);
  }

  /** Deletes a service nobody ordered; one with orders stays for them (pause it instead). */
  async remove(sellerId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.ownService(tx, sellerId, id);
      if (await repo.hasOrders(tx, current.id))
        conflict('This service has orders, so it stays with them. Pause it to stop new orders.');
      await repo.deleteService(tx, current.id);
    });
  }
}
