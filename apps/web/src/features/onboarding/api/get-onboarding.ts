import { queryOptions, useQuery } from '@tanstack/react-query';
import { OnboardingResponseSchema, type Onboarding } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { onboardingKeys } from './onboarding-keys.ts';

export async function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  const response = await api.get<unknown>(talentApi('/onboarding'), { signal });
  return OnboardingResponseSchema.parse(response.data).data;
}

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.state(),
    queryFn: ({ signal }) => getOnboarding(signal),
    retry: shouldRetry,
    // The wizard owns this state while it is open; refetching on focus would jump the candidate between steps.
    refetchOnWindowFocus: false,
  });

/** `GET /talent/api/onboarding`: current step, steps done and the profile saved so far. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
