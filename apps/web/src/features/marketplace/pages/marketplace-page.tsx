import { useMatch } from 'react-router';
import { ServiceBrowser } from '../../../components/marketplace/browse/service-browser.tsx';
import { SellerView } from '../../../components/marketplace/seller/seller-view.tsx';
import { ServiceView } from '../../../components/marketplace/service/service-view.tsx';
import { MarketplaceFrame, TalentMarketplace } from '../components/marketplace-frame.tsx';

/*
 * The marketplace's routes come in three modules (this one: browsing, a service, a seller; orders-page.tsx: the
 * orders and one order; selling-page.tsx: selling and the editor), each rendering the page its route matches. The
 * pages of one part share most of their code, so one download serves them all and moving between them loads
 * nothing new; and every route the app has pays, in its entry, for the preload list of each page module, so three
 * modules cost less than seven.
 */

/**
 * `/marketplace`: services other talents sell (search, categories, filters and sort in the URL), with the way to
 * the orders and to selling; `/marketplace/services/:id` (one service to order) and `/marketplace/sellers/:id` (a
 * seller's stats, badges, services and reviews) take their own titles once loaded.
 */
export default function MarketplacePages({ title }: { title: string }) {
  const service = useMatch('/marketplace/services/:id');
  const seller = useMatch('/marketplace/sellers/:id');
  if (service || seller) {
    const id = (service ?? seller)?.params.id ?? '';
    return (
      <TalentMarketplace>
        {service ? <ServiceView key={id} id={id} /> : <SellerView key={id} id={id} />}
      </TalentMarketplace>
    );
  }
  return (
    <MarketplaceFrame
      title={title}
      intro="Productised services from verified talent: fixed scope, fixed price, paid into escrow and released only when you approve."
    >
      <ServiceBrowser />
    </MarketplaceFrame>
  );
}
