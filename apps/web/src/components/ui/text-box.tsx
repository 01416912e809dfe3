import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './field-messages.tsx';
import { formatNumber } from '../../lib/format.ts';

const textareaClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

/** A required multi-line field with its limit counted in the hint; the hint and error are tied to it. */
export function TextBox({
  label,
  hint,
  error,
  count,
  maxLength,
  registration,
  placeholder,
  rows = 3,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  count: number;
  maxLength: number;
  registration: UseFormRegisterReturn;
  placeholder?: string;
  rows?: number;
}) {
  const id = useId();
  const hintText = `${hint ? `${hint} ` : ''}${formatNumber(count)} of ${formatNumber(maxLength)} characters.`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={textareaClass(Boolean(error))}
        {...registration}
      />
      <FieldMessages hint={hintText} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}
