import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FunnelResponseSchema, type Funnel } from '@talent/contract/analytics';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { analyticsKeys } from './analytics-keys.ts';

export interface FunnelRange {
  from?: string | undefined;
  to?: string | undefined;
}

export async function getFunnel(range: FunnelRange, signal?: AbortSignal): Promise<Funnel> {
  const params = Object.fromEntries(Object.entries(range).filter(([, value]) => value));
  const response = await api.get<unknown>(sharedApi('/operator/analytics/funnel'), { params, signal });
  return FunnelResponseSchema.parse(response.data).data;
}

/** `GET /shared/api/operator/analytics/funnel?from&to` (no range: the server's last 30 days). */
export function useFunnel(range: FunnelRange) {
  return useQuery({
    queryKey: analyticsKeys.funnel(range),
    queryFn: ({ signal }) => getFunnel(range, signal),
    placeholderData: keepPreviousData,
    // A range the server refuses is a 422 to show by the fields, not to retry.
    retry: false,
  });
}
