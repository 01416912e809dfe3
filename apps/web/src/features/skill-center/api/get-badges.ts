import { useQuery } from '@tanstack/react-query';
import { BadgeListSchema, type BadgeSummary } from '@talent/contract/badges';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { skillCenterKeys } from './skill-center-keys.ts';

export async function getBadges(signal?: AbortSignal): Promise<BadgeSummary[]> {
  const response = await api.get<unknown>(talentApi('/badges'), { signal });
  return BadgeListSchema.parse(response.data).data;
}

/** `GET /talent/api/badges`: every badge of mine, newest first, whatever its status. */
export function useBadges() {
  return useQuery({
    queryKey: skillCenterKeys.badges(),
    queryFn: ({ signal }) => getBadges(signal),
    retry: shouldRetry,
  });
}

/** The signed credential as a download. */
export function credentialUrl(badgeId: string): string {
  return talentApi(`/badges/${encodeURIComponent(badgeId)}/credential`);
}
