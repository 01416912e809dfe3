import { useQuery } from '@tanstack/react-query';
import { IdentityVerificationResponseSchema, type IdentityVerification } from '@talent/contract/identity';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export async function getIdentityVerification(signal?: AbortSignal): Promise<IdentityVerification> {
  const response = await api.get<unknown>(talentApi('/identity-verification'), { signal });
  return IdentityVerificationResponseSchema.parse(response.data).data;
}

/** The identity check, read only when it was rejected: home then says why and how to retry. */
export function useIdentityVerification(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.identity(),
    queryFn: ({ signal }) => getIdentityVerification(signal),
    retry: shouldRetry,
    staleTime: 0,
    enabled,
  });
}
