import { z } from 'zod';
import {
  CurrencyCodeSchema,
  EmploymentTypeSchema,
  MAX_PAY_AMOUNT,
  PayAmountSchema,
  RecruiterSchema,
  SalaryPeriodSchema,
} from './jobs.ts';
import { DateOnlySchema, InstantSchema, JobRefSchema, TalentRefSchema } from './pipeline-common.ts';

/*
 * Offers.
 *
 * Candidate (`/talent/api`, verified; another candidate's id → 404):
 *   GET  /offers?status=&currency=                  → OfferListSchema (pending first, then newest); `currency`
 *                                                     overrides the annual equivalent's currency (default: the
 *                                                     profile's salary currency, else USD)
 *   GET  /offers/{id}?currency=                     → OfferResponseSchema
 *   GET  /offers/{id}/attachments/{fileId}          the offer's document (Content-Disposition: attachment)
 *   POST /offers/{id}/accept                        AcceptOfferSchema → OfferResponseSchema (application → hired)
 *        409 unless pending and unexpired, or when `terms_hash` is not the offer's current one (the terms changed
 *        while the candidate read them); 422 on signature_name unless it is the account's name (case and spaces
 *        aside)
 *   POST /offers/{id}/decline                       DeclineOfferSchema → OfferResponseSchema (application → withdrawn)
 *   POST /offers/{id}/counter                       CounterOfferSchema → OfferResponseSchema (409 when a counter is
 *                                                   already open, or the offer is not pending)
 *
 * Recruiter (`/recruiter/api`, their company's only; others → 404):
 *   GET  /offers?status=                            → OfferListSchema (the company's)
 *   POST /applications/{id}/offers                  CreateOfferSchema → 201 OfferResponseSchema (application
 *        interviewing → offer; 409 from any other state or while another offer is pending)
 *   POST /offers/{id}/withdraw                      WithdrawOfferSchema → OfferResponseSchema (application → interviewing)
 *   POST /offers/{id}/counter/answer                AnswerCounterSchema → OfferResponseSchema ('revise' replaces the
 *        terms: version + 1, a new terms_hash, the candidate must read them again; 'keep' leaves them)
 *
 * A pending offer past `expires_at` becomes `expired` (a sweep, and on read); its application returns to
 * interviewing. Every change notifies the other side (type `offer_update`, live) and publishes `PipelineChanged`.
 *
 * The signature: the typed name, the time, the client IP and user agent, and `terms_hash` =
 * sha256 of the canonical JSON of OfferTerms (keys sorted, the exact values shown), stored as signed.
 */

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

export const OFFER_DECLINE_REASONS = [
  'compensation',
  'accepted_other_offer',
  'start_date',
  'role_fit',
  'location_or_timezone',
  'application_withdrawn',
  'other',
] as const;
export const OfferDeclineReasonSchema = z.enum(OFFER_DECLINE_REASONS, { error: 'Choose a reason.' });
export type OfferDeclineReason = z.infer<typeof OfferDeclineReasonSchema>;
export const OFFER_DECLINE_REASON_LABELS: Record<OfferDeclineReason, string> = {
  compensation: 'Compensation',
  accepted_other_offer: 'I accepted another offer',
  start_date: 'The start date does not work',
  role_fit: 'The role is not the right fit',
  location_or_timezone: 'Location or time zone',
  application_withdrawn: 'I withdrew my application',
  other: 'Other',
};

export const PaySchema = z.object({
  amount: z
    .number({ error: 'Give the pay.' })
    .int()
    .positive('Give the pay.')
    .max(MAX_PAY_AMOUNT, 'Enter an amount up to 1,000,000,000,000.'),
  currency: CurrencyCodeSchema,
  period: SalaryPeriodSchema,
});
export type Pay = z.infer<typeof PaySchema>;

/** Exactly what is signed: hashing these, canonically, gives `terms_hash`. */
export const OfferTermsSchema = z.object({
  title: z.string().trim().min(1, 'Give the title.').max(200),
  engagement_type: EmploymentTypeSchema,
  pay: PaySchema,
  start_date: DateOnlySchema,
  benefits: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  /** Markdown, rendered without raw HTML. */
  terms: z.string().trim().max(20000).default(''),
  expires_at: InstantSchema,
});
export type OfferTerms = z.infer<typeof OfferTermsSchema>;

export const OfferCounterSchema = z.object({
  message: z.string(),
  pay_amount: z.number().nullable(),
  start_date: z.string().nullable(),
  requested_at: z.string(),
  status: z.enum(['open', 'answered']),
  decision: z.enum(['revise', 'keep']).nullable(),
  response: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type OfferCounter = z.infer<typeof OfferCounterSchema>;

export const OfferSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job: JobRefSchema,
  talent: TalentRefSchema,
  recruiter: RecruiterSchema,
  title: z.string(),
  engagement_type: EmploymentTypeSchema,
  pay: z.object({ amount: z.number(), currency: z.string(), period: SalaryPeriodSchema }),
  /** The pay as a year in the candidate's currency at the reference rates; null for an unknown currency. */
  annual_equivalent: z
    .object({
      amount: z.number(),
      currency: z.string(),
      /** The day of the reference rates used; null when the pay is in this currency (nothing converted). */
      rates_date: z.string().nullable(),
    })
    .nullable(),
  start_date: z.string(),
  benefits: z.array(z.string()),
  terms: z.string(),
  expires_at: z.string(),
  attachments: z.array(
    z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string(), url: z.string() }),
  ),
  status: OfferStatusSchema,
  /** 1, then + 1 for each revision after a counter-offer. */
  version: z.number(),
  terms_hash: z.string(),
  signature: z
    .object({ name: z.string(), signed_at: z.string(), ip: z.string(), terms_hash: z.string() })
    .nullable(),
  decline_reason: OfferDeclineReasonSchema.nullable(),
  decline_note: z.string().nullable(),
  withdraw_reason: z.string().nullable(),
  counter: OfferCounterSchema.nullable(),
  /** Pending, unexpired, and no counter waiting for the recruiter. */
  can_respond: z.boolean(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferResponseSchema = z.object({ data: OfferSchema });
export const OfferListQuerySchema = z.object({
  status: OfferStatusSchema.optional(),
  currency: CurrencyCodeSchema.optional(),
});
export const OfferListSchema = z.object({
  data: z.array(OfferSchema),
  meta: z.object({ pending: z.number() }),
});

// Candidate inputs.
export const AcceptOfferSchema = z.object({
  signature_name: z.string().trim().min(1, 'Type your full name to sign.').max(255),
  /** The hash of the terms the candidate read (from the offer they were shown). */
  terms_hash: z.string().regex(/^[0-9a-f]{64}$/, 'Reload the offer and read it again.'),
});
export const DeclineOfferSchema = z.object({
  reason: OfferDeclineReasonSchema,
  note: z.string().trim().max(2000).optional(),
});
export const CounterOfferSchema = z.object({
  message: z.string().trim().min(1, 'Say what you would like changed.').max(2000),
  pay_amount: PayAmountSchema.positive().optional(),
  start_date: DateOnlySchema.optional(),
});

// Recruiter inputs.
export const CreateOfferSchema = OfferTermsSchema.extend({
  /** Files the recruiter uploaded with kind `offer_attachment`. */
  attachment_file_ids: z.array(z.string().uuid()).max(5).default([]),
});
export type CreateOffer = z.input<typeof CreateOfferSchema>;
export const WithdrawOfferSchema = z.object({
  reason: z.string().trim().min(1, 'Say why, so the candidate knows.').max(2000),
});
export const AnswerCounterSchema = z.object({
  decision: z.enum(['revise', 'keep'], { error: 'Revise the offer or keep it.' }),
  message: z.string().trim().min(1, 'Write a short answer.').max(2000),
  /** Required with 'revise': the new terms. */
  terms: OfferTermsSchema.optional(),
});
