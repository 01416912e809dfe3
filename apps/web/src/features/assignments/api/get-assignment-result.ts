import { useQuery } from '@tanstack/react-query';
import { AssignmentResultResponseSchema } from '@talent/contract/assignments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { retryUnlessFinal } from '../lib/link-errors.ts';
import { assignmentApi } from './assignment-path.ts';
import { assignmentKeys } from './assignment-keys.ts';

export type AssignmentResult = z.infer<typeof AssignmentResultResponseSchema>['data'];

/** GET /assignments/{token}/result (409 while not completed). */
export async function getAssignmentResult(token: string, signal?: AbortSignal): Promise<AssignmentResult> {
  const response = await api.get<unknown>(assignmentApi(token, '/result'), { signal });
  return AssignmentResultResponseSchema.parse(response.data).data;
}

export function useAssignmentResult(token: string) {
  return useQuery({
    queryKey: assignmentKeys.result(token),
    queryFn: ({ signal }) => getAssignmentResult(token, signal),
    retry: retryUnlessFinal,
  });
}
