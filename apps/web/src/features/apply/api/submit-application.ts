import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationResponseSchema,
  type Application,
  type SubmitApplication,
} from '@talent/contract/applications';
import { IDEMPOTENCY_KEY_HEADER } from '@talent/contract/http';
import { useRef } from 'react';
import { api, ApiError, talentApi } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export async function submitApplication(
  jobId: string,
  body: SubmitApplication,
  idempotencyKey: string,
): Promise<Application> {
  const response = await api.post<unknown>(
    talentApi(`/jobs/${encodeURIComponent(jobId)}/applications`),
    body,
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    },
  );
  return ApplicationResponseSchema.parse(response.data).data;
}

export interface Attempt {
  key: string;
  body: string;
}

/**
 * The key for this submit: the previous attempt's when the body is the same (a retry, a double click), a new one
 * when the body changed (the server answers 422 to one key with two bodies).
 */
export function attemptFor(previous: Attempt | null, body: SubmitApplication, newKey: () => string): Attempt {
  const serialised = JSON.stringify(body);
  if (previous && previous.body === serialised) return previous;
  return { key: newKey(), body: serialised };
}

/** Only a request that got no answer at all is retried by itself; the key makes that safe. */
function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && !error.response && error.code !== 'ERR_CANCELED';
}

/**
 * `POST /talent/api/jobs/:id/applications` with an `Idempotency-Key` generated once per attempt and reused on
 * every retry of it, so a double click or a repeated request never creates two applications.
 */
export function useSubmitApplication(jobId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: SubmitApplication; key: string }) =>
      submitApplication(jobId, body, key),
    retry: retryOnce,
    retryDelay: 500,
    onSuccess: () => {
      attempt.current = null;
      queryClient.removeQueries({ queryKey: applyKeys.draft(jobId) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applyKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: applyKeys.applications() }),
      ]),
  });
  const inFlight = useRef<Promise<Application> | null>(null);

  const submit = (body: SubmitApplication): Promise<Application> => {
    // A second click while the first is on its way joins it instead of sending again.
    if (inFlight.current) return inFlight.current;
    attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    const promise = mutation.mutateAsync({ body, key: attempt.current.key }).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = promise;
    return promise;
  };

  return { ...mutation, submit };
}
