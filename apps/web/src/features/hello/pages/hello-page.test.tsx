import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { jobDetail } from '../../../test/job-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const server = stubAppApi();
const JOB_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const figures = (overrides = {}) => ({
  status: 200,
  data: {
    data: {
      open_jobs: 1940,
      companies: 200,
      countries: 69,
      open_worldwide: 341,
      median_response_hours: 0.5,
      ...overrides,
    },
  },
});

describe('hello page', { timeout: 20_000 }, () => {
  it('shows the live figures, and says when no job is open', async () => {
    server.respondWith((r) => (r.url === '/shared/api/catalogue' ? figures() : undefined));
    const view = renderApp('/hello', null);
    expect(await screen.findByTestId('figure-open-jobs')).toHaveTextContent(
      'Open jobs1,940341 open to people anywhere',
    );
    expect(screen.getByTestId('figure-response')).toHaveTextContent('Median recruiter replyunder an hour');
    view.unmount();

    server.respondWith((r) =>
      r.url === '/shared/api/catalogue' ? figures({ open_jobs: 0, median_response_hours: null }) : undefined,
    );
    renderApp('/hello', null);
    expect(
      await screen.findByRole('heading', { name: 'No jobs are open at this moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup');
  });

  it('offers a retry when the figures fail to load', async () => {
    let calls = 0;
    server.respondWith((r) => {
      if (r.url !== '/shared/api/catalogue') return undefined;
      calls += 1;
      return calls === 1 ? { status: 429, data: { message: 'Too Many Attempts.' } } : figures();
    });
    renderApp('/hello', null);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The figures did not load');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('figure-countries')).toHaveTextContent('Countries hiring69');
  });

  it('shows the shared job with a way to apply, and a clear end when it is gone', async () => {
    server.respondWith((r) => {
      if (r.url === '/shared/api/catalogue') return figures();
      if (r.url === `/shared/api/jobs/${JOB_ID}`)
        return { status: 200, data: { data: jobDetail({ id: JOB_ID }) } };
      return undefined;
    });
    const view = renderApp(`/hello?job=${JOB_ID}`, null);
    const shared = await screen.findByRole('article', { name: jobDetail().title });
    expect(within(shared).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/apply/${JOB_ID}`);
    expect(within(shared).getByText('Recruiter replies').closest('div')).toHaveTextContent(
      /Usually within|Promised within/,
    );
    view.unmount();

    server.respondWith((r) => (r.url === '/shared/api/catalogue' ? figures() : undefined));
    renderApp(`/hello?job=${JOB_ID}`, null);
    expect(await screen.findByRole('heading', { name: 'This job is no longer open' })).toBeInTheDocument();
    // The rest of the page stays useful.
    expect(await screen.findByTestId('figure-open-jobs')).toBeInTheDocument();
  });
});
