import { useQuery } from '@tanstack/react-query';
import { EliteOverviewResponseSchema } from '@talent/contract/elite';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { eliteKeys } from './elite-keys.ts';

export type EliteOverview = z.infer<typeof EliteOverviewResponseSchema>['data'];

export async function getEliteOverview(signal?: AbortSignal): Promise<EliteOverview> {
  const response = await api.get<unknown>(talentApi('/elite'), { signal });
  return EliteOverviewResponseSchema.parse(response.data).data;
}

/** `GET /talent/api/elite`: tracks, stages with pass rates, eligibility, my application and membership. */
export function useEliteOverview() {
  return useQuery({
    queryKey: eliteKeys.overview(),
    queryFn: ({ signal }) => getEliteOverview(signal),
    retry: shouldRetry,
  });
}
