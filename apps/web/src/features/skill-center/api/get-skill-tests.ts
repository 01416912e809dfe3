import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SkillTestListSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { skillCenterKeys, type CatalogueFilters } from './skill-center-keys.ts';

export type SkillTestList = z.infer<typeof SkillTestListSchema>;

export async function getSkillTests(filters: CatalogueFilters, signal?: AbortSignal): Promise<SkillTestList> {
  const response = await api.get<unknown>(talentApi('/skill-tests'), {
    params: { q: filters.q || undefined, category: filters.category ?? undefined },
    signal,
  });
  return SkillTestListSchema.parse(response.data);
}

/** `GET /talent/api/skill-tests?q&category`: the catalogue with my standing on each test. */
export function useSkillTests(filters: CatalogueFilters) {
  return useQuery({
    queryKey: skillCenterKeys.list(filters),
    queryFn: ({ signal }) => getSkillTests(filters, signal),
    retry: shouldRetry,
    // Typing a search keeps the last answer on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}
