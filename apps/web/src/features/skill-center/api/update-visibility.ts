import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SkillStandingResponseSchema,
  type SkillStanding,
  type Visibility,
} from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { skillCenterKeys } from './skill-center-keys.ts';

export async function updateVisibility(slug: string, visibility: Visibility): Promise<SkillStanding> {
  const response = await api.put<unknown>(talentApi(`/skill-tests/${encodeURIComponent(slug)}/visibility`), {
    visibility,
  });
  return SkillStandingResponseSchema.parse(response.data).data;
}

/**
 * `PUT /talent/api/skill-tests/{slug}/visibility`. Every skill-center screen and the profile (its verified skills
 * say who sees each badge) refetch afterwards.
 */
export function useUpdateVisibility(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: Visibility) => updateVisibility(slug, visibility),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillCenterKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.profile }),
      ]),
  });
}
