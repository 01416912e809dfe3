import { useMutation } from '@tanstack/react-query';
import type { Register } from '@talent/contract/auth';
import type { Message } from '@talent/contract/errors';
import { api } from '../../../lib/api-client.ts';

/**
 * 202 "check your mail", the same for a new address and a taken one, and no session: the mailed link finishes the
 * account and signs in (or, for a taken address, the mail says so).
 */
export async function register(body: Register): Promise<string> {
  const response = await api.post<Message>('/register', body);
  return response.data.message;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
