import {
  COMPLIANCE_DOCUMENT_TITLES,
  ELITE_STAGES,
  requiredDocuments,
  type ComplianceDocument,
  type ComplianceDocumentKind,
  type ComplianceState,
  type EliteApplication,
  type StageState,
} from '@talent/contract/elite';

type Details = NonNullable<ComplianceState['details']>;
type Documents = { documents: ComplianceDocument[]; bundle_sha256: string };

/** A stand-in SHA-256 (64 hex characters) that differs per seed. */
export function hash(seed: string): string {
  let hex = '';
  for (const char of seed) hex += char.charCodeAt(0).toString(16).padStart(2, '0');
  return hex.padEnd(64, '0').slice(0, 64);
}

export const COUNTRIES = [
  { code: 'DE', name: 'Germany', region: 'Europe' },
  { code: 'GB', name: 'United Kingdom', region: 'Europe' },
  { code: 'US', name: 'United States', region: 'Americas' },
];

export function savedDetails(overrides: Partial<Details> = {}): Details {
  return {
    legal_name: 'Ada Lovelace',
    tax_residence: 'GB',
    us_person: false,
    entity_type: 'individual',
    company_name: '',
    tax_id_masked: '•••• 6789',
    date_of_birth: '1990-12-10',
    address: {
      line1: '12 Analytical Row',
      line2: '',
      city: 'London',
      postal_code: 'N1 9GU',
      region: '',
      country: 'GB',
    },
    payout_method: 'wise',
    payout_account_masked: '•••• .com',
    ...overrides,
  };
}

export function complianceState(overrides: Partial<ComplianceState> = {}): ComplianceState {
  return {
    status: 'not_started',
    draft: {},
    draft_saved_at: null,
    details: null,
    prefill: { verified_name: 'Ada Lovelace', country: 'GB', city: 'London' },
    tax_form: null,
    signed: [],
    renew_by: null,
    ...overrides,
  };
}

export function signedEntry(
  kind: ComplianceDocumentKind,
  signedAt = '2026-11-25T10:00:00.000Z',
  expiresAt: string | null = null,
): ComplianceState['signed'][number] {
  return {
    kind,
    signed_at: signedAt,
    expires_at: expiresAt,
    sha256: hash(kind),
    pdf_url: `/talent/api/elite/compliance/documents/${kind}/pdf`,
  };
}

/** The documents for saved details, each with a short text of its own; `version` changes every text and hash. */
export function documentsFor(
  details: Pick<Details, 'us_person' | 'entity_type'> = savedDetails(),
  options: { version?: string; signed?: ComplianceState['signed'] } = {},
): Documents {
  const version = options.version ?? '2026-01';
  const documents = requiredDocuments(details).map((kind): ComplianceDocument => {
    const signature = options.signed?.find((s) => s.kind === kind);
    return {
      kind,
      title: COMPLIANCE_DOCUMENT_TITLES[kind],
      template_version: version,
      text: `# ${COMPLIANCE_DOCUMENT_TITLES[kind]}\n\nBetween Borderless and Ada Lovelace (version ${version}).\n\n## 1. Terms\n\nThe terms of the ${kind} document.`,
      sha256: hash(`${kind}${version}`),
      signature: signature
        ? {
            typed_name: 'Ada Lovelace',
            signed_at: signature.signed_at,
            ip: '203.0.113.7',
            sha256: signature.sha256,
            pdf_url: signature.pdf_url,
            expires_at: signature.expires_at,
          }
        : null,
    };
  });
  return { documents, bundle_sha256: hash(`bundle${version}`) };
}

export function application(
  overrides: Partial<EliteApplication> = {},
  compliance: StageState = 'in_progress',
): EliteApplication {
  const states: Record<string, StageState> = {
    join: 'done',
    work_preference: compliance === 'locked' ? 'in_progress' : 'done',
    skill_assessments: 'in_progress',
    compliance,
    review: 'locked',
    decision: 'locked',
  };
  return {
    id: 'app-1',
    status: 'in_progress',
    track: 'frontend',
    started_at: '2026-11-01T10:00:00.000Z',
    submitted_at: null,
    current_stage: 'compliance',
    stages: ELITE_STAGES.map((stage) => ({
      stage,
      state: states[stage] ?? 'locked',
      completed_at: null,
      detail: '',
      next_retry_at: null,
    })),
    forms: {
      join: { draft: {}, draft_saved_at: null, submitted_at: '2026-11-01T10:00:00.000Z' },
      work_preference: { draft: {}, draft_saved_at: null, submitted_at: '2026-11-02T10:00:00.000Z' },
    },
    decision: null,
    ...overrides,
  };
}
