import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  OrderSideSchema,
  OrderStatusSchema,
  type OrderSide,
  type OrderStatus,
} from '@talent/contract/marketplace';
import { CloudOff, PackageOpen, SearchX } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDate, relativeTime, useTimeZone } from '../../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import type { OrderListFilters } from '../api/marketplace-keys.ts';
import { useOrders } from '../api/orders.ts';
import { useMarketplaceLive } from '../api/use-marketplace-live.ts';
import { useNow } from '../lib/use-now.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Money, OrderStatusPill } from '../parts/display.tsx';

const SIDE_LABELS: Record<OrderSide, string> = { buyer: 'Buying', seller: 'Selling' };

/** `?side=seller&status=delivered`: the tab and the filter survive a reload and Back. */
function useOrderFilters(sides: readonly OrderSide[]) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo<OrderListFilters>(() => {
    const read = new URLSearchParams(key);
    const side = OrderSideSchema.safeParse(read.get('side'));
    const status = OrderStatusSchema.safeParse(read.get('status'));
    return {
      side: side.success && sides.includes(side.data) ? side.data : sides[0]!,
      status: status.success ? status.data : null,
    };
  }, [key, sides]);
  const update = useCallback(
    (changes: Partial<OrderListFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, update };
}

function OrderRows({ filters, onClear }: { filters: OrderListFilters; onClear: () => void }) {
  const { links } = useMarketplaceApi();
  const zone = useTimeZone();
  const now = useNow();
  const orders = useOrders(filters);
  if (orders.isPending)
    return (
      <div role="status" aria-label="Loading orders" className="space-y-2">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-16 animate-pulse rounded-card bg-ink-100" />
        ))}
      </div>
    );
  if (!orders.data)
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your orders did not load"
        actions={
          <Button onClick={() => void orders.refetch()} loading={orders.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(orders.error)}
      </StatePanel>
    );
  const rows = orders.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return filters.status ? (
      <StatePanel
        Icon={SearchX}
        title="No orders with this status"
        actions={<Button onClick={onClear}>Show every order</Button>}
      >
        Try another status.
      </StatePanel>
    ) : filters.side === 'buyer' ? (
      <StatePanel
        Icon={PackageOpen}
        title="You have not ordered anything yet"
        actions={<ButtonLink to={links.browse}>Browse services</ButtonLink>}
      >
        When you order a service, it shows here with its status and due date.
      </StatePanel>
    ) : (
      <StatePanel
        Icon={PackageOpen}
        title="No orders for your services yet"
        actions={links.selling ? <ButtonLink to={links.selling}>Go to your services</ButtonLink> : undefined}
      >
        Orders for your services show here as soon as someone buys one.
      </StatePanel>
    );
  return (
    <div
      aria-busy={orders.isPlaceholderData || undefined}
      className={orders.isPlaceholderData ? 'opacity-60' : ''}
    >
      <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">
            {SIDE_LABELS[filters.side]}: orders
            {filters.status ? ` ${ORDER_STATUS_LABELS[filters.status].toLowerCase()}` : ''}, newest activity
            first
          </caption>
          <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Order
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {filters.side === 'buyer' ? 'Seller' : 'Buyer'}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Due
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((order) => {
              const other = order.side === 'buyer' ? order.seller : order.buyer;
              return (
                <tr key={order.id} className="hover:bg-ink-50">
                  <td className="px-4 py-3">
                    <Link to={links.order(order.id)} className="font-medium text-ink-900 hover:underline">
                      {order.service_title}
                    </Link>
                    <span className="block text-xs text-ink-500">{order.reference}</span>
                  </td>
                  <td className="px-4 py-3 text-ink-800">
                    {other.name}
                    {other.company && <span className="block text-xs text-ink-500">{other.company}</span>}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold text-ink-900 tabular-nums">
                    <Money minor={order.total_minor} currency={order.currency} />
                  </td>
                  <td className="px-4 py-3">
                    <OrderStatusPill status={order.status} late={order.late} />
                  </td>
                  <td className="px-4 py-3 text-ink-700">
                    {order.due_at ? (
                      <>
                        <time dateTime={order.due_at}>{formatDate(order.due_at, zone)}</time>
                        <span className="block text-xs text-ink-500">{relativeTime(order.due_at, now)}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {orders.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {errorMessage(orders.error, 'More orders did not load. Please try again.')}
        </p>
      )}
      {orders.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            Load more orders
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The caller's orders: Buying and Selling tabs (a recruiter only buys), a status filter, rows with the reference,
 * service, other side, total, status and due date. Live: moves by the other side refetch the list.
 */
export function OrdersBrowser() {
  useMarketplaceLive();
  const { role } = useMarketplaceApi();
  const sides = useMemo<readonly OrderSide[]>(
    () => (role === 'talent' ? ['buyer', 'seller'] : ['buyer']),
    [role],
  );
  const { filters, update } = useOrderFilters(sides);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const statusId = `${id}-status`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = sides.indexOf(filters.side);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + sides.length) % sides.length;
    update({ side: sides[next]! });
    tabs.current[next]?.focus();
  };

  const filter = (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
          Status
        </label>
        <select
          id={statusId}
          value={filters.status ?? ''}
          onChange={(event) => update({ status: (event.target.value || null) as OrderStatus | null })}
          className="mt-1.5 block rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs"
        >
          <option value="">Every status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
  const list = <OrderRows filters={filters} onClear={() => update({ status: null })} />;

  if (sides.length === 1)
    return (
      <div>
        {filter}
        {list}
      </div>
    );
  return (
    <div>
      <div
        role="tablist"
        aria-label="Orders"
        onKeyDown={onKeyDown}
        className="mb-4 flex gap-1 border-b border-ink-200"
      >
        {sides.map((side, i) => (
          <button
            key={side}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${side}`}
            aria-selected={filters.side === side}
            aria-controls={`${id}-panel`}
            tabIndex={filters.side === side ? 0 : -1}
            onClick={() => update({ side })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              filters.side === side
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-ink-600 hover:text-ink-900'
            }`}
          >
            {SIDE_LABELS[side]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${filters.side}`}>
        {filter}
        {list}
      </div>
    </div>
  );
}
