import { useQuery } from '@tanstack/react-query';
import {
  QuestionnaireResponseSchema,
  WorkStyleResultResponseSchema,
  type WorkStyleResult,
} from '@talent/contract/work-style';
import type { z } from 'zod';
import { api, sharedApi, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';

export type Questionnaire = z.infer<typeof QuestionnaireResponseSchema>['data'];

export const workStyleKeys = {
  questionnaire: () => ['work-style', 'questionnaire'] as const,
};

export async function getQuestionnaire(signal?: AbortSignal): Promise<Questionnaire> {
  const response = await api.get<unknown>(sharedApi('/work-style/questionnaire'), { signal });
  return QuestionnaireResponseSchema.parse(response.data).data;
}

/** The statements never change while the app runs: fetched once. */
export function useQuestionnaire() {
  return useQuery({
    queryKey: workStyleKeys.questionnaire(),
    queryFn: ({ signal }) => getQuestionnaire(signal),
    staleTime: Infinity,
    retry: shouldRetry,
  });
}

/** Scores a complete answer sheet: a signed-in candidate's is saved; a guest's comes with its claim token. */
export async function submitAnswers(input: {
  version: number;
  answers: Record<string, number>;
}): Promise<WorkStyleResult> {
  const response = await api.post<unknown>(sharedApi('/work-style/results'), input);
  return WorkStyleResultResponseSchema.parse(response.data).data;
}

export async function claimResult(claimToken: string): Promise<WorkStyleResult> {
  const response = await api.post<unknown>(talentApi('/work-style/claim'), { claim_token: claimToken });
  return WorkStyleResultResponseSchema.parse(response.data).data;
}
