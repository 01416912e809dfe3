import { z } from 'zod';
import { ActorSchema, ApplicationSchema } from './applications.ts';
import { RejectionReasonSchema } from './identity.ts';
import { InterviewRequestSchema, InterviewSchema } from './interviews.ts';
import { InvitationSchema } from './invitations.ts';
import { RecommendedJobSchema } from './jobs.ts';
import { OfferSchema } from './offers.ts';
import { CompletenessSchema, IdentityStatusSchema, OnboardingStepSchema } from './profile.ts';

/*
 * The home dashboard: "what matters today", in ONE request (the server gathers every section in parallel).
 *
 * Candidate (`/talent/api`, verified):
 *   GET /home  → HomeResponseSchema
 *
 * Each list section holds the first few items (`data`) and how many there are in all (`total`):
 *   interview_requests  waiting for the candidate (status pending), top 3
 *   invitations         pending, unexpired, top 3
 *   offers              pending (awaiting an answer), top 3
 *   moved_applications  status changed in the last 14 days by someone other than the candidate, top 5, latest first
 *   recommended_jobs    the best 4 open jobs by match score (as /jobs/recommended)
 * `starting` is the accepted offer starting soonest, today or later (in the candidate's zone).
 * `next_interview` is the soonest scheduled interview. `profile` folds in what /profile, /onboarding and
 * /identity-verification used to give home separately.
 */

export const HOME_LIMITS = {
  interview_requests: 3,
  invitations: 3,
  offers: 3,
  moved_applications: 5,
  recommended_jobs: 4,
  /** Days an application counts as "moved". */
  moved_days: 14,
} as const;

const section = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().min(0) });

export const MovedApplicationSchema = ApplicationSchema.extend({
  /** Who made the last move (never the candidate). */
  moved_by: ActorSchema,
  /** The timeline sentence of that move ("Maya Chen moved your application to review"). */
  moved_summary: z.string(),
  /** When (the timeline event of the move; the same instant as status_changed_at). */
  moved_at: z.string(),
});
export type MovedApplication = z.infer<typeof MovedApplicationSchema>;

export const HomeProfileSchema = z.object({
  completeness: CompletenessSchema,
  identity_status: IdentityStatusSchema,
  /** When the identity check was rejected: why, and how to retry. */
  identity_rejection: z
    .object({ reason: RejectionReasonSchema.nullable(), retry_hint: z.string().nullable() })
    .nullable(),
  onboarding: z.object({
    current_step: OnboardingStepSchema,
    completed_steps: z.array(OnboardingStepSchema),
    skipped_steps: z.array(OnboardingStepSchema),
    completed_at: z.string().nullable(),
  }),
});
export type HomeProfile = z.infer<typeof HomeProfileSchema>;

export const HomeSchema = z.object({
  /** The accepted offer whose start date is still ahead (the soonest): the new job and its welcome steps. */
  starting: OfferSchema.nullable(),
  next_interview: InterviewSchema.nullable(),
  interview_requests: section(InterviewRequestSchema),
  invitations: section(InvitationSchema),
  offers: section(OfferSchema),
  moved_applications: section(MovedApplicationSchema),
  profile: HomeProfileSchema,
  recommended_jobs: z.array(RecommendedJobSchema),
  /** The candidate's zone for times (profile, else account, else the request's). */
  timezone: z.string(),
  generated_at: z.string(),
});
export type Home = z.infer<typeof HomeSchema>;
export const HomeResponseSchema = z.object({ data: HomeSchema });
