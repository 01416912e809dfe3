import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResultResponseSchema, type Result } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** POST /assessment-attempts/{id}/submit: graded on the server (409 when already closed). */
export async function submitAttempt(attemptId: string): Promise<Result> {
  const response = await api.post<unknown>(talentApi(`${attemptPath(attemptId)}/submit`), {});
  return ResultResponseSchema.parse(response.data).data;
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (result) => {
      queryClient.setQueryData(skillTestKeys.result(result.attempt_id), result);
    },
    // Not awaited, and not the attempt itself: the page moves to the result without reading the closed attempt.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...skillTestKeys.all, 'test'] }),
  });
}
