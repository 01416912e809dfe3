import { useQuery } from '@tanstack/react-query';
import { HomeResponseSchema, type Home } from '@talent/contract/home';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export async function getHome(signal?: AbortSignal): Promise<Home> {
  const response = await api.get<unknown>(talentApi('/home'), { signal });
  return HomeResponseSchema.parse(response.data).data;
}

/** The whole dashboard in one request (`GET /talent/api/home`); fresh on every visit. */
export function useHome(enabled = true) {
  return useQuery({
    queryKey: homeKeys.all,
    queryFn: ({ signal }) => getHome(signal),
    retry: shouldRetry,
    staleTime: 0,
    enabled,
  });
}
