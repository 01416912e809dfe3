import { queryOptions, useQuery } from '@tanstack/react-query';
import { IdentityVerificationResponseSchema, type IdentityVerification } from '@talent/contract/identity';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { identityKeys } from './identity-keys.ts';

export async function getIdentityVerification(signal?: AbortSignal): Promise<IdentityVerification> {
  const response = await api.get<unknown>(talentApi('/identity-verification'), { signal });
  return IdentityVerificationResponseSchema.parse(response.data).data;
}

export const identityVerificationQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.current(),
    queryFn: ({ signal }) => getIdentityVerification(signal),
    retry: shouldRetry,
  });

/** The candidate's identity check (`GET /talent/api/identity-verification`; not_started when none). */
export function useIdentityVerification() {
  return useQuery(identityVerificationQueryOptions());
}
