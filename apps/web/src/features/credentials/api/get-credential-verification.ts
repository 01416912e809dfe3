import { useQuery } from '@tanstack/react-query';
import { VerificationResponseSchema, type Verification } from '@talent/contract/badges';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { credentialKeys } from './credential-keys.ts';

/** One of our badges, verified by the server now (`GET /shared/api/credentials/:id`; 404 unknown). */
async function getCredentialVerification(id: string, signal?: AbortSignal): Promise<Verification> {
  const response = await api.get<unknown>(sharedApi(`/credentials/${encodeURIComponent(id)}`), { signal });
  return VerificationResponseSchema.parse(response.data).data;
}

export function useCredentialVerification(id: string) {
  return useQuery({
    queryKey: credentialKeys.verification(id),
    queryFn: ({ signal }) => getCredentialVerification(id, signal),
    retry: shouldRetry,
  });
}
