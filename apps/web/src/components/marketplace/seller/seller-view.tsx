import { ArrowLeft, BriefcaseBusiness } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../../../lib/route-table.ts';
import { UserText } from '../../user-text.tsx';
import { PageLoadFailure } from '../../ui/page-load-failure.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import { useSeller, type SellerPage } from '../api/get-services.ts';
import { ServiceCard } from '../parts/cards.tsx';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Avatar } from '../parts/display.tsx';
import { ReviewList } from '../parts/reviews.tsx';
import { SellerCard } from '../parts/cards.tsx';

function Seller({ page }: { page: SellerPage }) {
  const { links } = useMarketplaceApi();
  const { seller } = page;
  useEffect(() => {
    document.title = documentTitle(seller.name);
  }, [seller.name]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={links.browse}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Marketplace
      </Link>
      <header className="mt-4 flex items-center gap-4">
        <Avatar name={seller.name} url={seller.avatar_url} size="lg" />
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{seller.name}</h1>
          {seller.headline && <p className="mt-1 text-ink-600">{seller.headline}</p>}
        </div>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          {page.bio && (
            <section
              aria-labelledby="bio-heading"
              className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
            >
              <h2 id="bio-heading" className="font-display text-lg font-semibold text-ink-900">
                About
              </h2>
              <UserText markdown={page.bio} className="mt-3 text-sm text-ink-800" />
            </section>
          )}
          <section aria-labelledby="services-heading">
            <h2 id="services-heading" className="font-display text-lg font-semibold text-ink-900">
              Services
            </h2>
            {page.services.length === 0 ? (
              <div className="mt-3">
                <StatePanel Icon={BriefcaseBusiness} title="No services on offer right now">
                  {seller.name} has no published service at the moment.
                </StatePanel>
              </div>
            ) : (
              <ul aria-labelledby="services-heading" className="mt-3 grid gap-4 sm:grid-cols-2">
                {page.services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} showSeller={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section
            aria-labelledby="reviews-heading"
            className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <h2 id="reviews-heading" className="font-display text-lg font-semibold text-ink-900">
              Reviews
            </h2>
            <div className="mt-3">
              <ReviewList reviews={page.reviews} label={`Reviews of ${seller.name}`} showService />
            </div>
          </section>
        </div>
        <div className="lg:sticky lg:top-20">
          <SellerCard seller={seller} />
        </div>
      </div>
    </div>
  );
}

/** A seller's page: stats (completed orders, completion rate explained, rating), badges, services and reviews. */
export function SellerView({ id }: { id: string }) {
  const { links } = useMarketplaceApi();
  const seller = useSeller(id);
  if (seller.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the seller"
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6"
      >
        <div className="h-16 w-1/2 animate-pulse rounded-control bg-ink-100" />
        <div className="h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  if (seller.isError)
    return (
      <PageLoadFailure
        error={seller.error}
        what="The seller’s page"
        notFound={{
          title: 'We could not find this seller',
          body: 'The link may be wrong, or the seller no longer sells here.',
          to: links.browse,
          label: 'Browse the marketplace',
        }}
        onRetry={() => void seller.refetch()}
      />
    );
  return <Seller page={seller.data} />;
}
