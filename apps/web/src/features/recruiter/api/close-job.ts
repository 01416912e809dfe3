import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecruiterJobResponseSchema, type RecruiterJob } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function closeJob(id: string): Promise<RecruiterJob> {
  const response = await api.post<unknown>(recruiterApi(`/jobs/${encodeURIComponent(id)}/close`));
  return RecruiterJobResponseSchema.parse(response.data).data;
}

/** Close a job: its active applications close too, so every console list refreshes (also after a 409). */
export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
