import { useQuery } from '@tanstack/react-query';
import { ApplicantSkillResultsSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type ApplicantSkillResult = z.infer<typeof ApplicantSkillResultsSchema>['data'][number];

export async function getSkillResults(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicantSkillResult[]> {
  const response = await api.get<unknown>(
    recruiterApi(`/applications/${encodeURIComponent(applicationId)}/skill-results`),
    { signal },
  );
  return ApplicantSkillResultsSchema.parse(response.data).data;
}

/** The skill results an applicant chose to share (band only, or the score too); private ones never arrive. */
export function useSkillResults(applicationId: string) {
  return useQuery({
    queryKey: recruiterKeys.skillResults(applicationId),
    queryFn: ({ signal }) => getSkillResults(applicationId, signal),
    retry: shouldRetry,
  });
}
