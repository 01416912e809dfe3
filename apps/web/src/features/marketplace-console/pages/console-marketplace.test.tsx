import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  balance,
  orderDetail,
  orderSummary,
  page,
  serviceDetail,
  serviceSummary,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

/*
 * The recruiter console's marketplace pages are the shared screens (components/marketplace) under the recruiter's
 * API base and the console's links: these tests run them through the app's real routes and layout.
 */
const server = stubAppApi();
const API = '/recruiter/api/marketplace';
const LAZY = { timeout: 12_000 };
const consoleRecruiter = { ...verifiedUser, id: 'ru-1', name: 'Maya Chen', role: 'recruiter' as const };

const company = {
  id: 'ru-1',
  name: 'Maya Chen',
  company: 'Acme Hiring',
  avatar_url: null,
  role: 'recruiter' as const,
};

describe('the recruiter’s marketplace', { timeout: 30_000 }, () => {
  it('browses services through the recruiter API, links them in the console, and sits in the recruiter’s navigation', async () => {
    server.respondWith((r) =>
      r.url === `${API}/services`
        ? {
            status: 200,
            data: {
              ...page([serviceSummary()]),
              meta: { total: 1, next_cursor: null, categories: { development: 1 } },
            },
          }
        : undefined,
    );
    renderApp('/recruiter/marketplace', consoleRecruiter);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' }, LAZY)).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'A React code review within 48 hours' });
    expect(card).toHaveAttribute('href', '/recruiter/marketplace/services/svc-1');
    expect(server.requests.some((r) => r.url.startsWith('/talent/api/marketplace'))).toBe(false);

    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace',
    );
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Disputes' })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Marketplace' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Browse', '/recruiter/marketplace'],
      ['Orders', '/recruiter/marketplace/orders'],
    ]);
  });

  it('says when there is nothing to browse, and offers a retry when the list fails', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === `${API}/services`
        ? fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { ...page([]), meta: { total: 0, next_cursor: null, categories: {} } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/recruiter/marketplace', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { name: 'The services did not load' }, LAZY),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
  });

  it('orders a service for the company: the escrow confirmation posts to the recruiter API, then opens the order in the console', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/services/svc-1`) return { status: 200, data: { data: serviceDetail() } };
      if (r.url === `${API}/orders` && r.method === 'POST')
        return { status: 201, data: { data: orderDetail({ id: 'o-new', buyer: company }) } };
      if (r.url === `${API}/orders/o-new`)
        return { status: 200, data: { data: orderDetail({ id: 'o-new', buyer: company }) } };
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recruiter/marketplace/services/svc-1', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React code review within 48 hours' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marketplace', current: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order for €90' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.click(await within(dialog).findByRole('button', { name: /Confirm and pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/marketplace/orders/o-new'));
    const posted = server.posted(`${API}/orders`);
    expect(posted).toHaveLength(1);
    expect(jsonBody(posted[0])).toEqual({ service_id: 'svc-1', tier: 'basic', addon_ids: [] });
    expect(posted[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when a service is gone', async () => {
    server.respondWith((r) =>
      r.url === `${API}/services/svc-9` ? { status: 404, data: { message: 'Not Found' } } : undefined,
    );
    renderApp('/recruiter/marketplace/services/svc-9', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this service' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace',
    );
  });

  it('lists the company’s orders with its spending: in escrow, spent and refunded, no seller’s figures', async () => {
    server.respondWith((r) => {
      if (r.url === `${API}/balance`)
        return {
          status: 200,
          data: {
            data: [
              balance({
                available_minor: 0,
                incoming_minor: 0,
                fees_minor: 0,
                in_escrow_minor: 29_050,
                spent_minor: 12_000,
                refunded_minor: 4_050,
              }),
            ],
          },
        };
      if (r.url === `${API}/orders`) return { status: 200, data: page([orderSummary({ buyer: company })]) };
      return undefined;
    });
    renderApp('/recruiter/marketplace/orders', consoleRecruiter);
    const spending = await screen.findByRole('region', { name: 'Your spending' }, LAZY);
    const figures = await within(spending).findByLabelText('Purchases in EUR');
    expect(figures).toHaveTextContent('In escrow€290.50');
    expect(figures).toHaveTextContent('Spent€120.00');
    expect(figures).toHaveTextContent('Refunded€40.50');
    expect(within(spending).queryByLabelText('Earnings in EUR')).toBeNull();
    const orders = screen.getByRole('region', { name: 'Orders' });
    const row = await within(orders).findByRole('link', { name: 'A React code review within 48 hours' });
    expect(row).toHaveAttribute('href', '/recruiter/marketplace/orders/o-1');
    // A recruiter only buys: no Buying / Selling tabs.
    expect(within(orders).queryByRole('tab')).toBeNull();
    expect(server.requests.find((r) => r.url === `${API}/orders`)?.params).toMatchObject({ side: 'buyer' });
    expect(
      within(screen.getByRole('navigation', { name: 'Marketplace' })).getByRole('link', { name: 'Orders' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('with nothing ordered yet says so twice, and a failed list offers a retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === `${API}/balance`) return { status: 200, data: { data: [] } };
      if (r.url === `${API}/orders`)
        return fail ? { status: 500, data: { message: 'Server Error' } } : { status: 200, data: page([]) };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recruiter/marketplace/orders', consoleRecruiter);
    expect(await screen.findByRole('heading', { name: 'No money has moved yet' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your orders did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByRole('heading', { name: 'You have not ordered anything yet' });
    expect(empty.parentElement).toContainElement(screen.getByRole('link', { name: 'Browse services' }));
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace',
    );
  });

  it('shows an order with the console’s links, and its moves go to the recruiter API', async () => {
    let order = orderDetail({
      buyer: company,
      status: 'delivered',
      actions: ['approve', 'request_revision'],
    });
    server.respondWith((r) => {
      if (r.url === `${API}/orders/o-1` && r.method === 'GET') return { status: 200, data: { data: order } };
      if (r.url === `${API}/orders/o-1/approve` && r.method === 'POST') {
        order = orderDetail({ buyer: company, status: 'completed', actions: [] });
        return { status: 200, data: { data: order } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recruiter/marketplace/orders/o-1', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React code review within 48 hours' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders', current: false })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/orders',
    );
    expect(screen.getByRole('link', { name: 'A React code review within 48 hours' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/services/svc-1',
    );
    expect(screen.getByRole('link', { name: 'Message Grace Hopper about this order' })).toHaveAttribute(
      'href',
      '/recruiter/chat?c=conv-7',
    );
    await user.click(screen.getByRole('button', { name: 'Approve and release the payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and release' }));
    await waitFor(() => expect(server.posted(`${API}/orders/o-1/approve`)).toHaveLength(1));
    expect(server.requests.some((r) => r.url.startsWith('/talent/api/marketplace'))).toBe(false);
  });

  it('says when an order is not the company’s (404)', async () => {
    server.respondWith((r) =>
      r.url === `${API}/orders/o-9` ? { status: 404, data: { message: 'Not Found' } } : undefined,
    );
    renderApp('/recruiter/marketplace/orders/o-9', consoleRecruiter);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this order' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/recruiter/marketplace/orders',
    );
  });
});
