import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clearIdentity } from '../../../lib/identity.ts';

export async function logout(): Promise<void> {
  await api.post('/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Whatever the server said (a 401 means we were already logged out), nothing cached may outlive the session.
    onSettled: () => {
      queryClient.clear();
      clearIdentity(queryClient);
    },
  });
}
