import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecruiterJobResponseSchema, type RecruiterJob, type UpdateJob } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function updateJob(id: string, body: UpdateJob): Promise<RecruiterJob> {
  const response = await api.patch<unknown>(recruiterApi(`/jobs/${encodeURIComponent(id)}`), body);
  return RecruiterJobResponseSchema.parse(response.data).data;
}

/** `PATCH /recruiter/api/jobs/{id}` (whether only elite members may apply); the console's lists refresh. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateJob }) => updateJob(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
