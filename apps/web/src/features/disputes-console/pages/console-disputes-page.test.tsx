import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { disputeSummary, DISPUTES_URL, operator, renderPage } from '../testing/dispute-kit.tsx';
import ConsoleDisputesPage from './console-disputes-page.tsx';

const server = stubAppApi();

const render = (path = '/recruiter/disputes') =>
  renderPage(<ConsoleDisputesPage title="Disputes" />, { path, pattern: '/recruiter/disputes' });

describe('the operators’ disputes', { timeout: 30_000 }, () => {
  it('lists the open ones with both sides and the money, sits in the operator’s navigation, and shows the decided ones apart', async () => {
    server.respondWith((r) => {
      if (r.url !== DISPUTES_URL) return undefined;
      const { status } = r.params as { status: string };
      return {
        status: 200,
        data:
          status === 'open'
            ? {
                data: [
                  disputeSummary(),
                  disputeSummary({
                    id: 'd-2',
                    service_title: 'Terraform for a small team',
                    opened_by: 'seller',
                    reason: 'buyer_unresponsive',
                    currency: 'USD',
                    total_minor: 45_050,
                  }),
                ],
                meta: { total: 2, next_cursor: null },
              }
            : { data: [], meta: { total: 0, next_cursor: null } },
      };
    });
    const user = userEvent.setup();
    renderApp('/recruiter/disputes', operator);
    const list = await screen.findByRole('list', { name: 'Disputes' }, { timeout: 12_000 });
    expect(server.requests.find((r) => r.url === DISPUTES_URL)?.params).toEqual({
      status: 'open',
      cursor: undefined,
    });
    expect(screen.getByText('2 open disputes')).toBeInTheDocument();
    const first = within(list).getByRole('link', { name: /React performance audit/ });
    expect(first).toHaveAttribute('href', '/recruiter/disputes/d-1');
    expect(first).toHaveTextContent('Opened by the buyer: The delivery is not what the tier describes');
    expect(first).toHaveTextContent('Rita Recruiter (buyer) · Sam Seller (seller)');
    expect(first).toHaveTextContent('€120.00');
    expect(first).toHaveTextContent('Order MK-7F3A2C');
    expect(first).toHaveTextContent('Opened 4 May 2026, 10:00');
    expect(within(list).getByRole('link', { name: /Terraform/ })).toHaveTextContent(
      'Opened by the seller: The buyer does not answer',
    );
    expect(within(list).getByRole('link', { name: /Terraform/ })).toHaveTextContent('$450.50');

    // The operator's navigation has Disputes; the recruiters' Marketplace is not theirs.
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Disputes' })).toHaveAttribute(
      'href',
      '/recruiter/disputes',
    );
    expect(within(nav).queryByRole('link', { name: 'Marketplace' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Decided' }));
    expect(await screen.findByRole('heading', { name: 'No decided disputes yet' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === DISPUTES_URL).at(-1)?.params).toEqual({
      status: 'decided',
      cursor: undefined,
    });
    expect(screen.getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads more with the cursor, and shows when a page fails', async () => {
    let failNext = true;
    server.respondWith((r) => {
      if (r.url !== DISPUTES_URL) return undefined;
      const { cursor } = r.params as { cursor?: string };
      if (!cursor)
        return { status: 200, data: { data: [disputeSummary()], meta: { total: 2, next_cursor: 'c-2' } } };
      if (failNext) {
        failNext = false;
        return { status: 500, data: { message: 'Server Error' } };
      }
      return {
        status: 200,
        data: {
          data: [disputeSummary({ id: 'd-2', service_title: 'A second dispute', status: 'decided' })],
          meta: { total: 2, next_cursor: null },
        },
      };
    });
    const user = userEvent.setup();
    render('/recruiter/disputes?status=decided');
    const list = await screen.findByRole('list', { name: 'Disputes' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('More disputes did not load. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: /A second dispute/ })).toHaveTextContent('Decided');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      server.requests
        .filter((r) => r.url === DISPUTES_URL)
        .map((r) => (r.params as { cursor?: string }).cursor),
    ).toEqual([undefined, 'c-2', 'c-2']);
  });

  it('says when there is nothing open, and offers a retry when the list fails', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === DISPUTES_URL
        ? fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: [], meta: { total: 0, next_cursor: null } } }
        : undefined,
    );
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('status', { name: 'Loading disputes' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Disputes did not load');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
  });
});
