import { useQuery } from '@tanstack/react-query';
import { OnboardingResponseSchema, type Onboarding } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export async function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  const response = await api.get<unknown>(talentApi('/onboarding'), { signal });
  return OnboardingResponseSchema.parse(response.data).data;
}

/** Where the candidate is in onboarding (`GET /talent/api/onboarding`); fresh on every visit home. */
export function useOnboardingState() {
  return useQuery({
    queryKey: homeKeys.onboarding(),
    queryFn: ({ signal }) => getOnboarding(signal),
    retry: shouldRetry,
    staleTime: 0,
  });
}
