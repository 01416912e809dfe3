import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationResponseSchema, type ApplicationDetail } from '@talent/contract/applications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applicationKeys } from './application-keys.ts';

export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  const response = await api.get<unknown>(talentApi(`/applications/${encodeURIComponent(id)}`), { signal });
  return ApplicationResponseSchema.parse(response.data).data;
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    retry: shouldRetry,
  });

/** One application with its timeline, oldest step first (`GET /talent/api/applications/{id}`). */
export function useApplication(id: string, enabled = true) {
  return useQuery({ ...applicationQueryOptions(id), enabled });
}
