import { ApiError, statusOf } from '../../../lib/api-client.ts';

/*
 * What a failed token request means for the person holding the link. The server answers the same 404 for a token
 * of someone else's, an unknown one and a malformed one (nothing is revealed), 410 with the deadline once it has
 * passed, and 409 when the step does not fit the assignment's state (its body says what instead).
 */
export type LinkProblem =
  | { kind: 'not-valid' }
  | { kind: 'expired'; deadlineAt: string | null }
  | { kind: 'conflict'; message: string | null }
  | { kind: 'other' };

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.response?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** The deadline a 410 carries, wherever the server put it (`deadline_at` at the top or under `data`). */
function deadlineOf(body: Record<string, unknown> | null): string | null {
  const candidates = [body?.deadline_at, (body?.data as Record<string, unknown> | undefined)?.deadline_at];
  const found = candidates.find((value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)));
  return (found as string | undefined) ?? null;
}

export function linkProblemOf(error: unknown): LinkProblem {
  const status = statusOf(error);
  if (status === 404) return { kind: 'not-valid' };
  if (status === 410) return { kind: 'expired', deadlineAt: deadlineOf(bodyOf(error)) };
  if (status === 409) {
    const message = bodyOf(error)?.message;
    return { kind: 'conflict', message: typeof message === 'string' ? message : null };
  }
  return { kind: 'other' };
}

/** TanStack Query's retry: a 4xx is the answer, not a hiccup (a 404 retried three times only delays the page). */
export function retryUnlessFinal(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}
