import { useQuery } from '@tanstack/react-query';
import { AssignmentOptionsSchema } from '@talent/contract/assignments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { assignmentKeys } from './assignment-keys.ts';
import { recruiterApi } from './recruiter-assignments-api.ts';

export type AssignmentOptions = z.infer<typeof AssignmentOptionsSchema>['data'];
export type BankTest = AssignmentOptions['tests'][number];

export async function getAssignmentOptions(signal?: AbortSignal): Promise<AssignmentOptions> {
  const response = await api.get<unknown>(recruiterApi('/assignment-options'), { signal });
  return AssignmentOptionsSchema.parse(response.data).data;
}

/** The bank's tests, the interview templates and the default rubric: what the send dialog offers. */
export function useAssignmentOptions(enabled = true) {
  return useQuery({
    queryKey: assignmentKeys.options(),
    queryFn: ({ signal }) => getAssignmentOptions(signal),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
    enabled,
  });
}
