import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Onboarding } from '@talent/contract/profile';
import { decideResumeSuggestions, extractResumeSuggestions } from '../../../lib/resume-suggestions-api.ts';
import { onboardingKeys } from './onboarding-keys.ts';

/** Reads the uploaded resume; the wizard's resume step keeps the result under its own key. */
export function useExtractSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractResumeSuggestions,
    onSuccess: (suggestions) => queryClient.setQueryData(onboardingKeys.suggestions(), suggestions),
  });
}

/** `POST …/decisions`: the accepted ones land in the profile, which the wizard's steps show from then on. */
export function useDecideSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accept, reject }: { accept: string[]; reject: string[] }) =>
      decideResumeSuggestions({ accept, reject }),
    onSuccess: (profile) => {
      queryClient.setQueryData<Onboarding>(onboardingKeys.state(), (old) =>
        old ? { ...old, profile } : old,
      );
    },
  });
}
