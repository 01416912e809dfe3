/*
 * Our contract and compliance documents, as we wrote them. Each template turns the signer's details into plain text
 * (Markdown-style headings). The text is what the candidate reads, what is hashed and what is signed, so a
 * template must be a pure function of its input: no clock, no random, no locale. Changing a word of a template
 * means a new `version`: signatures keep the version they were made with, and a candidate whose documents changed
 * signs again.
 */

/** The details a document names, already in the words it prints them with. */
export interface SignerDetails {
  /** The person signing, as on their verified ID. */
  legalName: string;
  entityType: 'individual' | 'company';
  /** The company signing through `legalName`; empty for an individual. */
  companyName: string;
  usPerson: boolean;
  /** "Germany (DE)". */
  taxResidence: string;
  /** "Germany (DE)". */
  citizenship: string;
  /** As the candidate typed it (trimmed). */
  taxId: string;
  /** YYYY-MM-DD; empty for a company. */
  dateOfBirth: string;
  /** "Hauptstraße 1, 10115 Berlin, Germany (DE)". */
  address: string;
}

export interface ComplianceTemplate {
  /** Stored with each signature; at most 32 characters. */
  version: string;
  render(details: SignerDetails): string;
}

/** Joins the lines of a document; `null` lines are left out (a part that does not apply). */
export function documentText(lines: ReadonlyArray<string | null>): string {
  return `${lines.filter((line): line is string => line !== null).join('\n')}\n`;
}

/** Who "you" are in a document: the person, or the company they sign for. */
export function partyLine(d: SignerDetails): string {
  return d.entityType === 'company'
    ? `${d.companyName}, a company resident for tax purposes in ${d.taxResidence}, of ${d.address}, signing through ${d.legalName}`
    : `${d.legalName}, resident for tax purposes in ${d.taxResidence}, of ${d.address}`;
}

/** The signature line every document ends with (the typed name and time are recorded beside, not in the text). */
export function signedByLine(d: SignerDetails): string {
  return d.entityType === 'company'
    ? `Signed by ${d.legalName}, for ${d.companyName}, who confirms they may sign for it.`
    : `Signed by ${d.legalName}.`;
}
