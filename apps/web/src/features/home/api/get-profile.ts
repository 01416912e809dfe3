import { useQuery } from '@tanstack/react-query';
import { ProfileResponseSchema, type Profile } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.get<unknown>(talentApi('/profile'), { signal });
  return ProfileResponseSchema.parse(response.data).data;
}

/** The profile's completeness and identity status (`GET /talent/api/profile`); fresh on every visit home. */
export function useProfileStatus() {
  return useQuery({
    queryKey: homeKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    retry: shouldRetry,
    staleTime: 0,
  });
}
