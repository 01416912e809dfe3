import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideResumeSuggestions,
  extractResumeSuggestions,
  getResumeSuggestions,
} from '../../../lib/resume-suggestions-api.ts';
import { profileKeys } from './profile-keys.ts';

export function useResumeSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.suggestions(),
    queryFn: ({ signal }) => getResumeSuggestions(signal),
    enabled,
  });
}

/** Reads the resume's text on the server; nothing in the profile changes. */
export function useExtractResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractResumeSuggestions,
    onSuccess: (suggestions) => queryClient.setQueryData(profileKeys.suggestions(), suggestions),
  });
}

export function useDecideSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideResumeSuggestions,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
