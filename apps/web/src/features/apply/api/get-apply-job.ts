import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobResponseSchema, type JobDetail } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applyKeys } from './apply-keys.ts';

export async function getApplyJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  const response = await api.get<unknown>(talentApi(`/jobs/${encodeURIComponent(id)}`), { signal });
  return JobResponseSchema.parse(response.data).data;
}

export const applyJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applyKeys.job(id),
    queryFn: ({ signal }) => getApplyJob(id, signal),
    retry: shouldRetry,
  });

/** The job being applied to (`GET /talent/api/jobs/:id`): its questions, minutes and application state. */
export function useApplyJob(id: string) {
  return useQuery(applyJobQueryOptions(id));
}
