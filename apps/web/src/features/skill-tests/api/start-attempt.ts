import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AttemptResponseSchema,
  CooldownErrorSchema,
  type Attempt,
  type StartAttempt,
} from '@talent/contract/assessments';
import { api, ApiError, talentApi } from '../../../lib/api-client.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** POST /skill-tests/{slug}/attempts: the clock starts here (an attempt in progress comes back as it is). */
export async function startAttempt(slug: string, body: StartAttempt): Promise<Attempt> {
  const response = await api.post<unknown>(
    talentApi(`/skill-tests/${encodeURIComponent(slug)}/attempts`),
    body,
  );
  return AttemptResponseSchema.parse(response.data).data;
}

/** The exact date of the next attempt from a 409 cooldown answer, or null for any other failure. */
export function cooldownUntil(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.response?.status !== 409) return null;
  const body = CooldownErrorSchema.safeParse(error.response.data);
  return body.success ? body.data.next_attempt_at : null;
}

export function useStartAttempt(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAttempt) => startAttempt(slug, body),
    // The page then reads the attempt itself (GET), as a reload would.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillTestKeys.test(slug) }),
  });
}
