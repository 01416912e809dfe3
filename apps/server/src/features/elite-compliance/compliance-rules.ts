import { createHash } from 'node:crypto';
import {
  COMPLIANCE_RENEWAL_NOTICE_DAYS,
  type ComplianceDocumentKind,
  type ComplianceState,
} from '@talent/contract/elite';

const DAY_MS = 86_400_000;

/** A name as compared with the verified one: no accents (NFD, marks dropped), no case, single spaces. */
export function normalisedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function sameName(a: string, b: string): boolean {
  return normalisedName(a) === normalisedName(b);
}

/** "•••• 1234": only the last 4 characters, and none of a value that short. */
export function masked(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : '••••';
}

/** SHA-256 (hex) of the UTF-8 bytes of a text. */
export function textSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The bundle: the documents' hashes in their order, joined by "\n", hashed again. */
export function bundleSha256(hashes: readonly string[]): string {
  return textSha256(hashes.join('\n'));
}

/* ------------------------------------------------------------------------------------------------ drafts */

/** The draft keys the form has, with the longest value kept; anything else is dropped. */
const DRAFT_TEXT: Record<string, number> = {
  legal_name: 200,
  tax_residence: 2,
  citizenship: 2,
  entity_type: 20,
  company_name: 200,
  tax_id: 40,
  date_of_birth: 10,
  payout_method: 20,
  payout_account: 100,
};
const ADDRESS_TEXT: Record<string, number> = {
  line1: 200,
  line2: 200,
  city: 100,
  postal_code: 20,
  region: 100,
  country: 2,
};
/** Kept sealed in the stored draft, as in the details. */
export const SEALED_DRAFT_KEYS = ['tax_id', 'payout_account'] as const;

function texts(input: Record<string, unknown>, limits: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, max] of Object.entries(limits)) {
    const value = input[key];
    if (typeof value === 'string') out[key] = value.slice(0, max);
  }
  return out;
}

/** A loose draft cut down to the form's keys and types: a value of the wrong type is dropped, never refused. */
export function cleanDraft(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = texts(input, DRAFT_TEXT);
  if (typeof input.us_person === 'boolean') out.us_person = input.us_person;
  const address = input.address;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    out.address = texts(address as Record<string, unknown>, ADDRESS_TEXT);
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ status */

export interface RequiredDocumentState {
  kind: ComplianceDocumentKind;
  /** The signature in force whose hash is the document's current text, if any. */
  signature: { expiresAt: Date | null } | null;
}

/**
 * Where the candidate stands: not_started before details; expired once a required document's signature expired;
 * details_saved while one is unsigned; renewal_due from the notice period before the soonest expiry; signed.
 * `renew_by` is that soonest expiry when within the notice period or past.
 */
export function complianceStatus(
  hasDetails: boolean,
  documents: readonly RequiredDocumentState[],
  now: Date,
): { status: ComplianceState['status']; renewBy: Date | null } {
  if (!hasDetails) return { status: 'not_started', renewBy: null };
  const expiries = documents
    .map((d) => d.signature?.expiresAt ?? null)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const soonest = expiries[0] ?? null;
  const noticeFrom = soonest ? soonest.getTime() - COMPLIANCE_RENEWAL_NOTICE_DAYS * DAY_MS : null;
  const renewBy = soonest && noticeFrom !== null && now.getTime() >= noticeFrom ? soonest : null;
  if (soonest && soonest.getTime() < now.getTime()) return { status: 'expired', renewBy };
  if (documents.some((d) => d.signature === null)) return { status: 'details_saved', renewBy };
  return { status: renewBy ? 'renewal_due' : 'signed', renewBy };
}

/** A document needs signing when it has no current signature, or its signature is due for renewal or expired. */
export function needsSigning(signature: { expiresAt: Date | null } | null, now: Date): boolean {
  if (!signature) return true;
  if (!signature.expiresAt) return false;
  return now.getTime() >= signature.expiresAt.getTime() - COMPLIANCE_RENEWAL_NOTICE_DAYS * DAY_MS;
}
