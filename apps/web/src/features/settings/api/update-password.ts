import { useMutation } from '@tanstack/react-query';
import type { UpdatePassword } from '@talent/contract/auth';
import { api } from '../../../lib/api-client.ts';

export async function updatePassword(body: UpdatePassword): Promise<void> {
  await api.put('/user/password', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
