import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordConfirmSchema } from '@talent/contract/account';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type PasswordConfirm = z.input<typeof PasswordConfirmSchema>;

export async function logoutOtherSessions(body: PasswordConfirm): Promise<void> {
  await api.post(talentApi('/sessions/logout-others'), body);
}

export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
