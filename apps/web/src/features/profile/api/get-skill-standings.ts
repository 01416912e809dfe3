import { useQuery } from '@tanstack/react-query';
import { CompletedAssessmentsSchema, type SkillStanding } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { profileKeys } from './profile-keys.ts';

export async function getSkillStandings(signal?: AbortSignal): Promise<SkillStanding[]> {
  const response = await api.get<unknown>(talentApi('/assessments/completed'), { signal });
  return CompletedAssessmentsSchema.parse(response.data).data.standings;
}

/** My standing per skill test (`GET /talent/api/assessments/completed`): who sees each result and badge. */
export function useSkillStandings() {
  return useQuery({
    queryKey: profileKeys.skillStandings(),
    queryFn: ({ signal }) => getSkillStandings(signal),
    retry: shouldRetry,
  });
}
