import { queryOptions } from '@tanstack/react-query';
import { StatusSchema } from '@talent/contract/config';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

export const STATUS_POLL_MS = 5_000;

export async function getStatus(signal?: AbortSignal) {
  const response = await api.get<unknown>(sharedApi('/status'), { signal });
  return StatusSchema.parse(response.data);
}

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceKeys.status(),
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
