import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePassword } from '@talent/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function updatePassword(body: UpdatePassword): Promise<void> {
  await api.put('/user/password', body);
}

/** The server ends every other session on a password change, so the sessions list refreshes. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
