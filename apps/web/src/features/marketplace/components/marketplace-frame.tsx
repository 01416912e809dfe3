import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  MarketplaceApiProvider,
  talentMarketplace,
} from '../../../components/marketplace/marketplace-api.tsx';

const TABS = [
  { to: '/marketplace', label: 'Browse' },
  { to: '/marketplace/orders', label: 'Orders' },
  { to: '/marketplace/selling', label: 'Selling' },
] as const;

/** The candidate's side of the shared marketplace screens: the talent API and the `/marketplace` links. */
export function TalentMarketplace({ children }: { children: ReactNode }) {
  return <MarketplaceApiProvider value={talentMarketplace}>{children}</MarketplaceApiProvider>;
}

/** The list pages' heading, a sentence, the section tabs (Browse, Orders, Selling) and an action beside them. */
export function MarketplaceFrame({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, '');
  return (
    <TalentMarketplace>
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="max-w-3xl min-w-0">
            <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
            <p className="mt-1.5 text-ink-600">{intro}</p>
          </div>
          {aside}
        </div>
        <nav aria-label="Marketplace" className="mt-6 overflow-x-auto">
          <ul className="inline-flex gap-1 rounded-card bg-ink-100 p-1">
            {TABS.map((tab) => {
              const active = current === tab.to;
              return (
                <li key={tab.to}>
                  <Link
                    to={tab.to}
                    aria-current={active ? 'page' : undefined}
                    className={`inline-flex items-center rounded-control px-3.5 py-2 text-sm font-medium whitespace-nowrap ${
                      active
                        ? 'bg-white text-ink-900 shadow-sm'
                        : 'text-ink-600 hover:bg-ink-200/60 hover:text-ink-900'
                    }`}
                  >
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-6">{children}</div>
      </div>
    </TalentMarketplace>
  );
}
