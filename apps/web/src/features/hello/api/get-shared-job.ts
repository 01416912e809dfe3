import { useQuery } from '@tanstack/react-query';
import { JobResponseSchema, type JobDetail } from '@talent/contract/jobs';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { helloKeys } from './hello-keys.ts';

/** The job a shared link names, as anyone may see it (`GET /shared/api/jobs/:id`, nothing personal in it). */
async function getSharedJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  const response = await api.get<unknown>(sharedApi(`/jobs/${encodeURIComponent(id)}`), { signal });
  return JobResponseSchema.parse(response.data).data;
}

export function useSharedJob(id: string | null) {
  return useQuery({
    queryKey: helloKeys.sharedJob(id ?? ''),
    queryFn: ({ signal }) => getSharedJob(id!, signal),
    enabled: id !== null,
    retry: shouldRetry,
  });
}
