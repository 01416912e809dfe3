import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { RecommendedListSchema, type RecommendedList } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export async function getRecommendedJobs(
  params: Record<string, string>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RecommendedList> {
  const response = await api.get<unknown>(talentApi('/jobs/recommended'), {
    params: cursor ? { ...params, cursor } : params,
    signal,
  });
  return RecommendedListSchema.parse(response.data);
}

/** Ranked by score, cursor-paged like the search; `min_score` 0 is the same as none, so it stays out of the key. */
export const recommendedJobsQueryOptions = (minScore: number) => {
  const params: Record<string, string> = minScore > 0 ? { min_score: String(minScore) } : {};
  return infiniteQueryOptions({
    queryKey: jobKeys.recommended(params),
    queryFn: ({ pageParam, signal }) => getRecommendedJobs(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
};

/** The previous list stays on screen while a changed minimum score loads. */
export function useRecommendedJobs(minScore: number) {
  return useInfiniteQuery({ ...recommendedJobsQueryOptions(minScore), placeholderData: keepPreviousData });
}
