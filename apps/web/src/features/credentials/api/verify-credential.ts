import { useMutation } from '@tanstack/react-query';
import { VerificationResponseSchema, type Verification } from '@talent/contract/badges';
import { api, sharedApi } from '../../../lib/api-client.ts';

/** Any pasted VC-JWT, checked by the server (`POST /shared/api/credentials/verify`); nothing is stored. */
async function verifyCredential(credential: string): Promise<Verification> {
  const response = await api.post<unknown>(sharedApi('/credentials/verify'), { credential });
  return VerificationResponseSchema.parse(response.data).data;
}

export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredential });
}
