import type { LedgerRow } from '@talent/contract/marketplace';
import { CloudOff, Download, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import { useLedger } from '../api/money.ts';
import { marketplaceUrl, useMarketplaceApi } from '../marketplace-api.tsx';
import { Money } from '../parts/display.tsx';

const KIND_LABELS: Record<LedgerRow['kind'], string> = {
  hold: 'Paid into escrow',
  release: 'Released',
  refund: 'Refunded',
  partial_refund: 'Partly refunded',
};
const ACCOUNT_LABELS: Record<string, string> = {
  funding: 'Your payments',
  escrow: 'Escrow',
  earnings: 'Your earnings',
  fees: 'Platform fee',
};

/** Every money movement of mine, newest first, a page at a time, and the same as a CSV file. */
export function LedgerTable() {
  const market = useMarketplaceApi();
  const zone = useTimeZone();
  const ledger = useLedger();
  const csv = (
    <a
      href={marketplaceUrl(market, '/ledger.csv')}
      download
      className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
    >
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </a>
  );
  if (ledger.isPending)
    return (
      <div
        role="status"
        aria-label="Loading your money history"
        className="h-40 animate-pulse rounded-card bg-ink-100"
      />
    );
  if (!ledger.data)
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your money history did not load"
        actions={
          <Button onClick={() => void ledger.refetch()} loading={ledger.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(ledger.error)}
      </StatePanel>
    );
  const rows = ledger.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return (
      <StatePanel Icon={ReceiptText} title="No movements yet">
        Each payment into escrow, release and refund will be listed here, with its order.
      </StatePanel>
    );
  return (
    <div>
      <div className="mb-3 flex justify-end">{csv}</div>
      <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Money history, newest first</caption>
          <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                What
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Order
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Account
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-2 whitespace-nowrap text-ink-600">
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at, zone)}</time>
                </td>
                <td className="px-4 py-2 text-ink-900">
                  {KIND_LABELS[row.kind]}
                  {row.memo && <span className="block text-xs text-ink-500">{row.memo}</span>}
                </td>
                <td className="px-4 py-2">
                  {row.order_id && row.order_reference ? (
                    <Link
                      to={market.links.order(row.order_id)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {row.order_reference}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-4 py-2 text-ink-700">{ACCOUNT_LABELS[row.account] ?? row.account}</td>
                <td
                  className={`px-4 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${row.amount_minor < 0 ? 'text-ink-900' : 'text-emerald-800'}`}
                >
                  {row.amount_minor > 0 ? '+' : ''}
                  <Money minor={row.amount_minor} currency={row.currency} exact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ledger.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {errorMessage(ledger.error, 'More movements did not load. Please try again.')}
        </p>
      )}
      {ledger.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={ledger.isFetchingNextPage}
            onClick={() => void ledger.fetchNextPage()}
          >
            Load older movements
          </Button>
        </div>
      )}
    </div>
  );
}
