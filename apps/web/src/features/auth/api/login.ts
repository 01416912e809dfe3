import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login, LoginResponse } from '@talent/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';

export async function login(body: Login): Promise<LoginResponse> {
  // The schema comes with the form's checks (already loaded by the time anyone submits), outside the page's chunk.
  const [response, { parseLoginResponse }] = await Promise.all([
    api.post<unknown>('/login', body),
    import('../lib/login-checks.ts'),
  ]);
  return parseLoginResponse(response.data);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session changed: load the new identity before the guard looks at it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
