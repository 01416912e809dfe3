/** Which disputes a list shows: the ones waiting for a decision, or the decided ones. */
export type DisputeFilter = 'open' | 'decided';

/** Query keys of the operators' disputes console: one prefix, refetched together after a decision. */
export const disputeKeys = {
  all: ['disputes-console'] as const,
  lists: () => [...disputeKeys.all, 'list'] as const,
  list: (filter: DisputeFilter) => [...disputeKeys.lists(), filter] as const,
  dispute: (id: string) => [...disputeKeys.all, 'dispute', id] as const,
};
