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
  type WithdrawOfferSchema,
} from '@talent/contract/offers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordEvent, SYSTEM_ACTOR, type ActorInput } from '../pipeline/pipeline.repository.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { pipelineTransition } from '../pipeline/pipeline-transition.ts';
import type { PipelineViewer, RecruiterViewer, TalentViewer } from '../pipeline/viewer.ts';
import {
  claimExpired,
  findApplicationOwner,
  insertOffer,
  lockPendingOffer,
  ownOfferFiles,
  updateOffer,
  type OfferRow,
} from './offers.repository.ts';
import { expireLocked, offerSweeps } from './offers.sweeps.ts';
import { counterOf, dateFormat, formatPay, offerStatusAt } from './offers.view.ts';
import { canonicalTermsHash } from './terms-hash.ts';
import { OfferReadsService } from './offer-reads.service.ts';

type CreateInput = z.output<typeof CreateOfferSchema>;
type WithdrawInput = z.output<typeof WithdrawOfferSchema>;
type AnswerInput = z.output<typeof AnswerCounterSchema>;
type AcceptInput = z.output<typeof AcceptOfferSchema>;
type DeclineInput = z.output<typeof DeclineOfferSchema>;
type CounterInput = z.output<typeof CounterOfferSchema>;

/** What the signer's request says about them, stored with the signature. */
export interface SignatureContext {
  ip: string;
  userAgent: string | null;
}

export const CHANGED_WHILE_READING =
  'The offer changed while you were reading it. Read the new terms, then sign again.';

/** "Maya  CHEN " and "maya chen" are the same name. */
export function normalizedName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

function actorOf(viewer: PipelineViewer): ActorInput {
  return { kind: viewer.kind, userId: viewer.userId, name: viewer.name };
}

/** 409 unless the offer is pending and unexpired. */
function assertPending(offer: OfferRow, at: Date): void {
  const status = offerStatusAt(offer, at);
  if (status === 'pending') return;
  const message: Record<Exclude<OfferStatus, 'pending'>, string> = {
    expired: `This offer expired on ${dateFormat.format(offer.expiresAt)}.`,
    accepted: 'This offer has already been accepted.',
    declined: 'This offer has already been declined.',
    withdrawn: 'This offer was withdrawn by the company.',
  };
  throw new AppError('conflict', { message: message[status] });
}

/** Offers, both sides: sending, answering, withdrawing, expiring. */
export class OffersService extends OfferReadsService {
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

    const offerId = await pipelineTransition(this.db, {
      applicationId,
      run: async (step) => {
        const pending = await lockPendingOffer(step.tx, applicationId);
        if (pending && pending.expiresAt > at) {
          throw new AppError('conflict', {
            message: 'This application already has a pending offer. Withdraw it before sending another.',
          });
        }
        // One that expired unnoticed (the sweep has not run yet) is settled first, dated when it expired.
        if (pending) await expireLocked(step, pending, pending.expiresAt);
        const { application, tx, move } = step;
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
        await move({
          to: 'offer',
          type: 'offer_sent',
          actor: actorOf(viewer),
          summary: `${viewer.name} sent you an offer: "${terms.title}"`,
          offerId: row.id,
          at,
        });
        return row.id;
      },
    });

    const offer = await this.get(viewer, offerId);
    await this.announcer.talent(
      offer,
      `${offer.job.company.name} sent you an offer`,
      `${offer.title}: ${formatPay(offer.pay)}. Answer by ${dateFormat.format(expiresAt)}.`,
    );
    await this.announcer.company(offer, `Offer sent to ${offer.talent.name}`, offer.title, viewer.userId);
    await this.announcer.changed(applicationId, socketId);
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
    await this.onOffer(applicationId, id, async ({ tx, application, row: offer, move, record }) => {
      assertPending(offer, at);
      await updateOffer(tx, id, { status: 'withdrawn', withdrawReason: input.reason, updatedAt: at });
      const event = {
        type: 'offer_withdrawn' as const,
        actor: actorOf(viewer),
        summary: `${viewer.name} withdrew the offer "${offer.title}"`,
        note: input.reason,
        offerId: id,
        at,
      };
      if (application.status === 'offer') {
        await move({ ...event, to: 'interviewing' });
      } else {
        await record(event);
      }
    });
    const offer = await this.get(viewer, id);
    await this.announcer.talent(offer, `${offer.job.company.name} withdrew their offer`, input.reason);
    await this.announcer.company(
      offer,
      `Offer to ${offer.talent.name} withdrawn`,
      input.reason,
      viewer.userId,
    );
    await this.announcer.changed(applicationId, socketId);
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
    await this.onOffer(applicationId, id, async ({ tx, row: offer, record }) => {
      assertPending(offer, at);
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
        await record({
          type: 'offer_revised',
          actor: actorOf(viewer),
          summary: `${viewer.name} revised the offer after your request (version ${version})`,
          note: input.message,
          offerId: id,
          at,
        });
      } else {
        await updateOffer(tx, id, { counter: answered, updatedAt: at });
        await record({
          type: 'offer_counter_answered',
          actor: actorOf(viewer),
          summary: `${viewer.name} answered your request and kept the offer as it is`,
          note: input.message,
          offerId: id,
          at,
        });
      }
    });
    const offer = await this.get(viewer, id);
    await this.announcer.talent(
      offer,
      input.decision === 'revise'
        ? `${offer.job.company.name} revised their offer`
        : `${offer.job.company.name} answered your counter-offer`,
      input.message,
    );
    await this.announcer.company(
      offer,
      `Counter-offer from ${offer.talent.name} answered`,
      input.message,
      viewer.userId,
    );
    await this.announcer.changed(applicationId, socketId);
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
    await this.onOffer(applicationId, id, async ({ tx, row: offer, move }) => {
      assertPending(offer, at);
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
      await move({
        to: 'hired',
        type: 'offer_accepted',
        actor: actorOf(viewer),
        summary: `You accepted the offer "${offer.title}" and signed it`,
        offerId: id,
        at,
      });
    });
    const offer = await this.get(viewer, id);
    await this.announcer.company(
      offer,
      `${offer.talent.name} accepted your offer`,
      `${offer.title}: signed on ${dateFormat.format(at)}.`,
    );
    await this.announcer.changed(applicationId, socketId);
    return offer;
  }

  /** Declines with a reason (application → withdrawn). */
  async decline(viewer: TalentViewer, id: string, input: DeclineInput, socketId?: string): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    const label = OFFER_DECLINE_REASON_LABELS[input.reason];
    const note = input.note ? input.note : null;
    await this.onOffer(applicationId, id, async ({ tx, application, row: offer, move, record }) => {
      assertPending(offer, at);
      await updateOffer(tx, id, {
        status: 'declined',
        declineReason: input.reason,
        declineNote: note,
        respondedAt: at,
        updatedAt: at,
      });
      const event = {
        type: 'offer_declined' as const,
        actor: actorOf(viewer),
        summary: `You declined the offer "${offer.title}" (${label})`,
        note,
        offerId: id,
        at,
      };
      if (application.status === 'offer') {
        await move({
          ...event,
          to: 'withdrawn',
          set: { withdrawnAt: at, withdrawReason: `Declined the offer: ${label}` },
        });
      } else {
        await record(event);
      }
    });
    const offer = await this.get(viewer, id);
    await this.announcer.company(
      offer,
      `${offer.talent.name} declined your offer`,
      note ? `${label}: ${note}` : label,
    );
    await this.announcer.changed(applicationId, socketId);
    return offer;
  }

  /** Asks for changes; one open counter at a time, and the offer cannot be accepted until it is answered. */
  async counter(viewer: TalentViewer, id: string, input: CounterInput, socketId?: string): Promise<Offer> {
    const applicationId = await this.ownOffer(viewer, id);
    const at = this.now();
    await this.onOffer(applicationId, id, async ({ tx, row: offer, record }) => {
      assertPending(offer, at);
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
      await record({
        type: 'offer_countered',
        actor: actorOf(viewer),
        summary: `You asked for changes to the offer "${offer.title}"`,
        note: input.message,
        offerId: id,
        at,
      });
    });
    const offer = await this.get(viewer, id);
    await this.announcer.company(
      offer,
      `${offer.talent.name} asked for changes to your offer`,
      input.message,
    );
    await this.announcer.changed(applicationId, socketId);
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
    return offerSweeps({ ...this.deps, announcer: this.announcer });
  }
}
