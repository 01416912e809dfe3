import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedJobListSchema, type JobSummary } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export async function getSavedJobs(signal?: AbortSignal): Promise<JobSummary[]> {
  const response = await api.get<unknown>(talentApi('/jobs/saved'), { signal });
  return SavedJobListSchema.parse(response.data).data;
}

export const savedJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.saved(), queryFn: ({ signal }) => getSavedJobs(signal) });

export function useSavedJobs() {
  return useQuery(savedJobsQueryOptions());
}
