import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the navigation badges. Their own keys (not the pages' list keys): a badge reads only `meta.pending`
 * of a narrower request. They start with the pipeline prefixes, so the live hook refreshes them with everything else.
 */
export const pipelineBadgeKeys = {
  interviewRequests: () => [...sharedKeys.interviewRequests, 'pending-count'] as const,
  offers: () => [...sharedKeys.offers, 'pending-count'] as const,
};
