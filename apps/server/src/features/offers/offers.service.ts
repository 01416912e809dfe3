import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { APPLICATION_STATUS_LABELS } from '@talent/contract/applications';
import {
  OFFER_DECLINE_REASON_LABELS,
  type AcceptOfferSchema,
  type AnswerCounterSchema,
  type CounterOfferSchema,
  type CreateOfferSchema,
  type DeclineOfferSchema,
  type Offer,
  type OfferCounter,
  type OfferStatus,
  type OfferTerms,
  type Pay,
  type WithdrawOfferSchema,
} from '@talent/contract/offers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { isUuid } from '../jobs/job-cursor.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  lockApplication,
  recordEvent,
  SYSTEM_ACTOR,
  transitionApplication,
  type ActorInput,
  type LockedApplication,
} from '../pipeline/pipeline.repository.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import {
  annualUsd,
  fromUsd,
  PERIODS_PER_YEAR,
  REFERENCE_RATES_DATE,
} from '../../reference/currencies.data.ts';
import {
  attachmentsOf,
  claimExpired,
  countPending,
  findApplicationOwner,
  findExpiredPending,
  findOfferAttachment,
  findOfferOwner,
  findOfferView,
  insertOffer,
  listOfferViews,
  lockOffer,
  lockPendingOffer,
  ownOfferFiles,
  recruiterAccounts,
  updateOffer,
  type FileRow,
  type OfferRow,
  type OfferScope,
  type OfferView,
} from './offers.repository.ts';
import { canonicalTermsHash } from './terms-hash.ts';

type CreateInput = z.output<typeof CreateOfferSchema>;
type WithdrawInput = z.output<typeof WithdrawOfferSchema>;
type AnswerInput = z.output<typeof AnswerCounterSchema>;
type AcceptInput = z.output<typeof AcceptOfferSchema>;
type DeclineInput = z.output<typeof DeclineOfferSchema>;
type CounterInput = z.output<typeof CounterOfferSchema>;
type TalentViewer = Extract<PipelineViewer, { kind: 'talent' }>;
type RecruiterViewer = Extract<PipelineViewer, { kind: 'recruiter' }>;

/** What the signer's request says about them, stored with the signature. */
export interface SignatureContext {
  ip: string;
  userAgent: string | null;
}

export const CHANGED_WHILE_READING =
  'The offer changed while you were reading it. Read the new terms, then sign again.';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "Maya  CHEN " and "maya chen" are the same name. */
export function normalizedName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The terms as they are stored, in the shape that is hashed and signed. */
export function termsOf(row: OfferRow): OfferTerms {
  return {
    title: row.title,
    engagement_type: row.engagementType,
    pay: { amount: row.payAmount, currency: row.payCurrency, period: row.payPeriod },
    start_date: row.startDate,
    benefits: row.benefits,
    terms: row.terms,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The pay as a year in `currency` at the reference rates; null when either currency has no rate. */
export function annualEquivalent(pay: Pay, currency: string): Offer['annual_equivalent'] {
  const perYear = PERIODS_PER_YEAR[pay.period];
  if (pay.currency === currency) {
    return { amount: pay.amount * perYear, currency, rates_date: REFERENCE_RATES_DATE };
  }
  const usd = annualUsd(pay.amount, pay.currency, pay.period);
  const amount = usd === null ? null : fromUsd(usd, currency);
  return amount === null ? null : { amount, currency, rates_date: REFERENCE_RATES_DATE };
}

function formatPay(pay: Pay): string {
  const amount = new Intl.NumberFormat('en-US').format(pay.amount);
  return `${amount} ${pay.currency} per ${pay.period}`;
}

function counterOf(row: OfferRow): OfferCounter | null {
  return (row.counter as OfferCounter | null) ?? null;
}

export class OffersService {
  constructor(
    private readonly deps: {
      db: Db;
      notifications: NotificationsService;
      pipeline: PipelineNotifier;
      files: FilesService;
      now?: () => Date;
      /** Where a notification that could not be sent is reported (the change itself is committed). */
      log?: FastifyBaseLogger;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /* ---------- reading ---------- */

  /** What the reader sees: a pending offer past its expiry is expired. */
  private statusOf(row: OfferRow, at: Date): OfferStatus {
    return row.status === 'pending' && row.expiresAt <= at ? 'expired' : row.status;
  }

  private scopeOf(viewer: PipelineViewer): OfferScope {
    return viewer.kind === 'talent' ? { talentId: viewer.userId } : { companyId: viewer.companyId };
  }

  private async toJson(views: OfferView[], viewer: PipelineViewer, currency?: string): Promise<Offer[]> {
    const at = this.now();
    const attachments = await attachmentsOf(
      this.db,
      views.map((v) => v.offer.id),
    );
    const base = viewer.kind === 'talent' ? '/talent/api' : '/recruiter/api';
    return views.map((view) => {
      const { offer } = view;
      const status = this.statusOf(offer, at);
      const counter = counterOf(offer);
      const pay = { amount: offer.payAmount, currency: offer.payCurrency, period: offer.payPeriod };
      return {
        id: offer.id,
        application_id: offer.applicationId,
        job: {
          id: view.job.id,
          title: view.job.title,
          company: { id: view.company.id, name: view.company.name, logo_url: view.company.logoUrl },
        },
        talent: {
          id: view.talent.id,
          name: view.talent.name,
          avatar_url: view.talent.avatarUrl,
          timezone: view.talent.timezone,
        },
        recruiter: {
          id: view.recruiter.id,
          name: view.recruiter.name,
          title: view.recruiter.title,
          avatar_url: view.recruiter.avatarUrl,
          median_response_hours: view.recruiter.medianResponseHours,
        },
        title: offer.title,
        engagement_type: offer.engagementType,
        pay,
        annual_equivalent: annualEquivalent(pay, currency ?? view.salaryCurrency ?? 'USD'),
        start_date: offer.startDate,
        benefits: offer.benefits,
        terms: offer.terms,
        expires_at: offer.expiresAt.toISOString(),
        attachments: attachments
          .filter((a) => a.offerId === offer.id)
          .map(({ file }) => ({
            id: file.id,
            name: file.name,
            size: file.size,
            type: file.type,
            url: `${base}/offers/${offer.id}/attachments/${file.id}`,
          })),
        status,
        version: offer.version,
        terms_hash: offer.termsHash,
        signature:
          offer.signedName && offer.signedAt
            ? {
                name: offer.signedName,
                signed_at: offer.signedAt.toISOString(),
                ip: offer.signedIp ?? '',
                terms_hash: offer.signedTermsHash ?? '',
              }
            : null,
        decline_reason: offer.declineReason,
        decline_note: offer.declineNote,
        withdraw_reason: offer.withdrawReason,
        counter,
        can_respond: status === 'pending' && counter?.status !== 'open',
        created_at: offer.createdAt.toISOString(),
        responded_at: offer.respondedAt?.toISOString() ?? null,
      };
    });
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
  private async ownOffer(viewer: PipelineViewer, id: string): Promise<string> {
    const owner = isUuid(id) ? await findOfferOwner(this.db, id) : undefined;
    const mine =
      owner &&
      (viewer.kind === 'talent' ? owner.talentId === viewer.userId : owner.companyId === viewer.companyId);
    if (!owner || !mine) throw new AppError('not_found');
    return owner.applicationId;
  }

  /**
   * Runs `fn` with the offer's application and the offer locked (in that order, as every writer does), so two
   * answers at once cannot both win.
   */
  private async withLockedOffer<T>(
    applicationId: string,
    offerId: string,
    fn: (tx: Db, application: LockedApplication, offer: OfferRow) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const application = await lockApplication(tx, applicationId);
      const offer = application ? await lockOffer(tx, offerId) : undefined;
      if (!application || !offer) throw new AppError('not_found');
      return fn(tx, application, offer);
    });
  }

  /** 409 unless the offer is pending and unexpired. */
  private assertPending(offer: OfferRow, at: Date): void {
    const status = this.statusOf(offer, at);
    if (status === 'pending') return;
    const message: Record<Exclude<OfferStatus, 'pending'>, string> = {
      expired: `This offer expired on ${dateFormat.format(offer.expiresAt)}.`,
      accepted: 'This offer has already been accepted.',
      declined: 'This offer has already been declined.',
      withdrawn: 'This offer was withdrawn by the company.',
    };
    throw new AppError('conflict', { message: message[status] });
  }

  private actorOf(viewer: PipelineViewer): ActorInput {
    return { kind: viewer.kind, userId: viewer.userId, name: viewer.name };
  }

  /**
   * Turns an expired pending offer into `expired` inside the caller's transaction (the application is locked):
   * the application returns to interviewing. False when another process claimed it first.
   */
  private async expireLocked(
    tx: Db,
    offer: OfferRow,
    application: LockedApplication,
    at: Date,
  ): Promise<{ claimed: boolean; application: LockedApplication }> {
    const claimed = await claimExpired(tx, offer.id, at);
    if (!claimed) return { claimed: false, application };
    const summary = `The offer "${offer.title}" expired without an answer`;
    if (application.status === 'offer') {
      const moved = await transitionApplication(tx, application, {
        to: 'interviewing',
        type: 'offer_expired',
        actor: SYSTEM_ACTOR,
        summary,
        offerId: offer.id,
        at,
      });
      return { claimed: true, application: moved.application };
    }
    await recordEvent(tx, {
      applicationId: application.id,
      type: 'offer_expired',
      actor: SYSTEM_ACTOR,
      summary,
      offerId: offer.id,
      at,
    });
    return { claimed: true, application };
  }

  /* ---------- after a change ---------- */

  /** Notifications are best effort: the change is committed, a lost notification is logged. */
  private async notify(userIds: string[], title: string, body: string, url: string): Promise<void> {
    for (const userId of userIds) {
      try {
        await this.deps.notifications.notify(userId, 'offer_update', { title, body, url });
      } catch (err) {
        this.deps.log?.warn({ err, userId }, 'offer notification failed');
      }
    }
  }

  private async notifyTalent(offer: Offer, title: string, body: string): Promise<void> {
    await this.notify([offer.talent.id], title, body, `/offers?offer=${offer.id}`);
  }

  private async notifyCompany(offer: Offer, title: string, body: string, except?: string): Promise<void> {
    const accounts = await recruiterAccounts(this.db, offer.application_id, offer.recruiter.id);
    await this.notify(
      accounts.filter((id) => id !== except),
      title,
      body,
      `/recruiter/applications/${offer.application_id}`,
    );
  }

  private async changed(applicationId: string, socketId?: string): Promise<void> {
    await this.deps.pipeline.changed(applicationId, 'offer', socketId);
  }

  /* ---------- the recruiter ---------- */

  /** Sends an offer for an interviewing application of the recruiter's company (application → offer). */
  async create(
    viewer: RecruiterViewer,
    applicationId: string,
    input: CreateInput,
    socketId?: string,
  ): Promise<Offer> {
    const owner = isUuid(applicationId) ? await findApplicationOwner(this.db, applicationId) : undefined;
    if (!owner || owner.companyId !== viewer.companyId) throw new AppError('not_found');
    const at = this.now();
    const errors: Record<string, string[]> = {};
    const expiresAt = new Date(input.expires_at);
    if (expiresAt <= at) errors.expires_at = ['Choose an expiry in the future.'];
    const fileIds = [...new Set(input.attachment_file_ids)];
    const own = await ownOfferFiles(this.db, viewer.userId, fileIds);
    if (fileIds.some((id) => !own.has(id))) {
      errors.attachment_file_ids = ['Attach documents you uploaded as offer documents.'];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);

    const offerId = await this.db.transaction(async (tx) => {
      let application = await lockApplication(tx, applicationId);
      if (!application) throw new AppError('not_found');
      const pending = await lockPendingOffer(tx, applicationId);
      if (pending && pending.expiresAt > at) {
        throw new AppError('conflict', {
          message: 'This application already has a pending offer. Withdraw it before sending another.',
        });
      }
      // One that expired unnoticed (the sweep has not run yet) is settled first, dated when it expired.
      if (pending) {
        application = (await this.expireLocked(tx, pending, application, pending.expiresAt)).application;
      }
      if (application.status !== 'interviewing') {
        throw new AppError('conflict', {
          message: `An offer can be sent only while the application is at "Interviewing"; this one is "${APPLICATION_STATUS_LABELS[application.status]}".`,
        });
      }
      const terms: OfferTerms = { ...input, expires_at: expiresAt.toISOString() };
      const row = await insertOffer(
        tx,
        {
          applicationId,
          recruiterId: viewer.recruiterId,
          createdByUserId: viewer.userId,
          title: terms.title,
          engagementType: terms.engagement_type,
          payAmount: terms.pay.amount,
          payCurrency: terms.pay.currency,
          payPeriod: terms.pay.period,
          startDate: terms.start_date,
          benefits: terms.benefits,
          terms: terms.terms,
          expiresAt,
          termsHash: canonicalTermsHash(terms),
          createdAt: at,
          updatedAt: at,
        },
        fileIds,
      );
      await transitionApplication(tx, application, {
        to: 'offer',
        type: 'offer_sent',
        actor: this.actorOf(viewer),
        summary: `${viewer.name} sent you an offer: "${terms.title}"`,
        offerId: row.id,
        at,
      });
      return row.id;
    });

    const offer = await this.get(viewer, offerId);
    await this.notifyTalent(
      offer,
      `${offer.job.company.name} sent you an offer`,
      `${offer.title}: ${formatPay(offer.pay)}. Answer by ${dateFormat.format(expiresAt)}.`,
    );
    await this.notifyCompany(offer, `Offer sent to ${offer.talent.name}`, offer.title, viewer.userId);
    await this.changed(applicationId, socketId);
    return offer;
  }

  /** Withdraws a pending offer (application back to interviewing). */
  async withdraw(
    viewer: RecruiterViewer,
    id: string,
    input: WithdrawInput,
    socketId?: string,
  ): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    await this.withLockedOffer(applicationId, id, async (tx, application, offer) => {
      this.assertPending(offer, at);
      await updateOffer(tx, id, { status: 'withdrawn', withdrawReason: input.reason, updatedAt: at });
      const event = {
        type: 'offer_withdrawn' as const,
        actor: this.actorOf(viewer),
        summary: `${viewer.name} withdrew the offer "${offer.title}"`,
        note: input.reason,
        offerId: id,
        at,
      };
      if (application.status === 'offer') {
        await transitionApplication(tx, application, { ...event, to: 'interviewing' });
      } else {
        await recordEvent(tx, { ...event, applicationId });
      }
    });
    const offer = await this.get(viewer, id);
    await this.notifyTalent(offer, `${offer.job.company.name} withdrew their offer`, input.reason);
    await this.notifyCompany(offer, `Offer to ${offer.talent.name} withdrawn`, input.reason, viewer.userId);
    await this.changed(applicationId, socketId);
    return offer;
  }

  /** Answers the open counter-offer: 'revise' replaces the terms (version + 1, a new hash), 'keep' leaves them. */
  async answerCounter(
    viewer: RecruiterViewer,
    id: string,
    input: AnswerInput,
    socketId?: string,
  ): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    if (input.decision === 'revise') {
      if (!input.terms) throw AppError.validation({ terms: ['Give the revised terms.'] });
      if (new Date(input.terms.expires_at) <= at) {
        throw AppError.validation({ 'terms.expires_at': ['Choose an expiry in the future.'] });
      }
    }
    await this.withLockedOffer(applicationId, id, async (tx, _application, offer) => {
      this.assertPending(offer, at);
      const counter = counterOf(offer);
      if (!counter || counter.status !== 'open') {
        throw new AppError('conflict', { message: 'There is no counter-offer waiting for an answer.' });
      }
      const answered: OfferCounter = {
        ...counter,
        status: 'answered',
        decision: input.decision,
        response: input.message,
        answered_at: at.toISOString(),
      };
      if (input.decision === 'revise' && input.terms) {
        const expiresAt = new Date(input.terms.expires_at);
        const terms: OfferTerms = { ...input.terms, expires_at: expiresAt.toISOString() };
        const version = offer.version + 1;
        await updateOffer(tx, id, {
          title: terms.title,
          engagementType: terms.engagement_type,
          payAmount: terms.pay.amount,
          payCurrency: terms.pay.currency,
          payPeriod: terms.pay.period,
          startDate: terms.start_date,
          benefits: terms.benefits,
          terms: terms.terms,
          expiresAt,
          version,
          termsHash: canonicalTermsHash(terms),
          counter: answered,
          updatedAt: at,
        });
        await recordEvent(tx, {
          applicationId,
          type: 'offer_revised',
          actor: this.actorOf(viewer),
          summary: `${viewer.name} revised the offer after your request (version ${version})`,
          note: input.message,
          offerId: id,
          at,
        });
      } else {
        await updateOffer(tx, id, { counter: answered, updatedAt: at });
        await recordEvent(tx, {
          applicationId,
          type: 'offer_counter_answered',
          actor: this.actorOf(viewer),
          summary: `${viewer.name} answered your request and kept the offer as it is`,
          note: input.message,
          offerId: id,
          at,
        });
      }
    });
    const offer = await this.get(viewer, id);
    await this.notifyTalent(
      offer,
      input.decision === 'revise'
        ? `${offer.job.company.name} revised their offer`
        : `${offer.job.company.name} answered your counter-offer`,
      input.message,
    );
    await this.notifyCompany(
      offer,
      `Counter-offer from ${offer.talent.name} answered`,
      input.message,
      viewer.userId,
    );
    await this.changed(applicationId, socketId);
    return offer;
  }

  /* ---------- the candidate ---------- */

  /** Accepts with a typed-name signature over the terms the candidate read (application → hired). */
  async accept(
    viewer: TalentViewer,
    id: string,
    input: AcceptInput,
    signer: SignatureContext,
    socketId?: string,
  ): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    await this.withLockedOffer(applicationId, id, async (tx, application, offer) => {
      this.assertPending(offer, at);
      if (counterOf(offer)?.status === 'open') {
        throw new AppError('conflict', {
          message: 'Your counter-offer is waiting for an answer. You can accept once the company replies.',
        });
      }
      if (normalizedName(input.signature_name) !== normalizedName(viewer.name)) {
        throw AppError.validation({
          signature_name: [`Type your full name as it is on your account (${viewer.name}).`],
        });
      }
      if (input.terms_hash !== offer.termsHash) {
        throw new AppError('conflict', { message: CHANGED_WHILE_READING });
      }
      await updateOffer(tx, id, {
        status: 'accepted',
        signedName: input.signature_name.replace(/\s+/g, ' '),
        signedAt: at,
        signedIp: signer.ip.slice(0, 64),
        signedUserAgent: signer.userAgent?.slice(0, 1000) ?? null,
        signedTermsHash: offer.termsHash,
        respondedAt: at,
        updatedAt: at,
      });
      await transitionApplication(tx, application, {
        to: 'hired',
        type: 'offer_accepted',
        actor: this.actorOf(viewer),
        summary: `You accepted the offer "${offer.title}" and signed it`,
        offerId: id,
        at,
      });
    });
    const offer = await this.get(viewer, id);
    await this.notifyCompany(
      offer,
      `${offer.talent.name} accepted your offer`,
      `${offer.title}: signed on ${dateFormat.format(at)}.`,
    );
    await this.changed(applicationId, socketId);
    return offer;
  }

  /** Declines with a reason (application → withdrawn). */
  async decline(viewer: TalentViewer, id: string, input: DeclineInput, socketId?: string): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    const label = OFFER_DECLINE_REASON_LABELS[input.reason];
    const note = input.note ? input.note : null;
    await this.withLockedOffer(applicationId, id, async (tx, application, offer) => {
      this.assertPending(offer, at);
      await updateOffer(tx, id, {
        status: 'declined',
        declineReason: input.reason,
        declineNote: note,
        respondedAt: at,
        updatedAt: at,
      });
      const event = {
        type: 'offer_declined' as const,
        actor: this.actorOf(viewer),
        summary: `You declined the offer "${offer.title}" (${label})`,
        note,
        offerId: id,
        at,
      };
      if (application.status === 'offer') {
        await transitionApplication(tx, application, {
          ...event,
          to: 'withdrawn',
          set: { withdrawnAt: at, withdrawReason: `Declined the offer: ${label}` },
        });
      } else {
        await recordEvent(tx, { ...event, applicationId });
      }
    });
    const offer = await this.get(viewer, id);
    await this.notifyCompany(
      offer,
      `${offer.talent.name} declined your offer`,
      note ? `${label}: ${note}` : label,
    );
    await this.changed(applicationId, socketId);
    return offer;
  }

  /** Asks for changes; one open counter at a time, and the offer cannot be accepted until it is answered. */
  async counter(viewer: TalentViewer, id: string, input: CounterInput, socketId?: string): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    await this.withLockedOffer(applicationId, id, async (tx, _application, offer) => {
      this.assertPending(offer, at);
      if (counterOf(offer)?.status === 'open') {
        throw new AppError('conflict', {
          message: 'You already asked for changes. Wait for the answer before asking again.',
        });
      }
      const counter: OfferCounter = {
        message: input.message,
        pay_amount: input.pay_amount ?? null,
        start_date: input.start_date ?? null,
        requested_at: at.toISOString(),
        status: 'open',
        decision: null,
        response: null,
        answered_at: null,
      };
      await updateOffer(tx, id, { counter, updatedAt: at });
      await recordEvent(tx, {
        applicationId,
        type: 'offer_countered',
        actor: this.actorOf(viewer),
        summary: `You asked for changes to the offer "${offer.title}"`,
        note: input.message,
        offerId: id,
        at,
      });
    });
    const offer = await this.get(viewer, id);
    await this.notifyCompany(offer, `${offer.talent.name} asked for changes to your offer`, input.message);
    await this.changed(applicationId, socketId);
    return offer;
  }

  /* ---------- other features ---------- */

  /**
   * Withdrawal, inside the caller's transaction: a pending offer of the application becomes declined with reason
   * `application_withdrawn` (timeline event included). The application's own move is the caller's.
   */
  async cancelForApplication(tx: Db, applicationId: string, actor: ActorInput): Promise<void> {
    const pending = await lockPendingOffer(tx, applicationId);
    if (!pending) return;
    const at = this.now();
    if (pending.expiresAt <= at) {
      // It had already expired: record that, not a decline.
      if (await claimExpired(tx, pending.id, at)) {
        await recordEvent(tx, {
          applicationId,
          type: 'offer_expired',
          actor: SYSTEM_ACTOR,
          summary: `The offer "${pending.title}" expired without an answer`,
          offerId: pending.id,
          at,
        });
      }
      return;
    }
    await updateOffer(tx, pending.id, {
      status: 'declined',
      declineReason: 'application_withdrawn',
      respondedAt: at,
      updatedAt: at,
    });
    await recordEvent(tx, {
      applicationId,
      type: 'offer_declined',
      actor,
      summary: `The offer "${pending.title}" was declined with the withdrawal`,
      offerId: pending.id,
      at,
    });
  }

  /** Expiry of pending offers. */
  sweeps(): Sweep[] {
    return [
      {
        name: 'offers.expire',
        run: async (now) => {
          await this.expireDue(now);
        },
      },
    ];
  }

  /**
   * Claims each pending offer past its expiry with a conditional update (several processes may sweep at once;
   * one wins each offer), returns its application to interviewing, and tells both sides.
   */
  async expireDue(now: Date): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await findExpiredPending(this.db, now);
      let claimedThisRound = 0;
      for (const { id, applicationId } of due) {
        const claimed = await this.db.transaction(async (tx) => {
          const application = await lockApplication(tx, applicationId);
          const offer = application ? await lockOffer(tx, id) : undefined;
          if (!application || !offer) return false;
          return (await this.expireLocked(tx, offer, application, now)).claimed;
        });
        if (!claimed) continue;
        claimedThisRound += 1;
        const offer = await this.offerForSystem(id);
        if (offer) {
          const when = dateFormat.format(new Date(offer.expires_at));
          await this.notifyTalent(
            offer,
            `The offer from ${offer.job.company.name} expired`,
            `${offer.title} expired on ${when} without an answer. Your application is back at interviewing.`,
          );
          await this.notifyCompany(
            offer,
            `Your offer to ${offer.talent.name} expired`,
            `${offer.title} expired on ${when} without an answer. The application is back at interviewing.`,
          );
        }
        await this.changed(applicationId);
      }
      expired += claimedThisRound;
      // A full batch may hide more; a batch where nothing was claimed means another process holds the rest.
      if (due.length < 100 || claimedThisRound === 0) return expired;
    }
  }

  /** The offer as its candidate sees it, for messages the system sends. */
  private async offerForSystem(id: string): Promise<Offer | null> {
    const owner = await findOfferOwner(this.db, id);
    if (!owner) return null;
    const view = await findOfferView(this.db, id, { talentId: owner.talentId });
    if (!view) return null;
    const [json] = await this.toJson([view], {
      kind: 'talent',
      userId: owner.talentId,
      name: '',
      timezone: null,
    });
    return json ?? null;
  }
}
