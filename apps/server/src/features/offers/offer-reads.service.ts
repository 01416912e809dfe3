import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Offer } from '@talent/contract/offers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import { pipelineTransition, type PipelineStep } from '../pipeline/pipeline-transition.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import { OfferAnnouncer } from './offers.messages.ts';
import {
  attachmentsOf,
  countPending,
  findOfferAttachment,
  findOfferOwner,
  findOfferView,
  listOfferViews,
  lockOffer,
  type FileRow,
  type OfferRow,
  type OfferScope,
  type OfferView,
} from './offers.repository.ts';
import { offersJson } from './offers.view.ts';

/** Reading offers, and what every step on one starts with. `OffersService` adds the steps. */
export class OfferReadsService {
  protected readonly announcer: OfferAnnouncer;

  constructor(
    protected readonly deps: {
      db: Db;
      notifications: NotificationsService;
      pipeline: PipelineNotifier;
      files: FilesService;
      now?: () => Date;
      /** Where a notification that could not be sent is reported (the change itself is committed). */
      log?: FastifyBaseLogger;
    },
  ) {
    this.announcer = new OfferAnnouncer(deps);
  }

  protected get db() {
    return this.deps.db;
  }

  protected now() {
    return this.deps.now?.() ?? new Date();
  }

  /* ---------- reading ---------- */

  private scopeOf(viewer: PipelineViewer): OfferScope {
    return viewer.kind === 'talent' ? { talentId: viewer.userId } : { companyId: viewer.companyId };
  }

  private async toJson(views: OfferView[], viewer: PipelineViewer, currency?: string): Promise<Offer[]> {
    const at = this.now();
    const attachments = await attachmentsOf(
      this.db,
      views.map((v) => v.offer.id),
    );
    return offersJson(views, attachments, viewer.kind, at, currency);
  }

  /** Offers as the viewer sees them (pending first, then newest); `currency` for the annual equivalent. */
  async list(
    viewer: PipelineViewer,
    query: { status?: Offer['status'] | undefined; currency?: string | undefined },
  ): Promise<{ data: Offer[]; meta: { pending: number } }> {
    const at = this.now();
    const scope = this.scopeOf(viewer);
    const [views, pending] = await Promise.all([
      listOfferViews(this.db, scope, at, { status: query.status }),
      countPending(this.db, scope, at),
    ]);
    return { data: await this.toJson(views, viewer, query.currency), meta: { pending } };
  }

  /** Every offer of these applications. */
  async forApplications(applicationIds: string[], viewer: PipelineViewer): Promise<Offer[]> {
    const ids = applicationIds.filter(isUuid);
    if (ids.length === 0) return [];
    const views = await listOfferViews(this.db, this.scopeOf(viewer), this.now(), { applicationIds: ids });
    return this.toJson(views, viewer);
  }

  /** One offer the viewer may see, else 404. */
  async get(viewer: PipelineViewer, id: string, currency?: string): Promise<Offer> {
    const view = isUuid(id) ? await findOfferView(this.db, id, this.scopeOf(viewer)) : undefined;
    if (!view) throw new AppError('not_found');
    const [json] = await this.toJson([view], viewer, currency);
    return json!;
  }

  /** A document the offer carries, for the candidate or the company; 404 once the offer no longer carries it. */
  async attachment(
    viewer: PipelineViewer,
    offerId: string,
    fileId: string,
  ): Promise<{ row: FileRow; body: Readable }> {
    if (!isUuid(offerId) || !isUuid(fileId)) throw new AppError('not_found');
    const view = await findOfferView(this.db, offerId, this.scopeOf(viewer));
    const row = view ? await findOfferAttachment(this.db, offerId, fileId) : undefined;
    if (!row) throw new AppError('not_found');
    return { row, body: await this.deps.files.open(row) };
  }

  /* ---------- shared rules ---------- */

  /** 404 unless the viewer may act on the offer; returns its application id. */
  protected async ownOffer(viewer: PipelineViewer, id: string): Promise<string> {
    const owner = isUuid(id) ? await findOfferOwner(this.db, id) : undefined;
    const mine =
      owner &&
      (viewer.kind === 'talent' ? owner.talentId === viewer.userId : owner.companyId === viewer.companyId);
    if (!owner || !mine) throw new AppError('not_found');
    return owner.applicationId;
  }

  /**
   * A step on an offer: its application and the offer locked (in that order, as every writer does), so two answers
   * at once cannot both win.
   */
  protected onOffer<T>(
    applicationId: string,
    offerId: string,
    run: (step: PipelineStep<OfferRow>) => Promise<T>,
  ): Promise<T> {
    return pipelineTransition(this.db, { applicationId, lock: (tx) => lockOffer(tx, offerId), run });
  }
}
