import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuizCheckResponseSchema, QuizResultResponseSchema, type QuizSubmit } from '@talent/contract/courses';
import type { Answer } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { lessonUrl } from './get-lesson.ts';
import { applyProgress } from './lesson-progress.ts';

export type QuizFeedback = z.infer<typeof QuizCheckResponseSchema>['data'];
export type QuizResult = z.infer<typeof QuizResultResponseSchema>['data'];

export async function checkQuizItem(courseId: string, lessonId: string, itemId: string, answer: Answer) {
  const response = await api.post<unknown>(lessonUrl(courseId, lessonId, '/quiz/check'), {
    item_id: itemId,
    answer,
  });
  return QuizCheckResponseSchema.parse(response.data).data;
}

/** `POST …/quiz/check`: one question, checked on the spot with its explanation (nothing is recorded). */
export function useCheckQuizItem(courseId: string, lessonId: string) {
  return useMutation({
    mutationFn: ({ itemId, answer }: { itemId: string; answer: Answer }) =>
      checkQuizItem(courseId, lessonId, itemId, answer),
  });
}

export async function submitQuiz(courseId: string, lessonId: string, body: QuizSubmit): Promise<QuizResult> {
  const response = await api.post<unknown>(lessonUrl(courseId, lessonId, '/quiz/submit'), body);
  return QuizResultResponseSchema.parse(response.data).data;
}

/** `POST …/quiz/submit`: every answer graded; the best score counts, and a retry is allowed at once. */
export function useSubmitQuiz(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSubmit) => submitQuiz(courseId, lessonId, body),
    onSuccess: (result) => applyProgress(queryClient, courseId, lessonId, result.lesson, result.course),
  });
}
