import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteAccountSchema } from '@talent/contract/account';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { clearIdentity } from '../../../lib/identity.ts';

export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

export async function deleteAccount(body: DeleteAccount): Promise<void> {
  await api.delete(talentApi('/account'), { data: body });
}

/**
 * On success the session is gone with the account. The identity is cleared at once (so the login page's guard lets
 * the visitor in); the caller empties the rest of the cache once it has left the page, or the page would refetch
 * its now-missing queries and meet a 401.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => clearIdentity(queryClient),
  });
}

export function forgetAccount(queryClient: QueryClient): void {
  queryClient.clear();
  clearIdentity(queryClient);
}
