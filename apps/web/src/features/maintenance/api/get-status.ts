import { queryOptions } from '@tanstack/react-query';
import { StatusSchema } from '@talent/contract/config';
import { api, sharedApi } from '../../../lib/api-client.ts';

export const statusKeys = {
  all: ['shared', 'status'] as const,
};

export const STATUS_POLL_MS = 5_000;

export async function getStatus(signal?: AbortSignal) {
  const response = await api.get<unknown>(sharedApi('/status'), { signal });
  return StatusSchema.parse(response.data);
}

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: statusKeys.all,
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
