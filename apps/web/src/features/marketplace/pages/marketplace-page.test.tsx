import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import {
  renderMarketplace,
  serviceSummary,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import MarketplacePage from './marketplace-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/marketplace/services';
const render = (path = '/marketplace') =>
  renderMarketplace(<MarketplacePage title="Marketplace" />, { path, pattern: '/marketplace' });

const list = (data = [serviceSummary()], next_cursor: string | null = null, total = data.length) => ({
  data,
  meta: { total, next_cursor, categories: { development: 7, design: 2 } },
});
const lastParams = () =>
  server.requests.filter((r) => r.url === URL).at(-1)?.params as Record<string, unknown> | undefined;

describe('the marketplace’s browse list', { timeout: 20_000 }, () => {
  it('shows each service’s cover, seller with marks, verified skills with their evidence, price, delivery and rating', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: list() } : undefined));
    render();
    const cards = await screen.findByRole('list', { name: 'All services' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'A React code review within 48 hours' })).toHaveAttribute(
      'href',
      '/marketplace/services/svc-1',
    );
    expect(within(card).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/marketplace/sellers/s-1',
    );
    expect(within(card).getByText('Identity verified')).toBeInTheDocument();
    expect(within(card).getByText('Elite member')).toBeInTheDocument();
    const react = within(card).getByText('React').closest('li')!;
    expect(react).toHaveAttribute('title', 'Skill badge: React, advanced');
    expect(react).toHaveTextContent('verified: Skill badge: React, advanced');
    expect(within(card).getByText('GraphQL').closest('li')).not.toHaveAttribute('title');
    expect(card).toHaveTextContent('From €90');
    expect(card).toHaveTextContent('Delivery from 2 days');
    expect(within(card).getByText('Rated 4.9 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      '/talent/api/marketplace/services/svc-1/gallery/f-1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 service');
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getByRole('button', { name: /Development.*7 services/ })).toBeInTheDocument();
    expect(within(categories).getByRole('button', { name: /All categories.*9 services/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/marketplace/orders');
    expect(screen.getByRole('link', { name: 'Selling' })).toHaveAttribute('href', '/marketplace/selling');
  });

  it('keeps the search, category, filters and sort in the URL and asks the API in USD cents', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: list() } : undefined));
    const user = userEvent.setup();
    const view = render('/marketplace?category=design&max_days=3');
    await screen.findByRole('list', { name: 'Matching services' });
    expect(lastParams()).toMatchObject({ category: 'design', max_days: 3, sort: 'relevance' });
    expect(screen.getByRole('button', { name: /Design/ })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'review{Enter}');
    await waitFor(() => expect(view.search()).toBe('?q=review&category=design&max_days=3'));
    await user.click(screen.getByRole('button', { name: /Development/ }));
    await waitFor(() => expect(view.search()).toBe('?q=review&category=development&max_days=3'));

    await user.type(screen.getByRole('spinbutton', { name: 'Min price (USD)' }), '50{Enter}');
    await waitFor(() => expect(view.search()).toContain('min_price=50'));
    await user.click(screen.getByRole('checkbox', { name: 'Verified skills only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elite sellers only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4 and up');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() =>
      expect(view.search()).toBe(
        '?q=review&category=development&min_price=50&max_days=3&min_rating=4&verified=1&elite=1&sort=price_asc',
      ),
    );
    await waitFor(() =>
      expect(lastParams()).toMatchObject({
        q: 'review',
        category: 'development',
        min_price: 5000,
        max_days: 3,
        min_rating: 4,
        verified: '1',
        elite: '1',
        sort: 'price_asc',
      }),
    );

    const active = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(active).getByRole('button', { name: 'Remove the filter From $50' }));
    await waitFor(() => expect(view.search()).not.toContain('min_price'));
    expect(screen.getByRole('spinbutton', { name: 'Min price (USD)' })).toHaveValue(null);
  });

  it('says when nothing matches (with a way out) and when nothing is published yet', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 200, data: list([]) } : undefined));
    const user = userEvent.setup();
    const view = render('/marketplace?q=cobol&elite=1');
    expect(await screen.findByRole('heading', { name: 'No service matches' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(view.search()).toBe('?q=cobol'));
    view.unmount();
    render();
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
  });

  it('shows a failure with a retry, and loads more by cursor', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== URL) return undefined;
      if (fail) return { status: 500, data: { message: 'Oops' } };
      const cursor = (r.params as { cursor?: string }).cursor;
      return cursor === 'c2'
        ? {
            status: 200,
            data: list([serviceSummary({ id: 'svc-2', title: 'Figma to React, pixel for pixel' })], null, 2),
          }
        : { status: 200, data: list([serviceSummary()], 'c2', 2) };
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'The services did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Load more services' }));
    expect(await screen.findByRole('link', { name: 'Figma to React, pixel for pixel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more services' })).toBeNull();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => item.closest('ul')?.getAttribute('aria-labelledby') === 'services-heading'),
    ).toHaveLength(2);
  });
});
