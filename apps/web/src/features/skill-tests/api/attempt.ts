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

/** Read once per visit: the page keeps its own copy of the answers from then on (autosave writes them back). */
export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: skillTestKeys.attempt(id ?? ''),
    queryFn: ({ signal }) => getAttempt(id ?? '', signal),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
