import { taxFormFor } from '@talent/contract/elite';
import { FileText } from 'lucide-react';
import { TAX_FORM_NAMES } from '../lib/compliance.ts';

/** Which tax form fits and why, in a sentence, as the candidate fills the details (and on the saved ones). */
export function TaxFormNote({
  usPerson,
  entityType,
  taxResidence,
  live = false,
}: {
  usPerson: boolean;
  entityType: 'individual' | 'company' | undefined;
  taxResidence: string;
  /** Announce changes (while the form is filled in). */
  live?: boolean;
}) {
  const entity = entityType ?? 'individual';
  const form = taxFormFor({ us_person: usPerson, entity_type: entity });
  const name = TAX_FORM_NAMES[form];
  let why: string;
  let what: string;
  if (form === 'w9') {
    why = `You are a US citizen or US resident for tax purposes: ${name}.`;
    what = 'It gives your US taxpayer identification number to the payer. It does not expire.';
  } else if (form === 'w8ben_e') {
    why = `You live outside the US and sign for a company: ${name}.`;
    what =
      'It certifies that your company is not a US entity, so US clients do not withhold 30 % of what they pay it. It stays valid until 31 December of the third year after you sign it.';
  } else {
    why = `You live outside the US and sign as an individual: ${name}.`;
    what =
      'It certifies that you are not a US person, so US clients do not withhold 30 % of what they pay you. It stays valid until 31 December of the third year after you sign it.';
  }
  return (
    <div
      aria-live={live ? 'polite' : undefined}
      className="flex items-start gap-3 rounded-control border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Your tax form: {name}</p>
        <p className="mt-0.5">{why}</p>
        <p className="mt-0.5 text-brand-800">{what}</p>
        {!usPerson && taxResidence === 'US' && (
          <p className="mt-1.5 font-medium">
            You chose the United States as your tax residence. If you are a US resident for tax purposes, tick
            “I am a US citizen or US resident for tax purposes”: you then sign a W-9.
          </p>
        )}
      </div>
    </div>
  );
}
