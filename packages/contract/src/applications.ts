import { z } from 'zod';
import { JobSummarySchema, RecruiterSchema } from './jobs.ts';

/*
 * Applications (`/talent/api`):
 *   POST   /files                                 multipart `file` + `kind` → 201 FileResponseSchema
 *   GET    /files?kind=<FileKind>                  → FileListSchema (the candidate's own, newest first)
 *   GET    /files/{id}                            the owner's file (Content-Disposition, nosniff, Range for video)
 *   DELETE /files/{id}                            → 204 (a file an application uses stays until that is gone)
 *   GET    /jobs/{id}/application-draft           → ApplicationDraftResponseSchema (empty draft when none)
 *   PUT    /jobs/{id}/application-draft           ApplicationDraftSchema → ApplicationDraftResponseSchema
 *   DELETE /jobs/{id}/application-draft           → 204
 *   POST   /jobs/{id}/applications                SubmitApplicationSchema (+ Idempotency-Key) → 201 ApplicationResponseSchema
 *                                                 409 when an application for the job exists (not withdrawn)
 *   GET    /applications?status&q                 → ApplicationListSchema (newest first; status: a state, active, final)
 *   GET    /applications/{id}                     → ApplicationResponseSchema (with the timeline)
 *   POST   /applications/{id}/withdraw            WithdrawApplicationSchema → ApplicationResponseSchema
 *                                                 409 once final; cancels pending interview requests and
 *                                                 interviews and declines a pending offer (the recruiter is told)
 * Drafts need a logged-in user (not yet verified: a guest who just signed up keeps what they typed);
 * submitting needs a verified one.
 *
 * Upload format: multipart/form-data with the fields FIRST and the file LAST (the server streams the file and
 * checks it against the fields as it arrives): `kind`, then for a video optionally `duration_seconds`, then `file`.
 * CSRF goes in the `X-XSRF-TOKEN` header (the body is not parsed before the check). Errors: 422 on `kind`,
 * `duration_seconds` or `file` (wrong type by the bytes, empty, over the size or duration limit), 413 when the
 * body is larger than any upload may be, 400 when the body is cut off, 507 when the server's disk is full.
 *
 * Idempotency-Key (submit): any 1-255 visible ASCII characters, a UUID per attempt is ideal. A retry with the same
 * key and body answers the first success again with `Idempotent-Replayed: true`; the same key with another body
 * → 422 on `Idempotency-Key`; while the first is still running → 409. Failed attempts are not remembered.
 * The header names are in http.ts.
 */

/** The spec's file descriptor: name, size, type, all required. */
export const FileDescriptorSchema = z.object({
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type FileDescriptor = z.infer<typeof FileDescriptorSchema>;

/**
 * What an upload is for. Each kind has its own limits; identity kinds are encrypted at rest (AES-256-GCM) and only
 * ever served to their owner.
 */
export const FILE_KINDS = [
  'resume',
  'video_intro',
  'video_resume',
  'photo',
  'identity_document',
  'identity_selfie',
  'chat_attachment',
  'offer_attachment',
  'feedback_screenshot',
  // One take of an asynchronous interview answer (assignments.ts): video or audio recorded in the browser.
  'interview_answer',
  // A signed compliance document's PDF (elite.ts), served to its owner only.
  'signed_document',
  // Course lessons and masterclass talks (courses.ts, masterclass.ts): uploaded by operators only.
  'lesson_video',
  'lesson_captions',
  'talk_recording',
  'talk_slides',
  // A course certificate's PDF, made by the server.
  'course_certificate',
  // Marketplace (marketplace.ts): a service's gallery image (its seller's), and a file of an order (requirements,
  // deliveries, dispute evidence), read by the order's two sides and operators.
  'service_gallery',
  'order_file',
] as const;
export const FileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKindSchema>;
/** The kinds a person may upload (POST /files, POST /uploads); the others are made by the server only. */
export const UPLOADABLE_FILE_KINDS = [
  'resume',
  'video_intro',
  'video_resume',
  'photo',
  'identity_document',
  'identity_selfie',
  'chat_attachment',
  'offer_attachment',
  'feedback_screenshot',
  'interview_answer',
  'lesson_video',
  'lesson_captions',
  'talk_recording',
  'talk_slides',
  'service_gallery',
  'order_file',
] as const satisfies readonly FileKind[];
export const UploadableFileKindSchema = z.enum(UPLOADABLE_FILE_KINDS);

const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
/** Per-kind limits; the server checks the bytes (not the name) against `types`. */
export const FILE_LIMITS = {
  resume: {
    maxBytes: 10 * 1024 * 1024,
    types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    label: 'PDF or DOCX, up to 10 MB',
    encrypted: false,
  },
  video_intro: {
    maxBytes: 200 * 1024 * 1024,
    types: VIDEO_TYPES,
    label: 'WebM or MP4, up to 200 MB and 3 minutes',
    encrypted: false,
  },
  video_resume: {
    maxBytes: 200 * 1024 * 1024,
    types: VIDEO_TYPES,
    label: 'WebM or MP4, up to 200 MB and 3 minutes',
    encrypted: false,
  },
  photo: {
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    label: 'JPEG, PNG or WebP, up to 5 MB',
    encrypted: false,
  },
  identity_document: {
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'application/pdf'],
    label: 'JPEG, PNG or PDF, up to 10 MB',
    encrypted: true,
  },
  identity_selfie: {
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png'],
    label: 'JPEG or PNG, up to 10 MB',
    encrypted: true,
  },
  chat_attachment: {
    maxBytes: 10 * 1024 * 1024,
    types: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    label: 'An image, PDF or DOCX, up to 10 MB',
    encrypted: false,
  },
  offer_attachment: {
    maxBytes: 10 * 1024 * 1024,
    types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    label: 'PDF or DOCX, up to 10 MB',
    encrypted: false,
  },
  feedback_screenshot: {
    maxBytes: 5 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp'],
    label: 'PNG, JPEG or WebP, up to 5 MB',
    encrypted: false,
  },
  // Up to 10 minutes of answer plus the overrun; audio-only takes are WebM/Ogg/MP4 audio.
  interview_answer: {
    maxBytes: 300 * 1024 * 1024,
    types: ['video/webm', 'video/mp4', 'audio/webm', 'audio/ogg', 'audio/mp4'],
    label: 'WebM, MP4 or Ogg, up to 300 MB and 15 minutes',
    encrypted: false,
  },
  // Made by the server when a document is signed (never uploaded); it holds the tax id, hence encrypted.
  signed_document: {
    maxBytes: 5 * 1024 * 1024,
    types: ['application/pdf'],
    label: 'PDF, up to 5 MB',
    encrypted: true,
  },
  lesson_video: {
    maxBytes: 500 * 1024 * 1024,
    types: ['video/webm', 'video/mp4'],
    label: 'WebM or MP4, up to 500 MB',
    encrypted: false,
  },
  // WebVTT has no magic number file-type knows: the server checks that the text starts with "WEBVTT".
  lesson_captions: {
    maxBytes: 1024 * 1024,
    types: ['text/vtt'],
    label: 'WebVTT (.vtt), up to 1 MB',
    encrypted: false,
  },
  talk_recording: {
    maxBytes: 2 * 1024 * 1024 * 1024,
    types: ['video/webm', 'video/mp4'],
    label: 'WebM or MP4, up to 2 GB',
    encrypted: false,
  },
  talk_slides: {
    maxBytes: 50 * 1024 * 1024,
    types: ['application/pdf'],
    label: 'PDF, up to 50 MB',
    encrypted: false,
  },
  course_certificate: {
    maxBytes: 5 * 1024 * 1024,
    types: ['application/pdf'],
    label: 'PDF, up to 5 MB',
    encrypted: false,
  },
  service_gallery: {
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    label: 'JPEG, PNG or WebP, up to 5 MB',
    encrypted: false,
  },
  // Deliverables are often archives: ZIP is accepted here (a DOCX is checked to be a real one, a ZIP is stored as is).
  order_file: {
    maxBytes: 25 * 1024 * 1024,
    types: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip',
    ],
    label: 'An image, PDF, DOCX or ZIP, up to 25 MB',
    encrypted: false,
  },
} as const satisfies Record<
  FileKind,
  { maxBytes: number; types: readonly string[]; label: string; encrypted: boolean }
>;
/** How a kind reads in a sentence ("Upload a video resume"). */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  resume: 'resume',
  video_intro: 'video intro',
  video_resume: 'video resume',
  photo: 'photo',
  identity_document: 'identity document',
  identity_selfie: 'selfie',
  chat_attachment: 'attachment',
  offer_attachment: 'offer document',
  feedback_screenshot: 'screenshot',
  interview_answer: 'interview answer',
  signed_document: 'signed document',
  lesson_video: 'lesson video',
  lesson_captions: 'captions',
  talk_recording: 'talk recording',
  talk_slides: 'slides',
  course_certificate: 'certificate',
  service_gallery: 'gallery image',
  order_file: 'order file',
};
export const VIDEO_KINDS: readonly FileKind[] = ['video_intro', 'video_resume'];
export const VIDEO_INTRO_MAX_SECONDS = 180;
/** The same 3-minute limit applies to every video kind. */
export const VIDEO_MAX_SECONDS = 180;

export const StoredFileSchema = FileDescriptorSchema.extend({
  id: z.string(),
  kind: FileKindSchema,
  /** Same-origin download path for the owner. */
  url: z.string(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;
export const FileResponseSchema = z.object({ data: StoredFileSchema });
export const FileListSchema = z.object({ data: z.array(StoredFileSchema) });
export const FileListQuerySchema = z.object({ kind: FileKindSchema.optional() });

export const ScreenerAnswerSchema = z.object({
  question_id: z.string().max(64),
  /** yes_no: boolean; number: a number; text: a string. With `badge_id`, the server writes the value itself. */
  value: z.union([z.boolean(), z.number().min(0).max(100), z.string().trim().max(2000)]),
  /**
   * The candidate's badge that answers this question (its `covered_by`). The server checks it is theirs, valid, in
   * the question's skill and at or above its level, and refuses the answer otherwise.
   */
  badge_id: z.string().uuid('Choose one of your badges.').optional(),
});
export type ScreenerAnswer = z.infer<typeof ScreenerAnswerSchema>;

/** A badge that answered a screener question, as the application keeps it. */
export const AnswerBadgeSchema = z.object({ id: z.string(), title: z.string(), verify_url: z.string() });
export type AnswerBadge = z.infer<typeof AnswerBadgeSchema>;

export const COVER_NOTE_MAX = 3000;

/** What a candidate has entered so far; every field optional, saved after each step. */
export const ApplicationDraftSchema = z.object({
  cover_note: z.string().max(COVER_NOTE_MAX).optional(),
  answers: z.array(ScreenerAnswerSchema).max(50).optional(),
  resume_file_id: z.string().uuid().nullable().optional(),
  video_file_id: z.string().uuid().nullable().optional(),
  invitation_id: z.string().uuid().nullable().optional(),
  /** The step the candidate was on, so coming back resumes there. */
  step: z.string().max(32).optional(),
});
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;
export const ApplicationDraftResponseSchema = z.object({
  data: ApplicationDraftSchema.extend({
    resume: StoredFileSchema.nullable(),
    video: StoredFileSchema.nullable(),
    updated_at: z.string().nullable(),
  }),
});

export const SubmitApplicationSchema = z.object({
  cover_note: z
    .string()
    .trim()
    .max(COVER_NOTE_MAX, `Keep the note under ${COVER_NOTE_MAX} characters.`)
    .default(''),
  answers: z.array(ScreenerAnswerSchema).max(50).default([]),
  /** A resume is required: an uploaded file of kind resume owned by the candidate. */
  resume_file_id: z.string({ error: 'Choose or upload a resume.' }).uuid('Choose or upload a resume.'),
  video_file_id: z.string().uuid().nullable().optional(),
  invitation_id: z.string().uuid().nullable().optional(),
  /** How the candidate came: the job page, an invitation, or the guest flow. */
  source: z.enum(['direct', 'invitation', 'guest']).default('direct'),
});
export type SubmitApplication = z.input<typeof SubmitApplicationSchema>;

/*
 * The pipeline. A recruiter moves an application forward or rejects it; the candidate withdraws it; the
 * job closing closes it; sending an offer makes it `offer`, accepting the offer makes it `hired`.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'assessment',
  'interviewing',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  assessment: 'Assessment',
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
  closed: 'Job closed',
};
/** Still moving: the candidate may withdraw, the recruiter may act. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'in_review',
  'assessment',
  'interviewing',
  'offer',
];
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn', 'closed'];
/** Withdrawal is possible while the application is active (an offer still pending is declined with it). */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ACTIVE_STATUSES;

/**
 * Every allowed transition, whoever makes it. Anything else is refused with 409 and a sentence naming both states.
 *   recruiter moves:  submitted→in_review, in_review→assessment|interviewing, assessment→interviewing,
 *                     submitted|in_review|assessment|interviewing→rejected (an application at `offer` is rejected
 *                     only after its offer is withdrawn, which returns it to interviewing)
 *   interview request sent: in_review|assessment → interviewing (automatic)
 *   offer sent: interviewing → offer;  offer accepted: offer → hired;  offer declined: offer → withdrawn;
 *   offer expired or withdrawn by the recruiter: offer → interviewing
 *   candidate withdraws: any active → withdrawn;  job closes: submitted|in_review|assessment|interviewing → closed
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['in_review', 'rejected', 'withdrawn', 'closed'],
  in_review: ['assessment', 'interviewing', 'rejected', 'withdrawn', 'closed'],
  assessment: ['interviewing', 'rejected', 'withdrawn', 'closed'],
  interviewing: ['offer', 'rejected', 'withdrawn', 'closed'],
  offer: ['hired', 'interviewing', 'withdrawn'],
  hired: [],
  rejected: [],
  withdrawn: [],
  closed: [],
};
/** The states a recruiter may move an application to by hand (`POST /recruiter/api/applications/{id}/status`). */
export const RECRUITER_MOVES = ['in_review', 'assessment', 'interviewing', 'rejected'] as const;
export const RecruiterMoveSchema = z.enum(RECRUITER_MOVES);

export const REJECTION_REASONS = ['skills_gap', 'seniority', 'eligibility', 'role_filled', 'other'] as const;
export const RejectionReasonSchema = z.enum(REJECTION_REASONS, { error: 'Choose a reason.' });
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  skills_gap: 'Skills gap',
  seniority: 'Seniority',
  eligibility: 'Eligibility (location or work authorisation)',
  role_filled: 'The role was filled',
  other: 'Other',
};
export const RejectionSchema = z.object({
  reason: RejectionReasonSchema,
  /** What the recruiter chose to tell the candidate. */
  note: z.string().nullable(),
  /** skills_gap only: the skills that would close the gap, each with where to learn it (`/skill-center/{slug}`). */
  missing_skills: z.array(z.object({ slug: z.string(), name: z.string(), learn_path: z.string() })),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** Who did something on the timeline. */
export const ActorSchema = z.object({
  kind: z.enum(['talent', 'recruiter', 'system']),
  /** The recruiter's or the candidate's name; "Borderless" for the system. */
  name: z.string(),
});
export type Actor = z.infer<typeof ActorSchema>;

export const APPLICATION_EVENT_TYPES = [
  'invited',
  'submitted',
  'status_changed',
  'rejected',
  'withdrawn',
  'closed',
  'promise_missed',
  'interview_requested',
  'interview_slots_proposed',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_completed',
  'interview_request_declined',
  'offer_sent',
  'offer_revised',
  'offer_countered',
  'offer_counter_answered',
  'offer_accepted',
  'offer_declined',
  'offer_withdrawn',
  'offer_expired',
  /** The job's recruiter opened the application for the first time (once per application). */
  'viewed',
] as const;
export const ApplicationEventTypeSchema = z.enum(APPLICATION_EVENT_TYPES);
export type ApplicationEventType = z.infer<typeof ApplicationEventTypeSchema>;

/** One step of an application's timeline: what happened, when (UTC; the web shows the candidate's zone), by whom. */
export const ApplicationEventSchema = z.object({
  id: z.string(),
  type: ApplicationEventTypeSchema,
  /** status_changed / rejected / withdrawn / closed, and automatic moves: the states before and after. */
  from_status: ApplicationStatusSchema.nullable(),
  to_status: ApplicationStatusSchema.nullable(),
  actor: ActorSchema,
  /** A sentence for the timeline, e.g. "Maya Chen moved your application to review". */
  summary: z.string(),
  /** A note the actor chose to share with the candidate. */
  note: z.string().nullable(),
  /** interview_* events: the interview request or interview; offer_* events: the offer. */
  interview_request_id: z.string().nullable(),
  interview_id: z.string().nullable(),
  offer_id: z.string().nullable(),
  created_at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** What happens next and how long it usually takes, so the candidate never has to wonder. */
export const NextStepSchema = z.object({
  /** "Maya Chen reviews your application", "Pick an interview slot", "Answer the offer". */
  text: z.string(),
  /** Whose move it is. */
  owner: z.enum(['talent', 'recruiter', 'none']),
  /** Typical time to it, in hours (from the recruiter's measured median or the job's promise); null when none. */
  typical_hours: z.number().nullable(),
  /** When it is due (the response promise, an offer's expiry, an interview's start), or null. */
  due_at: z.string().nullable(),
  /** Where the candidate handles it (`/applications/interview-requests`, `/offers`, `/interviews/upcoming`). */
  path: z.string().nullable(),
});
export type NextStep = z.infer<typeof NextStepSchema>;

/** The job's response promise as it stands for this application. */
export const ResponsePromiseSchema = z.object({
  /** Days the job's recruiter promises to a first response. */
  days: z.number(),
  /** submitted_at + days. */
  due_at: z.string(),
  /** When the recruiter first responded (moved, rejected, requested an interview), or null. */
  responded_at: z.string().nullable(),
  /** Kept: responded by due_at; pending: not yet due; missed: due passed without a response (the candidate is told). */
  state: z.enum(['kept', 'pending', 'missed']),
});
export type ResponsePromise = z.infer<typeof ResponsePromiseSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  job: JobSummarySchema,
  status: ApplicationStatusSchema,
  source: z.enum(['direct', 'invitation', 'guest']),
  cover_note: z.string(),
  answers: z.array(
    ScreenerAnswerSchema.extend({
      question: z.string(),
      /** The answer misses the question's knock-out rule. */
      knocked_out: z.boolean(),
      /** The badge that answered it (checked when the application was submitted). */
      badge: AnswerBadgeSchema.nullable().default(null),
    }),
  ),
  /** Any answer missed a knock-out rule; the recruiter sees the application flagged. */
  knocked_out: z.boolean(),
  resume: StoredFileSchema.nullable(),
  video: StoredFileSchema.nullable(),
  submitted_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdraw_reason: z.string().nullable(),
  can_withdraw: z.boolean(),
  /** When the status last changed (the "moved" date of lists and the home page). */
  status_changed_at: z.string(),
  /** When someone of the hiring company first opened the application (null: not yet): "viewed", not a response. */
  viewed_at: z.string().nullable(),
  rejection: RejectionSchema.nullable(),
  response_promise: ResponsePromiseSchema,
  /** The job's recruiter, with their measured median response time. */
  recruiter: RecruiterSchema,
  next_step: NextStepSchema,
  /** The chat thread of this application (`/chat?c={id}`), null until one exists. */
  conversation_id: z.string().nullable(),
  /** Open items on this application, for badges. */
  pending_interview_requests: z.number(),
  upcoming_interviews: z.number(),
  pending_offers: z.number(),
  /** The states this application has been in, in pipeline order (a stage it skipped is not among them). */
  stages_reached: z.array(ApplicationStatusSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;
/** The detail adds the timeline, oldest first. */
export const ApplicationDetailSchema = ApplicationSchema.extend({
  timeline: z.array(ApplicationEventSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;
export const ApplicationResponseSchema = z.object({ data: ApplicationDetailSchema });
export const ApplicationListQuerySchema = z.object({
  /** One state, or `active` / `final`. */
  status: z.union([ApplicationStatusSchema, z.enum(['active', 'final'])]).optional(),
  /** Job title or company name, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
});
export const ApplicationListSchema = z.object({
  data: z.array(ApplicationSchema),
  /** Counts per state over all the candidate's applications (for the filter chips). */
  meta: z.object({ counts: z.record(ApplicationStatusSchema, z.number()) }),
});

export const WithdrawApplicationSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
