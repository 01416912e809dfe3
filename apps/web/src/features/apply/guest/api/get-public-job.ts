import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobResponseSchema, type JobDetail } from '@talent/contract/jobs';
import { api, sharedApi } from '../../../../lib/api-client.ts';
import { shouldRetry } from '../../../../lib/query-client.ts';
import { guestApplyKeys } from './guest-apply-keys.ts';

/** The job as a guest sees it (no personal fields): `GET /shared/api/jobs/:id`. */
export async function getPublicJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  const response = await api.get<unknown>(sharedApi(`/jobs/${encodeURIComponent(id)}`), { signal });
  return JobResponseSchema.parse(response.data).data;
}

export const publicJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: guestApplyKeys.publicJob(id),
    queryFn: ({ signal }) => getPublicJob(id, signal),
    retry: shouldRetry,
  });

export function usePublicJob(id: string) {
  return useQuery(publicJobQueryOptions(id));
}
