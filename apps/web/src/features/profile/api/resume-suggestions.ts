import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ProfileResponseSchema,
  ResumeSuggestionsResponseSchema,
  type Profile,
} from '@talent/contract/profile';
import type { z } from 'zod';
import type { ResumeSuggestionsSchema } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type ResumeSuggestions = z.infer<typeof ResumeSuggestionsSchema>;

export async function getResumeSuggestions(signal?: AbortSignal): Promise<ResumeSuggestions> {
  const response = await api.get<unknown>(talentApi('/profile/resume-suggestions'), { signal });
  return ResumeSuggestionsResponseSchema.parse(response.data).data;
}

/** Reads the resume's text on the server; nothing in the profile changes. */
export async function extractResume(fileId: string): Promise<ResumeSuggestions> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions'), { file_id: fileId });
  return ResumeSuggestionsResponseSchema.parse(response.data).data;
}

export async function decideSuggestions(decision: { accept: string[]; reject: string[] }): Promise<Profile> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions/decisions'), decision);
  return ProfileResponseSchema.parse(response.data).data;
}

export function useResumeSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.suggestions(),
    queryFn: ({ signal }) => getResumeSuggestions(signal),
    enabled,
  });
}

export function useExtractResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractResume,
    onSuccess: (suggestions) => queryClient.setQueryData(profileKeys.suggestions(), suggestions),
  });
}

export function useDecideSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSuggestions,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
