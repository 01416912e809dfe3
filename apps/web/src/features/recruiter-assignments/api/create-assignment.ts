import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RecruiterAssignmentResponseSchema,
  type CreateAssignment,
  type RecruiterAssignment,
} from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';
import { enc, recruiterApi } from './recruiter-assignments-api.ts';

export async function createAssignment(
  applicationId: string,
  body: CreateAssignment,
): Promise<RecruiterAssignment> {
  const response = await api.post<unknown>(
    recruiterApi(`/applications/${enc(applicationId)}/assignments`),
    body,
  );
  return RecruiterAssignmentResponseSchema.parse(response.data).data;
}

/**
 * Send a test or an interview. The application moves to "assessment" on the server, so the whole console (the
 * applicant, the pipeline lists, the dashboard) refetches, not only this list.
 */
export function useCreateAssignment(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignment) => createAssignment(applicationId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
