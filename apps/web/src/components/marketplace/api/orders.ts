import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@talent/contract/http';
import {
  OrderListSchema,
  OrderResponseSchema,
  type OrderDetail,
  type OrderInput,
} from '@talent/contract/marketplace';
import type { z } from 'zod';
import { api, statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  marketplaceUrl,
  useMarketplaceApi,
  type MarketplaceApi,
  type MarketplaceRole,
} from '../marketplace-api.tsx';
import { marketplaceKeys, type OrderListFilters } from './marketplace-keys.ts';

export type OrderListPage = z.infer<typeof OrderListSchema>;

const orderPath = (id: string, rest = '') => `/orders/${encodeURIComponent(id)}${rest}`;

/** `GET /marketplace/orders?side&status`: newest activity first, a page at a time. */
export function useOrders(filters: OrderListFilters) {
  const market = useMarketplaceApi();
  return useInfiniteQuery({
    queryKey: marketplaceKeys.orderList(market.role, filters),
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.get<unknown>(marketplaceUrl(market, '/orders'), {
        params: { side: filters.side, status: filters.status ?? undefined, cursor: pageParam },
        signal,
      });
      return OrderListSchema.parse(response.data);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

export async function getOrder(market: MarketplaceApi, id: string, signal?: AbortSignal) {
  const response = await api.get<unknown>(marketplaceUrl(market, orderPath(id)), { signal });
  return OrderResponseSchema.parse(response.data).data;
}

/** `GET /marketplace/orders/{id}`: refetched on focus, since the other side moves it too. */
export function useOrder(id: string) {
  const market = useMarketplaceApi();
  return useQuery<OrderDetail>({
    queryKey: marketplaceKeys.order(market.role, id),
    queryFn: ({ signal }) => getOrder(market, id, signal),
    refetchOnWindowFocus: 'always',
  });
}

/** The order as the server answered it shows at once; the lists and balances that it moved refetch. */
export function applyOrder(queryClient: QueryClient, role: MarketplaceRole, order: OrderDetail): void {
  queryClient.setQueryData(marketplaceKeys.order(role, order.id), order);
  void queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.orders(role), 'list'] });
  void queryClient.invalidateQueries({ queryKey: marketplaceKeys.money(role) });
  if (role === 'talent') void queryClient.invalidateQueries({ queryKey: marketplaceKeys.selling() });
}

/**
 * `POST /marketplace/orders` with an `Idempotency-Key`: the money is held in escrow once, however often the
 * request arrives (a double click, a retry after a dropped answer). The caller makes one key per confirmation.
 */
export function useCreateOrder() {
  const market = useMarketplaceApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) => {
      const response = await api.post<unknown>(marketplaceUrl(market, '/orders'), input, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
      return OrderResponseSchema.parse(response.data).data;
    },
    onSuccess: (order) => {
      applyOrder(queryClient, market.role, order);
      void queryClient.invalidateQueries({
        queryKey: marketplaceKeys.service(market.role, order.service_id),
      });
    },
  });
}

/** Every move on an order: the path under the order, its method, and whether it moves money. */
export const ORDER_MOVES = {
  requirements: { path: '/requirements', method: 'post', money: false },
  deliver: { path: '/deliveries', method: 'post', money: false },
  revision: { path: '/revision', method: 'post', money: false },
  approve: { path: '/approve', method: 'post', money: true },
  cancellation: { path: '/cancellation', method: 'post', money: true },
  acceptCancellation: { path: '/cancellation/accept', method: 'post', money: true },
  declineCancellation: { path: '/cancellation/decline', method: 'post', money: false },
  withdrawCancellation: { path: '/cancellation', method: 'delete', money: false },
  dispute: { path: '/dispute', method: 'post', money: false },
  evidence: { path: '/dispute/evidence', method: 'post', money: false },
  review: { path: '/review', method: 'post', money: false },
} as const;
export type OrderMove = keyof typeof ORDER_MOVES;

export interface OrderMoveRequest {
  move: OrderMove;
  body?: unknown;
  /** For the moves that move money: one key per confirmation, reused by its retries. */
  idempotencyKey?: string;
}

/** A refusal that says the order moved under the caller (the other side was first, the status changed). */
export const isConflict = (error: unknown) => statusOf(error) === 409;

/**
 * One move on the order (each answers the order as it is now). A failure refetches the order, so the screen shows
 * what is possible now; a 409's reason shows as a toast, since the form it came from may be gone with the refetch.
 */
export function useOrderMove(orderId: string) {
  const market = useMarketplaceApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ move, body, idempotencyKey }: OrderMoveRequest) => {
      const { path, method, money } = ORDER_MOVES[move];
      const url = marketplaceUrl(market, orderPath(orderId, path));
      const headers: Record<string, string> =
        money && idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {};
      const response =
        method === 'delete'
          ? await api.delete<unknown>(url, { headers })
          : await api.post<unknown>(url, body ?? {}, { headers });
      return OrderResponseSchema.parse(response.data).data;
    },
    onSuccess: (order) => applyOrder(queryClient, market.role, order),
    onError: (error) => {
      if (isConflict(error)) toast.error(errorMessage(error));
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.order(market.role, orderId) });
    },
  });
}
