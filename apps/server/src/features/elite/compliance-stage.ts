import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  COMPLIANCE_DOCUMENT_KINDS,
  COMPLIANCE_DOCUMENT_TITLES,
  COMPLIANCE_RENEWAL_NOTICE_DAYS,
  requiredDocuments,
  type ComplianceDocumentKind,
} from '@talent/contract/elite';
import type { Db } from '../../db/client.ts';
import { complianceProfiles, complianceSignatures, eliteApplications } from '../../db/schema/elite.schema.ts';
import { dayText } from './elite-rules.ts';

/*
 * Contract and compliance as the elite stage machine and the operator's review read it: whether every document
 * that fits the saved details is signed and still valid at `now`. The `elite-compliance` feature writes these
 * tables (details, signing) and asks `complianceEditable` before any change.
 */

const DAY_MS = 86_400_000;

/** Short names for the stage's line ("W-8BEN expires on …"). */
const SHORT_TITLES: Record<ComplianceDocumentKind, string> = {
  contractor_agreement: 'The contractor agreement',
  nda_ip: 'The NDA and IP assignment',
  code_of_conduct: 'The code of conduct',
  w8ben: 'W-8BEN',
  w8ben_e: 'W-8BEN-E',
  w9: 'W-9',
};

type Entity = 'individual' | 'company';

/** The parts of the saved details the stage needs; null when details are missing or not of that shape. */
function detailsOf(raw: Record<string, unknown> | null | undefined) {
  if (!raw) return null;
  const entity = raw.entity_type;
  if (typeof raw.us_person !== 'boolean' || (entity !== 'individual' && entity !== 'company')) return null;
  return {
    us_person: raw.us_person,
    entity_type: entity as Entity,
    legal_name: typeof raw.legal_name === 'string' ? raw.legal_name : null,
    tax_residence: typeof raw.tax_residence === 'string' ? raw.tax_residence : null,
  };
}

interface Signature {
  kind: ComplianceDocumentKind;
  signedAt: Date;
  expiresAt: Date | null;
}

/** The newest signature of each kind that was not voided. */
async function currentSignatures(db: Db, userId: string): Promise<Map<ComplianceDocumentKind, Signature>> {
  const rows = await db
    .select({
      kind: complianceSignatures.kind,
      signedAt: complianceSignatures.signedAt,
      expiresAt: complianceSignatures.expiresAt,
    })
    .from(complianceSignatures)
    .where(and(eq(complianceSignatures.userId, userId), isNull(complianceSignatures.voidedAt)))
    .orderBy(desc(complianceSignatures.signedAt));
  const out = new Map<ComplianceDocumentKind, Signature>();
  for (const row of rows) {
    const kind = row.kind as ComplianceDocumentKind;
    if (!(COMPLIANCE_DOCUMENT_KINDS as readonly string[]).includes(kind) || out.has(kind)) continue;
    out.set(kind, { kind, signedAt: row.signedAt, expiresAt: row.expiresAt });
  }
  return out;
}

export interface ComplianceStageState {
  /** Details saved and every required document signed, none voided or expired. */
  done: boolean;
  detailsSaved: boolean;
  /** The documents that fit the saved details (empty before details). */
  required: ComplianceDocumentKind[];
  /** The soonest expiry of a signed required document within the notice period, or already past. */
  renewBy: Date | null;
  /** One line for the tracker. */
  detail: string;
  /** When the stage was last completed (the newest signature it rests on), while done. */
  completedAt: Date | null;
}

/** Whether contract and compliance is done for a user at `now`, with its tracker line. */
export async function complianceStage(db: Db, userId: string, now: Date): Promise<ComplianceStageState> {
  const [profile] = await db
    .select({ details: complianceProfiles.details })
    .from(complianceProfiles)
    .where(eq(complianceProfiles.userId, userId))
    .limit(1);
  const details = detailsOf(profile?.details);
  if (!details) {
    return {
      done: false,
      detailsSaved: false,
      required: [],
      renewBy: null,
      detail: 'Enter your legal and tax details, then sign the documents.',
      completedAt: null,
    };
  }
  const required = requiredDocuments(details);
  const signatures = await currentSignatures(db, userId);
  const valid = (s: Signature | undefined): s is Signature =>
    !!s && (s.expiresAt === null || s.expiresAt > now);
  const missing = required.filter((kind) => !valid(signatures.get(kind)));
  const expired = required.filter((kind) => {
    const s = signatures.get(kind);
    return !!s && s.expiresAt !== null && s.expiresAt <= now;
  });
  const notice = now.getTime() + COMPLIANCE_RENEWAL_NOTICE_DAYS * DAY_MS;
  const expiring = required
    .map((kind) => signatures.get(kind))
    .filter((s): s is Signature => !!s && s.expiresAt !== null && s.expiresAt.getTime() <= notice)
    .sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime());
  const renewBy = expiring[0]?.expiresAt ?? null;
  const done = missing.length === 0;

  let detail: string;
  if (expired.length > 0) {
    const first = signatures.get(expired[0]!)!;
    detail = `${SHORT_TITLES[first.kind]} expired on ${dayText(first.expiresAt!)}: sign it again.`;
  } else if (!done) {
    const signed = required.length - missing.length;
    detail =
      signed === 0
        ? `Details saved: sign the ${required.length} documents.`
        : `${signed} of ${required.length} documents signed: sign ${missing.map((k) => COMPLIANCE_DOCUMENT_TITLES[k]).join(', ')}.`;
  } else if (expiring[0]) {
    detail = `${SHORT_TITLES[expiring[0].kind]} expires on ${dayText(expiring[0].expiresAt!)}: sign again.`;
  } else {
    detail = `All ${required.length} documents signed.`;
  }

  const signedAts = required.map((kind) => signatures.get(kind)?.signedAt.getTime() ?? 0);
  return {
    done,
    detailsSaved: true,
    required,
    renewBy,
    detail,
    completedAt: done ? new Date(Math.max(...signedAts)) : null,
  };
}

/** What the operator's review shows of compliance: never the TIN or payout details. */
export async function complianceSummary(db: Db, userId: string) {
  const [profile] = await db
    .select({ details: complianceProfiles.details })
    .from(complianceProfiles)
    .where(eq(complianceProfiles.userId, userId))
    .limit(1);
  const details = detailsOf(profile?.details);
  const signatures = await currentSignatures(db, userId);
  // Before details there is no tax form to show: the documents signed so far, if any.
  const kinds = details ? requiredDocuments(details) : [...signatures.keys()];
  return {
    legal_name: details?.legal_name ?? null,
    tax_residence: details?.tax_residence ?? null,
    entity_type: details?.entity_type ?? null,
    documents: kinds.map((kind) => {
      const signature = signatures.get(kind);
      return {
        kind,
        title: COMPLIANCE_DOCUMENT_TITLES[kind],
        signed_at: signature?.signedAt.toISOString() ?? null,
        expires_at: signature?.expiresAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Whether the candidate may change their compliance details or sign now: while their open application is in
 * progress with work preferences submitted, and as a member or on the waitlist (renewing an expiring tax form).
 * Read-only while the application is under review.
 */
export async function complianceEditable(
  db: Db,
  userId: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const [latest] = await db
    .select({
      status: eliteApplications.status,
      workPreferenceSubmittedAt: eliteApplications.workPreferenceSubmittedAt,
    })
    .from(eliteApplications)
    .where(
      and(
        eq(eliteApplications.userId, userId),
        inArray(eliteApplications.status, ['in_progress', 'submitted', 'accepted', 'waitlisted']),
      ),
    )
    // An open application is always the newest; else the newest decision that keeps documents in use.
    .orderBy(desc(eliteApplications.createdAt))
    .limit(1);
  if (!latest) return { ok: false, message: 'Start your elite application first.' };
  switch (latest.status) {
    case 'in_progress':
      return latest.workPreferenceSubmittedAt
        ? { ok: true }
        : {
            ok: false,
            message: 'Submit your work preferences first: contract and compliance open after them.',
          };
    case 'submitted':
      return {
        ok: false,
        message:
          'Your application is under review, so contract and compliance are read-only until we decide.',
      };
    default:
      return { ok: true };
  }
}
