import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileResponseSchema, type Profile } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.get<unknown>(talentApi('/profile'), { signal });
  return ProfileResponseSchema.parse(response.data).data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
