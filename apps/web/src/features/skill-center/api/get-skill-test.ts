import { useQuery } from '@tanstack/react-query';
import { SkillTestResponseSchema, type SkillTestDetail } from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { skillCenterKeys } from './skill-center-keys.ts';

export async function getSkillTest(slug: string, signal?: AbortSignal): Promise<SkillTestDetail> {
  const response = await api.get<unknown>(talentApi(`/skill-tests/${encodeURIComponent(slug)}`), { signal });
  return SkillTestResponseSchema.parse(response.data).data;
}

/** `GET /talent/api/skill-tests/{slug}`: rules, jobs, practice and my history (404 for an unknown slug). */
export function useSkillTest(slug: string) {
  return useQuery({
    queryKey: skillCenterKeys.test(slug),
    queryFn: ({ signal }) => getSkillTest(slug, signal),
    retry: shouldRetry,
  });
}
