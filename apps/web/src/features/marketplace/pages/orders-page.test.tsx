import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import {
  orderSummary,
  page,
  renderMarketplace,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import OrdersPage from './orders-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/marketplace/orders';
const render = (path = '/marketplace/orders') =>
  renderMarketplace(<OrdersPage title="Orders" />, { path, pattern: '/marketplace/orders' });
const asked = () => server.requests.filter((r) => r.url === URL).map((r) => r.params);

describe('the orders page', { timeout: 20_000 }, () => {
  it('lists what I buy with reference, service, seller, total, status and due date, then what I sell', async () => {
    server.respondWith((r) => {
      if (r.url !== URL) return undefined;
      const side = (r.params as { side: string }).side;
      return side === 'buyer'
        ? { status: 200, data: page([orderSummary({ late: true })]) }
        : {
            status: 200,
            data: page([
              orderSummary({
                id: 'o-2',
                reference: 'MK-1B2C3D',
                side: 'seller',
                status: 'delivered',
                buyer: {
                  id: 'r-1',
                  name: 'Rita Recruiter',
                  company: 'Northwind',
                  avatar_url: null,
                  role: 'recruiter',
                },
              }),
            ]),
          };
    });
    const user = userEvent.setup();
    const view = render();
    const tabs = screen.getByRole('tablist', { name: 'Orders' });
    expect(within(tabs).getByRole('tab', { name: 'Buying' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'A React code review within 48 hours' })).toHaveAttribute(
      'href',
      '/marketplace/orders/o-1',
    );
    expect(row).toHaveTextContent('MK-7F3A2C');
    expect(row).toHaveTextContent('Grace Hopper');
    expect(row).toHaveTextContent('€290.50');
    expect(row).toHaveTextContent('In progressLate');
    expect(row).toHaveTextContent('5 Jun 2030');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Seller', 'Total', 'Status', 'Due']);

    await user.click(within(tabs).getByRole('tab', { name: 'Buying' }));
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Selling' })).toHaveFocus();
    await waitFor(() => expect(view.search()).toBe('?side=seller'));
    expect(await screen.findByText('Rita Recruiter')).toBeInTheDocument();
    expect(screen.getByText('Northwind')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Buyer' })).toBeInTheDocument();
  });

  it('filters by status in the URL and says when none has it', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: page([]) } : undefined));
    const user = userEvent.setup();
    const view = render('/marketplace/orders?side=seller');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In dispute');
    await waitFor(() => expect(view.search()).toBe('?side=seller&status=disputed'));
    expect(await screen.findByRole('heading', { name: 'No orders with this status' })).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ side: 'seller', status: 'disputed', cursor: undefined });
    await user.click(screen.getByRole('button', { name: 'Show every order' }));
    expect(
      await screen.findByRole('heading', { name: 'No orders for your services yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your services' })).toHaveAttribute(
      'href',
      '/marketplace/selling',
    );
  });

  it('invites to browse when nothing was bought, retries a failure and loads more by cursor', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: page([]) } : undefined));
    const first = render();
    expect(
      await screen.findByRole('heading', { name: 'You have not ordered anything yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/marketplace');
    first.unmount();

    let fail = true;
    server.respondWith((r) => {
      if (r.url !== URL) return undefined;
      if (fail) return { status: 500, data: { message: 'Oops' } };
      return (r.params as { cursor?: string }).cursor === 'c2'
        ? { status: 200, data: page([orderSummary({ id: 'o-3', reference: 'MK-000003' })], null, 2) }
        : { status: 200, data: page([orderSummary()], 'c2', 2) };
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Your orders did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('MK-000003')).toBeInTheDocument();
  });
});
