import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CourseResponseSchema, type CourseDetail } from '@talent/contract/courses';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { courseKeys } from './course-keys.ts';

export const courseUrl = (id: string, rest = '') => talentApi(`/courses/${encodeURIComponent(id)}${rest}`);

export async function getCourse(id: string, signal?: AbortSignal): Promise<CourseDetail> {
  const response = await api.get<unknown>(courseUrl(id), { signal });
  return CourseResponseSchema.parse(response.data).data;
}

/** `GET /talent/api/courses/{id}`: the syllabus, my progress and where to resume (404: unknown or unpublished). */
export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: shouldRetry,
  });
}

export async function enrol(id: string): Promise<CourseDetail> {
  const response = await api.post<unknown>(courseUrl(id, '/enrol'));
  return CourseResponseSchema.parse(response.data).data;
}

/** `POST …/enrol` (idempotent): the page takes the answer at once; the lists and the lessons refetch. */
export function useEnrol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrol(id),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: courseKeys.lessons(id) });
    },
  });
}
