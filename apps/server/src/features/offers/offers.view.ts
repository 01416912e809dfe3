import type { Offer, OfferCounter, OfferStatus, OfferTerms, Pay } from '@talent/contract/offers';
import { annualUsd, fromUsd, PERIODS_PER_YEAR, ratesDate } from '../../reference/currencies.data.ts';
import { offerAttachmentUrl, type PipelineSide } from '../pipeline/pipeline-links.ts';
import type { FileRow, OfferRow, OfferView } from './offers.repository.ts';

/*
 * Offers as each side reads them (contract shapes), and the few words notifications reuse. Pure: the service
 * gathers the rows.
 */

export const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

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

/**
 * The pay as a year in `currency`: exact (no rates, `rates_date` null) in its own currency, else at the reference
 * rates of `rates_date`; null when either currency has no rate.
 */
export function annualEquivalent(pay: Pay, currency: string): Offer['annual_equivalent'] {
  if (pay.currency === currency) {
    return { amount: pay.amount * PERIODS_PER_YEAR[pay.period], currency, rates_date: null };
  }
  const usd = annualUsd(pay.amount, pay.currency, pay.period);
  const amount = usd === null ? null : fromUsd(usd, currency);
  const date = ratesDate(pay.currency, currency);
  return amount === null || date === null ? null : { amount, currency, rates_date: date };
}

export function formatPay(pay: Pay): string {
  const amount = new Intl.NumberFormat('en-US').format(pay.amount);
  return `${amount} ${pay.currency} per ${pay.period}`;
}

export function counterOf(row: OfferRow): OfferCounter | null {
  return (row.counter as OfferCounter | null) ?? null;
}

/** What the reader sees: a pending offer past its expiry is expired. */
export function offerStatusAt(row: OfferRow, at: Date): OfferStatus {
  return row.status === 'pending' && row.expiresAt <= at ? 'expired' : row.status;
}

/**
 * Offers as `side` reads them at `at`, with the documents they carry; `currency` (else the candidate's salary
 * currency, else USD) for the annual equivalent.
 */
export function offersJson(
  views: OfferView[],
  attachments: Array<{ offerId: string; file: FileRow }>,
  side: PipelineSide,
  at: Date,
  currency?: string,
): Offer[] {
  return views.map((view) => {
    const { offer } = view;
    const status = offerStatusAt(offer, at);
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
          url: offerAttachmentUrl(side, offer.id, file.id),
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
