import { useMatch } from 'react-router';
import { OrderView } from '../../../components/marketplace/order/order-view.tsx';
import { OrdersBrowser } from '../../../components/marketplace/order/orders-browser.tsx';
import { MarketplaceFrame, TalentMarketplace } from '../components/marketplace-frame.tsx';

/**
 * The orders, one module for both routes (see `marketplace-page.tsx`): `/marketplace/orders` (what I buy and what I
 * sell, by status) and one order at `/marketplace/orders/:id`, as buyer or seller.
 */
export default function OrdersPages({ title }: { title: string }) {
  const order = useMatch('/marketplace/orders/:id');
  if (order) {
    const id = order.params.id ?? '';
    return (
      <TalentMarketplace>
        <OrderView key={id} id={id} />
      </TalentMarketplace>
    );
  }
  return (
    <MarketplaceFrame title={title} intro="Every order you placed or received, with its status and due date.">
      <OrdersBrowser />
    </MarketplaceFrame>
  );
}
