import { useQuery } from '@tanstack/react-query';
import { AssignmentResponseSchema, type Assignment } from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { assignmentApi } from './assignment-path.ts';
import { assignmentKeys } from './assignment-keys.ts';
import { retryUnlessFinal } from '../lib/link-errors.ts';

/** GET /assignments/{token}: what it is, how long, what is recorded, who sees it (404 not valid, 410 expired). */
export async function getAssignment(token: string, signal?: AbortSignal): Promise<Assignment> {
  const response = await api.get<unknown>(assignmentApi(token), { signal });
  return AssignmentResponseSchema.parse(response.data).data;
}

export function useAssignment(token: string) {
  return useQuery({
    queryKey: assignmentKeys.assignment(token),
    queryFn: ({ signal }) => getAssignment(token, signal),
    retry: retryUnlessFinal,
  });
}
