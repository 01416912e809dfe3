import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, talentApi } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './job-keys.ts';

export async function markSavedSearchSeen(id: string): Promise<void> {
  await api.post(talentApi(`/saved-searches/${encodeURIComponent(id)}/seen`));
}

/** Opening a saved search clears its "N new" badge. */
export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSavedSearchSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
