import { useQuery } from '@tanstack/react-query';
import { AttemptResponseSchema, type Attempt } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { skillTestKeys } from './skill-test-keys.ts';

export const attemptPath = (id: string) => `/assessment-attempts/${encodeURIComponent(id)}`;

/** GET /assessment-attempts/{id}: the items (without keys) and every answer the server holds. */
export async function getAttempt(id: string, signal?: AbortSignal): Promise<Attempt> {
  const response = await api.get<unknown>(talentApi(attemptPath(id)), { signal });
  return AttemptResponseSchema.parse(response.data).data;
}

/**
 * Read fresh on every visit (never from an old cache: the answers and `server_now` must be the server's of now),
 * then left alone: the page keeps its own copy of the answers, which autosave writes back.
 */
export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: skillTestKeys.attempt(id ?? ''),
    queryFn: ({ signal }) => getAttempt(id ?? '', signal),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
