import { z } from 'zod';
import {
  AnswerBadgeSchema,
  ApplicationEventSchema,
  ApplicationStatusSchema,
  NextStepSchema,
  RecruiterMoveSchema,
  RejectionReasonSchema,
  RejectionSchema,
  ResponsePromiseSchema,
  StoredFileSchema,
} from './applications.ts';
import { CreateInvitationSchema, InvitationSchema } from './invitations.ts';
import { InterviewRequestSchema, InterviewSchema } from './interviews.ts';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  EmploymentTypeSchema,
  PayAmountSchema,
  RecruiterSchema,
  SalaryPeriodSchema,
  SenioritySchema,
  WorkModeSchema,
} from './jobs.ts';
import { OfferSchema } from './offers.ts';
import { CertificateRefSchema } from './certificate-ref.ts';
import { ExperienceSchema, IdentityStatusSchema, ProfileSkillSchema } from './profile.ts';
import { TalentRefSchema, TimeZoneNameSchema } from './pipeline-common.ts';
import { ShownWorkStyleSchema } from './work-style.ts';

/*
 * The recruiter console's API (`/recruiter/api`; a verified user with role `recruiter` linked to a company through
 * `recruiters.user_id`; anyone else → 403, an unknown or another company's id → 404):
 *   GET  /me                                    → RecruiterMeSchema
 *   GET  /dashboard                             → RecruiterDashboardSchema (one request)
 *   GET  /jobs?status=open|closed|all           → RecruiterJobListSchema (newest first)
 *   POST /jobs                                  CreateJobSchema → 201 RecruiterJobResponseSchema (open, posted now,
 *                                               searchable by candidates at once)
 *   PATCH /jobs/{id}                            UpdateJobSchema → RecruiterJobResponseSchema (whether only elite
 *                                               members may apply; open or closed jobs)
 *   POST /jobs/{id}/close                       → RecruiterJobResponseSchema; its active applications (not at
 *                                               offer) become `closed`, open interview requests and scheduled
 *                                               interviews are cancelled, each candidate is told; 409 when closed
 *   GET  /jobs/{id}/applications?status&cursor&limit → ApplicantListSchema (newest first, paged)
 *   GET  /applications/{id}                     → ApplicantResponseSchema (profile, files, badge, timeline,
 *                                               requests, interviews, offers); the first open of a submitted
 *                                               application records `viewed` (once; shown to the candidate)
 *   GET  /applications/{id}/files/{fileId}      the application's resume or video (Range for video)
 *   POST /applications/{id}/status              MoveApplicationSchema → ApplicantResponseSchema; 409 with a clear
 *                                               message for a transition the pipeline forbids
 *   POST /invitations                           CreateInvitationSchema (a job of the recruiter's company) → 201
 *   Interviews and offers: see interviews.ts and offers.ts. Chat: `/shared/api/conversations` (as before).
 * Operators review identity checks through `/shared/api/operator/identity-verifications` (identity.ts).
 */

export const RecruiterMeSchema = z.object({
  data: z.object({
    recruiter: RecruiterSchema.extend({ is_demo: z.boolean() }),
    company: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  }),
});

export const PipelineCountsSchema = z.record(ApplicationStatusSchema, z.number());

export const RecruiterJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['open', 'closed']),
  work_mode: WorkModeSchema,
  employment_type: EmploymentTypeSchema,
  seniority: SenioritySchema,
  posted_at: z.string(),
  response_days: z.number(),
  elite_only: z.boolean(),
  /** Applications per state. */
  counts: PipelineCountsSchema,
  /** Submitted applications past the job's response promise (the recruiter is late). */
  overdue: z.number(),
});
export type RecruiterJob = z.infer<typeof RecruiterJobSchema>;
export const RecruiterJobResponseSchema = z.object({ data: RecruiterJobSchema });
export const RecruiterJobListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export const RecruiterJobListSchema = z.object({ data: z.array(RecruiterJobSchema) });

export const CreateJobSchema = z.object({
  title: z.string().trim().min(3, 'Give the job a title.').max(200),
  description: z.string().trim().min(20, 'Describe the job in at least 20 characters.').max(20000),
  seniority: SenioritySchema,
  employment_type: EmploymentTypeSchema,
  work_mode: WorkModeSchema,
  /** Required for on-site and hybrid jobs. */
  office_country: CountryCodeSchema.optional(),
  office_city: z.string().trim().max(100).optional(),
  /** Remote jobs: anyone anywhere, or the listed countries. */
  eligible_anywhere: z.boolean().default(false),
  eligible_countries: z.array(CountryCodeSchema).max(100).default([]),
  timezone: TimeZoneNameSchema,
  min_overlap_hours: z.number().int().min(0).max(8).default(0),
  salary: z
    .object({
      min: PayAmountSchema.positive(),
      max: PayAmountSchema.positive(),
      currency: CurrencyCodeSchema,
      period: SalaryPeriodSchema,
    })
    .nullable()
    .optional(),
  benefits: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  /** Skill slugs from `/talent/api/skills`. */
  skills: z.array(z.string().max(64)).min(1, 'Add at least one skill.').max(30),
  /** The response promise shown to candidates. */
  response_days: z.number().int().min(1).max(30).default(7),
  /** Only elite members may apply (others see it locked). */
  elite_only: z.boolean().default(false),
});
export type CreateJob = z.input<typeof CreateJobSchema>;

/** Changing a posted job: whether it is open to elite members only (applications already sent stay). */
export const UpdateJobSchema = z.object({
  elite_only: z.boolean({ error: 'Say whether only elite members may apply.' }),
});
export type UpdateJob = z.infer<typeof UpdateJobSchema>;

export const ApplicantSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string() }),
  talent: TalentRefSchema.extend({
    headline: z.string(),
    country: z.string().nullable(),
    /** Identity verified: the badge. */
    verified: z.boolean(),
    /** An elite member (accepted into the elite programme): the elite badge. */
    elite: z.boolean(),
  }),
  status: ApplicationStatusSchema,
  knocked_out: z.boolean(),
  submitted_at: z.string(),
  status_changed_at: z.string(),
  response_promise: ResponsePromiseSchema,
  /** The candidate's match score with the job, 0–100. */
  match_score: z.number().nullable(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;
/** Newest first, a page at a time: `cursor` is the previous page's `meta.next_cursor`. */
export const ApplicantListQuerySchema = z.object({
  status: ApplicationStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ApplicantListSchema = z.object({
  data: z.array(ApplicantSchema),
  /** `counts` covers every application to the job, whatever the page and the state asked for. */
  meta: z.object({ counts: PipelineCountsSchema, next_cursor: z.string().nullable() }),
});

export const ApplicantDetailSchema = ApplicantSchema.extend({
  profile: z.object({
    headline: z.string(),
    bio: z.string(),
    seniority: SenioritySchema.nullable(),
    city: z.string(),
    skills: z.array(ProfileSkillSchema),
    experience: z.array(ExperienceSchema),
    identity_status: IdentityStatusSchema,
  }),
  cover_note: z.string(),
  answers: z.array(
    z.object({
      question_id: z.string(),
      question: z.string(),
      value: z.union([z.boolean(), z.number(), z.string()]),
      knocked_out: z.boolean(),
      /** The candidate's badge that answered it (the test passport); the link verifies it. */
      badge: AnswerBadgeSchema.nullable().default(null),
    }),
  ),
  /** Served to the recruiter from `/recruiter/api/applications/{id}/files/{fileId}`. */
  resume: StoredFileSchema.nullable(),
  video: StoredFileSchema.nullable(),
  rejection: RejectionSchema.nullable(),
  next_step: NextStepSchema,
  timeline: z.array(ApplicationEventSchema),
  interview_requests: z.array(InterviewRequestSchema),
  interviews: z.array(InterviewSchema),
  offers: z.array(OfferSchema),
  conversation_id: z.string().nullable(),
  /** The moves the pipeline allows from here (the console offers only these). */
  allowed_moves: z.array(RecruiterMoveSchema),
  can_request_interview: z.boolean(),
  can_send_offer: z.boolean(),
  /** The work-style questionnaire's result, only when the candidate shows it on the profile. */
  work_style: ShownWorkStyleSchema.nullable().default(null),
  /** The candidate's valid course certificates, each with the link that verifies it (always sent). */
  certificates: z.array(CertificateRefSchema).optional(),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetailSchema>;
export const ApplicantResponseSchema = z.object({ data: ApplicantDetailSchema });

export const MoveApplicationSchema = z
  .object({
    status: RecruiterMoveSchema,
    /** Required when rejecting. */
    reason: RejectionReasonSchema.optional(),
    /** Shared with the candidate. */
    note: z.string().trim().max(2000).optional(),
    /** skills_gap: the skill slugs that would close it. */
    missing_skills: z.array(z.string().max(64)).max(10).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose a reason.' });
    }
  });
export type MoveApplication = z.input<typeof MoveApplicationSchema>;

export const RecruiterInvitationSchema = CreateInvitationSchema;
export const RecruiterInvitationResponseSchema = z.object({ data: InvitationSchema });

export const RecruiterDashboardSchema = z.object({
  data: z.object({
    open_jobs: z.number(),
    /** Applications waiting for a first response, oldest first (the response promise is ticking). */
    needs_response: z.array(ApplicantSchema),
    upcoming_interviews: z.array(InterviewSchema),
    /** Interview requests where the candidate proposed other times. */
    needs_scheduling: z.array(InterviewRequestSchema),
    /** Scheduled interviews the candidate asked to move, soonest first (answered on the applicant page). */
    reschedule_requests: z.array(InterviewSchema),
    /** Offers with an open counter-offer. */
    counters: z.array(OfferSchema),
    /** The recruiter's measured median time to first response, in hours. */
    median_response_hours: z.number().nullable(),
  }),
});
