import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobResponseSchema, type JobDetail } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { jobKeys } from './job-keys.ts';

export async function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  const response = await api.get<unknown>(talentApi(`/jobs/${encodeURIComponent(id)}`), { signal });
  return JobResponseSchema.parse(response.data).data;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    retry: shouldRetry,
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
