import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  SellerResponseSchema,
  ServiceListSchema,
  ServiceResponseSchema,
  type ServiceDetail,
} from '@talent/contract/marketplace';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { apiParams, type BrowseFilters } from '../browse/browse-filters.ts';
import { marketplaceUrl, useMarketplaceApi, type MarketplaceApi } from '../marketplace-api.tsx';
import { marketplaceKeys } from './marketplace-keys.ts';

export type ServiceListPage = z.infer<typeof ServiceListSchema>;
export type SellerPage = z.infer<typeof SellerResponseSchema>['data'];

export async function getServices(
  market: MarketplaceApi,
  filters: BrowseFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ServiceListPage> {
  const response = await api.get<unknown>(marketplaceUrl(market, '/services'), {
    params: apiParams(filters, cursor),
    signal,
  });
  return ServiceListSchema.parse(response.data);
}

/** `GET /marketplace/services`: published services under the filters, a page at a time. */
export function useServices(filters: BrowseFilters) {
  const market = useMarketplaceApi();
  return useInfiniteQuery({
    queryKey: marketplaceKeys.serviceList(market.role, filters),
    queryFn: ({ pageParam, signal }) => getServices(market, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    // A new search keeps the cards on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
}

export async function getService(market: MarketplaceApi, id: string, signal?: AbortSignal) {
  const response = await api.get<unknown>(marketplaceUrl(market, `/services/${encodeURIComponent(id)}`), {
    signal,
  });
  return ServiceResponseSchema.parse(response.data).data;
}

/** `GET /marketplace/services/{id}`: one service with its tiers, add-ons, gallery and reviews. */
export function useService(id: string) {
  const market = useMarketplaceApi();
  return useQuery<ServiceDetail>({
    queryKey: marketplaceKeys.service(market.role, id),
    queryFn: ({ signal }) => getService(market, id, signal),
  });
}

/** `GET /marketplace/sellers/{id}`: the seller's stats, published services and visible reviews. */
export function useSeller(id: string) {
  const market = useMarketplaceApi();
  return useQuery<SellerPage>({
    queryKey: marketplaceKeys.seller(market.role, id),
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(marketplaceUrl(market, `/sellers/${encodeURIComponent(id)}`), {
        signal,
      });
      return SellerResponseSchema.parse(response.data).data;
    },
  });
}
