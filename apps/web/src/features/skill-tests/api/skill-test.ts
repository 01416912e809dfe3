import { useQuery } from '@tanstack/react-query';
import { SkillTestResponseSchema, type SkillTestDetail } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** GET /skill-tests/{slug}: the rules, the jobs it counts for, and the candidate's own history. */
export async function getSkillTest(slug: string, signal?: AbortSignal): Promise<SkillTestDetail> {
  const response = await api.get<unknown>(talentApi(`/skill-tests/${encodeURIComponent(slug)}`), { signal });
  return SkillTestResponseSchema.parse(response.data).data;
}

export function useSkillTest(slug: string) {
  return useQuery({
    queryKey: skillTestKeys.test(slug),
    queryFn: ({ signal }) => getSkillTest(slug, signal),
    staleTime: 0,
  });
}
