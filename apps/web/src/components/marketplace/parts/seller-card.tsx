import type { SellerSummary } from '@talent/contract/marketplace';
import { Award, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DateText } from '../../date-text.tsx';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { RatingText, SellerName } from './display.tsx';

/** "92%" with what it counts, or why there is none yet. */
export function CompletionRate({ rate }: { rate: number | null }) {
  return (
    <>
      <dd className="text-lg font-bold text-ink-900">{rate === null ? '—' : `${Math.round(rate * 100)}%`}</dd>
      <dd className="text-xs text-ink-600">
        {rate === null
          ? 'No finished orders yet.'
          : 'Of finished orders, those completed. Only cancellations that were the seller’s fault count against it.'}
      </dd>
    </>
  );
}

/** Who sells: identity and elite marks, badges, completed orders, completion rate and rating. */
export function SellerCard({
  seller,
  headingLevel = 'h2',
}: {
  seller: SellerSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const { links } = useMarketplaceApi();
  const Heading = headingLevel;
  const href = links.seller(seller.id);
  return (
    <section
      aria-labelledby={`seller-${seller.id}`}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs"
    >
      <Heading
        id={`seller-${seller.id}`}
        className="text-xs font-semibold tracking-wide text-ink-500 uppercase"
      >
        About the seller
      </Heading>
      <div className="mt-3">
        <SellerName seller={seller} href={href} />
      </div>
      {seller.headline && <p className="mt-2 text-sm text-ink-700">{seller.headline}</p>}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
        {seller.country && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {seller.country}
          </span>
        )}
        <span>
          Member since <DateText iso={seller.member_since} />
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-ink-100 pt-4">
        <div>
          <dt className="text-xs text-ink-600">Completed orders</dt>
          <dd className="text-lg font-bold text-ink-900">{seller.completed_orders}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Rating</dt>
          <dd className="mt-1">
            <RatingText rating={seller.rating} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-ink-600">Completion rate</dt>
          <CompletionRate rate={seller.completion_rate} />
        </div>
      </dl>
      {seller.badges.length > 0 && (
        <ul aria-label="Skill badges" className="mt-4 flex flex-wrap gap-1.5">
          {seller.badges.map((badge) => (
            <li
              key={badge.skill}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
            >
              <Award aria-hidden="true" className="size-3.5" />
              {badge.name}
              {badge.level ? ` · ${badge.level}` : ''}
            </li>
          ))}
        </ul>
      )}
      {href && (
        <Link to={href} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          See {seller.name}’s page
        </Link>
      )}
    </section>
  );
}
