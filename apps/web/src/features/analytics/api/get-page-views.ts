import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageViewStatsResponseSchema, type PageViewStats } from '@talent/contract/analytics';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { analyticsKeys } from './analytics-keys.ts';

export async function getPageViews(days: number, signal?: AbortSignal): Promise<PageViewStats> {
  const response = await api.get<unknown>(sharedApi('/operator/analytics/page-views'), {
    params: { days },
    signal,
  });
  return PageViewStatsResponseSchema.parse(response.data).data;
}

/** `GET /shared/api/operator/analytics/page-views?days=7|30`; the last range stays on screen while the next loads. */
export function usePageViews(days: number) {
  return useQuery({
    queryKey: analyticsKeys.pageViews(days),
    queryFn: ({ signal }) => getPageViews(days, signal),
    placeholderData: keepPreviousData,
  });
}
