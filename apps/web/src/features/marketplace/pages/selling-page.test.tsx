import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import {
  balance,
  ledgerRow,
  renderMarketplace,
  serviceDetail,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import { myService } from '../testing/my-service.ts';
import SellingPage from './selling-page.tsx';

const server = stubAppApi();
const API = '/talent/api/marketplace';
const render = () =>
  renderMarketplace(<SellingPage title="Selling" />, {
    path: '/marketplace/selling',
    pattern: '/marketplace/selling',
  });

describe('the selling page', { timeout: 20_000 }, () => {
  it('lists my services with status, what is left to publish and orders; publishes and pauses', async () => {
    let services = [
      myService(),
      myService({
        id: 'svc-2',
        status: 'published',
        draft: { ...myService().draft, title: 'Figma to React' },
        problems: {},
        orders_running: 2,
        orders_completed: 5,
        rating: { average: 4.7, count: 4 },
      }),
    ];
    server.respondWith((r) => {
      if (r.url === `${API}/my-services`) return { status: 200, data: { data: services } };
      if (r.url === `${API}/balance`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/ledger`) return { status: 200, data: { data: [], meta: { next_cursor: null } } };
      if (r.url === `${API}/services/svc-1/publish`)
        return {
          status: 422,
          data: { message: 'Invalid', errors: { description: ['Describe the service.'] } },
        };
      if (r.url === `${API}/services/svc-2/pause`) {
        services = services.map((s) => (s.id === 'svc-2' ? { ...s, status: 'paused' } : s));
        return { status: 200, data: { data: serviceDetail({ id: 'svc-2', status: 'paused' }) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Your services' });
    const [draft, live] = within(list).getAllByRole('listitem');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('1 thing to finish before publishing');
    expect(within(draft!).getByRole('link', { name: 'Edit A React code review' })).toHaveAttribute(
      'href',
      '/marketplace/selling/svc-1',
    );
    expect(live).toHaveTextContent('Published');
    expect(live).toHaveTextContent('2 orders running');
    expect(live).toHaveTextContent('5 completed');
    expect(live).toHaveTextContent('From €90');

    await user.click(within(draft!).getByRole('button', { name: 'Publish A React code review' }));
    expect(await within(draft!).findByRole('alert')).toHaveTextContent('Finish 1 thing in the editor first.');
    await user.click(within(live!).getByRole('button', { name: 'Pause Figma to React' }));
    expect(await within(live!).findByRole('button', { name: 'Publish Figma to React' })).toBeInTheDocument();
    expect(live).toHaveTextContent('Paused');
  });

  it('deletes a draft nobody ordered, after asking', async () => {
    let services = [myService()];
    server.respondWith((r) => {
      if (r.url === `${API}/my-services`) return { status: 200, data: { data: services } };
      if (r.url === `${API}/balance`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/ledger`) return { status: 200, data: { data: [], meta: { next_cursor: null } } };
      if (r.url === `${API}/services/svc-1` && r.method === 'DELETE') {
        services = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete the draft A React code review' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete the draft A React code review' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Sell what you are good at' })).toBeInTheDocument();
  });

  it('starts a new service as a draft and opens its editor', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/my-services`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/balance`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/ledger`) return { status: 200, data: { data: [], meta: { next_cursor: null } } };
      if (r.url === `${API}/services` && r.method === 'POST')
        return { status: 201, data: { data: serviceDetail({ id: 'svc-9', status: 'draft' }) } };
      return undefined;
    });
    const user = userEvent.setup();
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Sell what you are good at' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No money has moved yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No movements yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first service' }));
    await waitFor(() => expect(view.pathname()).toBe('/marketplace/selling/svc-9'));
    expect(jsonBody(server.posted(`${API}/services`)[0])).toEqual({});
  });

  it('shows balances per currency and the money history with its CSV and older pages', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/my-services`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/balance`)
        return {
          status: 200,
          data: {
            data: [
              balance(),
              balance({
                currency: 'USD',
                available_minor: 0,
                incoming_minor: 0,
                fees_minor: 0,
                in_escrow_minor: 12_000,
                spent_minor: 30_000,
                refunded_minor: 5_000,
              }),
            ],
          },
        };
      if (r.url === `${API}/ledger`)
        return (r.params as { cursor?: string }).cursor === 'c2'
          ? {
              status: 200,
              data: {
                data: [
                  ledgerRow({
                    id: 'p-2',
                    kind: 'hold',
                    account: 'funding',
                    amount_minor: -12_000,
                    currency: 'USD',
                    order_reference: 'MK-000002',
                    order_id: 'o-2',
                    memo: '',
                  }),
                ],
                meta: { next_cursor: null },
              },
            }
          : { status: 200, data: { data: [ledgerRow()], meta: { next_cursor: 'c2' } } };
      return undefined;
    });
    const user = userEvent.setup();
    render();
    const earnings = await screen.findByRole('list', { name: 'Balances by currency' });
    const eur = within(earnings).getByRole('group', { name: 'Earnings in EUR' });
    expect(eur).toHaveTextContent('Available€225.00Released to you: yours now.');
    expect(eur).toHaveTextContent('Incoming€290.50In escrow for your running orders.');
    expect(eur).toHaveTextContent('Fees paid€25.00');
    expect(within(earnings).queryByRole('group', { name: 'Purchases in EUR' })).toBeNull();
    const usd = within(earnings).getByRole('group', { name: 'Purchases in USD' });
    expect(usd).toHaveTextContent('In escrow$120.00');
    expect(usd).toHaveTextContent('Spent$300.00');
    expect(usd).toHaveTextContent('Refunded$50.00');

    const table = await screen.findByRole('table', { name: 'Money history, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Released');
    expect(row).toHaveTextContent('Your earnings');
    expect(row).toHaveTextContent('+€225.00');
    expect(within(row).getByRole('link', { name: 'MK-7F3A2C' })).toHaveAttribute(
      'href',
      '/marketplace/orders/o-1',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `${API}/ledger.csv`);
    await user.click(screen.getByRole('button', { name: 'Load older movements' }));
    expect(await within(table).findByText('MK-000002')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('-$120.00');
  });

  it('shows what failed to load, each with a retry', async () => {
    server.respondWith((r) =>
      [`${API}/my-services`, `${API}/balance`, `${API}/ledger`].includes(r.url)
        ? { status: 500, data: { message: 'Oops' } }
        : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Your services did not load' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your balances did not load' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your money history did not load' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  });
});
