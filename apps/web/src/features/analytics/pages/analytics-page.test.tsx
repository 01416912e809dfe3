import type { Funnel, PageViewStats } from '@talent/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

const server = stubAppApi();
const operator = { ...verifiedUser, role: 'operator' as const, name: 'Olu Operator', timezone: 'UTC' };
const VIEWS = '/shared/api/operator/analytics/page-views';
const FUNNEL = '/shared/api/operator/analytics/funnel';

function stats(days: number, overrides: Partial<PageViewStats> = {}): PageViewStats {
  return {
    provider: 'embedded',
    time_zone: 'UTC',
    from: '2027-03-04',
    to: '2027-03-10',
    total_views: 5,
    unique_sessions: 2,
    days: Array.from({ length: days }, (_, i) => ({
      day: `2027-03-${String(4 + (i % 7)).padStart(2, '0')}`,
      views: i % 2,
      sessions: i % 2,
    })),
    rows: [
      { day: '2027-03-10', path: '/jobs?q=go#top', views: 3, sessions: 2 },
      { day: '2027-03-09', path: '/offers', views: 2, sessions: 1 },
    ],
    truncated: false,
    ...overrides,
  };
}

const funnel: Funnel = {
  time_zone: 'UTC',
  from: '2027-02-09',
  to: '2027-03-10',
  steps: [
    { key: 'signed_up', label: 'Signed up', count: 6, from_previous: null, from_start: 1 },
    { key: 'verified', label: 'Verified their email', count: 5, from_previous: 0.833, from_start: 0.833 },
    { key: 'applied', label: 'Sent a first application', count: 4, from_previous: 0.8, from_start: 0.667 },
    { key: 'interviewed', label: 'Got an interview', count: 2, from_previous: 0.5, from_start: 0.333 },
    { key: 'offered', label: 'Received an offer', count: 1, from_previous: 0.5, from_start: 0.167 },
  ],
};

describe('the analytics page (operators)', () => {
  it('shows page views per path and day, switches the range, and the funnel with a checked date range', async () => {
    server.respondWith((r) => {
      if (r.url === VIEWS) {
        const days = Number((r.params as { days: number }).days);
        return { status: 200, data: { data: stats(days, days === 30 ? { total_views: 40 } : {}) } };
      }
      if (r.url === FUNNEL) {
        const { from } = r.params as { from: string };
        if (from === '2027-03-05') {
          return {
            status: 422,
            data: {
              message: 'The end date must be on or after the start date.',
              errors: { to: ['The end date must be on or after the start date.'] },
            },
          };
        }
        return { status: 200, data: { data: funnel } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recruiter/analytics', operator);

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Page views by day and path' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Wed 10 Mar', '/jobs?q=go#top', '3', '2'],
      ['Tue 9 Mar', '/offers', '2', '1'],
    ]);
    expect(screen.getByText('Unique sessions', { selector: 'dt' }).nextSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(screen.getByText('Page views', { selector: 'dt' }).nextSibling).toHaveTextContent('40'),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('days=30');

    const steps = await screen.findByRole('table', { name: /Hiring funnel of the talents/ });
    expect(within(steps).getByRole('row', { name: /Verified their email/ })).toHaveTextContent('583.3%83.3%');
    expect(within(steps).getByRole('row', { name: /Received an offer/ })).toHaveTextContent('150%16.7%');
    const first = server.requests.find((r) => r.url === FUNNEL)!.params as { from: string; to: string };
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(29);

    // A backwards range: the server's message by the field, and the figures on screen stay.
    await user.clear(screen.getByLabelText('Signed up from'));
    await user.type(screen.getByLabelText('Signed up from'), '2027-03-05');
    await user.clear(screen.getByLabelText('to'));
    await user.type(screen.getByLabelText('to'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('table', { name: /Hiring funnel of the talents/ })).toBeInTheDocument();
  }, 20_000);

  it('says so when nothing was counted, and when a part fails to load', async () => {
    server.respondWith((r) => {
      if (r.url === VIEWS)
        return { status: 200, data: { data: stats(7, { total_views: 0, unique_sessions: 0, rows: [] }) } };
      if (r.url === FUNNEL) return { status: 403, data: { message: 'This action is unauthorized.' } };
      return undefined;
    });
    renderApp('/recruiter/analytics', operator);
    expect(await screen.findByRole('heading', { name: 'No page views in this range' })).toBeInTheDocument();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The funnel did not load');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
