import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGED_EVENT } from '@talent/contract/marketplace';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';
import { OrdersApi } from './testing/orders-api.ts';

const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
const api = new OrdersApi(t, { at: new Date() });
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

/** The user's private channel as the SPA subscribes to it, authorised with their session. */
async function privateChannel(client: TestClient, userId: string) {
  const pusher = kit.pusherThroughApp(client.cookies);
  const echo = new Echo({
    broadcaster: 'reverb',
    client: pusher,
    namespace: 'App.Events',
  } as never) as Echo<'reverb'>;
  if (pusher.connection.state !== 'connected') {
    await once((done) => pusher.connection.bind('connected', done));
  }
  const channel = echo.private(`App.Models.User.${userId}`);
  await expect
    .poll(() => pusher.channel(`private-App.Models.User.${userId}`)?.subscribed ?? false)
    .toBe(true);
  return channel;
}

describe('orders live', () => {
  it('both sides hear a move on their own channel', async () => {
    const { order, buyer, seller } = await api.orderIn('requirements');
    const buyerChannel = await privateChannel(buyer.client, buyer.user.id);
    const sellerChannel = await privateChannel(seller.client, seller.user.id);
    const buyerHeard = once<{ order_id: string; status: string }>((done) =>
      buyerChannel.listen(ORDER_CHANGED_EVENT, done),
    );
    const sellerHeard = once<{ order_id: string; status: string }>((done) =>
      sellerChannel.listen(ORDER_CHANGED_EVENT, done),
    );
    expect((await api.requirements(buyer, order.id)).statusCode).toBe(200);
    expect(await buyerHeard).toEqual({ order_id: order.id, status: 'in_progress' });
    expect(await sellerHeard).toEqual({ order_id: order.id, status: 'in_progress' });
  });
});
