import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@talent/contract/auth';
import { MessageSchema, type Message } from '@talent/contract/errors';
import { api } from '../../../lib/api-client.ts';

export async function resetPassword(body: ResetPassword): Promise<Message> {
  const response = await api.post<unknown>('/reset-password', body);
  return MessageSchema.parse(response.data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
