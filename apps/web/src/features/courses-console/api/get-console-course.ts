import { useQuery } from '@tanstack/react-query';
import { OperatorCourseResponseSchema, type OperatorCourse } from '@talent/contract/courses';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { consoleCourseKeys } from './console-course-keys.ts';
import { CONSOLE_COURSES_URL } from './get-console-courses.ts';

export const consoleCourseUrl = (id: string, rest = '') =>
  `${CONSOLE_COURSES_URL}/${encodeURIComponent(id)}${rest}`;

export async function getConsoleCourse(id: string, signal?: AbortSignal): Promise<OperatorCourse> {
  const response = await api.get<unknown>(consoleCourseUrl(id), { signal });
  return OperatorCourseResponseSchema.parse(response.data).data;
}

/**
 * `GET /shared/api/operator/courses/{id}`: the course with every lesson's full content. Not refetched on focus:
 * the forms hold their own drafts and take the server's answer after each save.
 */
export function useConsoleCourse(id: string) {
  return useQuery({
    queryKey: consoleCourseKeys.detail(id),
    queryFn: ({ signal }) => getConsoleCourse(id, signal),
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });
}
