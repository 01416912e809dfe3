import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearchResponseSchema, type CreateSavedSearch, type SavedSearch } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './job-keys.ts';

export async function createSavedSearch(body: CreateSavedSearch): Promise<SavedSearch> {
  const response = await api.post<unknown>(talentApi('/saved-searches'), body);
  return SavedSearchResponseSchema.parse(response.data).data;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
