import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../test/app-api.ts';
import { ServiceBrowser } from './browse/service-browser.tsx';
import { recruiterMarketplace } from './marketplace-api.tsx';
import { BalancePanel } from './money/balance-panel.tsx';
import { OrderView } from './order/order-view.tsx';
import { OrdersBrowser } from './order/orders-browser.tsx';
import { ServiceView } from './service/service-view.tsx';
import {
  balance,
  orderDetail,
  orderSummary,
  page,
  renderMarketplace,
  serviceDetail,
  serviceSummary,
} from './testing/marketplace-kit.tsx';

const server = stubAppApi();
const API = '/recruiter/api/marketplace';
const market = recruiterMarketplace;
const recruiter = {
  id: 'r-1',
  name: 'Rita Recruiter',
  company: 'Northwind',
  avatar_url: null,
  role: 'recruiter' as const,
};

describe('the shared marketplace screens under the recruiter’s base', { timeout: 20_000 }, () => {
  it('browses through /recruiter/api and links to the console’s pages, with no seller page', async () => {
    server.respondWith((r) =>
      r.url === `${API}/services`
        ? {
            status: 200,
            data: { data: [serviceSummary()], meta: { total: 1, next_cursor: null, categories: {} } },
          }
        : undefined,
    );
    renderMarketplace(<ServiceBrowser />, {
      path: '/recruiter/marketplace',
      pattern: '/recruiter/marketplace',
      market,
    });
    expect(await screen.findByRole('link', { name: 'A React code review within 48 hours' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/services/svc-1',
    );
    expect(screen.queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('orders a service through /recruiter/api and goes to the console’s order page', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/services/svc-1`) return { status: 200, data: { data: serviceDetail() } };
      if (r.url === `${API}/orders` && r.method === 'POST')
        return { status: 201, data: { data: orderDetail({ buyer: recruiter }) } };
      return undefined;
    });
    const user = userEvent.setup();
    const view = renderMarketplace(<ServiceView id="svc-1" />, {
      path: '/recruiter/marketplace/services/svc-1',
      pattern: '/recruiter/marketplace/services/:id',
      market,
    });
    await user.click(await screen.findByRole('button', { name: 'Order for €90' }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Confirm and pay €90' }),
    );
    await waitFor(() => expect(view.pathname()).toBe('/recruiter/marketplace/orders/o-1'));
    expect(server.posted(`${API}/orders`)[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('link', { name: /See Grace Hopper/ })).toBeNull();
  });

  it('shows an order and its moves through /recruiter/api, with the chat in the console’s inbox', async () => {
    let order = orderDetail({ buyer: recruiter, status: 'delivered', actions: ['approve'] });
    server.respondWith((r) => {
      if (r.url === `${API}/orders/o-1`) return { status: 200, data: { data: order } };
      if (r.url === `${API}/orders/o-1/approve`) {
        order = orderDetail({ buyer: recruiter, status: 'completed', actions: [] });
        return { status: 200, data: { data: order } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderMarketplace(<OrderView id="o-1" />, {
      path: '/recruiter/marketplace/orders/o-1',
      pattern: '/recruiter/marketplace/orders/:id',
      market,
    });
    expect(
      await screen.findByRole('link', { name: 'Message Grace Hopper about this order' }),
    ).toHaveAttribute('href', '/recruiter/chat?c=conv-7');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/orders',
    );
    await user.click(screen.getByRole('button', { name: 'Approve and release the payment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve and release' }),
    );
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(server.posted(`${API}/orders/o-1/approve`)).toHaveLength(1);
  });

  it('lists only what the recruiter buys (no tabs), and the buyer’s balances', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/orders`) return { status: 200, data: page([orderSummary({ buyer: recruiter })]) };
      if (r.url === `${API}/balance`)
        return {
          status: 200,
          data: {
            data: [
              balance({ available_minor: 0, incoming_minor: 0, fees_minor: 0, in_escrow_minor: 29_050 }),
            ],
          },
        };
      return undefined;
    });
    renderMarketplace(
      <>
        <OrdersBrowser />
        <BalancePanel />
      </>,
      { path: '/recruiter/marketplace/orders', pattern: '/recruiter/marketplace/orders', market },
    );
    expect(await screen.findByRole('link', { name: 'A React code review within 48 hours' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/orders/o-1',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.requests.find((r) => r.url === `${API}/orders`)?.params).toMatchObject({ side: 'buyer' });
    expect(await screen.findByRole('group', { name: 'Purchases in EUR' })).toHaveTextContent(
      'In escrow€290.50',
    );
    expect(screen.queryByRole('group', { name: 'Earnings in EUR' })).toBeNull();
  });
});
