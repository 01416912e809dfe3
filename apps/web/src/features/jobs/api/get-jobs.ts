import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { JobListSchema, type JobList } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { filtersRecord, type JobFilters } from '../lib/search-params.ts';
import { jobKeys } from './job-keys.ts';

export async function getJobs(
  params: Record<string, string>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<JobList> {
  const response = await api.get<unknown>(talentApi('/jobs'), {
    params: cursor ? { ...params, cursor } : params,
    signal,
  });
  return JobListSchema.parse(response.data);
}

/** Cursor paging: each page hands over the cursor of the next; a null cursor ends the list. */
export const jobsInfiniteQueryOptions = (filters: JobFilters) => {
  const params = filtersRecord(filters);
  return infiniteQueryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ pageParam, signal }) => getJobs(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
};

/** The previous results (and their facet counts) stay on screen while a changed search loads. */
export function useJobs(filters: JobFilters) {
  return useInfiniteQuery({ ...jobsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}
