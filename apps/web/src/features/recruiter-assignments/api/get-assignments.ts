import { useQuery } from '@tanstack/react-query';
import { RecruiterAssignmentListSchema, type RecruiterAssignment } from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { assignmentKeys } from './assignment-keys.ts';
import { enc, recruiterApi } from './recruiter-assignments-api.ts';

export async function getAssignments(
  applicationId: string,
  signal?: AbortSignal,
): Promise<RecruiterAssignment[]> {
  const response = await api.get<unknown>(recruiterApi(`/applications/${enc(applicationId)}/assignments`), {
    signal,
  });
  return RecruiterAssignmentListSchema.parse(response.data).data;
}

/** The application's sent tests and interviews, newest first. */
export function useAssignments(applicationId: string) {
  return useQuery({
    queryKey: assignmentKeys.list(applicationId),
    queryFn: ({ signal }) => getAssignments(applicationId, signal),
    retry: shouldRetry,
  });
}
