import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { formatNumber } from '../../../lib/format.ts';

/**
 * A Markdown text with Write and Preview: the preview is the candidate's own rendering (no raw HTML, code
 * highlighted), so what the operator sees is what the lesson shows.
 */
export function MarkdownField({
  label,
  value,
  registration,
  error,
  maxLength,
  rows = 10,
  hint = 'Markdown: ## headings, **bold**, lists, links and ```js fenced code``` blocks.',
}: {
  label: string;
  value: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  maxLength: number;
  rows?: number;
  hint?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState(false);
  const tab = (active: boolean) =>
    `rounded-md px-2.5 py-1 text-xs font-semibold ${
      active ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100'
    }`;
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        <div role="group" aria-label={`${label}: write or preview`} className="flex gap-1">
          <button
            type="button"
            aria-pressed={!preview}
            className={tab(!preview)}
            onClick={() => setPreview(false)}
          >
            Write
          </button>
          <button
            type="button"
            aria-pressed={preview}
            className={tab(preview)}
            onClick={() => setPreview(true)}
          >
            Preview
          </button>
        </div>
      </div>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        hidden={preview}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 font-mono text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-ink-300'
        }`}
        {...registration}
      />
      {preview && (
        <div
          aria-label={`${label} preview`}
          role="region"
          className="mt-1.5 min-h-24 rounded-control border border-dashed border-ink-300 bg-white p-4"
        >
          {value.trim() ? (
            <LessonMarkdown markdown={value} />
          ) : (
            <p className="text-sm text-ink-500">Nothing written yet.</p>
          )}
        </div>
      )}
      <FieldMessages
        hint={`${hint} ${formatNumber(value.length)} of ${formatNumber(maxLength)} characters.`}
        hintId={`${id}-hint`}
        error={error}
        errorId={`${id}-error`}
      />
    </div>
  );
}
