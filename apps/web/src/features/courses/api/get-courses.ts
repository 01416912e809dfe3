import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CourseListSchema, type CourseSummary } from '@talent/contract/courses';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { apiParams, type CatalogueFilters } from '../lib/catalogue-filters.ts';
import { courseKeys } from './course-keys.ts';

type CourseList = z.infer<typeof CourseListSchema>;

export async function getCourses(
  filters: CatalogueFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CourseList> {
  const response = await api.get<unknown>(talentApi('/courses'), {
    params: apiParams(filters, cursor),
    signal,
  });
  return CourseListSchema.parse(response.data);
}

/** `GET /talent/api/courses?q&skill&level&length&format&sort&cursor`: the catalogue, a page at a time. */
export function useCourses(filters: CatalogueFilters) {
  return useInfiniteQuery({
    queryKey: courseKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCourses(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    retry: shouldRetry,
    // A new search keeps the last answer on screen (dimmed) instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export async function getMyCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const response = await api.get<unknown>(talentApi('/courses/mine'), { signal });
  return CourseListSchema.parse(response.data).data;
}

/** `GET /talent/api/courses/mine`: the courses I enrolled in, last activity first. */
export function useMyCourses() {
  return useQuery({
    queryKey: courseKeys.mine(),
    queryFn: ({ signal }) => getMyCourses(signal),
    retry: shouldRetry,
  });
}
