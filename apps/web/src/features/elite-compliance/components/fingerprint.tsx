import { Check, Copy } from 'lucide-react';
import { shortHash } from '../lib/compliance.ts';
import { useCopy } from '../lib/use-copy.ts';

/**
 * A SHA-256 in short form, with the full value one click away (and copyable), so a candidate can compare it with
 * the one printed on the signed PDF.
 */
export function Fingerprint({
  label,
  subject,
  sha256,
}: {
  label: string;
  /** What it is the fingerprint of, for the copy button's name when several are on the page. */
  subject?: string;
  sha256: string;
}) {
  const { copied, copy } = useCopy();
  return (
    <div className="text-xs text-ink-600">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{label}:</span>
        <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-ink-800" title={sha256}>
          {shortHash(sha256)}
        </code>
        <button
          type="button"
          onClick={() => void copy(sha256)}
          aria-label={`Copy the full ${label}${subject ? ` of the ${subject}` : ''}`}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium text-brand-800 hover:bg-brand-50"
        >
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
        <span role="status" className="sr-only">
          {copied === 'yes' ? 'Copied' : ''}
        </span>
      </span>
      <details className="mt-1" open={copied === 'blocked' || undefined}>
        <summary className="cursor-pointer font-medium text-ink-700">Show the full value</summary>
        <code className="mt-1 block font-mono break-all text-ink-800 select-all">{sha256}</code>
        {copied === 'blocked' && (
          <p className="mt-1">Copying was blocked: select the value and copy it by hand.</p>
        )}
      </details>
    </div>
  );
}
