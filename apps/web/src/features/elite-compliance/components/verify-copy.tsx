import { CircleCheck, CircleX, ScanSearch } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useVerifyDocument } from '../api/compliance-actions.ts';
import { documentTitle, shortHash } from '../lib/compliance.ts';

const MAX_TEXT = 200_000;

/** Optional: paste a document's text and learn whether it is, to the byte, one you signed (POST …/verify). */
export function VerifyCopy() {
  const id = useId();
  const verify = useVerifyDocument();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const result = verify.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    if (!text.trim()) return setProblem('Paste the text of a document first.');
    if (text.length > MAX_TEXT) return setProblem('That is longer than any of our documents.');
    setProblem(null);
    verify.mutate(text);
  };
  const error = problem ?? (verify.isError ? errorMessage(verify.error) : null);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-ink-200 bg-white p-5 sm:p-6"
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
      >
        <ScanSearch aria-hidden="true" className="size-5 text-brand-700" />
        Check a copy
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Paste the text of a document (from “Copy text” above, or from a copy someone sent you) to check that
        it is exactly what you signed. One changed character, space or line break and it no longer matches.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink-800">
            Text of the document
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2 font-mono text-xs text-ink-900 shadow-xs focus:outline-2 focus:outline-brand-600 ${
              error ? 'border-red-600' : 'border-ink-300'
            }`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary" loading={verify.isPending}>
          Check this text
        </Button>
      </form>
      <div role="status" className="mt-4">
        {result &&
          (result.matches && result.kind ? (
            <p className="flex items-start gap-2 text-sm font-medium text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Matches your signed {documentTitle(result.kind)}
                {result.signed_at && (
                  <>
                    {' '}
                    from <DateText iso={result.signed_at} />
                  </>
                )}
                .
              </span>
            </p>
          ) : (
            <p className="flex items-start gap-2 text-sm font-medium text-red-800">
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Does not match any document you signed. Its fingerprint is{' '}
                <code className="font-mono text-xs">{shortHash(result.sha256)}</code>.
              </span>
            </p>
          ))}
      </div>
    </section>
  );
}
