import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '@talent/contract/account';
import { api, talentApi } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function endSession(id: string): Promise<void> {
  await api.delete(talentApi(`/sessions/${encodeURIComponent(id)}`));
}

/** Ends one other session; the row leaves the list at once and the list refreshes either way. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ActiveSession[]>(settingsKeys.sessions(), (old) =>
        old?.filter((s) => s.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
