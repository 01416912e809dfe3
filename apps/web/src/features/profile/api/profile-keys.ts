import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the profile feature. The profile and its resume suggestions share the ['talent', 'profile']
 * prefix, so one invalidation after a save refreshes both.
 */
export const profileKeys = {
  all: sharedKeys.profile,
  detail: () => [...profileKeys.all, 'detail'] as const,
  suggestions: () => [...profileKeys.all, 'resume-suggestions'] as const,
  /** Under the profile prefix: a visibility change in the skill center invalidates it. */
  badges: () => [...profileKeys.all, 'badges'] as const,
  skillStandings: () => [...profileKeys.all, 'skill-standings'] as const,
};
