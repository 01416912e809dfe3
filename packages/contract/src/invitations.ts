import { z } from 'zod';
import { JobSummarySchema, PayAmountSchema, RecruiterSchema, SalaryPeriodSchema } from './jobs.ts';

/*
 * Invitations from recruiters to apply (`/talent/api/jobs/invitations`):
 *   GET  /jobs/invitations?status=pending|accepted|declined|expired   → InvitationListSchema (newest first)
 *   POST /jobs/invitations/{id}/accept                                → InvitationResponseSchema; the candidate
 *        continues at `apply_path` and the application it starts carries the invitation
 *   POST /jobs/invitations/{id}/decline   DeclineInvitationSchema     → InvitationResponseSchema
 * A pending invitation past `expires_at` reads as expired and can no longer be accepted (409).
 * Recruiters send them from their console; staff can send one on a recruiter's behalf through the operator endpoint
 * `POST /shared/api/operator/invitations` (CreateInvitationSchema; operator role): 201 InvitationResponseSchema (the
 * invitation as the candidate sees it), 422 on `talent_email` / `job_id` when no candidate or open job matches,
 * 409 while the candidate already has a pending invitation to the job. The recruiter is the job's own.
 * Invitations to a job that has closed leave the list and can no longer be answered (409).
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const DECLINE_REASONS = [
  'not_looking',
  'salary_too_low',
  'not_eligible',
  'wrong_role',
  'timezone',
  'other',
] as const;
export const DeclineReasonSchema = z.enum(DECLINE_REASONS, { error: 'Choose a reason.' });

export const InvitationSchema = z.object({
  id: z.string(),
  job: JobSummarySchema,
  recruiter: RecruiterSchema,
  message: z.string(),
  /** The salary the recruiter offers for this candidate, when they name one. */
  salary: z
    .object({ min: z.number(), max: z.number(), currency: z.string(), period: SalaryPeriodSchema })
    .nullable(),
  status: InvitationStatusSchema,
  decline_reason: DeclineReasonSchema.nullable(),
  decline_note: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
  /** Where accepting leads: the apply flow of the job. */
  apply_path: z.string(),
  application_id: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListQuerySchema = z.object({ status: InvitationStatusSchema.optional() });
export const InvitationListSchema = z.object({
  data: z.array(InvitationSchema),
  /** `pending`: the navigation badge. */
  meta: z.object({ pending: z.number() }),
});
export const InvitationResponseSchema = z.object({ data: InvitationSchema });

export const DeclineInvitationSchema = z.object({
  reason: DeclineReasonSchema,
  note: z.string().trim().max(500).optional(),
});
export type DeclineInvitation = z.infer<typeof DeclineInvitationSchema>;

export const CreateInvitationSchema = z.object({
  job_id: z.string().uuid(),
  talent_email: z.string().trim().toLowerCase().email(),
  message: z.string().trim().min(1, 'Write a short message.').max(2000),
  salary: z
    .object({
      min: PayAmountSchema.min(0),
      max: PayAmountSchema.min(0),
      currency: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/),
      period: SalaryPeriodSchema,
    })
    .nullable()
    .optional(),
  /** Days until it expires (default 14). */
  expires_in_days: z.number().int().min(1).max(90).optional(),
});
export type CreateInvitation = z.input<typeof CreateInvitationSchema>;
