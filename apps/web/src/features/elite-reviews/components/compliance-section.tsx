import type { EliteReview } from '@talent/contract/elite';
import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { DateText } from '../../../components/date-text.tsx';
import { countryName } from '../../../components/jobs/format.ts';
import { Empty } from './section.tsx';

type Document = EliteReview['compliance']['documents'][number];

function DocumentLine({ document, now }: { document: Document; now: Date }) {
  const expired = document.expires_at !== null && new Date(document.expires_at) < now;
  const { Icon, tone } = !document.signed_at
    ? { Icon: CircleDashed, tone: 'text-ink-500' }
    : expired
      ? { Icon: CircleAlert, tone: 'text-red-700' }
      : { Icon: CircleCheck, tone: 'text-brand-700' };
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone}`} />
      <span>
        <span className="font-medium text-ink-900">{document.title}</span>
        <span className="block text-ink-600">
          {document.signed_at ? (
            <>
              Signed <DateText iso={document.signed_at} />
              {document.expires_at &&
                (expired ? (
                  <>
                    ; expired on <DateText iso={document.expires_at} />
                  </>
                ) : (
                  <>
                    ; valid until <DateText iso={document.expires_at} />
                  </>
                ))}
            </>
          ) : (
            'Not signed yet'
          )}
        </span>
      </span>
    </li>
  );
}

/** Who signs and which documents are signed; tax ids and payout details never reach the review. */
export function ComplianceSection({ compliance, now }: { compliance: EliteReview['compliance']; now: Date }) {
  const { legal_name, tax_residence, entity_type, documents } = compliance;
  return (
    <div className="space-y-3 text-sm">
      {legal_name || tax_residence || entity_type ? (
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-600">Legal name</dt>
          <dd className="text-ink-900">{legal_name ?? 'Not given'}</dd>
          <dt className="text-ink-600">Tax residence</dt>
          <dd className="text-ink-900">{tax_residence ? countryName(tax_residence) : 'Not given'}</dd>
          <dt className="text-ink-600">Signs as</dt>
          <dd className="text-ink-900">
            {entity_type === 'company'
              ? 'A company'
              : entity_type === 'individual'
                ? 'An individual'
                : 'Not given'}
          </dd>
        </dl>
      ) : (
        <Empty>No contract details saved yet.</Empty>
      )}
      {documents.length > 0 ? (
        <ul aria-label="Documents" className="space-y-2">
          {documents.map((document) => (
            <DocumentLine key={document.kind} document={document} now={now} />
          ))}
        </ul>
      ) : (
        <Empty>No documents to sign yet: they follow from the contract details.</Empty>
      )}
    </div>
  );
}
