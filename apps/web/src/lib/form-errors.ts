import { RETRY_AFTER_HEADER } from '@talent/contract/http';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { parseValidationError } from './wire-checks.ts';

/** Copies a 422's `errors` onto the form. Returns true when it did; unknown fields go to `root.server`. */
export function applyValidationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return false;
  const body = parseValidationError(error.response.data);
  if (!body) return false;
  let first = true;
  for (const [field, messages] of Object.entries(body.errors)) {
    const message = messages[0] ?? body.message;
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      setError('root.server', { type: 'server', message });
    }
  }
  return true;
}

/** Seconds to wait from a 429's Retry-After header, or null when the error is not a 429. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.response?.status !== 429) return null;
  const header = error.response.headers[RETRY_AFTER_HEADER.toLowerCase()] as unknown;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  const date = typeof header === 'string' ? Date.parse(header) : NaN;
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - Date.now()) / 1000)) : 60;
}

/** A sentence to show for any other failure. 5xx messages are masked by the server already. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    if (!error.response) return 'We could not reach Borderless. Check your connection and try again.';
    const status = error.response.status;
    if (status === 503) return 'Borderless is down for maintenance. Please try again shortly.';
    if (status === 419) return 'Your session expired. Please try again.';
    if (status >= 500) return fallback;
    const data = error.response.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
