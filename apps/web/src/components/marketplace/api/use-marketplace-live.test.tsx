import { ORDER_CHANGED_EVENT } from '@talent/contract/marketplace';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { OrderView } from '../order/order-view.tsx';
import { orderDetail, renderMarketplace } from '../testing/marketplace-kit.tsx';

// The real-time module is replaced: the test plays the server's event on the user's channel.
const listeners = vi.hoisted(() => new Map<string, (data: unknown) => void>());
const resubscribed = vi.hoisted(() => [] as Array<() => void>);
vi.mock('../../../lib/realtime/index.ts', () => ({
  useUserChannelEvent: (event: string, handler: (data: unknown) => void) => listeners.set(event, handler),
  onUserChannelResubscribed: (callback: () => void) => {
    resubscribed.push(callback);
    return () => {};
  },
}));

const server = stubAppApi();
const URL = '/talent/api/marketplace/orders/o-1';

describe('the marketplace live', { timeout: 20_000 }, () => {
  it('shows the other side’s move on MarketplaceOrderChanged, and after a resubscription', async () => {
    let order = orderDetail({ side: 'seller', actions: ['deliver'] });
    server.respondWith((r) => (r.url === URL ? { status: 200, data: { data: order } } : undefined));
    renderMarketplace(<OrderView id="o-1" />, {
      path: '/marketplace/orders/o-1',
      pattern: '/marketplace/orders/:id',
    });
    expect(await screen.findByRole('region', { name: 'Deliver your work' })).toBeInTheDocument();

    order = orderDetail({
      side: 'seller',
      cancellation: {
        requested_by: 'buyer',
        reason: 'changed_mind',
        message: '',
        requested_at: '2030-06-02T10:00:00.000Z',
      },
      actions: ['accept_cancellation', 'decline_cancellation'],
    });
    act(() => listeners.get(ORDER_CHANGED_EVENT)?.({ order_id: 'o-1', status: 'in_progress' }));
    expect(await screen.findByRole('heading', { name: 'The buyer asked to cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the cancellation' })).toBeInTheDocument();

    order = orderDetail({ side: 'seller', status: 'cancelled', actions: [] });
    act(() => resubscribed.forEach((callback) => callback()));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });
});
