import { useMutation } from '@tanstack/react-query';
import { PracticeFeedbackSchema, type Answer } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';

export type PracticeFeedback = z.infer<typeof PracticeFeedbackSchema>['data'];

/** POST /skill-tests/{slug}/practice/check: one practice answer checked, with the explanation. */
export async function checkPracticeAnswer(
  slug: string,
  itemId: string,
  answer: Answer,
): Promise<PracticeFeedback> {
  const response = await api.post<unknown>(
    talentApi(`/skill-tests/${encodeURIComponent(slug)}/practice/check`),
    { item_id: itemId, answer },
  );
  return PracticeFeedbackSchema.parse(response.data).data;
}

export function usePracticeCheck(slug: string) {
  return useMutation({
    mutationFn: ({ itemId, answer }: { itemId: string; answer: Answer }) =>
      checkPracticeAnswer(slug, itemId, answer),
  });
}
