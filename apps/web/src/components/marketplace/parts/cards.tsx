import {
  MARKETPLACE_CATEGORY_LABELS,
  type SellerSummary,
  type ServiceSkill,
  type ServiceSummary,
} from '@talent/contract/marketplace';
import { Award, BadgeCheck, Check, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DateText } from '../../date-text.tsx';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { EliteBadge } from '../../elite-badge.tsx';
import { Avatar, Money, RatingText, daysText } from './display.tsx';

// The cards of services and sellers and their parts (the seller's marks, the skills), kept in one module: the
// browse list, the service page and the seller page load them together with the services' queries.

/** The seller's name with their identity check and elite badge; a link to their page where there is one. */
export function SellerName({
  seller,
  href,
  size = 'md',
}: {
  seller: Pick<SellerSummary, 'name' | 'avatar_url' | 'identity_verified' | 'elite'>;
  href: string | null;
  size?: 'sm' | 'md';
}) {
  const name = href ? (
    <Link to={href} className="font-medium text-ink-900 hover:underline">
      {seller.name}
    </Link>
  ) : (
    <span className="font-medium text-ink-900">{seller.name}</span>
  );
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Avatar name={seller.name} url={seller.avatar_url} size={size === 'sm' ? 'sm' : 'md'} />
      {name}
      {seller.identity_verified && (
        <span className="inline-flex items-center text-brand-700" title="Identity verified">
          <BadgeCheck aria-hidden="true" className="size-4" />
          <span className="sr-only">Identity verified</span>
        </span>
      )}
      {seller.elite && <EliteBadge size="sm" />}
    </span>
  );
}

/**
 * The service's skills: a verified one (a valid skill badge or a course certificate) carries a check, and what
 * proves it is its tooltip and its accessible description.
 */
export function SkillList({ skills, limit }: { skills: ServiceSkill[]; limit?: number }) {
  const shown = limit ? skills.slice(0, limit) : skills;
  const hidden = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li
          key={skill.slug}
          title={skill.verified && skill.evidence ? skill.evidence : undefined}
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${
            skill.verified
              ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset'
              : 'bg-ink-100 text-ink-700'
          }`}
        >
          {skill.verified && <Check aria-hidden="true" className="size-3.5" />}
          {skill.name}
          {skill.verified && (
            <span className="sr-only">, verified{skill.evidence ? `: ${skill.evidence}` : ''}</span>
          )}
        </li>
      ))}
      {hidden > 0 && <li className="px-1 text-xs text-ink-600">+{hidden} more</li>}
    </ul>
  );
}

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
          // No gallery yet: a plain cover in the brand's colours naming the category, not an empty box.
          <div
            aria-hidden="true"
            className="flex size-full items-end bg-gradient-to-br from-brand-900 to-brand-700 p-4 text-sm font-semibold text-white"
          >
            {MARKETPLACE_CATEGORY_LABELS[service.category]}
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
