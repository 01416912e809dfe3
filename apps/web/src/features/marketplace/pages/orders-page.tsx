import { OrdersBrowser } from '../../../components/marketplace/order/orders-browser.tsx';
import { MarketplaceFrame } from '../components/marketplace-frame.tsx';

/** `/marketplace/orders`: what I buy and what I sell, by status. */
export default function OrdersPage({ title }: { title: string }) {
  return (
    <MarketplaceFrame title={title} intro="Every order you placed or received, with its status and due date.">
      <OrdersBrowser />
    </MarketplaceFrame>
  );
}
