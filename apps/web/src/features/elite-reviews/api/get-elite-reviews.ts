import { useInfiniteQuery } from '@tanstack/react-query';
import { EliteReviewListSchema } from '@talent/contract/elite';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { eliteReviewKeys, type ReviewFilter } from './elite-review-keys.ts';

export type EliteReviewPage = z.infer<typeof EliteReviewListSchema>;
export type EliteReviewSummary = EliteReviewPage['data'][number];

export async function getEliteReviews(
  filter: ReviewFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<EliteReviewPage> {
  const response = await api.get<unknown>(sharedApi('/operator/elite-reviews'), {
    params: { status: filter === 'all' ? undefined : filter, cursor },
    signal,
  });
  return EliteReviewListSchema.parse(response.data);
}

/**
 * Applications under one filter (`GET /shared/api/operator/elite-reviews`), submitted first and oldest first,
 * a page at a time; the list refetches whenever the tab regains focus (another operator may have decided).
 */
export function useEliteReviews(filter: ReviewFilter) {
  return useInfiniteQuery({
    queryKey: eliteReviewKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getEliteReviews(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchOnWindowFocus: 'always',
  });
}
