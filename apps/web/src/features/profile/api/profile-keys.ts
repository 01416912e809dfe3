import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the profile feature. The profile and its resume suggestions share the ['talent', 'profile']
 * prefix, so one invalidation after a save refreshes both.
 */
export const profileKeys = {
  all: sharedKeys.profile,
  detail: () => [...profileKeys.all, 'detail'] as const,
  suggestions: () => [...profileKeys.all, 'resume-suggestions'] as const,
};
