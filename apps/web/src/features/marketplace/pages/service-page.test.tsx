import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import {
  orderDetail,
  renderMarketplace,
  serviceDetail,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import MarketplacePages from './marketplace-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/marketplace/services/svc-1';
const render = () =>
  renderMarketplace(<MarketplacePages title="Service" />, {
    path: '/marketplace/services/svc-1',
    pattern: '/marketplace/services/:id',
  });

afterEach(() => vi.unstubAllGlobals());

describe('a service’s page', { timeout: 20_000 }, () => {
  it('takes the service’s title and shows gallery, description, tiers, seller, questions and reviews', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: { data: serviceDetail() } } : undefined));
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React code review within 48 hours' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('A React code review within 48 hours | Borderless');
    expect(
      screen.getByRole('img', { name: 'A React code review within 48 hours: image 1 of 2' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(
      screen.getByRole('img', { name: 'A React code review within 48 hours: image 2 of 2' }),
    ).toHaveAttribute('src', '/talent/api/marketplace/services/svc-1/gallery/f-2');
    expect(await screen.findByText('senior reviewer')).toBeInTheDocument();
    const tiers = screen.getByRole('group', { name: 'Choose a tier' });
    expect(within(tiers).getAllByRole('radio')).toHaveLength(3);
    expect(within(tiers).getByRole('radio', { name: 'Basic · One component' })).toBeChecked();
    expect(tiers).toHaveTextContent('€800');
    expect(tiers).toHaveTextContent('Delivery in 10 days');
    expect(tiers).toHaveTextContent('3 revisions included');
    const seller = screen.getByRole('region', { name: 'About the seller' });
    expect(seller).toHaveTextContent('Completed orders42');
    expect(seller).toHaveTextContent('95%');
    expect(seller).toHaveTextContent('Only cancellations that were the seller’s fault count against it.');
    expect(within(seller).getByRole('link', { name: 'See Grace Hopper’s page' })).toHaveAttribute(
      'href',
      '/marketplace/sellers/s-1',
    );
    expect(screen.getByText('Link to the repository')).toBeInTheDocument();
    const reviews = screen.getByRole('list', { name: 'Reviews of this service' });
    expect(within(reviews).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Alan Turing');
  });

  it('totals the chosen tier and add-ons live, with the due estimate', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: { data: serviceDetail() } } : undefined));
    const user = userEvent.setup();
    render();
    const box = await screen.findByRole('region', { name: 'Choose what you need' });
    expect(box).toHaveTextContent('Total€90');
    expect(box).toHaveTextContent('Delivery 2 days after you send your requirements');
    await user.click(within(box).getByRole('radio', { name: 'Standard · One feature' }));
    await user.click(within(box).getByRole('checkbox', { name: /Express delivery/ }));
    await user.click(within(box).getByRole('checkbox', { name: /Written report/ }));
    expect(box).toHaveTextContent('Total€320.50');
    expect(box).toHaveTextContent('Delivery 5 days after you send your requirements');
    expect(box).toHaveTextContent('3 orders in the seller’s queue now');
    await user.click(within(box).getByRole('checkbox', { name: /Written report/ }));
    expect(box).toHaveTextContent('Total€290.50');
    expect(within(box).getByRole('button', { name: 'Order for €290.50' })).toBeInTheDocument();
  });

  it('orders after a confirmation about escrow, the fee and the protections, with one Idempotency-Key per confirmation', async () => {
    let calls = 0;
    server.respondWith((r) => {
      if (r.url === URL) return { status: 200, data: { data: serviceDetail() } };
      if (r.url === '/talent/api/marketplace/orders' && r.method === 'POST') {
        calls += 1;
        if (calls === 1)
          return { status: 409, data: { message: 'The seller paused this service a moment ago.' } };
        return { status: 201, data: { data: orderDetail() } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const view = render();
    const box = await screen.findByRole('region', { name: 'Choose what you need' });
    await user.click(within(box).getByRole('radio', { name: 'Standard · One feature' }));
    await user.click(within(box).getByRole('checkbox', { name: /Express delivery/ }));

    await user.click(within(box).getByRole('button', { name: 'Order for €290.50' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(dialog).toHaveTextContent('Held in escrow now€290.50');
    expect(dialog).toHaveTextContent('Grace Hopper receives it only when you approve the delivery');
    expect(dialog).toHaveTextContent(
      'You pay no fee. The platform keeps 10% (€29.05) from the seller’s payout.',
    );
    expect(dialog).toHaveTextContent('completes by itself 3 days later');
    expect(dialog).toHaveTextContent('cancel for a full refund until you send your requirements');
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay €290.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The seller paused this service a moment ago.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));

    await user.click(within(box).getByRole('button', { name: 'Order for €290.50' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay €290.50' }));
    await waitFor(() => expect(view.pathname()).toBe('/marketplace/orders/o-1'));

    const posts = server.posted('/talent/api/marketplace/orders');
    expect(posts).toHaveLength(2);
    expect(jsonBody(posts[1])).toEqual({ service_id: 'svc-1', tier: 'standard', addon_ids: ['ad-1'] });
    const keys = posts.map((post) => post.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says why it cannot be ordered instead of the button, and offers the seller to edit it', async () => {
    server.respondWith((r) =>
      r.url === URL
        ? {
            status: 200,
            data: {
              data: serviceDetail({
                mine: true,
                status: 'paused',
                cannot_order_reason: 'This is your own service.',
              }),
            },
          }
        : undefined,
    );
    render();
    const box = await screen.findByRole('region', { name: 'Choose what you need' });
    expect(box).toHaveTextContent('This is your own service.');
    expect(within(box).queryByRole('button', { name: /Order for/ })).toBeNull();
    expect(within(box).getByRole('link', { name: 'Edit this service' })).toHaveAttribute(
      'href',
      '/marketplace/selling/svc-1',
    );
    expect(screen.getByText('Paused: hidden from browsing')).toBeInTheDocument();
  });

  it('shows the tiers as tabs on a narrow screen, the arrow keys moving between them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    server.respondWith((r) => (r.url === URL ? { status: 200, data: { data: serviceDetail() } } : undefined));
    const user = userEvent.setup();
    render();
    const tabs = await screen.findByRole('tablist', { name: 'Tiers' });
    expect(within(tabs).getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Basic' }));
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Standard' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Standard' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Standard' })).toHaveTextContent('€250');
    expect(screen.getByRole('button', { name: 'Order for €250' })).toBeInTheDocument();
  });

  it('says when the service is not there', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 404, data: { message: 'Not Found' } } : undefined));
    render();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
