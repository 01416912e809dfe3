import type { Db } from '../../db/client.ts';
import type { FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { allSignatures, profileOf } from './elite-compliance.repository.ts';
import { openDraft, unseal } from './sealed-values.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The account export's compliance sections: what the candidate gave, the sealed values opened for them, and each
 * signature's record. Not the signed texts: each one is in its PDF (listed under `files`, downloadable).
 */
export async function complianceExport(db: Db, userId: string, keyring: FileKeyring) {
  const [profile, signatures] = await Promise.all([profileOf(db, userId), allSignatures(db, userId)]);
  return {
    compliance_profiles: profile
      ? [
          {
            user_id: profile.userId,
            draft: openDraft(profile.draft, keyring),
            draft_saved_at: iso(profile.draftSavedAt),
            details: profile.details,
            tax_id: profile.taxIdSealed ? unseal(profile.taxIdSealed, keyring) : null,
            payout_account: profile.payoutAccountSealed ? unseal(profile.payoutAccountSealed, keyring) : null,
            details_saved_at: iso(profile.detailsSavedAt),
            renewal_reminded_for: iso(profile.renewalRemindedFor),
            updated_at: profile.updatedAt.toISOString(),
          },
        ]
      : [],
    compliance_signatures: signatures.map((s) => ({
      id: s.id,
      user_id: s.userId,
      kind: s.kind,
      template_version: s.templateVersion,
      sha256: s.sha256,
      bundle_sha256: s.bundleSha256,
      typed_name: s.typedName,
      consent_electronic: s.consentElectronic,
      ip: s.ip,
      user_agent: s.userAgent,
      signed_at: s.signedAt.toISOString(),
      expires_at: iso(s.expiresAt),
      voided_at: iso(s.voidedAt),
      pdf_file_id: s.pdfFileId,
    })),
  };
}
