import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword } from '@talent/contract/auth';
import { MessageSchema, type Message } from '@talent/contract/errors';
import { api } from '../../../lib/api-client.ts';

export async function forgotPassword(body: ForgotPassword): Promise<Message> {
  const response = await api.post<unknown>('/forgot-password', body);
  return MessageSchema.parse(response.data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
