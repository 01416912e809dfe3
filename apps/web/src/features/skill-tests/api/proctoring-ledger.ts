import { useQuery } from '@tanstack/react-query';
import { ProctoringLedgerResponseSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';
import { skillTestKeys } from './skill-test-keys.ts';

export type ProctoringLedger = z.infer<typeof ProctoringLedgerResponseSchema>['data'];

/** GET /assessment-attempts/{id}/proctoring: every entry captured, and how long it is kept. */
export async function getProctoringLedger(
  attemptId: string,
  signal?: AbortSignal,
): Promise<ProctoringLedger> {
  const response = await api.get<unknown>(talentApi(`${attemptPath(attemptId)}/proctoring`), { signal });
  return ProctoringLedgerResponseSchema.parse(response.data).data;
}

export function useProctoringLedger(attemptId: string, enabled: boolean) {
  return useQuery({
    queryKey: skillTestKeys.ledger(attemptId),
    queryFn: ({ signal }) => getProctoringLedger(attemptId, signal),
    enabled,
  });
}
