import { BalancePanel } from '../../../components/marketplace/money/balance-panel.tsx';
import { OrdersBrowser } from '../../../components/marketplace/order/orders-browser.tsx';
import { ConsoleMarketplaceFrame } from '../components/console-marketplace-frame.tsx';

/** `/recruiter/marketplace/orders`: what the company spent (in escrow, released, refunded) and every order. */
export default function ConsoleOrdersPage({ title }: { title: string }) {
  return (
    <ConsoleMarketplaceFrame
      title={title}
      intro="Every service you ordered for your company, with its status and due date, and what you spent."
    >
      <section aria-labelledby="spend-heading">
        <h2 id="spend-heading" className="mb-3 font-display text-lg font-semibold text-ink-900">
          Your spending
        </h2>
        <BalancePanel />
      </section>
      <section aria-labelledby="orders-heading" className="mt-8">
        <h2 id="orders-heading" className="mb-3 font-display text-lg font-semibold text-ink-900">
          Orders
        </h2>
        <OrdersBrowser />
      </section>
    </ConsoleMarketplaceFrame>
  );
}
