import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RunResultSchema, type CodeLanguage, type RunResult } from '@talent/contract/assessments';
import { ExerciseResultResponseSchema } from '@talent/contract/courses';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { lessonUrl } from './get-lesson.ts';
import { applyProgress } from './lesson-progress.ts';

export type ExerciseResult = z.infer<typeof ExerciseResultResponseSchema>['data'];

/** `POST …/exercise/run`: the sample cases and the candidate's own input; nothing is graded. */
export async function runExercise(
  courseId: string,
  lessonId: string,
  body: { language: CodeLanguage; source: string; custom_input?: string },
): Promise<RunResult> {
  const response = await api.post<unknown>(lessonUrl(courseId, lessonId, '/exercise/run'), body);
  return RunResultSchema.parse(response.data).data;
}

export async function submitExercise(
  courseId: string,
  lessonId: string,
  body: { language: CodeLanguage; source: string },
): Promise<ExerciseResult> {
  const response = await api.post<unknown>(lessonUrl(courseId, lessonId, '/exercise/submit'), body);
  return ExerciseResultResponseSchema.parse(response.data).data;
}

/** `POST …/exercise/submit`: graded on hidden cases; done when every case passes. */
export function useSubmitExercise(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language: CodeLanguage; source: string }) =>
      submitExercise(courseId, lessonId, body),
    onSuccess: (result) => applyProgress(queryClient, courseId, lessonId, result.lesson, result.course),
  });
}
