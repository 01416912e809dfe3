import { z } from 'zod';
import { StoredFileSchema } from './applications.ts';
import { CountryCodeSchema } from './jobs.ts';
import { IdentityStatusSchema } from './profile.ts';

/*
 * Identity verification.
 * Candidate (`/talent/api`, verified users):
 *   GET    /identity-verification                  → IdentityVerificationResponseSchema (status not_started when none)
 *   POST   /identity-verification                  SubmitIdentityVerificationSchema → 201 IdentityVerificationResponseSchema
 *                                                  The files are the caller's own uploads of kind identity_document
 *                                                  (front, back) and identity_selfie (else 422 on the field); a back
 *                                                  is required unless the document is a passport. 409 while one is
 *                                                  pending or once verified. After a rejection a new one may be sent.
 * Reviewer (`/shared/api/operator`, operator role; others 403):
 *   GET    /identity-verifications?status=pending  → OperatorIdentityListSchema (oldest first: first come, first served)
 *   POST   /identity-verifications/{id}/decision   IdentityDecisionSchema → OperatorIdentityResponseSchema
 *                                                  409 when it is not pending. The candidate gets an in-app
 *                                                  notification (identity_verified / identity_rejected).
 * The documents are encrypted at rest and served only to their owner (`GET /talent/api/files/{id}`); the reviewer
 * sees the metadata, never the files, through this API.
 */

export const ID_DOCUMENT_TYPES = ['passport', 'national_id', 'drivers_license', 'residence_permit'] as const;
export const IdDocumentTypeSchema = z.enum(ID_DOCUMENT_TYPES, { error: 'Choose the type of document.' });
export type IdDocumentType = z.infer<typeof IdDocumentTypeSchema>;
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  passport: 'Passport',
  national_id: 'National ID card',
  drivers_license: "Driver's licence",
  residence_permit: 'Residence permit',
};
/** Documents with only one printed side. */
export const SINGLE_SIDED_DOCUMENTS: readonly IdDocumentType[] = ['passport'];

export const REJECTION_REASONS = [
  'document_unreadable',
  'document_expired',
  'document_unsupported',
  'selfie_mismatch',
  'name_mismatch',
  'other',
] as const;
export const RejectionReasonSchema = z.enum(REJECTION_REASONS);
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;
/** What the candidate reads, and how to try again. */
export const REJECTION_REASON_TEXT: Record<RejectionReason, { reason: string; retry: string }> = {
  document_unreadable: {
    reason: 'We could not read the document.',
    retry: 'Photograph it flat, in good light, with all four corners in the frame and no glare.',
  },
  document_expired: {
    reason: 'The document has expired.',
    retry: 'Send a document that is valid today.',
  },
  document_unsupported: {
    reason: 'We cannot accept this type of document.',
    retry: 'Use a passport, national ID card, driving licence or residence permit issued by a government.',
  },
  selfie_mismatch: {
    reason: 'The selfie does not clearly match the photo on the document.',
    retry: 'Take the selfie facing the camera, without glasses or a hat, in good light.',
  },
  name_mismatch: {
    reason: 'The name on the document does not match the name on your account.',
    retry: 'Update your name in Settings to match the document, then send it again.',
  },
  other: {
    reason: 'We could not verify your identity.',
    retry: 'Read the reviewer’s note and send it again.',
  },
};

export const SubmitIdentityVerificationSchema = z
  .object({
    document_type: IdDocumentTypeSchema,
    issuing_country: CountryCodeSchema,
    front_file_id: z
      .string({ error: 'Add the front of the document.' })
      .uuid('Add the front of the document.'),
    back_file_id: z.string().uuid().nullable().default(null),
    selfie_file_id: z.string({ error: 'Take a selfie.' }).uuid('Take a selfie.'),
    consent: z.literal(true, { error: 'Agree to the check of your identity to continue.' }),
  })
  .refine((v) => SINGLE_SIDED_DOCUMENTS.includes(v.document_type) || v.back_file_id !== null, {
    path: ['back_file_id'],
    message: 'Add the back of the document.',
  });
export type SubmitIdentityVerification = z.input<typeof SubmitIdentityVerificationSchema>;

export const IdentityVerificationSchema = z.object({
  /** null while not started. */
  id: z.string().nullable(),
  status: IdentityStatusSchema,
  document_type: IdDocumentTypeSchema.nullable(),
  issuing_country: z.string().nullable(),
  /** The owner's own uploads (download links work only for them). */
  front: StoredFileSchema.nullable(),
  back: StoredFileSchema.nullable(),
  selfie: StoredFileSchema.nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: RejectionReasonSchema.nullable(),
  /** The reviewer's words to the candidate (rejections). */
  reviewer_note: z.string().nullable(),
  /** How to retry (from REJECTION_REASON_TEXT), when rejected. */
  retry_hint: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof IdentityVerificationSchema>;
export const IdentityVerificationResponseSchema = z.object({ data: IdentityVerificationSchema });

export const IdentityDecisionSchema = z
  .object({
    decision: z.enum(['verified', 'rejected']),
    reason: RejectionReasonSchema.optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.decision === 'verified' || v.reason !== undefined, {
    path: ['reason'],
    message: 'Give the reason for the rejection.',
  });

export const OperatorIdentityVerificationSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  status: IdentityStatusSchema,
  document_type: IdDocumentTypeSchema,
  issuing_country: z.string(),
  has_back: z.boolean(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: RejectionReasonSchema.nullable(),
});
export const OperatorIdentityListSchema = z.object({ data: z.array(OperatorIdentityVerificationSchema) });
export const OperatorIdentityResponseSchema = z.object({ data: OperatorIdentityVerificationSchema });
export const OperatorIdentityQuerySchema = z.object({
  status: IdentityStatusSchema.exclude(['not_started']).default('pending'),
});
