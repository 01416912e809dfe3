import {
  MARKETPLACE_CATEGORY_LABELS,
  type Addon,
  type ServiceDetail,
  type TierName,
} from '@talent/contract/marketplace';
import { ArrowLeft, Info, Pencil, Users } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { addDays } from 'date-fns';
import { formatDate, useTimeZone } from '../../../lib/format.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { UserText } from '../../user-text.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { PageLoadFailure } from '../../ui/page-load-failure.tsx';
import { useService } from '../api/get-services.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Money, RatingText, SellerName, SkillList, daysText, plural } from '../parts/display.tsx';
import { ReviewList } from '../parts/reviews.tsx';
import { SellerCard } from '../parts/seller-card.tsx';
import { Gallery } from './gallery.tsx';
import { OrderButton } from './order-dialog.tsx';
import { TierPicker } from './tier-picker.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function AddonPicker({
  addons,
  currency,
  chosen,
  onToggle,
}: {
  addons: Addon[];
  currency: string;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const id = useId();
  if (addons.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink-900">Add-ons</legend>
      <ul className="mt-2 space-y-2">
        {addons.map((addon) => (
          <li key={addon.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 p-3 text-sm hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                checked={chosen.has(addon.id)}
                onChange={() => onToggle(addon.id)}
                aria-describedby={addon.description ? `${id}-${addon.id}` : undefined}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span className="flex-1">
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-ink-900">{addon.title}</span>
                  <span className="font-semibold text-ink-900">
                    +<Money minor={addon.price_minor} currency={currency} />
                  </span>
                </span>
                {addon.description && (
                  <span id={`${id}-${addon.id}`} className="mt-0.5 block text-ink-600">
                    {addon.description}
                  </span>
                )}
                {addon.extra_days > 0 && (
                  <span className="mt-0.5 block text-xs text-ink-600">Adds {daysText(addon.extra_days)}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The tiers, add-ons, live total and due estimate, and "Order" (or why the caller cannot order). */
function OrderBox({ service }: { service: ServiceDetail }) {
  const { links } = useMarketplaceApi();
  const zone = useTimeZone();
  const [tierName, setTierName] = useState<TierName>(service.tiers[0]?.name ?? 'basic');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const tier = service.tiers.find((t) => t.name === tierName) ?? service.tiers[0];
  if (!tier) return null;
  const addons = service.addons.filter((addon) => chosen.has(addon.id));
  const total = tier.price_minor + addons.reduce((sum, addon) => sum + addon.price_minor, 0);
  const days = tier.delivery_days + addons.reduce((sum, addon) => sum + addon.extra_days, 0);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Section id="order-heading" title="Choose what you need">
      <TierPicker
        tiers={service.tiers}
        currency={service.currency}
        value={tier.name}
        onChange={setTierName}
      />
      <AddonPicker addons={service.addons} currency={service.currency} chosen={chosen} onToggle={toggle} />
      <div className="mt-5 flex flex-col gap-4 border-t border-ink-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div aria-live="polite">
          <p className="text-sm text-ink-600">Total</p>
          <p className="text-2xl font-bold text-ink-900">
            <Money minor={total} currency={service.currency} />
          </p>
          <p className="mt-1 text-sm text-ink-700">
            Delivery {daysText(days)} after you send your requirements (by{' '}
            {formatDate(addDays(new Date(), days), zone)} if you send them today).
          </p>
          {service.orders_in_queue > 0 && (
            <p className="mt-1 flex items-center gap-1 text-xs text-ink-600">
              <Users aria-hidden="true" className="size-3.5" />
              {plural(service.orders_in_queue, 'order')} in the seller’s queue now
            </p>
          )}
        </div>
        <div className="sm:w-72">
          {service.cannot_order_reason ? (
            <p className="flex items-start gap-2 rounded-control bg-ink-100 px-3 py-2 text-sm text-ink-800">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {service.cannot_order_reason}
            </p>
          ) : (
            <OrderButton choice={{ service, tier, addons, total, days }} />
          )}
          {service.mine && links.editService && (
            <ButtonLink to={links.editService(service.id)} variant="secondary" className="mt-2 w-full">
              <Pencil aria-hidden="true" className="size-4" />
              Edit this service
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}

function Service({ service }: { service: ServiceDetail }) {
  const { links } = useMarketplaceApi();
  useEffect(() => {
    document.title = documentTitle(service.title);
  }, [service.title]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={links.browse}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Marketplace
      </Link>
      <header className="mt-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {MARKETPLACE_CATEGORY_LABELS[service.category]}
          {service.status !== 'published' && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 normal-case">
              {service.status === 'draft' ? 'Draft: only you can see it' : 'Paused: hidden from browsing'}
            </span>
          )}
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900">{service.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <SellerName seller={service.seller} href={links.seller(service.seller.id)} size="sm" />
          <RatingText rating={service.rating} />
        </div>
        <div className="mt-3">
          <SkillList skills={service.skills} />
        </div>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          <Gallery images={service.gallery} title={service.title} />
          <OrderBox service={service} />
          <Section id="about-heading" title="About this service">
            <UserText markdown={service.description} className="text-sm text-ink-800" />
            {service.questions.length > 0 && (
              <>
                <h3 className="mt-5 text-sm font-semibold text-ink-900">What the seller will ask you</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
                  {service.questions.map((question) => (
                    <li key={question.id}>{question.prompt}</li>
                  ))}
                </ul>
              </>
            )}
          </Section>
          <Section id="reviews-heading" title={`Reviews (${service.reviews.length})`}>
            <ReviewList reviews={service.reviews} label="Reviews of this service" />
          </Section>
        </div>
        <div className="lg:sticky lg:top-20">
          <SellerCard seller={service.seller} />
        </div>
      </div>
    </div>
  );
}

/** One service: gallery, description, tiers side by side, add-ons with a live total, order, seller and reviews. */
export function ServiceView({ id }: { id: string }) {
  const { links } = useMarketplaceApi();
  const service = useService(id);
  if (service.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the service"
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  if (service.isError)
    return (
      <PageLoadFailure
        error={service.error}
        what="The service"
        notFound={{
          title: 'We could not find this service',
          body: 'The link may be wrong, or the seller paused or removed it.',
          to: links.browse,
          label: 'Browse the marketplace',
        }}
        onRetry={() => void service.refetch()}
      />
    );
  return <Service service={service.data} />;
}
