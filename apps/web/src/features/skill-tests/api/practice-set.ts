import { useQuery } from '@tanstack/react-query';
import { PracticeSetSchema } from '@talent/contract/assessments';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { skillTestKeys } from './skill-test-keys.ts';

export type PracticeSet = z.infer<typeof PracticeSetSchema>['data'];

/** GET /skill-tests/{slug}/practice: practice-only items, untimed; nothing is stored. */
export async function getPracticeSet(slug: string, signal?: AbortSignal): Promise<PracticeSet> {
  const response = await api.get<unknown>(talentApi(`/skill-tests/${encodeURIComponent(slug)}/practice`), {
    signal,
  });
  return PracticeSetSchema.parse(response.data).data;
}

export function usePracticeSet(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: skillTestKeys.practice(slug),
    queryFn: ({ signal }) => getPracticeSet(slug, signal),
    enabled,
  });
}
