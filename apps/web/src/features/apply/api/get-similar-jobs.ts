import { useQuery } from '@tanstack/react-query';
import { SimilarJobsSchema, type JobSummary } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';

export async function getSimilarJobs(id: string, signal?: AbortSignal): Promise<JobSummary[]> {
  const response = await api.get<unknown>(talentApi(`/jobs/${encodeURIComponent(id)}/similar`), { signal });
  return SimilarJobsSchema.parse(response.data).data;
}

/** Jobs like this one, for the success screen (`GET /talent/api/jobs/:id/similar`). */
export function useSimilarJobs(id: string) {
  return useQuery({
    queryKey: ['talent', 'jobs', 'similar', id],
    queryFn: ({ signal }) => getSimilarJobs(id, signal),
    retry: shouldRetry,
  });
}
