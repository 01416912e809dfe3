import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';

/** Where a contract field's error shows on a form: a dotted path of the form's values. */
export type FieldOf = (path: readonly PropertyKey[]) => string;

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] ??= value;
      return;
    }
    const next = keys[i + 1]!;
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver that checks the values as the contract's input (the one schema the server checks
 * too), and puts each message where the form shows that field.
 */
export function contractResolver<V extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  fieldOf: FieldOf,
): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      setPath(errors, fieldOf(issue.path), { type: 'validate', message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * Copies a 422's field errors onto the form (the first one takes the focus); a field the form does not show goes to
 * `root.server`. Returns false for any other failure.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldOf: FieldOf,
  shown: (field: string) => boolean,
): boolean {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return false;
  const body = parseValidationError(error.response.data);
  if (!body) return false;
  let first = true;
  for (const [key, messages] of Object.entries(body.errors)) {
    const field = fieldOf(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
    const message = messages[0] ?? body.message;
    if (shown(field)) {
      setError(field as Path<V>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      setError('root.server', { type: 'server', message });
    }
  }
  return true;
}
