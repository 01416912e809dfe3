import { useQuery } from '@tanstack/react-query';
import { EliteReviewResponseSchema, type EliteReview } from '@talent/contract/elite';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { eliteReviewKeys } from './elite-review-keys.ts';

export async function getEliteReview(id: string, signal?: AbortSignal): Promise<EliteReview> {
  const response = await api.get<unknown>(sharedApi(`/operator/elite-reviews/${encodeURIComponent(id)}`), {
    signal,
  });
  return EliteReviewResponseSchema.parse(response.data).data;
}

/** One application as the reviewer reads it; refetched when the tab regains focus (another operator may act). */
export function useEliteReview(id: string) {
  return useQuery({
    queryKey: eliteReviewKeys.detail(id),
    queryFn: ({ signal }) => getEliteReview(id, signal),
    refetchOnWindowFocus: 'always',
  });
}
