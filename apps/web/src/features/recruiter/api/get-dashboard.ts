import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecruiterDashboardSchema } from '@talent/contract/recruiter';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type RecruiterDashboard = z.infer<typeof RecruiterDashboardSchema>['data'];

export async function getDashboard(signal?: AbortSignal): Promise<RecruiterDashboard> {
  const response = await api.get<unknown>(recruiterApi('/dashboard'), { signal });
  return RecruiterDashboardSchema.parse(response.data).data;
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: recruiterKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    retry: shouldRetry,
  });

/** Everything the dashboard shows, in one request (`GET /recruiter/api/dashboard`). */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
