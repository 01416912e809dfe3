import { useQuery } from '@tanstack/react-query';
import { CompletedAssessmentsSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { skillCenterKeys } from './skill-center-keys.ts';

export type CompletedAssessments = z.infer<typeof CompletedAssessmentsSchema>['data'];

export async function getCompletedAssessments(signal?: AbortSignal): Promise<CompletedAssessments> {
  const response = await api.get<unknown>(talentApi('/assessments/completed'), { signal });
  const data = CompletedAssessmentsSchema.parse(response.data).data;
  // Newest first, whatever order arrives.
  const closedAt = (r: CompletedAssessments['results'][number]) => r.submitted_at ?? r.deadline_at;
  return { ...data, results: [...data.results].sort((a, b) => closedAt(b).localeCompare(closedAt(a))) };
}

/** `GET /talent/api/assessments/completed`: my results and my standing (visibility, best score) per test. */
export function useCompletedAssessments() {
  return useQuery({
    queryKey: skillCenterKeys.completed(),
    queryFn: ({ signal }) => getCompletedAssessments(signal),
    retry: shouldRetry,
  });
}
