import { queryOptions } from '@tanstack/react-query';
import { CatalogueResponseSchema, type CatalogueFigures } from '@talent/contract/catalogue';
import { api, sharedApi } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

/**
 * The catalogue's public figures (`GET /shared/api/catalogue`, no session needed). Shared because two features show
 * them to visitors: the guest overview on `/dashboard` and the introduction on `/hello`.
 */
export const catalogueKey = ['shared', 'catalogue'] as const;

async function getCatalogue(signal?: AbortSignal): Promise<CatalogueFigures> {
  const response = await api.get<unknown>(sharedApi('/catalogue'), { signal });
  return CatalogueResponseSchema.parse(response.data).data;
}

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => getCatalogue(signal),
    retry: shouldRetry,
  });
