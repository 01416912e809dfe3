import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResponseSchema, type Login, type LoginResponse } from '@talent/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { identityKeys } from '../../../lib/identity.ts';

export async function login(body: Login): Promise<LoginResponse> {
  const response = await api.post<unknown>('/login', body);
  return LoginResponseSchema.parse(response.data);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session changed: load the new identity before the guard looks at it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
