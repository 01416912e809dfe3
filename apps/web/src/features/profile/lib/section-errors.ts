import { ValidationErrorSchema } from '@talent/contract/errors';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyValidationErrors } from '../../../lib/form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A section's 422 onto its form: the server names fields by their PATCH paths (`experience.0.title`,
 * `links.github`), which are the form's own field names. Paths outside the section go to `root.server`.
 */
export function applySectionErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefixes: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return false;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  if (!parsed.success) return false;
  const fields = Object.keys(parsed.data.errors).filter((path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
  return applyValidationErrors(error, setError, fields);
}
