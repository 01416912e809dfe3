import { ServiceBrowser } from '../../../components/marketplace/browse/service-browser.tsx';
import { ConsoleMarketplaceFrame } from '../components/console-marketplace-frame.tsx';

/** `/recruiter/marketplace`: services talents sell, to order for the company (filters and sort in the URL). */
export default function ConsoleMarketplacePage({ title }: { title: string }) {
  return (
    <ConsoleMarketplaceFrame
      title={title}
      intro="Fixed-scope services from verified talent, ordered for your company: paid into escrow and released to the seller only when you approve the delivery."
    >
      <ServiceBrowser />
    </ConsoleMarketplaceFrame>
  );
}
