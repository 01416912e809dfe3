import { createContext, use, type ReactNode } from 'react';

/** Whose marketplace this is: a talent buys and sells; a recruiter buys for their company. */
export type MarketplaceRole = 'talent' | 'recruiter';

/** Where the shared screens link to: the candidate's pages or the recruiter console's. */
export interface MarketplaceLinks {
  browse: string;
  service: (id: string) => string;
  /** Null where the area has no seller page (the console). */
  seller: (id: string) => string | null;
  orders: string;
  order: (id: string) => string;
  /** The order's chat thread in the area's inbox (`?c=` selects a conversation). */
  chat: (conversationId: string) => string;
  /** The seller's own pages (talents only). */
  selling: string | null;
  editService: ((id: string) => string) | null;
}

export interface MarketplaceApi {
  role: MarketplaceRole;
  /** The API base every marketplace call goes under. */
  base: '/talent/api' | '/recruiter/api';
  links: MarketplaceLinks;
}

const enc = encodeURIComponent;

export const talentMarketplace: MarketplaceApi = {
  role: 'talent',
  base: '/talent/api',
  links: {
    browse: '/marketplace',
    service: (id) => `/marketplace/services/${enc(id)}`,
    seller: (id) => `/marketplace/sellers/${enc(id)}`,
    orders: '/marketplace/orders',
    order: (id) => `/marketplace/orders/${enc(id)}`,
    chat: (conversationId) => `/chat?c=${enc(conversationId)}`,
    selling: '/marketplace/selling',
    editService: (id) => `/marketplace/selling/${enc(id)}`,
  },
};

export const recruiterMarketplace: MarketplaceApi = {
  role: 'recruiter',
  base: '/recruiter/api',
  links: {
    browse: '/recruiter/marketplace',
    service: (id) => `/recruiter/marketplace/services/${enc(id)}`,
    seller: () => null,
    orders: '/recruiter/marketplace/orders',
    order: (id) => `/recruiter/marketplace/orders/${enc(id)}`,
    chat: (conversationId) => `/recruiter/chat?c=${enc(conversationId)}`,
    selling: null,
    editService: null,
  },
};

const MarketplaceContext = createContext<MarketplaceApi | null>(null);

/**
 * The marketplace screens shared by the candidate's pages and the recruiter console read their API base and their
 * links from here: wrap a page in `<MarketplaceApiProvider value={talentMarketplace}>` (or `recruiterMarketplace`).
 */
export function MarketplaceApiProvider({ value, children }: { value: MarketplaceApi; children: ReactNode }) {
  return <MarketplaceContext value={value}>{children}</MarketplaceContext>;
}

export function useMarketplaceApi(): MarketplaceApi {
  const value = use(MarketplaceContext);
  if (!value) throw new Error('Wrap the marketplace screens in a MarketplaceApiProvider.');
  return value;
}

/** `/talent/api/marketplace/orders/…` or its recruiter twin. */
export function marketplaceUrl(api: Pick<MarketplaceApi, 'base'>, path: string): string {
  return `${api.base}/marketplace${path.startsWith('/') ? path : `/${path}`}`;
}
