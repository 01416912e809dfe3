import { Plus } from 'lucide-react';
import { useMatch, useNavigate } from 'react-router';
import { BalancePanel } from '../../../components/marketplace/money/balance-panel.tsx';
import { LedgerTable } from '../../../components/marketplace/money/ledger-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateService } from '../api/selling.ts';
import { ServiceEditor } from '../components/editor/service-editor.tsx';
import { MarketplaceFrame, TalentMarketplace } from '../components/marketplace-frame.tsx';
import { MyServiceList } from '../components/my-service-list.tsx';

/**
 * `/marketplace/selling`: my services (status, what is left to publish, orders), a new one, my balances per currency
 * and the history of every money movement (CSV too).
 */
function Selling({ title }: { title: string }) {
  const navigate = useNavigate();
  const create = useCreateService();
  const start = () =>
    create.mutate(undefined, {
      onSuccess: (service) => void navigate(`/marketplace/selling/${encodeURIComponent(service.id)}`),
      onError: (error) =>
        toast.error(errorMessage(error, 'The new service could not be started. Please try again.')),
    });
  return (
    <MarketplaceFrame
      title={title}
      intro="Your services, what they earn and every movement of your money. Buyers pay into escrow before you start."
      aside={
        <Button onClick={start} loading={create.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          New service
        </Button>
      }
    >
      <div className="space-y-10">
        <section aria-labelledby="my-services-heading">
          <h2 id="my-services-heading" className="font-display text-xl font-semibold text-ink-900">
            Your services
          </h2>
          <div className="mt-3">
            <MyServiceList onCreate={start} creating={create.isPending} />
          </div>
        </section>
        <section aria-labelledby="balances-heading">
          <h2 id="balances-heading" className="font-display text-xl font-semibold text-ink-900">
            Balances
          </h2>
          <div className="mt-3">
            <BalancePanel />
          </div>
        </section>
        <section aria-labelledby="ledger-heading">
          <h2 id="ledger-heading" className="font-display text-xl font-semibold text-ink-900">
            Money history
          </h2>
          <div className="mt-3">
            <LedgerTable />
          </div>
        </section>
      </div>
    </MarketplaceFrame>
  );
}

/**
 * The seller's pages, one module for both routes (see `marketplace-page.tsx`): `/marketplace/selling` and a
 * service's editor at `/marketplace/selling/:id`.
 */
export default function SellingPages({ title }: { title: string }) {
  const editing = useMatch('/marketplace/selling/:id');
  if (!editing) return <Selling title={title} />;
  return (
    <TalentMarketplace>
      <ServiceEditor key={editing.params.id} />
    </TalentMarketplace>
  );
}
