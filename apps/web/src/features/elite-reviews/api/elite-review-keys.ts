/** What the list shows: one status, or every application (`all`). */
export type ReviewFilter = 'submitted' | 'waitlisted' | 'accepted' | 'rejected' | 'all';

/** Query keys of the operators' elite reviews: their own prefix, refetched together after an action. */
export const eliteReviewKeys = {
  all: ['elite-reviews'] as const,
  list: (filter: ReviewFilter) => [...eliteReviewKeys.all, 'list', filter] as const,
  detail: (id: string) => [...eliteReviewKeys.all, 'detail', id] as const,
};
