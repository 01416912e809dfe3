import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EliteReviewResponseSchema, type EliteDecision, type EliteReview } from '@talent/contract/elite';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { eliteReviewKeys } from './elite-review-keys.ts';

const reviewUrl = (id: string, action: 'notes' | 'decision') =>
  sharedApi(`/operator/elite-reviews/${encodeURIComponent(id)}/${action}`);

export async function addEliteReviewNote(id: string, body: string): Promise<EliteReview> {
  const response = await api.post<unknown>(reviewUrl(id, 'notes'), { body });
  return EliteReviewResponseSchema.parse(response.data).data;
}

export async function decideEliteReview(id: string, decision: EliteDecision): Promise<EliteReview> {
  const response = await api.post<unknown>(reviewUrl(id, 'decision'), decision);
  return EliteReviewResponseSchema.parse(response.data).data;
}

/** A note or a decision: the page takes the server's answer at once, and the lists refetch. */
function useReviewMutation<T>(run: (id: string, input: T) => Promise<EliteReview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => run(id, input),
    onSuccess: (review) => {
      queryClient.setQueryData(eliteReviewKeys.detail(review.id), review);
      void queryClient.invalidateQueries({
        queryKey: eliteReviewKeys.all,
        predicate: (query) => query.queryKey[1] === 'list',
      });
    },
    // A 409 means someone else acted first: show what they did.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: eliteReviewKeys.detail(id) }),
  });
}

/** `POST …/elite-reviews/{id}/notes` (a note for the other reviewers; the candidate never sees it). */
export const useAddEliteReviewNote = () => useReviewMutation(addEliteReviewNote);
/** `POST …/elite-reviews/{id}/decision`: 422 names `reason` or `reapply_at`, 409 once decided elsewhere. */
export const useDecideEliteReview = () => useReviewMutation(decideEliteReview);
