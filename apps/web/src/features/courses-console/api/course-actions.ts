import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OperatorCourseResponseSchema,
  type CourseInput,
  type LessonInput,
  type OperatorCourse,
} from '@talent/contract/courses';
import { api } from '../../../lib/api-client.ts';
import { consoleCourseKeys } from './console-course-keys.ts';
import { consoleCourseUrl } from './get-console-course.ts';
import { CONSOLE_COURSES_URL } from './get-console-courses.ts';

type ModuleInput = { title: string; summary: string };

const parse = (data: unknown) => OperatorCourseResponseSchema.parse(data).data;

/** Every change answers the whole course: the page takes it at once, and the list refetches. */
function useCourseMutation<T>(run: (input: T) => Promise<OperatorCourse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (course) => {
      queryClient.setQueryData(consoleCourseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: consoleCourseKeys.list() });
    },
  });
}

/** `POST /shared/api/operator/courses` (201): a draft course. */
export const useCreateCourse = () =>
  useCourseMutation(async (input: CourseInput) => parse((await api.post(CONSOLE_COURSES_URL, input)).data));

/** `PATCH …/courses/{id}`: details, or `published` alone (422 `published` when it has no final quiz yet). */
export const useUpdateCourse = (id: string) =>
  useCourseMutation(async (patch: Partial<CourseInput>) =>
    parse((await api.patch(consoleCourseUrl(id), patch)).data),
  );

/** `POST …/modules` (201) and `PATCH …/modules/{moduleId}`. */
export const useSaveModule = (courseId: string) =>
  useCourseMutation(async ({ moduleId, input }: { moduleId: string | null; input: ModuleInput }) =>
    parse(
      (moduleId
        ? await api.patch(consoleCourseUrl(courseId, `/modules/${encodeURIComponent(moduleId)}`), input)
        : await api.post(consoleCourseUrl(courseId, '/modules'), input)
      ).data,
    ),
  );

/** `DELETE …/modules/{moduleId}` (409 while candidates have progress on its lessons). */
export const useDeleteModule = (courseId: string) =>
  useCourseMutation(async (moduleId: string) =>
    parse((await api.delete(consoleCourseUrl(courseId, `/modules/${encodeURIComponent(moduleId)}`))).data),
  );

/** `POST …/modules/{moduleId}/lessons` (201) and `PATCH …/lessons/{lessonId}`. */
export const useSaveLesson = (courseId: string) =>
  useCourseMutation(
    async ({
      moduleId,
      lessonId,
      input,
    }: {
      moduleId: string;
      lessonId: string | null;
      input: LessonInput;
    }) =>
      parse(
        (lessonId
          ? await api.patch(consoleCourseUrl(courseId, `/lessons/${encodeURIComponent(lessonId)}`), input)
          : await api.post(
              consoleCourseUrl(courseId, `/modules/${encodeURIComponent(moduleId)}/lessons`),
              input,
            )
        ).data,
      ),
  );

/** `DELETE …/lessons/{lessonId}` (409 when it would leave a published course without a final quiz). */
export const useDeleteLesson = (courseId: string) =>
  useCourseMutation(async (lessonId: string) =>
    parse((await api.delete(consoleCourseUrl(courseId, `/lessons/${encodeURIComponent(lessonId)}`))).data),
  );
