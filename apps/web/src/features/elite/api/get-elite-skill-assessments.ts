import { useQuery } from '@tanstack/react-query';
import { EliteSkillAssessmentsResponseSchema } from '@talent/contract/elite';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { eliteKeys } from './elite-keys.ts';

export type EliteSkillAssessments = z.infer<typeof EliteSkillAssessmentsResponseSchema>['data'];

export async function getEliteSkillAssessments(signal?: AbortSignal): Promise<EliteSkillAssessments> {
  const response = await api.get<unknown>(talentApi('/elite/application/skill-assessments'), { signal });
  return EliteSkillAssessmentsResponseSchema.parse(response.data).data;
}

/**
 * `GET /talent/api/elite/application/skill-assessments`: the track's requirements, computed live from my tests and
 * badges (409 while the join form is not sent: the track decides the tests).
 */
export function useEliteSkillAssessments() {
  return useQuery({
    queryKey: eliteKeys.skillAssessments(),
    queryFn: ({ signal }) => getEliteSkillAssessments(signal),
    retry: shouldRetry,
  });
}
