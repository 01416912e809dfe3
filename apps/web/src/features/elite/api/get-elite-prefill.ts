import { useQuery } from '@tanstack/react-query';
import { ElitePrefillResponseSchema } from '@talent/contract/elite';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { eliteKeys } from './elite-keys.ts';

export type ElitePrefill = z.infer<typeof ElitePrefillResponseSchema>['data'];

export async function getElitePrefill(signal?: AbortSignal): Promise<ElitePrefill> {
  const response = await api.get<unknown>(talentApi('/elite/application/prefill'), { signal });
  return ElitePrefillResponseSchema.parse(response.data).data;
}

/** `GET /talent/api/elite/application/prefill`: what the profile already says, so nothing is typed twice. */
export function useElitePrefill() {
  return useQuery({
    queryKey: eliteKeys.prefill(),
    queryFn: ({ signal }) => getElitePrefill(signal),
    retry: shouldRetry,
    // Read once per visit: a refetch must not move values under the candidate's cursor.
    staleTime: Infinity,
  });
}
