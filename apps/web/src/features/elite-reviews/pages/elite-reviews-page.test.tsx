import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { operator, renderPage, reviewSummary, REVIEWS_URL } from '../testing/elite-review-kit.tsx';
import EliteReviewsPage from './elite-reviews-page.tsx';

const server = stubAppApi();

const listRequests = () => server.requests.filter((r) => r.url === REVIEWS_URL);

describe('the elite reviews list', { timeout: 20_000 }, () => {
  it('shows the applications waiting for review by default, a page at a time, each linking to its review', async () => {
    server.respondWith((r) => {
      if (r.url !== REVIEWS_URL) return undefined;
      const { cursor } = r.params as { cursor?: string };
      return cursor === 'c-2'
        ? {
            status: 200,
            data: {
              data: [
                reviewSummary({ id: 'ea-3', talent: { ...reviewSummary().talent, name: 'Alan Turing' } }),
              ],
              next_cursor: null,
            },
          }
        : {
            status: 200,
            data: {
              data: [
                reviewSummary(),
                reviewSummary({
                  id: 'ea-2',
                  talent: { id: 'u-grace', name: 'Grace Hopper', avatar_url: null, timezone: null },
                  track: 'design',
                  identity_status: 'pending',
                  skills_met: 0,
                  skills_total: 0,
                }),
              ],
              next_cursor: 'c-2',
            },
          };
    });
    const user = userEvent.setup();
    renderApp('/recruiter/elite-reviews', operator);

    const list = await screen.findByRole('list', { name: 'Elite applications' });
    expect(listRequests()[0]?.params).toEqual({ status: 'submitted', cursor: undefined });
    expect(screen.getByRole('button', { name: 'Waiting for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const ada = within(list).getByRole('link', { name: /Ada Lovelace/ });
    expect(ada).toHaveAttribute('href', '/recruiter/elite-reviews/ea-1');
    expect(ada).toHaveTextContent('Frontend');
    expect(ada).toHaveTextContent('Sent 20 Nov 2026');
    expect(ada).toHaveTextContent('Identity: verified');
    expect(ada).toHaveTextContent('Skills met 1/2');
    const grace = within(list).getByRole('link', { name: /Grace Hopper/ });
    expect(grace).toHaveTextContent('Design');
    expect(grace).toHaveTextContent('Identity: waiting for review');
    expect(grace).toHaveTextContent('No skill tests on this track');
    // The operator's console names the page in its navigation.
    expect(screen.getAllByRole('link', { name: 'Elite reviews' })[0]).toHaveAttribute(
      'href',
      '/recruiter/elite-reviews',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Alan Turing/ })).toBeInTheDocument();
    expect(listRequests().at(-1)?.params).toEqual({ status: 'submitted', cursor: 'c-2' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status, and All shows each application’s status', async () => {
    server.respondWith((r) => {
      if (r.url !== REVIEWS_URL) return undefined;
      const { status } = r.params as { status?: string };
      const rows =
        status === 'waitlisted'
          ? [reviewSummary({ status: 'waitlisted' })]
          : status === undefined
            ? [reviewSummary({ status: 'accepted' }), reviewSummary({ id: 'ea-9', status: 'withdrawn' })]
            : [];
      return { status: 200, data: { data: rows, next_cursor: null } };
    });
    const user = userEvent.setup();
    const page = renderPage(<EliteReviewsPage title="Elite reviews" />, {
      path: '/recruiter/elite-reviews',
      pattern: '/recruiter/elite-reviews',
    });
    expect(await screen.findByRole('heading', { name: 'No applications waiting' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Waitlisted' }));
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(page.location()).toBe('?status=waitlisted');
    expect(listRequests().at(-1)?.params).toMatchObject({ status: 'waitlisted' });

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Elite applications' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(listRequests().at(-1)?.params).toEqual({ status: undefined, cursor: undefined });
    expect(within(list).getByText('Accepted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'Nobody rejected' })).toBeInTheDocument();
  });

  it('says when the list failed, and loads it again on request', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== REVIEWS_URL) return undefined;
      return fail
        ? { status: 500, data: { message: 'Server Error' } }
        : { status: 200, data: { data: [reviewSummary()], next_cursor: null } };
    });
    const user = userEvent.setup();
    renderApp('/recruiter/elite-reviews', operator);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Applications did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });
});
