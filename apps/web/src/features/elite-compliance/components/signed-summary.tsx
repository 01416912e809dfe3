import type { ComplianceState } from '@talent/contract/elite';
import { ArrowLeft, CircleCheck, Download } from 'lucide-react';
import type { Ref } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import { documentTitle } from '../lib/compliance.ts';

export const TRACKER_PATH = '/elite/onboarding';

/** Everything signed: each document with its date, expiry and signed PDF, and the way back to the tracker. */
export function SignedSummary({
  signed,
  justSigned,
  headingRef,
}: {
  signed: ComplianceState['signed'];
  /** Right after signing (the heading takes focus and says so). */
  justSigned: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="signed-summary-title"
      className="rounded-card border border-brand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <CircleCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2
            id="signed-summary-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-xl font-bold text-ink-900 focus:outline-none"
          >
            {justSigned ? 'Signed. Your contract and compliance step is done' : 'Your documents are signed'}
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Keep the signed PDFs for your records. Each one shows the full text, your signature and its
            fingerprint.
          </p>
        </div>
      </div>
      <ul aria-label="Signed documents" className="mt-4 divide-y divide-ink-100 border-y border-ink-100">
        {signed.map((document) => (
          <li
            key={document.kind}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink-900">{documentTitle(document.kind)}</p>
              <p className="text-ink-600">
                Signed on <DateText iso={document.signed_at} />
                {document.expires_at && <> · valid until {formatDay(document.expires_at)}</>}
              </p>
            </div>
            <a
              href={document.pdf_url}
              download
              aria-label={`Download signed PDF of the ${documentTitle(document.kind)}`}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Download signed PDF
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-5">
        <ButtonLink to={TRACKER_PATH}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to your application
        </ButtonLink>
      </div>
    </section>
  );
}
