import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProctoringLedgerResponseSchema } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';
import type { ProctoringLedger } from './proctoring-ledger.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** DELETE /assessment-attempts/{id}/proctoring: images and events go; the ledger keeps one line saying when. */
export async function deleteProctoring(attemptId: string): Promise<ProctoringLedger> {
  const response = await api.delete<unknown>(talentApi(`${attemptPath(attemptId)}/proctoring`));
  return ProctoringLedgerResponseSchema.parse(response.data).data;
}

export function useDeleteProctoring(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProctoring(attemptId),
    onSuccess: (ledger) => {
      queryClient.setQueryData(skillTestKeys.ledger(attemptId), ledger);
      void queryClient.invalidateQueries({ queryKey: skillTestKeys.result(attemptId) });
    },
  });
}
