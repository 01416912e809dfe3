import { ValidationErrorSchema } from '@talent/contract/errors';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export const controlClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

interface Labelled {
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
  className?: string;
}

function described(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export function InputField({
  label,
  error,
  hint,
  className = '',
  ...props
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { hintId, errorId, describedBy } = described(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(Boolean(error))}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...props
}: Labelled &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const { hintId, errorId, describedBy } = described(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(Boolean(error))}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  className = '',
  children,
  ...props
}: Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const id = useId();
  const { hintId, errorId, describedBy } = described(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(Boolean(error))}
        {...props}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * Copies a 422's dotted `errors` (`deadline_at`, `questions.1.prompt`) onto the form when `accepts(key)`; the
 * rest go to `root.server`. Returns true when the error was a 422.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  accepts: (key: string) => boolean,
): boolean {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return false;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  if (!parsed.success) return false;
  let first = true;
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(parsed.data.errors)) {
    const message = messages[0] ?? parsed.data.message;
    if (accepts(key)) {
      setError(key as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      rest.push(message);
    }
  }
  if (rest.length > 0 || first)
    setError('root.server', { type: 'server', message: rest[0] ?? parsed.data.message });
  return true;
}
