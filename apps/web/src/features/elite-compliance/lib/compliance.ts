import {
  COMPLIANCE_DOCUMENT_TITLES,
  PAYOUT_METHODS,
  type ComplianceDetails,
  type ComplianceDocumentKind,
  type ComplianceState,
} from '@talent/contract/elite';

export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: 'Bank transfer',
  wise: 'Wise',
  payoneer: 'Payoneer',
  paypal: 'PayPal',
};

/** What the payout account field asks for, by method. */
export const PAYOUT_ACCOUNT_LABELS: Record<PayoutMethod, { label: string; hint: string }> = {
  bank_transfer: {
    label: 'IBAN or account number',
    hint: 'The account in your own name (or your company’s).',
  },
  wise: { label: 'Wise account email', hint: 'The email address of your Wise account.' },
  payoneer: { label: 'Payoneer account email', hint: 'The email address of your Payoneer account.' },
  paypal: { label: 'PayPal email', hint: 'The email address of your PayPal account.' },
};

/** The tax forms by their usual short names ("W-8BEN"), for sentences. */
export const TAX_FORM_NAMES: Partial<Record<ComplianceDocumentKind, string>> = {
  w8ben: 'W-8BEN',
  w8ben_e: 'W-8BEN-E',
  w9: 'W-9',
};

export function documentTitle(kind: ComplianceDocumentKind): string {
  return COMPLIANCE_DOCUMENT_TITLES[kind];
}

/** Names compared as the server does: without case, accents or extra spaces. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
  return normal(a) === normal(b);
}

/** "3f2a9c1e…7b04d2aa": enough to compare by eye; the full value stays one click away. */
export function shortHash(sha256: string): string {
  return sha256.length > 20 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;
}

/** The tax ID and payout account never go into the loose draft: they are stored only encrypted, with the details. */
const SECRET_FIELDS = ['tax_id', 'payout_account'] as const;

export function draftOf(values: Partial<ComplianceDetails>): Record<string, unknown> {
  const draft: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS) delete draft[field];
  return draft;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The form's first values: what the draft holds, else the saved details, else what the identity check and the
 * profile give. The tax ID and payout account start empty: only their masked form is ever sent back.
 */
export type DetailsFormDefaults = Omit<ComplianceDetails, 'payout_method'> & { payout_method?: PayoutMethod };

export function detailsFormValues(state: ComplianceState): DetailsFormDefaults {
  const draft = state.draft;
  const saved = state.details;
  const address = (
    typeof draft.address === 'object' && draft.address !== null ? draft.address : {}
  ) as Record<string, unknown>;
  const entity = text(draft.entity_type);
  const method = text(draft.payout_method);
  return {
    legal_name: text(draft.legal_name) ?? saved?.legal_name ?? state.prefill.verified_name ?? '',
    tax_residence: text(draft.tax_residence) ?? saved?.tax_residence ?? state.prefill.country ?? '',
    citizenship: text(draft.citizenship) ?? saved?.citizenship ?? '',
    us_person: typeof draft.us_person === 'boolean' ? draft.us_person : (saved?.us_person ?? false),
    entity_type:
      entity === 'individual' || entity === 'company' ? entity : (saved?.entity_type ?? 'individual'),
    company_name: text(draft.company_name) ?? saved?.company_name ?? '',
    tax_id: '',
    date_of_birth: text(draft.date_of_birth) ?? saved?.date_of_birth ?? '',
    address: {
      line1: text(address.line1) ?? saved?.address.line1 ?? '',
      line2: text(address.line2) ?? saved?.address.line2 ?? '',
      city: text(address.city) ?? saved?.address.city ?? state.prefill.city,
      postal_code: text(address.postal_code) ?? saved?.address.postal_code ?? '',
      region: text(address.region) ?? saved?.address.region ?? '',
      country: text(address.country) ?? saved?.address.country ?? state.prefill.country ?? '',
    },
    payout_method: PAYOUT_METHODS.find((m) => m === method) ?? saved?.payout_method,
    payout_account: '',
  };
}

/** The signed document whose expiry `renew_by` names (the tax form), for the renewal notice. */
export function renewingDocument(state: ComplianceState) {
  if (!state.renew_by) return null;
  const expiring = state.signed.filter((s) => s.expires_at !== null);
  return expiring.find((s) => s.expires_at === state.renew_by) ?? expiring[0] ?? null;
}
