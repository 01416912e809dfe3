import { queryOptions, useQuery } from '@tanstack/react-query';
import { CountryListSchema, type Country } from '@talent/contract/jobs';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { referenceKeys } from './job-keys.ts';

export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const response = await api.get<unknown>(sharedApi('/countries'), { signal });
  return CountryListSchema.parse(response.data).data;
}

// Reference data changes with a deploy, not during a visit.
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
