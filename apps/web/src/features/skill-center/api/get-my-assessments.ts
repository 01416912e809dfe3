import { useQuery } from '@tanstack/react-query';
import { MyAssessmentsSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { skillCenterKeys } from './skill-center-keys.ts';

export type MyAssessments = z.infer<typeof MyAssessmentsSchema>['data'];

export async function getMyAssessments(signal?: AbortSignal): Promise<MyAssessments> {
  const response = await api.get<unknown>(talentApi('/assessments'), { signal });
  return MyAssessmentsSchema.parse(response.data).data;
}

/** `GET /talent/api/assessments`: attempts in progress, what recruiters assigned, tests suggested by my skills. */
export function useMyAssessments() {
  return useQuery({
    queryKey: skillCenterKeys.mine(),
    queryFn: ({ signal }) => getMyAssessments(signal),
    retry: shouldRetry,
  });
}
