import { COVER_NOTE_MAX } from '@talent/contract/applications';
import { useId, type Ref } from 'react';
import { formatNumber } from '../../../lib/format.ts';

export interface CoverNoteFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  /** Defaults to the contract's COVER_NOTE_MAX. */
  maxLength?: number | undefined;
  label?: string | undefined;
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/**
 * The cover note: a textarea with a live character count against the limit. The counter turns amber near the
 * limit; the textarea stops at the limit, so the only error left is the server's.
 */
export function CoverNoteField({
  value,
  onChange,
  onBlur,
  error,
  maxLength = COVER_NOTE_MAX,
  label = 'Cover note',
  ref,
}: CoverNoteFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;
  const left = maxLength - value.length;
  const near = left <= Math.max(50, Math.round(maxLength * 0.05));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label} <span className="text-xs font-normal text-ink-500">(optional)</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-600">
        A few sentences on why this role and what you would bring. Recruiters read this first.
      </p>
      <textarea
        id={id}
        ref={ref}
        value={value}
        rows={9}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, countId, errorId].filter(Boolean).join(' ')}
        className={`mt-2 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm leading-relaxed text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-ink-300'
        }`}
      />
      <div className="mt-1.5 flex items-start justify-between gap-4">
        <div>
          {error && (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        {/* Read on focus through aria-describedby, not announced on every keystroke. */}
        <p
          id={countId}
          className={`shrink-0 text-xs tabular-nums ${near ? 'font-medium text-amber-800' : 'text-ink-500'}`}
        >
          {formatNumber(value.length)} / {formatNumber(maxLength)}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
