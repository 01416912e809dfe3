import { z } from 'zod';

/*
 * Skill badges: Open Badges 3.0 credentials (W3C Verifiable Credentials) signed by the platform as VC-JWTs
 * (EdDSA), revocable through a status list, verifiable by anyone.
 *
 * Candidate (`/talent/api`, verified; another candidate's badge → 404):
 *   GET  /badges                              → BadgeListSchema (mine, newest first, every status)
 *   GET  /badges/{id}/credential              → the signed credential as a download (`application/vc+jwt`,
 *                                               Content-Disposition: attachment; `?format=json` answers
 *                                               CredentialDownloadSchema instead)
 * Public (no session):
 *   GET  /shared/api/credentials/{id}         → VerificationResponseSchema (404 unknown id)
 *   POST /shared/api/credentials/verify       VerifyCredentialSchema → VerificationResponseSchema (any pasted
 *                                               VC-JWT: a tampered or foreign one answers status "invalid", never
 *                                               an error)
 *   GET  /credentials/issuer                  the issuer profile (JSON-LD, public key as a JWK)
 *   GET  /credentials/status/{list}           the status list credential (a VC-JWT)
 *   GET  /.well-known/jwks.json               the signing keys
 * Page: `/credentials/{id}` (no guard) shows the verification above.
 *
 * Test passport: a job's screener question may name a skill and a level; a valid badge in that skill at or above
 * the level answers it ("covered by your React badge"), and the application records which badge did.
 */

export const BADGE_LEVELS = ['proficient', 'advanced'] as const;
export const BadgeLevelSchema = z.enum(BADGE_LEVELS);
export type BadgeLevel = z.infer<typeof BadgeLevelSchema>;
export const BADGE_LEVEL_LABELS: Record<BadgeLevel, string> = {
  proficient: 'Proficient',
  advanced: 'Advanced',
};
export const BADGE_VALID_DAYS = 730;

export const BADGE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export const BadgeStatusSchema = z.enum(BADGE_STATUSES);
export type BadgeStatus = z.infer<typeof BadgeStatusSchema>;

export const BadgeSummarySchema = z.object({
  id: z.string(),
  skill: z.object({ slug: z.string(), name: z.string() }),
  test_slug: z.string(),
  /** "React — Advanced". */
  title: z.string(),
  level: BadgeLevelSchema,
  issued_at: z.string(),
  expires_at: z.string(),
  status: BadgeStatusSchema,
  /** The public page that verifies it (absolute URL). */
  verify_url: z.string(),
});
export type BadgeSummary = z.infer<typeof BadgeSummarySchema>;
export const BadgeListSchema = z.object({ data: z.array(BadgeSummarySchema) });

export const CredentialDownloadSchema = z.object({
  data: z.object({
    /** The compact VC-JWT. */
    jwt: z.string(),
    /** Its payload, decoded, for reading. */
    credential: z.record(z.string(), z.unknown()),
  }),
});

export const VerifyCredentialSchema = z.object({
  credential: z
    .string({ error: 'Paste the credential.' })
    .trim()
    .min(1, 'Paste the credential.')
    .max(20_000, 'This is longer than any credential we issue.'),
});

export const VERIFICATION_STATUSES = ['valid', 'expired', 'revoked', 'invalid'] as const;
export const VerificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Each check in the order a verifier runs them. */
  checks: z.array(
    z.object({
      name: z.enum(['format', 'signature', 'issuer', 'dates', 'status']),
      ok: z.boolean(),
      message: z.string(),
    }),
  ),
  /** What the credential says, when it could be read. */
  credential: z
    .object({
      id: z.string(),
      issuer: z.object({ id: z.string(), name: z.string(), url: z.string() }),
      achievement: z.object({ name: z.string(), description: z.string(), criteria: z.string() }),
      subject_name: z.string(),
      level: BadgeLevelSchema.nullable(),
      issued_at: z.string(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
  checked_at: z.string(),
});
export type Verification = z.infer<typeof VerificationSchema>;
export const VerificationResponseSchema = z.object({ data: VerificationSchema });
