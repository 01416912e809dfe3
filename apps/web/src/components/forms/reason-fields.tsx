import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from '../ui/field-messages.tsx';

/*
 * The two fields of the "decline with a reason" dialogs (invitations, interview requests, offers): a required
 * reason picked from a list and an optional note. Each form keeps its own schema and submit; a field takes either
 * react-hook-form's `register(...)` result or a controlled value and change handler.
 */

type RadioBinding<T extends string> =
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never }
  | { registration?: never; value: T | null; onChange: (reason: T) => void };

/** The reasons as a radio list in a fieldset; the error is tied to the fieldset. */
export function ReasonRadioGroup<T extends string>({
  legend,
  reasons,
  labels,
  error,
  ...binding
}: RadioBinding<T> & {
  legend: string;
  reasons: readonly T[];
  labels: Record<T, string>;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-reason-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      <div className="mt-2 grid gap-1.5">
        {reasons.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={reason}
              className="size-4 accent-brand-700"
              {...(binding.registration
                ? binding.registration
                : {
                    name: `${id}-reason`,
                    checked: binding.value === reason,
                    onChange: () => binding.onChange(reason),
                  })}
            />
            {labels[reason]}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
}

type TextBinding =
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never }
  | { registration?: never; value: string; onChange: (value: string) => void };

/**
 * "`label` (optional)" over a textarea capped at `maxLength`. With `count` (the current length) the hint starts
 * with "N of MAX characters."; `hint` adds a sentence after it.
 */
export function NoteField({
  label,
  maxLength,
  error,
  count,
  hint,
  ...binding
}: TextBinding & {
  label: ReactNode;
  maxLength: number;
  error?: string | undefined;
  count?: number | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  const hintText =
    [count === undefined ? '' : `${count} of ${maxLength} characters.`, hint ?? '']
      .filter(Boolean)
      .join(' ') || undefined;
  const hintId = `${id}-note-hint`;
  const errorId = `${id}-note-error`;
  const describedBy = [hintText ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
        {label} <span className="font-normal text-ink-500">(optional)</span>
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-ink-300'
        }`}
        {...(binding.registration
          ? binding.registration
          : {
              value: binding.value,
              onChange: (event: ChangeEvent<HTMLTextAreaElement>) => binding.onChange(event.target.value),
            })}
      />
      <FieldMessages hint={hintText} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
