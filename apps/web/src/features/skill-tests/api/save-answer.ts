import { SavedAnswerResponseSchema, type Answer, type SavedAnswer } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { attemptPath } from './attempt.ts';

/** PUT /assessment-attempts/{id}/answers/{itemId}: 409 once the attempt has ended. */
export async function saveAnswer(attemptId: string, itemId: string, answer: Answer): Promise<SavedAnswer> {
  const response = await api.put<unknown>(
    talentApi(`${attemptPath(attemptId)}/answers/${encodeURIComponent(itemId)}`),
    { answer },
  );
  return SavedAnswerResponseSchema.parse(response.data).data;
}
