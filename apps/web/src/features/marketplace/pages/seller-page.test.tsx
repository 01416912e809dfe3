import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import {
  renderMarketplace,
  review,
  seller,
  serviceSummary,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import MarketplacePages from './marketplace-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/marketplace/sellers/s-1';
const render = () =>
  renderMarketplace(<MarketplacePages title="Seller" />, {
    path: '/marketplace/sellers/s-1',
    pattern: '/marketplace/sellers/:id',
  });

describe('a seller’s page', { timeout: 20_000 }, () => {
  it('shows the stats with the completion rate explained, badges, bio, services and reviews', async () => {
    server.respondWith((r) =>
      r.url === URL
        ? {
            status: 200,
            data: {
              data: {
                seller: seller(),
                bio: 'I have shipped **design systems** for ten years.',
                services: [serviceSummary()],
                reviews: [review()],
              },
            },
          }
        : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(document.title).toBe('Grace Hopper | Borderless');
    const card = screen.getByRole('region', { name: 'About the seller' });
    expect(card).toHaveTextContent('Completed orders42');
    expect(card).toHaveTextContent('Completion rate95%Of finished orders, those completed.');
    expect(within(card).getByRole('list', { name: 'Skill badges' })).toHaveTextContent('React · advanced');
    expect(within(card).getByText('Rated 4.8 out of 5 from 31 reviews')).toBeInTheDocument();
    expect(await screen.findByText('design systems')).toBeInTheDocument();
    const services = screen.getByRole('list', { name: 'Services' });
    expect(
      within(services).getByRole('link', { name: 'A React code review within 48 hours' }),
    ).toBeInTheDocument();
    const reviews = screen.getByRole('list', { name: 'Reviews of Grace Hopper' });
    expect(reviews).toHaveTextContent('Standard · A React code review within 48 hours');
  });

  it('says so when the seller has no service or review yet, and no completion rate before a finished order', async () => {
    server.respondWith((r) =>
      r.url === URL
        ? {
            status: 200,
            data: {
              data: {
                seller: seller({
                  completed_orders: 0,
                  completion_rate: null,
                  rating: { average: null, count: 0 },
                }),
                bio: null,
                services: [],
                reviews: [],
              },
            },
          }
        : undefined,
    );
    render();
    expect(
      await screen.findByRole('heading', { name: 'No services on offer right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the seller' })).toHaveTextContent(
      'No finished orders yet.',
    );
  });

  it('says when the seller is not there, and offers to retry a failure', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 404, data: { message: 'Not Found' } } : undefined));
    const first = render();
    expect(await screen.findByRole('heading', { name: 'We could not find this seller' })).toBeInTheDocument();
    first.unmount();
    server.respondWith((r) => (r.url === URL ? { status: 500, data: { message: 'Oops' } } : undefined));
    render();
    expect(
      await screen.findByRole('heading', { name: 'The seller’s page did not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
