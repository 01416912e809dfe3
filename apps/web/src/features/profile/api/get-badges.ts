import { useQuery } from '@tanstack/react-query';
import { BadgeListSchema, type BadgeSummary } from '@talent/contract/badges';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { profileKeys } from './profile-keys.ts';

export async function getBadges(signal?: AbortSignal): Promise<BadgeSummary[]> {
  const response = await api.get<unknown>(talentApi('/badges'), { signal });
  return BadgeListSchema.parse(response.data).data;
}

/** `GET /talent/api/badges`: my skill badges, every status (the profile shows the valid ones). */
export function useBadges() {
  return useQuery({
    queryKey: profileKeys.badges(),
    queryFn: ({ signal }) => getBadges(signal),
    retry: shouldRetry,
  });
}
