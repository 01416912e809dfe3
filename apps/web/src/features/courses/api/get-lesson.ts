import { useQuery } from '@tanstack/react-query';
import { LessonResponseSchema, type Lesson } from '@talent/contract/courses';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { courseKeys } from './course-keys.ts';
import { courseUrl } from './get-course.ts';

export const lessonUrl = (courseId: string, lessonId: string, rest = '') =>
  courseUrl(courseId, `/lessons/${encodeURIComponent(lessonId)}${rest}`);

export async function getLesson(courseId: string, lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  const response = await api.get<unknown>(lessonUrl(courseId, lessonId), { signal });
  return LessonResponseSchema.parse(response.data).data;
}

/**
 * `GET …/lessons/{lessonId}` (403 when not enrolled, unless the lesson is a preview). Not refetched on focus: the
 * player reads the saved position once per lesson, so a refetch could not move the video, but it would be noise.
 */
export function useLesson(courseId: string, lessonId: string | null) {
  return useQuery({
    queryKey: courseKeys.lesson(courseId, lessonId ?? ''),
    queryFn: ({ signal }) => getLesson(courseId, lessonId!, signal),
    enabled: lessonId !== null,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });
}
