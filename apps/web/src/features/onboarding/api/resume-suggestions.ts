import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProfileResponseSchema,
  ResumeSuggestionsResponseSchema,
  type Onboarding,
  type Profile,
} from '@talent/contract/profile';
import type { z } from 'zod';
import type { ResumeSuggestionsSchema } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { onboardingKeys } from './onboarding-keys.ts';

export type ResumeSuggestions = z.infer<typeof ResumeSuggestionsSchema>;

/** `POST /talent/api/profile/resume-suggestions`: reads the resume and lists what it found; changes nothing. */
export async function extractSuggestions(fileId: string): Promise<ResumeSuggestions> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions'), { file_id: fileId });
  return ResumeSuggestionsResponseSchema.parse(response.data).data;
}

export async function decideSuggestions(accept: string[], reject: string[]): Promise<Profile> {
  const response = await api.post<unknown>(talentApi('/profile/resume-suggestions/decisions'), {
    accept,
    reject,
  });
  return ProfileResponseSchema.parse(response.data).data;
}

export function useExtractSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractSuggestions,
    onSuccess: (suggestions) => queryClient.setQueryData(onboardingKeys.suggestions(), suggestions),
  });
}

/** `POST …/decisions`: the accepted ones land in the profile, which the wizard's steps show from then on. */
export function useDecideSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accept, reject }: { accept: string[]; reject: string[] }) =>
      decideSuggestions(accept, reject),
    onSuccess: (profile) => {
      queryClient.setQueryData<Onboarding>(onboardingKeys.state(), (old) =>
        old ? { ...old, profile } : old,
      );
    },
  });
}
