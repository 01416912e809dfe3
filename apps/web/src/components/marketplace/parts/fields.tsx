import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { FieldMessages } from '../../ui/field-messages.tsx';

const controlClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

/** A labelled multi-line box with its count, hint and error tied to it. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  rows = 4,
  optional = false,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  maxLength: number;
  rows?: number;
  optional?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const hintText = `${hint ? `${hint} ` : ''}${formatNumber(value.length)} of ${formatNumber(maxLength)} characters.`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
        {optional && <span className="font-normal text-ink-500"> (optional)</span>}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={controlClass(Boolean(error))}
      />
      <FieldMessages hint={hintText} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

/** A labelled select over a fixed list, with a "choose" first option while nothing is chosen. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  error,
  placeholder = 'Choose…',
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
  error?: string | undefined;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <FieldMessages error={error} errorId={`${id}-error`} />
    </div>
  );
}

/** The sentence a refused send leaves that belongs to no field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
