import type { ComplianceState } from '@talent/contract/elite';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import { PAYOUT_METHOD_LABELS } from '../lib/compliance.ts';
import { TaxFormNote } from './tax-form-note.tsx';

type Details = NonNullable<ComplianceState['details']>;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/** The saved details as the server returns them: the tax ID and payout account masked. */
export function DetailsSummary({
  details,
  signedSome,
  closed,
  onEdit,
}: {
  details: Details;
  /** Something is signed: editing may void it, so the candidate is told first. */
  signedSome: boolean;
  closed: boolean;
  onEdit: () => void;
}) {
  const countries = useCountries();
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;
  const { address } = details;
  return (
    <div className="space-y-5">
      <dl aria-label="Your saved details" className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item term="Legal name">{details.legal_name}</Item>
        <Item term="You sign as">
          {details.entity_type === 'company' ? `A company: ${details.company_name}` : 'An individual'}
        </Item>
        {details.entity_type === 'individual' && details.date_of_birth && (
          <Item term="Date of birth">{formatDay(details.date_of_birth)}</Item>
        )}
        <Item term="Tax residence">{countryName(details.tax_residence)}</Item>
        <Item term="Citizenship">
          {details.citizenship ? countryName(details.citizenship) : 'Same as tax residence'}
        </Item>
        <Item term="US person for tax purposes">{details.us_person ? 'Yes' : 'No'}</Item>
        <Item term="Tax identification number">
          <span className="font-mono">{details.tax_id_masked}</span>
        </Item>
        <Item term="Address">
          <span className="block">{address.line1}</span>
          {address.line2 && <span className="block">{address.line2}</span>}
          <span className="block">
            {[address.postal_code, address.city].filter(Boolean).join(' ')}
            {address.region ? `, ${address.region}` : ''}
          </span>
          <span className="block">{countryName(address.country)}</span>
        </Item>
        <Item term="Payout">
          {PAYOUT_METHOD_LABELS[details.payout_method]} ·{' '}
          <span className="font-mono">{details.payout_account_masked}</span>
          <span className="mt-0.5 block text-xs text-ink-500">
            Recorded only: payouts start after acceptance. No payments are made in this demo.
          </span>
        </Item>
      </dl>
      <TaxFormNote
        usPerson={details.us_person}
        entityType={details.entity_type}
        taxResidence={details.tax_residence}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onEdit} disabled={closed}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit details
        </Button>
        {signedSome && (
          <p className="text-xs text-ink-600">
            Changing details that appear in a signed document voids its signature: you then sign it again.
          </p>
        )}
      </div>
    </div>
  );
}
