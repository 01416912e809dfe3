import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearchResponseSchema, type SavedSearch, type UpdateSavedSearch } from '@talent/contract/jobs';
import { toast } from '../../../lib/toast.ts';
import { api, talentApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { savedSearchKeys } from './job-keys.ts';

export async function updateSavedSearch(id: string, body: UpdateSavedSearch): Promise<SavedSearch> {
  const response = await api.patch<unknown>(talentApi(`/saved-searches/${encodeURIComponent(id)}`), body);
  return SavedSearchResponseSchema.parse(response.data).data;
}

/** The alert switch flips at once and flips back if the server says no. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedSearch }) => updateSavedSearch(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: savedSearchKeys.list() });
      const before = queryClient.getQueryData<SavedSearch[]>(savedSearchKeys.list());
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(), (list) =>
        list?.map((s) => (s.id === id ? { ...s, ...body } : s)),
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(savedSearchKeys.list(), context?.before);
      toast.error(`Could not update the search. ${errorMessage(error, 'Please try again.')}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
