import type { Balance } from '@talent/contract/marketplace';
import { CloudOff, Wallet } from 'lucide-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { StatePanel } from '../../ui/state-panel.tsx';
import { useBalance } from '../api/money.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Money } from '../parts/display.tsx';

function Figure({
  label,
  hint,
  minor,
  currency,
}: {
  label: string;
  hint: string;
  minor: number;
  currency: string;
}) {
  return (
    <div>
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="text-xl font-bold text-ink-900 tabular-nums">
        <Money minor={minor} currency={currency} exact />
      </dd>
      <dd className="text-xs text-ink-500">{hint}</dd>
    </div>
  );
}

function CurrencyCard({ balance, selling }: { balance: Balance; selling: boolean }) {
  const bought = balance.in_escrow_minor + balance.spent_minor + balance.refunded_minor > 0;
  const sold = balance.available_minor + balance.incoming_minor + balance.fees_minor > 0;
  return (
    <li className="rounded-card border border-ink-200 bg-white p-5 shadow-xs">
      <h3 className="text-sm font-semibold text-ink-900">{balance.currency}</h3>
      {selling && (sold || !bought) && (
        <dl aria-label={`Earnings in ${balance.currency}`} className="mt-3 grid gap-4 sm:grid-cols-3">
          <Figure
            label="Available"
            hint="Released to you: yours now."
            minor={balance.available_minor}
            currency={balance.currency}
          />
          <Figure
            label="Incoming"
            hint="In escrow for your running orders."
            minor={balance.incoming_minor}
            currency={balance.currency}
          />
          <Figure
            label="Fees paid"
            hint="Taken from your releases."
            minor={balance.fees_minor}
            currency={balance.currency}
          />
        </dl>
      )}
      {(bought || !selling) && (
        <dl
          aria-label={`Purchases in ${balance.currency}`}
          className={`grid gap-4 sm:grid-cols-3 ${selling && (sold || !bought) ? 'mt-4 border-t border-ink-100 pt-4' : 'mt-3'}`}
        >
          <Figure
            label="In escrow"
            hint="Paid for your running orders."
            minor={balance.in_escrow_minor}
            currency={balance.currency}
          />
          <Figure
            label="Spent"
            hint="Released to sellers."
            minor={balance.spent_minor}
            currency={balance.currency}
          />
          <Figure
            label="Refunded"
            hint="Returned to you."
            minor={balance.refunded_minor}
            currency={balance.currency}
          />
        </dl>
      )}
    </li>
  );
}

/**
 * The balances, one card per currency: a seller's available, incoming (in escrow) and fees; a buyer's escrow,
 * spending and refunds. No money has moved yet: a sentence says how it will.
 */
export function BalancePanel() {
  const { role } = useMarketplaceApi();
  const balance = useBalance();
  const selling = role === 'talent';
  if (balance.isPending)
    return (
      <div
        role="status"
        aria-label="Loading your balances"
        className="h-32 animate-pulse rounded-card bg-ink-100"
      />
    );
  if (balance.isError)
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your balances did not load"
        actions={
          <Button onClick={() => void balance.refetch()} loading={balance.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(balance.error)}
      </StatePanel>
    );
  if (balance.data.length === 0)
    return (
      <StatePanel Icon={Wallet} title="No money has moved yet">
        {selling
          ? 'When someone orders one of your services, what they pay waits in escrow here until you deliver and it is released to you.'
          : 'When you order a service, what you pay waits in escrow until you approve the delivery.'}
      </StatePanel>
    );
  return (
    <ul aria-label="Balances by currency" className="grid gap-4">
      {balance.data.map((row) => (
        <CurrencyCard key={row.currency} balance={row} selling={selling} />
      ))}
    </ul>
  );
}
