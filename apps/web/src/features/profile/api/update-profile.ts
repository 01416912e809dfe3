import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileResponseSchema, type Profile, type ProfileUpdate } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** PATCH only the keys of one section; a list sent replaces the whole list on the server. */
export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  const response = await api.patch<unknown>(talentApi('/profile'), changes);
  return ProfileResponseSchema.parse(response.data).data;
}

/** Saves, puts the server's answer in the cache at once (completeness included), then refetches by prefix. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
