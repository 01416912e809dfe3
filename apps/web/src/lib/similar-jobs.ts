import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimilarJobsSchema, type JobSummary } from '@talent/contract/jobs';
import { api, talentApi } from './api-client.ts';
import { sharedKeys } from './query-keys.ts';

// Jobs like one job, shown under the job page and on the apply flow's success screen: one fetcher for both.
// The key sits under the jobs prefix, so saving a job updates these cards too.

export const similarJobsKey = (id: string) => [...sharedKeys.jobs, 'similar', id] as const;

export async function getSimilarJobs(id: string, signal?: AbortSignal): Promise<JobSummary[]> {
  const response = await api.get<unknown>(talentApi(`/jobs/${encodeURIComponent(id)}/similar`), { signal });
  return SimilarJobsSchema.parse(response.data).data;
}

export const similarJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: similarJobsKey(id), queryFn: ({ signal }) => getSimilarJobs(id, signal) });

/** `GET /talent/api/jobs/:id/similar`. */
export function useSimilarJobs(id: string, enabled = true) {
  return useQuery({ ...similarJobsQueryOptions(id), enabled });
}
