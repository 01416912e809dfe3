import type { z } from 'zod';
import { ApiError, statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';

/** What a form shows after a refused send: a message per field (`answers.0.answer`), and one for the rest. */
export interface FormProblems {
  fields: Record<string, string>;
  other: string | null;
}

export const NO_PROBLEMS: FormProblems = { fields: {}, other: null };

/**
 * A failed request as the form shows it: a 422's errors by field (those the form does not show go to `other`), any
 * other failure (a lost connection) as one sentence.
 */
export function problemsFrom(error: unknown, shownFields: (field: string) => boolean): FormProblems {
  if (error instanceof ApiError && error.response?.status === 422) {
    const body = parseValidationError(error.response.data);
    if (body) {
      const fields: Record<string, string> = {};
      let other: string | null = null;
      for (const [field, messages] of Object.entries(body.errors)) {
        const message = messages[0] ?? body.message;
        if (shownFields(field)) fields[field] ??= message;
        else other ??= message;
      }
      if (Object.keys(fields).length === 0) other ??= body.message;
      return { fields, other };
    }
  }
  // A 409's reason is a toast already (api/orders.ts): the form may be gone with the refetch.
  if (statusOf(error) === 409) return NO_PROBLEMS;
  return { fields: {}, other: errorMessage(error) };
}

/** The same from a local check against the contract's schema, before anything is sent. */
export function problemsFromZod(error: z.ZodError): FormProblems {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { fields, other: null };
}
