import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimilarJobsSchema, type JobSummary } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export async function getSimilarJobs(id: string, signal?: AbortSignal): Promise<JobSummary[]> {
  const response = await api.get<unknown>(talentApi(`/jobs/${encodeURIComponent(id)}/similar`), { signal });
  return SimilarJobsSchema.parse(response.data).data;
}

export const similarJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.similar(id), queryFn: ({ signal }) => getSimilarJobs(id, signal) });

export function useSimilarJobs(id: string, enabled = true) {
  return useQuery({ ...similarJobsQueryOptions(id), enabled });
}
