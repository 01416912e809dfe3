import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Onboarding } from '@talent/contract/profile';
import {
  decideResumeSuggestions,
  extractResumeSuggestions,
  getResumeSuggestions,
} from '../../../lib/resume-suggestions-api.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { onboardingKeys } from './onboarding-keys.ts';

/**
 * `GET …/resume-suggestions`: what reading the saved resume found, kept on the server, so leaving the step (or
 * reloading) before deciding does not lose it.
 */
export function useStoredSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.suggestions(),
    queryFn: ({ signal }) => getResumeSuggestions(signal),
    enabled,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });
}

/**
 * Reads the uploaded resume; the wizard's resume step keeps the result under its own key, and the state is read
 * again for the positions, studies and place the server kept from it.
 */
export function useExtractSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractResumeSuggestions,
    onSuccess: (suggestions) => {
      queryClient.setQueryData(onboardingKeys.suggestions(), suggestions);
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.state() });
    },
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
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.suggestions() });
    },
  });
}
