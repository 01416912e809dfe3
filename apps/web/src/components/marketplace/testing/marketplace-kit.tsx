import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  Balance,
  LedgerRow,
  OrderDetail,
  OrderSummary,
  Review,
  SellerSummary,
  ServiceDetail,
  ServiceSummary,
} from '@talent/contract/marketplace';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { identityKeys } from '../../../lib/identity.ts';
import { verifiedUser } from '../../../test/render-app.tsx';
import { MarketplaceApiProvider, talentMarketplace, type MarketplaceApi } from '../marketplace-api.tsx';

/** Test-only marketplace data (the reader is in Europe/London) and a way to render a screen on its own. */

export const me = { ...verifiedUser, timezone: 'Europe/London' };

export function seller(overrides: Partial<SellerSummary> = {}): SellerSummary {
  return {
    id: 's-1',
    name: 'Grace Hopper',
    headline: 'Staff engineer: React, TypeScript and design systems',
    avatar_url: null,
    country: 'Portugal',
    identity_verified: true,
    elite: true,
    badges: [{ skill: 'react', name: 'React', level: 'advanced' }],
    completed_orders: 42,
    completion_rate: 0.95,
    rating: { average: 4.8, count: 31 },
    member_since: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function serviceSummary(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id: 'svc-1',
    title: 'A React code review within 48 hours',
    category: 'development',
    status: 'published',
    skills: [
      { slug: 'react', name: 'React', verified: true, evidence: 'Skill badge: React, advanced' },
      { slug: 'graphql', name: 'GraphQL', verified: false, evidence: null },
    ],
    seller: seller(),
    currency: 'EUR',
    from_price_minor: 9_000,
    from_price_usd_minor: 9_700,
    fastest_delivery_days: 2,
    rating: { average: 4.9, count: 12 },
    cover_url: '/talent/api/marketplace/services/svc-1/gallery/f-1',
    published_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rv-1',
    order_id: 'o-9',
    author_side: 'buyer',
    author_name: 'Alan Turing',
    rating: 5,
    text: 'Clear, **kind** and fast.',
    service_title: 'A React code review within 48 hours',
    tier: 'standard',
    created_at: '2026-04-01T10:00:00.000Z',
    ...overrides,
  };
}

export function serviceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    ...serviceSummary(),
    description:
      'I read your pull request like a **senior reviewer**: structure, state, tests and accessibility.',
    tiers: [
      {
        name: 'basic',
        title: 'One component',
        scope: 'A review of one component up to 300 lines.',
        price_minor: 9_000,
        delivery_days: 2,
        revisions: 1,
      },
      {
        name: 'standard',
        title: 'One feature',
        scope: 'A review of a feature up to 1,500 lines, with a call.',
        price_minor: 25_000,
        delivery_days: 4,
        revisions: 2,
      },
      {
        name: 'premium',
        title: 'Whole app',
        scope: 'An architecture review of the whole app with a written report.',
        price_minor: 80_000,
        delivery_days: 10,
        revisions: 3,
      },
    ],
    addons: [
      {
        id: 'ad-1',
        title: 'Express delivery',
        description: 'Jump the queue.',
        price_minor: 4_050,
        extra_days: 0,
      },
      { id: 'ad-2', title: 'Written report', description: '', price_minor: 3_000, extra_days: 1 },
    ],
    questions: [
      { id: 'q-1', prompt: 'Link to the repository', required: true },
      { id: 'q-2', prompt: 'Anything to focus on?', required: false },
    ],
    gallery: [
      { id: 'f-1', name: 'cover.png', url: '/talent/api/marketplace/services/svc-1/gallery/f-1' },
      { id: 'f-2', name: 'report.png', url: '/talent/api/marketplace/services/svc-1/gallery/f-2' },
    ],
    reviews: [review()],
    mine: false,
    cannot_order_reason: null,
    orders_in_queue: 3,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const buyerParty = {
  id: 'u1',
  name: 'Ada Lovelace',
  company: null,
  avatar_url: null,
  role: 'talent' as const,
};
const sellerParty = {
  id: 's-1',
  name: 'Grace Hopper',
  company: null,
  avatar_url: null,
  role: 'talent' as const,
};

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o-1',
    reference: 'MK-7F3A2C',
    service_id: 'svc-1',
    service_title: 'A React code review within 48 hours',
    tier: serviceDetail().tiers[1]!,
    status: 'in_progress',
    side: 'buyer',
    buyer: buyerParty,
    seller: sellerParty,
    currency: 'EUR',
    total_minor: 29_050,
    fee_minor: 2_905,
    due_at: '2030-06-05T12:00:00.000Z',
    late: false,
    auto_release_at: null,
    created_at: '2030-06-01T10:00:00.000Z',
    updated_at: '2030-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    addons: [serviceDetail().addons[0]!],
    questions: serviceDetail().questions,
    requirements: null,
    revisions_allowed: 2,
    revisions_used: 0,
    timeline: [
      {
        id: 'ev-1',
        type: 'ordered',
        actor_side: 'buyer',
        actor_name: 'Ada Lovelace',
        message: null,
        files: [],
        amount_minor: 29_050,
        created_at: '2030-06-01T10:00:00.000Z',
      },
    ],
    actions: [],
    cancellation: null,
    cancelled: null,
    dispute: null,
    reviews: { mine: null, theirs: null, theirs_hidden: false, visible_from: null },
    payments: { in_escrow_minor: 29_050, released_minor: 0, refunded_minor: 0, fee_minor: 0 },
    conversation_id: 'conv-7',
    ...overrides,
  };
}

export function balance(overrides: Partial<Balance> = {}): Balance {
  return {
    currency: 'EUR',
    available_minor: 22_500,
    incoming_minor: 29_050,
    fees_minor: 2_500,
    in_escrow_minor: 0,
    spent_minor: 0,
    refunded_minor: 0,
    ...overrides,
  };
}

export function ledgerRow(overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: 'p-1',
    entry_id: 'e-1',
    kind: 'release',
    account: 'earnings',
    order_id: 'o-1',
    order_reference: 'MK-7F3A2C',
    memo: 'Released after approval',
    currency: 'EUR',
    amount_minor: 22_500,
    created_at: '2030-06-06T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T,>(data: T[], next_cursor: string | null = null, total = data.length) => ({
  data,
  meta: { total, next_cursor },
});

function LocationProbe({ onChange }: { onChange: (location: { pathname: string; search: string }) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * A marketplace screen on its own with the toaster, signed in, inside the given API provider (the talent's unless
 * told), at `path` matched by `pattern`; `pathname()` and `search()` read where it went.
 */
export function renderMarketplace(
  ui: ReactNode,
  { path, pattern, market = talentMarketplace }: { path: string; pattern: string; market?: MarketplaceApi },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), me);
  let current = { pathname: '', search: '' };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MarketplaceApiProvider value={market}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe onChange={(value) => (current = value)} />
        </MemoryRouter>
      </MarketplaceApiProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, pathname: () => current.pathname, search: () => current.search };
}
