import { MARKETPLACE_CATEGORY_LABELS, type ServiceSummary } from '@talent/contract/marketplace';
import { Clock, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Money, RatingText, SellerName, SkillList, daysText } from '../parts/display.tsx';

/** A service in a list: its cover, title, seller, skills, starting price, fastest delivery and rating. */
export function ServiceCard({
  service,
  showSeller = true,
}: {
  service: ServiceSummary;
  showSeller?: boolean;
}) {
  const { links } = useMarketplaceApi();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-xs transition-shadow focus-within:shadow-card hover:shadow-card">
      <div className="aspect-[16/9] bg-ink-100">
        {service.cover_url ? (
          <img src={service.cover_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-400">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {MARKETPLACE_CATEGORY_LABELS[service.category]}
        </p>
        <h3 className="-mt-2 font-display text-base leading-snug font-semibold text-ink-900">
          <Link to={links.service(service.id)} className="hover:underline">
            {service.title}
          </Link>
        </h3>
        {showSeller && (
          <SellerName seller={service.seller} href={links.seller(service.seller.id)} size="sm" />
        )}
        <SkillList skills={service.skills} limit={4} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-ink-100 pt-3">
          <div>
            <RatingText rating={service.rating} />
            <p className="mt-1 flex items-center gap-1 text-xs text-ink-600">
              <Clock aria-hidden="true" className="size-3.5" />
              Delivery from {daysText(service.fastest_delivery_days)}
            </p>
          </div>
          <p className="text-right text-xs text-ink-600">
            From{' '}
            <span className="block text-lg font-bold text-ink-900">
              <Money minor={service.from_price_minor} currency={service.currency} />
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-ink-200 bg-white">
      <div className="aspect-[16/9] animate-pulse bg-ink-100" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-ink-100" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-ink-100" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
      </div>
    </div>
  );
}
