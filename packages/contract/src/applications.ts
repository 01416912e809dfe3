import { z } from 'zod';
import { JobSummarySchema } from './jobs.ts';

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
 *   GET    /applications                          → ApplicationListSchema (newest first)
 *   GET    /applications/{id}                     → ApplicationResponseSchema
 *   POST   /applications/{id}/withdraw            WithdrawApplicationSchema → ApplicationResponseSchema
 *                                                 409 once an offer is made (or already withdrawn)
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
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

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
] as const;
export const FileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKindSchema>;

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
  /** yes_no: boolean; number: a number; text: a string. */
  value: z.union([z.boolean(), z.number().min(0).max(100), z.string().trim().max(2000)]),
});
export type ScreenerAnswer = z.infer<typeof ScreenerAnswerSchema>;

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

export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;
/** Withdrawal is possible until an offer. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'interview'];

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
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationResponseSchema = z.object({ data: ApplicationSchema });
export const ApplicationListSchema = z.object({ data: z.array(ApplicationSchema) });

export const WithdrawApplicationSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
