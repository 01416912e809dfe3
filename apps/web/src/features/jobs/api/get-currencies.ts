import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrencyListSchema, type Currency } from '@talent/contract/jobs';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { referenceKeys } from './job-keys.ts';

export async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const response = await api.get<unknown>(sharedApi('/currencies'), { signal });
  return CurrencyListSchema.parse(response.data).data;
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Infinity,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
