import type { CatalogueFilters } from '../lib/catalogue-filters.ts';

/**
 * Query keys of the candidate's courses. Everything starts with `courses`, so a saved lesson or an enrolment
 * refreshes the catalogue, "continue where you left off" and the course page together.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (filters: CatalogueFilters) => [...courseKeys.lists(), filters] as const,
  mine: () => [...courseKeys.all, 'mine'] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  lessons: (courseId: string) => [...courseKeys.all, 'lesson', courseId] as const,
  lesson: (courseId: string, lessonId: string) => [...courseKeys.lessons(courseId), lessonId] as const,
};
