import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountResponseSchema, type Settings, type UpdateAccountSchema } from '@talent/contract/account';
import type { User } from '@talent/contract/auth';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';
import { settingsKeys } from './settings-keys.ts';

export type UpdateAccount = z.input<typeof UpdateAccountSchema>;

export async function updateAccount(body: UpdateAccount): Promise<User> {
  const response = await api.patch<unknown>(talentApi('/account'), body);
  return AccountResponseSchema.parse(response.data).data;
}

/** Name and time zone; the answer is the user, written into the identity and the cached settings. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(identityKeys.user(), user);
      queryClient.setQueryData<Settings>(settingsKeys.settings(), (old) => (old ? { ...old, user } : old));
    },
  });
}
