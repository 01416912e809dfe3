import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** 202: a new link was sent; 204: already verified. */
export async function resendVerification(): Promise<'sent' | 'already-verified'> {
  const response = await api.post('/email/verification-notification');
  return response.status === 204 ? 'already-verified' : 'sent';
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
