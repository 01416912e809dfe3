import type { ComplianceDocument } from '@talent/contract/elite';
import { Check, CircleCheck, Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useCopy } from '../lib/use-copy.ts';
import { DocumentText } from './document-text.tsx';
import { Fingerprint } from './fingerprint.tsx';

/** One document in full: its text in a scrollable region the keyboard can reach, its fingerprint, its signature. */
export function DocumentCard({ document }: { document: ComplianceDocument }) {
  const headingId = useId();
  const signature = document.signature;
  const { copied, copy } = useCopy();
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-base font-semibold text-ink-900">
            {document.title}
          </h3>
          <p className="text-xs text-ink-500">Template version {document.template_version}</p>
        </div>
        {signature ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Signed
          </span>
        ) : (
          <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700">
            Not signed yet
          </span>
        )}
      </div>
      {signature && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
          <p>
            Signed on <DateText iso={signature.signed_at} withTime /> as “{signature.typed_name}”.
            {signature.expires_at && <> Valid until {formatDay(signature.expires_at)}.</>}
          </p>
          <a
            href={signature.pdf_url}
            download
            aria-label={`Download signed PDF of the ${document.title}`}
            className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Download signed PDF
          </a>
        </div>
      )}
      <div
        role="region"
        aria-label={`${document.title}, full text`}
        tabIndex={0}
        className="mt-3 max-h-80 overflow-y-auto rounded-control border border-ink-200 bg-ink-50 px-4 py-3 text-sm leading-relaxed text-ink-800 focus:outline-2 focus:outline-brand-600"
      >
        <DocumentText text={document.text} />
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <Fingerprint label="SHA-256 fingerprint" subject={document.title} sha256={document.sha256} />
        <button
          type="button"
          onClick={() => void copy(document.text)}
          aria-label={`${copied === 'yes' ? 'Text copied' : 'Copy text'} of the ${document.title}`}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-50"
        >
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied === 'yes' ? 'Text copied' : 'Copy text'}
        </button>
      </div>
      {copied === 'blocked' && (
        <p className="mt-1 text-xs text-ink-600">
          Copying was blocked: select the text above and copy it by hand.
        </p>
      )}
      {signature && signature.sha256 !== document.sha256 && (
        <p className="mt-1 text-xs text-amber-800">
          You signed an earlier version of this text; its fingerprint is on your signed PDF.
        </p>
      )}
    </article>
  );
}
