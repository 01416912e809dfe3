import { ValidationErrorSchema } from '@talent/contract/errors';
import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FieldMessages } from '../../../../components/ui/field-messages.tsx';
import { timeZoneOptions } from '../../../../lib/time-zones.ts';
import { zoneName } from './time.ts';
import { ApiError } from '../../../../lib/api-client.ts';

/**
 * Copies a 422's dotted `errors` (`slots.0`, `interviewers.1.name`) onto the form when `accepts(key)`; the rest
 * go to `root.server`. Returns true when the error was a 422.
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

const control =
  'mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

export function TextArea({
  label,
  error,
  hint,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`${control} ${error ? 'border-red-600' : 'border-ink-300'}`}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`${control} ${error ? 'border-red-600' : 'border-ink-300'}`}
        {...props}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Every zone the browser knows (and the current one), labelled with its offset now. */
export function ZoneOptions({ current }: { current: string }) {
  return (
    <>
      {timeZoneOptions(current).map((zone) => (
        <option key={zone} value={zone}>
          {zoneName(zone)}
        </option>
      ))}
    </>
  );
}

/** zod issues as react-hook-form's nested errors (first message per path; numeric keys make arrays). */
export function nestedErrors<T extends FieldValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    let node = errors;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        const existing = node[key] as Record<string, unknown> | undefined;
        if (!existing?.message) node[key] = { ...existing, type: issue.code, message: issue.message };
      } else {
        node[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return errors as FieldErrors<T>;
}
