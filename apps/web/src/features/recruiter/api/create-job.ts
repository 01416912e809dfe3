import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecruiterJobResponseSchema, type CreateJob, type RecruiterJob } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function createJob(body: CreateJob): Promise<RecruiterJob> {
  const response = await api.post<unknown>(recruiterApi('/jobs'), body);
  return RecruiterJobResponseSchema.parse(response.data).data;
}

/** Post a job (open at once); the job lists and the dashboard refresh. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
