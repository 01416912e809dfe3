import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** The id of the control for a draft path (`tiers.0.price_minor` → `svc-tiers-0-price_minor`): errors link to it. */
export const fieldId = (path: string) => `svc-${path.replaceAll('.', '-')}`;

export const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

/** A label, the control (given the ids to describe it), a hint and the error, all tied together. */
export function Field({
  path,
  label,
  hint,
  error,
  children,
}: {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = fieldId(path);
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type NumberProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/** A whole number, or nothing yet (an empty box is `undefined`, which a draft may hold). */
export function WholeNumberInput({ value, onChange, className, ...props }: NumberProps) {
  return (
    <input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        const number = Number(text);
        onChange(text === '' || !Number.isFinite(number) ? undefined : Math.trunc(number));
      }}
      className={className}
    />
  );
}

/**
 * An amount typed in the currency's units ("90", "40.5") and kept in cents. It keeps its own text, so "40." stays
 * as typed; a change from outside replaces it.
 */
export function PriceInput({
  value,
  onChange,
  currency,
  className,
  ...props
}: NumberProps & { currency: string }) {
  const shown = value === undefined ? '' : (value / 100).toFixed(value % 100 === 0 ? 0 : 2);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== toCents(text)) setText(shown);
  }
  return (
    <div className="relative">
      <input
        {...props}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const cents = toCents(event.target.value);
          setSeen(cents);
          onChange(cents);
        }}
        className={`${className ?? ''} pr-14`}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 mt-0.75 -translate-y-1/2 text-xs font-medium text-ink-500"
      >
        {currency}
      </span>
    </div>
  );
}

function toCents(text: string): number | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}
