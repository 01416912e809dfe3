import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationListSchema, type Application } from '@talent/contract/applications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applicationKeys } from './application-keys.ts';

export async function getApplications(signal?: AbortSignal): Promise<Application[]> {
  const response = await api.get<unknown>(talentApi('/applications'), { signal });
  const list = ApplicationListSchema.parse(response.data).data;
  // Newest first, whatever order arrives.
  return [...list].sort((a, b) => b.submitted_at.localeCompare(a.submitted_at));
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => getApplications(signal),
    retry: shouldRetry,
  });

/** The candidate's applications, newest first (`GET /talent/api/applications`). */
export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
