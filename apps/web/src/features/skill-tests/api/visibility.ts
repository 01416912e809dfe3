import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SkillStandingResponseSchema,
  type SkillStanding,
  type Visibility,
} from '@talent/contract/assessments';
import { api, talentApi } from '../../../lib/api-client.ts';
import { skillTestKeys } from './skill-test-keys.ts';

/** PUT /skill-tests/{slug}/visibility: who sees the candidate's standing in this skill. */
export async function updateVisibility(slug: string, visibility: Visibility): Promise<SkillStanding> {
  const response = await api.put<unknown>(talentApi(`/skill-tests/${encodeURIComponent(slug)}/visibility`), {
    visibility,
  });
  return SkillStandingResponseSchema.parse(response.data).data;
}

export function useUpdateVisibility(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: Visibility) => updateVisibility(slug, visibility),
    onSettled: () => queryClient.invalidateQueries({ queryKey: skillTestKeys.all }),
  });
}
