import type { OrderSide, OrderStatus } from '@talent/contract/marketplace';
import type { MarketplaceRole } from '../marketplace-api.tsx';
import type { BrowseFilters } from '../browse/browse-filters.ts';

export interface OrderListFilters {
  side: OrderSide;
  status: OrderStatus | null;
}

/**
 * Query keys of the marketplace, per role (a recruiter's and a talent's answers differ: `mine`, `actions`). An
 * order's move refetches `orders` and `money`; the seller's own pages (`selling`) follow it too.
 */
export const marketplaceKeys = {
  all: (role: MarketplaceRole) => ['marketplace', role] as const,
  services: (role: MarketplaceRole) => [...marketplaceKeys.all(role), 'services'] as const,
  serviceList: (role: MarketplaceRole, filters: BrowseFilters) =>
    [...marketplaceKeys.services(role), 'list', filters] as const,
  service: (role: MarketplaceRole, id: string) => [...marketplaceKeys.services(role), 'detail', id] as const,
  seller: (role: MarketplaceRole, id: string) => [...marketplaceKeys.services(role), 'seller', id] as const,
  orders: (role: MarketplaceRole) => [...marketplaceKeys.all(role), 'orders'] as const,
  orderList: (role: MarketplaceRole, filters: OrderListFilters) =>
    [...marketplaceKeys.orders(role), 'list', filters] as const,
  order: (role: MarketplaceRole, id: string) => [...marketplaceKeys.orders(role), 'detail', id] as const,
  money: (role: MarketplaceRole) => [...marketplaceKeys.all(role), 'money'] as const,
  balance: (role: MarketplaceRole) => [...marketplaceKeys.money(role), 'balance'] as const,
  ledger: (role: MarketplaceRole) => [...marketplaceKeys.money(role), 'ledger'] as const,
  /** The seller's own services and skills (talents only; built on by features/marketplace). */
  selling: () => [...marketplaceKeys.all('talent'), 'selling'] as const,
};
