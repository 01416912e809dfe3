import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SkillListSchema, type Skill } from '@talent/contract/jobs';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

export const SKILL_SUGGESTIONS = 12;

export async function searchSkills(q: string, signal?: AbortSignal): Promise<Skill[]> {
  const response = await api.get<unknown>(sharedApi('/skills'), {
    params: { q: q || undefined, limit: SKILL_SUGGESTIONS },
    signal,
  });
  return SkillListSchema.parse(response.data).data;
}

export const skillSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: referenceKeys.skills(q),
    queryFn: ({ signal }) => searchSkills(q, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the last suggestions on screen while the next ones load, so the list does not flicker per keystroke. */
export function useSkillSearch(q: string, enabled: boolean) {
  return useQuery({ ...skillSearchQueryOptions(q.trim()), enabled, placeholderData: keepPreviousData });
}
