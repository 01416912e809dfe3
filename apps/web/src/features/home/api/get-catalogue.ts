import { useQuery } from '@tanstack/react-query';
import { CatalogueResponseSchema, type CatalogueFigures } from '@talent/contract/catalogue';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export async function getCatalogue(signal?: AbortSignal): Promise<CatalogueFigures> {
  const response = await api.get<unknown>(sharedApi('/catalogue'), { signal });
  return CatalogueResponseSchema.parse(response.data).data;
}

/** The catalogue's live figures for a visitor (`GET /shared/api/catalogue`, no session needed). */
export function useCatalogue() {
  return useQuery({
    queryKey: homeKeys.catalogue,
    queryFn: ({ signal }) => getCatalogue(signal),
    retry: shouldRetry,
  });
}
