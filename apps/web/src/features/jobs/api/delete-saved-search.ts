import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './job-keys.ts';

export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(talentApi(`/saved-searches/${encodeURIComponent(id)}`));
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(), (list) =>
        list?.filter((s) => s.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
