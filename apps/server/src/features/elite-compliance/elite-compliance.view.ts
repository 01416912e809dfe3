import type { ComplianceDocument, ComplianceDocumentKind, ComplianceState } from '@talent/contract/elite';
import type { RenderedDocument, StoredDetails } from './compliance-documents.ts';
import { masked } from './compliance-rules.ts';
import type { SignatureRow } from './elite-compliance.repository.ts';

/** Where the owner downloads a signed document's PDF. */
export function pdfUrl(kind: ComplianceDocumentKind): string {
  return `/talent/api/elite/compliance/documents/${kind}/pdf`;
}

/** The saved details as the form shows them back: the tax id and payout account masked. */
export function detailsJson(
  details: StoredDetails,
  taxId: string,
  payoutAccount: string,
): NonNullable<ComplianceState['details']> {
  return {
    legal_name: details.legal_name,
    tax_residence: details.tax_residence,
    us_person: details.us_person,
    entity_type: details.entity_type,
    company_name: details.company_name,
    citizenship: details.citizenship,
    tax_id_masked: masked(taxId),
    date_of_birth: details.date_of_birth,
    address: details.address,
    payout_method: details.payout_method,
    payout_account_masked: masked(payoutAccount),
  };
}

export function signedJson(row: SignatureRow): ComplianceState['signed'][number] {
  const kind = row.kind as ComplianceDocumentKind;
  return {
    kind,
    signed_at: row.signedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    sha256: row.sha256,
    pdf_url: pdfUrl(kind),
  };
}

export function documentJson(doc: RenderedDocument, signature: SignatureRow | null): ComplianceDocument {
  return {
    kind: doc.kind,
    title: doc.title,
    template_version: doc.version,
    text: doc.text,
    sha256: doc.sha256,
    signature: signature
      ? {
          typed_name: signature.typedName,
          signed_at: signature.signedAt.toISOString(),
          ip: signature.ip,
          sha256: signature.sha256,
          pdf_url: pdfUrl(doc.kind),
          expires_at: signature.expiresAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** "W-8BEN" in a reminder; the agreements by their titles. */
export function shortTitle(kind: string, titles: Record<string, string>): string {
  const forms: Record<string, string> = { w8ben: 'W-8BEN', w8ben_e: 'W-8BEN-E', w9: 'W-9' };
  return forms[kind] ?? titles[kind] ?? kind;
}

/** "31 December 2029", in UTC (expiries are the last instant of a UTC day). */
export function longDate(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}
