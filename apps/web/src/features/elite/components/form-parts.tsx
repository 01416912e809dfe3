import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { FromProfile } from './from-profile.tsx';

export const controlClasses = (error: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-ink-50 disabled:text-ink-600 ${
    error ? 'border-red-600' : 'border-ink-300'
  }`;

export const choiceCard =
  'flex cursor-pointer items-center gap-2.5 rounded-control border border-ink-200 bg-white px-3 py-2.5 text-sm font-medium text-ink-900 hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default';

/** The ids a control's aria-describedby names: its hint, its "from your profile" note and its error. */
export function describedBy(id: string, parts: { hint?: unknown; note?: boolean; error?: unknown }) {
  return (
    [parts.hint ? `${id}-hint` : '', parts.note ? `${id}-note` : '', parts.error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/** A labelled control with its hint, error, and the note when the profile filled it. */
export function Field({
  id,
  label,
  hint,
  error,
  fromProfile = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  fromProfile?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        <span id={`${id}-note`}>
          <FromProfile show={fromProfile} />
        </span>
      </div>
      {children}
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

/**
 * A `Field` around one plain input: the label, hint, "from your profile" note and error wired to the input's ARIA.
 * `input` holds the input's own attributes (type, placeholder, min…); `registration` is react-hook-form's.
 */
export function InputField({
  id,
  label,
  hint,
  error,
  fromProfile = false,
  className = '',
  input,
  registration,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: { message?: string | undefined } | undefined;
  fromProfile?: boolean;
  className?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error?.message} fromProfile={fromProfile}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, note: fromProfile, error })}
        className={`${controlClasses(Boolean(error))} ${className}`.trim()}
        {...registration}
      />
    </Field>
  );
}

/** A group of checkboxes or radios with its legend, hint, note and error. */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  fromProfile = false,
  columns = 'sm:grid-cols-2',
  children,
}: {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  fromProfile?: boolean;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy(id, { hint, note: fromProfile, error })}>
      <legend className="flex flex-wrap items-center text-sm font-medium text-ink-800">{legend}</legend>
      <span id={`${id}-note`}>
        <FromProfile show={fromProfile} />
      </span>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-2 ${columns}`}>{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Empty input → null, anything else → a number (the contract refuses NaN with its own message). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
