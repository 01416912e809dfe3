import { queryOptions, useQuery } from '@tanstack/react-query';
import { AroundTheGlobeSchema, type AroundTheGlobe } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export async function getAroundTheGlobe(signal?: AbortSignal): Promise<AroundTheGlobe> {
  const response = await api.get<unknown>(talentApi('/jobs/around-the-globe'), { signal });
  return AroundTheGlobeSchema.parse(response.data);
}

export const aroundTheGlobeQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.aroundTheGlobe(),
    queryFn: ({ signal }) => getAroundTheGlobe(signal),
  });

export function useAroundTheGlobe() {
  return useQuery(aroundTheGlobeQueryOptions());
}
