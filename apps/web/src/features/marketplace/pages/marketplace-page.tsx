import { ServiceBrowser } from '../../../components/marketplace/browse/service-browser.tsx';
import { MarketplaceFrame } from '../components/marketplace-frame.tsx';

/**
 * `/marketplace`: services other talents sell (search, categories, filters and sort in the URL), with the way to
 * the orders and to selling.
 */
export default function MarketplacePage({ title }: { title: string }) {
  return (
    <MarketplaceFrame
      title={title}
      intro="Productised services from verified talent: fixed scope, fixed price, paid into escrow and released only when you approve."
    >
      <ServiceBrowser />
    </MarketplaceFrame>
  );
}
