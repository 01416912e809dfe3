import type { TestCategory } from '@talent/contract/assessments';

export interface CatalogueFilters {
  q: string;
  category: TestCategory | null;
}

/**
 * Query keys of the skill center and "My assessments". Every key starts with `skill-center`, so a change of
 * visibility (or anything else that moves a standing) refreshes the catalogue, the skill page and both
 * assessments pages at once.
 */
export const skillCenterKeys = {
  all: ['skill-center'] as const,
  catalogue: () => [...skillCenterKeys.all, 'catalogue'] as const,
  list: (filters: CatalogueFilters) => [...skillCenterKeys.catalogue(), filters] as const,
  test: (slug: string) => [...skillCenterKeys.all, 'test', slug] as const,
  mine: () => [...skillCenterKeys.all, 'assessments'] as const,
  completed: () => [...skillCenterKeys.all, 'assessments', 'completed'] as const,
  badges: () => [...skillCenterKeys.all, 'badges'] as const,
};
