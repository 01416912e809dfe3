import type { z } from 'zod';
import {
  COMPLIANCE_DOCUMENT_TITLES,
  requiredDocuments,
  type ComplianceDetailsSchema,
  type ComplianceDocumentKind,
} from '@talent/contract/elite';
import { COMPLIANCE_TEMPLATES } from '../../content/compliance/templates.ts';
import type { SignerDetails } from '../../content/compliance/types.ts';
import { findCountry } from '../../reference/countries.ts';
import { bundleSha256, textSha256 } from './compliance-rules.ts';

/** The validated details, as the form sends them. */
export type Details = z.output<typeof ComplianceDetailsSchema>;
/** What the details column keeps: everything but the two sealed values. */
export type StoredDetails = Omit<Details, 'tax_id' | 'payout_account'>;

export interface RenderedDocument {
  kind: ComplianceDocumentKind;
  title: string;
  version: string;
  text: string;
  sha256: string;
}

/** "Germany (DE)"; the code alone for one the reference does not know. */
function countryText(code: string): string {
  const country = findCountry(code);
  return country ? `${country.name} (${country.code})` : code;
}

/** The details in the words the documents print them with. */
function signerDetails(details: StoredDetails, taxId: string): SignerDetails {
  const a = details.address;
  const place = [a.postal_code, a.city].filter(Boolean).join(' ');
  return {
    legalName: details.legal_name,
    entityType: details.entity_type,
    companyName: details.entity_type === 'company' ? details.company_name : '',
    usPerson: details.us_person,
    taxResidence: countryText(details.tax_residence),
    citizenship: countryText(details.citizenship || details.tax_residence),
    taxId,
    dateOfBirth: details.entity_type === 'individual' ? details.date_of_birth : '',
    address: [a.line1, a.line2, place, a.region, countryText(a.country)].filter(Boolean).join(', '),
  };
}

export function renderDocument(
  kind: ComplianceDocumentKind,
  details: StoredDetails,
  taxId: string,
): RenderedDocument {
  const template = COMPLIANCE_TEMPLATES[kind];
  const text = template.render(signerDetails(details, taxId));
  return {
    kind,
    title: COMPLIANCE_DOCUMENT_TITLES[kind],
    version: template.version,
    text,
    sha256: textSha256(text),
  };
}

/** Every document the details call for, in order, and the bundle hash over them. */
export function renderDocuments(
  details: StoredDetails,
  taxId: string,
): { documents: RenderedDocument[]; bundle: string } {
  const documents = requiredDocuments(details).map((kind) => renderDocument(kind, details, taxId));
  return { documents, bundle: bundleSha256(documents.map((d) => d.sha256)) };
}
