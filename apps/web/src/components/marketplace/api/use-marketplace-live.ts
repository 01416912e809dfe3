import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGED_EVENT } from '@talent/contract/marketplace';
import { useEffect } from 'react';
import { onUserChannelResubscribed, useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { marketplaceKeys } from './marketplace-keys.ts';

/**
 * The other side's moves show without a reload: `MarketplaceOrderChanged` on my private channel (`{order_id,
 * status}`) refetches that order, the order lists, the balances and ledger (and a seller's own services, whose
 * counts moved). A resubscription after a reconnection refetches the same (events sent while away are lost).
 * Every page that shows orders or money mounts it.
 */
export function useMarketplaceLive(): void {
  const { role } = useMarketplaceApi();
  const queryClient = useQueryClient();

  useUserChannelEvent<{ order_id?: string }>(ORDER_CHANGED_EVENT, (data) => {
    if (data?.order_id)
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.order(role, data.order_id) });
    void queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.orders(role), 'list'] });
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.money(role) });
    if (role === 'talent') void queryClient.invalidateQueries({ queryKey: marketplaceKeys.selling() });
  });
  useEffect(
    () =>
      onUserChannelResubscribed(() => {
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders(role) });
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.money(role) });
      }),
    [queryClient, role],
  );
}
