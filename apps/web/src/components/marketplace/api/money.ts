import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BalanceResponseSchema, LedgerListSchema, type Balance } from '@talent/contract/marketplace';
import { api } from '../../../lib/api-client.ts';
import { marketplaceUrl, useMarketplaceApi } from '../marketplace-api.tsx';
import { marketplaceKeys } from './marketplace-keys.ts';

/** `GET /marketplace/balance`: one row per currency I have moved money in. */
export function useBalance() {
  const market = useMarketplaceApi();
  return useQuery<Balance[]>({
    queryKey: marketplaceKeys.balance(market.role),
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(marketplaceUrl(market, '/balance'), { signal });
      return BalanceResponseSchema.parse(response.data).data;
    },
  });
}

/** `GET /marketplace/ledger`: my movements, newest first, a page at a time. */
export function useLedger() {
  const market = useMarketplaceApi();
  return useInfiniteQuery({
    queryKey: marketplaceKeys.ledger(market.role),
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.get<unknown>(marketplaceUrl(market, '/ledger'), {
        params: { cursor: pageParam },
        signal,
      });
      return LedgerListSchema.parse(response.data);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
}
