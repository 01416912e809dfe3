import { useQuery } from '@tanstack/react-query';
import { OperatorCourseListSchema } from '@talent/contract/courses';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { consoleCourseKeys } from './console-course-keys.ts';

export type ConsoleCourseSummary = z.infer<typeof OperatorCourseListSchema>['data'][number];

export const CONSOLE_COURSES_URL = sharedApi('/operator/courses');

export async function getConsoleCourses(signal?: AbortSignal): Promise<ConsoleCourseSummary[]> {
  const response = await api.get<unknown>(CONSOLE_COURSES_URL, { signal });
  return OperatorCourseListSchema.parse(response.data).data;
}

/** `GET /shared/api/operator/courses`: every course, drafts too, last edited first. */
export function useConsoleCourses() {
  return useQuery({
    queryKey: consoleCourseKeys.list(),
    queryFn: ({ signal }) => getConsoleCourses(signal),
    retry: shouldRetry,
  });
}
