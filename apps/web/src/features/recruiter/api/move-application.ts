import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicantResponseSchema,
  type ApplicantDetail,
  type MoveApplication,
} from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function moveApplication(id: string, body: MoveApplication): Promise<ApplicantDetail> {
  const response = await api.post<unknown>(
    recruiterApi(`/applications/${encodeURIComponent(id)}/status`),
    body,
  );
  return ApplicantResponseSchema.parse(response.data).data;
}

/**
 * Move or reject. The answer is the applicant as it now stands, written straight into its cache; the lists,
 * counts and dashboard refresh whether it worked or was refused (a 409: someone moved it meanwhile).
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MoveApplication }) => moveApplication(id, body),
    onSuccess: (applicant) => queryClient.setQueryData(recruiterKeys.applicant(applicant.id), applicant),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
