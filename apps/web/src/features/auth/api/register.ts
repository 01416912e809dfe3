import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Register } from '@talent/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';

/** 201: the account exists, the visitor is logged in and a verification mail is on its way. */
export async function register(body: Register): Promise<void> {
  await api.post('/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
