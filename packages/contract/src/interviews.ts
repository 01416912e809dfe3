import { z } from 'zod';
import { RecruiterSchema } from './jobs.ts';
import {
  InstantSchema,
  JobRefSchema,
  LocalSlotSchema,
  TalentRefSchema,
  TimeZoneNameSchema,
} from './pipeline-common.ts';

/*
 * Interview requests and interviews.
 *
 * Candidate (`/talent/api`, verified; another candidate's id → 404):
 *   GET  /interview-requests?status=open|all          → InterviewRequestListSchema (open: pending and proposed;
 *                                                        pending first, then newest)
 *   GET  /interview-requests/{id}                     → InterviewRequestResponseSchema
 *   POST /interview-requests/{id}/accept              AcceptSlotSchema → 201 InterviewResponseSchema
 *        409 unless pending, or when the slot has started; 422 on slot_id when it is not one of the request's
 *        recruiter slots
 *   POST /interview-requests/{id}/propose             ProposeSlotsSchema → InterviewRequestResponseSchema (proposed)
 *   POST /interview-requests/{id}/decline             DeclineInterviewRequestSchema → InterviewRequestResponseSchema
 *   GET  /interviews?scope=upcoming|completed|all     → InterviewListSchema (upcoming: soonest first; completed:
 *                                                        latest first; "completed" also holds past interviews still
 *                                                        awaiting an outcome, and cancelled ones)
 *   GET  /interviews/{id}                             → InterviewResponseSchema
 *   GET  /interviews/{id}/calendar.ics                → text/calendar (one VEVENT, UID stable, SEQUENCE grows with
 *                                                        each reschedule, STATUS:CANCELLED once cancelled)
 *   POST /interviews/{id}/reschedule                  RequestRescheduleSchema → InterviewResponseSchema
 *   POST /interviews/{id}/cancel                      CancelInterviewSchema → InterviewResponseSchema
 *
 * Recruiter (`/recruiter/api`, role recruiter, their company's applications only; others → 404):
 *   POST /applications/{id}/interview-requests        CreateInterviewRequestSchema → 201 InterviewRequestResponseSchema
 *        (moves in_review / assessment to interviewing; 409 when the application is not in review, assessment or
 *        interviewing, or already has an open request)
 *   POST /interview-requests/{id}/accept              AcceptSlotSchema (a slot the candidate proposed) → 201 Interview
 *   POST /interview-requests/{id}/slots               ProposeLocalSlotsSchema → InterviewRequestResponseSchema (pending)
 *   POST /interview-requests/{id}/cancel              CancelInterviewSchema → InterviewRequestResponseSchema
 *   GET  /interviews?scope=upcoming|completed|all     → InterviewListSchema (the company's)
 *   GET  /interviews/{id}/calendar.ics                → text/calendar
 *   POST /interviews/{id}/reschedule                  RecruiterRescheduleSchema → InterviewResponseSchema (moves it;
 *                                                        clears a pending reschedule request)
 *   POST /interviews/{id}/reschedule/decline          DeclineRescheduleSchema → InterviewResponseSchema (keeps it)
 *   POST /interviews/{id}/outcome                     RecordOutcomeSchema → InterviewResponseSchema (completed)
 *   POST /interviews/{id}/cancel                      CancelInterviewSchema → InterviewResponseSchema
 *
 * Every change notifies the other side (type `interview_update`, live) and publishes `PipelineChanged`.
 * Reminders (`interview_reminder`) go to both sides 24 hours and 1 hour before each scheduled interview.
 */

export const INTERVIEW_TYPES = ['video', 'phone', 'onsite'] as const;
export const InterviewTypeSchema = z.enum(INTERVIEW_TYPES, { error: 'Choose video, phone or on-site.' });
export type InterviewType = z.infer<typeof InterviewTypeSchema>;
export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  video: 'Video call',
  phone: 'Phone call',
  onsite: 'On-site',
};

export const InterviewerSchema = z.object({
  name: z.string().trim().min(1, 'Name each interviewer.').max(120),
  title: z.string().trim().max(120).default(''),
});
export type Interviewer = z.infer<typeof InterviewerSchema>;

export const INTERVIEW_REQUEST_STATUSES = [
  // Waiting for the candidate.
  'pending',
  // The candidate proposed other times; waiting for the recruiter.
  'proposed',
  'accepted',
  'declined',
  'cancelled',
  // Every recruiter slot passed without an answer.
  'expired',
] as const;
export const InterviewRequestStatusSchema = z.enum(INTERVIEW_REQUEST_STATUSES);
export type InterviewRequestStatus = z.infer<typeof InterviewRequestStatusSchema>;

export const INTERVIEW_DECLINE_REASONS = [
  'not_interested',
  'accepted_other_offer',
  'times_do_not_work',
  'role_mismatch',
  'other',
] as const;
export const InterviewDeclineReasonSchema = z.enum(INTERVIEW_DECLINE_REASONS, { error: 'Choose a reason.' });
export const INTERVIEW_DECLINE_REASON_LABELS: Record<z.infer<typeof InterviewDeclineReasonSchema>, string> = {
  not_interested: 'No longer interested',
  accepted_other_offer: 'I accepted another offer',
  times_do_not_work: 'None of the times work and I cannot propose others',
  role_mismatch: 'The role is not what I expected',
  other: 'Other',
};

export const InterviewSlotSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  proposed_by: z.enum(['recruiter', 'talent']),
  /** Inside a 9–17 working day in the candidate's zone (their profile's, else the job's). */
  in_talent_hours: z.boolean(),
  /** Inside a 9–17 working day in the recruiter's zone. */
  in_recruiter_hours: z.boolean(),
  /** Already started: it can no longer be accepted. */
  past: z.boolean(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

export const InterviewRequestSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job: JobRefSchema,
  talent: TalentRefSchema,
  recruiter: RecruiterSchema,
  type: InterviewTypeSchema,
  duration_minutes: z.number(),
  interviewers: z.array(z.object({ name: z.string(), title: z.string() })),
  agenda: z.string(),
  /** On-site: the address. */
  location: z.string().nullable(),
  recruiter_timezone: z.string(),
  /** The zone the candidate's times are shown in (profile, else the job's). */
  talent_timezone: z.string(),
  slots: z.array(InterviewSlotSchema),
  status: InterviewRequestStatusSchema,
  /** The candidate's note with proposed times. */
  talent_note: z.string().nullable(),
  decline_reason: InterviewDeclineReasonSchema.nullable(),
  decline_note: z.string().nullable(),
  /** Once accepted. */
  interview_id: z.string().nullable(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type InterviewRequest = z.infer<typeof InterviewRequestSchema>;
export const InterviewRequestResponseSchema = z.object({ data: InterviewRequestSchema });
export const InterviewRequestListQuerySchema = z.object({ status: z.enum(['open', 'all']).default('open') });
export const InterviewRequestListSchema = z.object({
  data: z.array(InterviewRequestSchema),
  /** Requests waiting for the candidate (the navigation badge). */
  meta: z.object({ pending: z.number() }),
});

export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const InterviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export const INTERVIEW_OUTCOMES = ['passed', 'not_passed'] as const;
export const InterviewOutcomeSchema = z.enum(INTERVIEW_OUTCOMES, { error: 'Choose an outcome.' });

export const InterviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job: JobRefSchema,
  talent: TalentRefSchema,
  recruiter: RecruiterSchema,
  type: InterviewTypeSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  talent_timezone: z.string(),
  interviewer_timezone: z.string(),
  interviewers: z.array(z.object({ name: z.string(), title: z.string() })),
  agenda: z.string(),
  /** What to prepare (markdown, rendered without raw HTML). */
  prep_notes: z.string(),
  /** Video: the link to join. */
  join_url: z.string().nullable(),
  /** On-site: the address; phone: who calls whom. */
  location: z.string().nullable(),
  status: InterviewStatusSchema,
  /** A reschedule asked for and not yet answered. */
  reschedule: z
    .object({
      requested_by: z.enum(['talent', 'recruiter']),
      slots: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
      note: z.string().nullable(),
      requested_at: z.string(),
    })
    .nullable(),
  outcome: InterviewOutcomeSchema.nullable(),
  /** What the recruiter chose to share with the candidate. */
  feedback: z.string().nullable(),
  /** Recruiter views only: notes that stay with the company (absent from every candidate response). */
  private_notes: z.string().nullable().optional(),
  cancelled_by: z.enum(['talent', 'recruiter', 'system']).nullable(),
  cancel_reason: z.string().nullable(),
  /** Calendar: the .ics download (same origin) and prefilled Google and Outlook links. */
  calendar: z.object({ ics_url: z.string(), google_url: z.string(), outlook_url: z.string() }),
  /** Grows with each reschedule (the .ics SEQUENCE). */
  sequence: z.number(),
  created_at: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;
export const InterviewResponseSchema = z.object({ data: InterviewSchema });
export const InterviewListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'completed', 'all']).default('upcoming'),
});
export const InterviewListSchema = z.object({
  data: z.array(InterviewSchema),
  meta: z.object({ upcoming: z.number(), completed: z.number() }),
});

// Candidate inputs.
export const AcceptSlotSchema = z.object({
  slot_id: z.string({ error: 'Choose a time.' }).uuid('Choose a time.'),
});
export const ProposeSlotsSchema = z.object({
  /** Instants the candidate picked in their own zone (the web converts with @date-fns/tz). */
  slots: z
    .array(z.object({ starts_at: InstantSchema }))
    .min(1, 'Propose at least one time.')
    .max(5, 'Propose at most 5 times.'),
  note: z.string().trim().max(1000).optional(),
});
export const DeclineInterviewRequestSchema = z.object({
  reason: InterviewDeclineReasonSchema,
  note: z.string().trim().max(1000).optional(),
});
export const RequestRescheduleSchema = ProposeSlotsSchema;
export const CancelInterviewSchema = z.object({
  reason: z.string().trim().min(1, 'Say why, so the other side knows.').max(1000),
});

// Recruiter inputs.
export const ProposeLocalSlotsSchema = z.object({
  /** The zone the slots are written in (the recruiter's). */
  timezone: TimeZoneNameSchema,
  slots: z.array(LocalSlotSchema).min(1, 'Propose at least one time.').max(10, 'Propose at most 10 times.'),
});
export const CreateInterviewRequestSchema = ProposeLocalSlotsSchema.extend({
  type: InterviewTypeSchema,
  duration_minutes: z
    .number({ error: 'Give a duration in minutes.' })
    .int()
    .min(15, 'At least 15 minutes.')
    .max(480, 'At most 8 hours.'),
  interviewers: z.array(InterviewerSchema).min(1, 'Name at least one interviewer.').max(10),
  agenda: z.string().trim().min(1, 'Write a short agenda.').max(5000),
  prep_notes: z.string().trim().max(5000).default(''),
  /** Video: a meeting link (a Jitsi room is made when none is given); on-site: the address. */
  meeting_url: z.url({ protocol: /^https$/, error: 'Give an https link.' }).optional(),
  location: z.string().trim().max(500).optional(),
});
export type CreateInterviewRequest = z.input<typeof CreateInterviewRequestSchema>;
export const RecruiterRescheduleSchema = z.object({
  timezone: TimeZoneNameSchema,
  slot: LocalSlotSchema,
});
export const DeclineRescheduleSchema = z.object({ note: z.string().trim().max(1000).optional() });
export const RecordOutcomeSchema = z.object({
  outcome: InterviewOutcomeSchema,
  /** Shared with the candidate. */
  feedback: z.string().trim().max(5000).optional(),
  /** Stays with the recruiter's company. */
  private_notes: z.string().trim().max(5000).optional(),
});
