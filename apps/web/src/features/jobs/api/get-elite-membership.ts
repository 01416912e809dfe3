import { useQuery } from '@tanstack/react-query';
import { ProfileSchema } from '@talent/contract/profile';
import { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { jobKeys } from './job-keys.ts';

// Only the membership is read from the profile answer.
const MembershipSchema = z.object({ data: ProfileSchema.pick({ elite: true }) });

export async function getEliteMembership(signal?: AbortSignal) {
  const response = await api.get<unknown>(talentApi('/profile'), { signal });
  return MembershipSchema.parse(response.data).data.elite;
}

/**
 * Whether the candidate is an elite member (`GET /talent/api/profile` → `elite`, null for a non-member), asked
 * only where it matters (an elite-only job).
 */
export function useEliteMembership(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.eliteMembership(),
    queryFn: ({ signal }) => getEliteMembership(signal),
    retry: shouldRetry,
    enabled,
  });
}
