import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the jobs feature. Every key starts with ['talent', 'jobs'] so one prefix reaches every cached
 * copy of a job (lists, detail, saved, and the similar jobs of `lib/similar-jobs.ts`) when its saved flag changes. Each query brings its own queryFn.
 */
export const jobKeys = {
  all: sharedKeys.jobs,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: Record<string, string>) => [...jobKeys.lists(), params] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  saved: () => [...jobKeys.all, 'saved'] as const,
  recommended: (params: Record<string, string>) => [...jobKeys.all, 'recommended', params] as const,
  aroundTheGlobe: () => [...jobKeys.all, 'around-the-globe'] as const,
  /** The candidate's elite membership, read from the profile: under its prefix, so a profile change refetches it. */
  eliteMembership: () => [...sharedKeys.profile, 'elite-for-jobs'] as const,
};

export const savedSearchKeys = {
  all: ['talent', 'saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};
