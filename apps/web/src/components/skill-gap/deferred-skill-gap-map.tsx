import { deferred } from '../deferred.tsx';
import type { SkillGapMapProps } from './skill-gap-map.tsx';

/**
 * The map for pages where it sits below the fold (a job, the profile): fetched after the page, so it stays out of
 * their first download.
 */
export const DeferredSkillGapMap = deferred<SkillGapMapProps>(() =>
  import('./skill-gap-map.tsx').then((module) => module.SkillGapMap),
);
