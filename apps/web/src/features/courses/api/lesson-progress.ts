import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LessonProgressResponseSchema,
  type CourseDetail,
  type Lesson,
  type LessonProgress,
  type LessonProgressUpdate,
  type MyCourseProgress,
} from '@talent/contract/courses';
import { api } from '../../../lib/api-client.ts';
import { certificateKeys } from '../../../lib/certificates.ts';
import { sendKeepalive } from '../../../lib/keepalive-request.ts';
import { courseKeys } from './course-keys.ts';
import { lessonUrl } from './get-lesson.ts';

/**
 * What the server said about a lesson and its course after a save, a quiz or an exercise: the course page, the
 * open lesson and the catalogue's progress follow at once, without a refetch.
 */
export function applyProgress(
  queryClient: QueryClient,
  courseId: string,
  lessonId: string,
  lesson: LessonProgress,
  course: MyCourseProgress,
) {
  queryClient.setQueryData<CourseDetail>(courseKeys.detail(courseId), (detail) =>
    detail
      ? {
          ...detail,
          progress: course,
          modules: detail.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((outline) =>
              outline.id === lessonId ? { ...outline, progress: lesson } : outline,
            ),
          })),
        }
      : detail,
  );
  queryClient.setQueryData<Lesson>(courseKeys.lesson(courseId, lessonId), (current) =>
    current ? { ...current, progress: lesson } : current,
  );
  void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: courseKeys.mine() });
  if (course.certificate_id) void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
}

const progressUrl = (courseId: string, lessonId: string) => lessonUrl(courseId, lessonId, '/progress');

export async function saveLessonProgress(courseId: string, lessonId: string, update: LessonProgressUpdate) {
  const response = await api.put<unknown>(progressUrl(courseId, lessonId), update);
  return LessonProgressResponseSchema.parse(response.data).data;
}

/**
 * The last save of a page that is going away (`pagehide`): a keepalive request, so it outlives the page. Its
 * answer is never read; the next visit reads the position from the server.
 */
export function sendProgressOnLeave(
  courseId: string,
  lessonId: string,
  update: LessonProgressUpdate,
): boolean {
  return sendKeepalive('PUT', progressUrl(courseId, lessonId), update);
}

/** `PUT …/lessons/{lessonId}/progress`: a position (last write wins by `client_time`) or `done` (never undone). */
export function useSaveProgress(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: LessonProgressUpdate) => saveLessonProgress(courseId, lessonId, update),
    onSuccess: (result) => applyProgress(queryClient, courseId, lessonId, result.lesson, result.course),
  });
}
