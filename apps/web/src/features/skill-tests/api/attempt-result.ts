import { useQuery } from '@tanstack/react-query';
import { ResultResponseSchema, type Result } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** GET /assessment-attempts/{id}/result (409 while the attempt is in progress). */
export async function getAttemptResult(attemptId: string, signal?: AbortSignal): Promise<Result> {
  const response = await api.get<unknown>(talentApi(`${attemptPath(attemptId)}/result`), { signal });
  return ResultResponseSchema.parse(response.data).data;
}

export function useAttemptResult(attemptId: string | null) {
  return useQuery({
    queryKey: skillTestKeys.result(attemptId ?? ''),
    queryFn: ({ signal }) => getAttemptResult(attemptId ?? '', signal),
    enabled: attemptId !== null,
  });
}
