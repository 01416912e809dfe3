import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  MarketplaceApiProvider,
  recruiterMarketplace,
} from '../../../components/marketplace/marketplace-api.tsx';

const TABS = [
  { to: '/recruiter/marketplace', label: 'Browse' },
  { to: '/recruiter/marketplace/orders', label: 'Orders' },
] as const;

/** The recruiter's side of the shared marketplace screens: the recruiter API and the console's links. */
export function RecruiterMarketplace({ children }: { children: ReactNode }) {
  return <MarketplaceApiProvider value={recruiterMarketplace}>{children}</MarketplaceApiProvider>;
}

/** The console's list pages: the heading, a sentence, the section tabs (Browse, Orders), then the page. */
export function ConsoleMarketplaceFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <RecruiterMarketplace>
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-1.5 max-w-3xl text-sm text-ink-600">{intro}</p>
        <nav aria-label="Marketplace" className="mt-5 overflow-x-auto">
          <ul className="inline-flex gap-1 rounded-card bg-ink-100 p-1">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex items-center rounded-control px-3.5 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive
                        ? 'bg-white text-ink-900 shadow-sm'
                        : 'text-ink-600 hover:bg-ink-200/60 hover:text-ink-900'
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">{children}</div>
      </div>
    </RecruiterMarketplace>
  );
}
