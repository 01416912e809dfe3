import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { jobDetail, jobPage, jobSummary } from '../../../test/job-fixtures.ts';

const server = stubAppApi();

describe('jobs search page', () => {
  it('searches with the filters of its URL and writes changed filters back to it', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs'
        ? { status: 200, data: jobPage([jobSummary(), jobSummary({ id: 'job-2', eligible: false })], null) }
        : undefined,
    );
    const { router } = renderApp('/jobs?q=react&work_mode=remote&sort=newest', verifiedUser);

    expect(await screen.findAllByRole('link', { name: 'Senior TypeScript Engineer' })).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(server.requests.find((r) => r.url === '/talent/api/jobs')?.params).toEqual({
      q: 'react',
      work_mode: 'remote',
      sort: 'newest',
    });
    expect(screen.getByText('Not open to your country')).toBeInTheDocument();

    const user = userEvent.setup();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: /Hybrid/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=react&work_mode=remote%2Chybrid&sort=newest'),
    );

    // Back restores the previous search, input included.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=react&work_mode=remote&sort=newest'));
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: /Hybrid/ })).not.toBeChecked());
  }, 15_000);

  it('starts on the jobs a candidate with a known country can take, and remembers turning that off', async () => {
    window.localStorage.clear();
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs') return undefined;
      const page = jobPage([jobSummary()], null);
      return { status: 200, data: { ...page, meta: { ...page.meta, viewer_country: 'NG' } } };
    });
    const first = renderApp('/jobs', verifiedUser);
    await waitFor(() => expect(first.router.state.location.search).toBe('?eligible_only=true'));
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const toggle = within(filters).getByRole('switch', { name: /Only jobs I can apply to/ });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) =>
            r.url === '/talent/api/jobs' && (r.params as Record<string, string>).eligible_only === 'true',
        ),
      ).toBe(true),
    );

    await userEvent.setup().click(toggle);
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();

    // The next visit keeps it off.
    const second = renderApp('/jobs', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
    expect(second.router.state.location.search).toBe('');
    expect(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('switch', {
        name: /Only jobs I can apply to/,
      }),
    ).not.toBeChecked();
  }, 15_000);

  it('offers to remove filters when nothing matches', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs' ? { status: 200, data: jobPage([], null) } : undefined,
    );
    renderApp('/jobs?seniority=intern', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove all filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Remove Intern/ })).toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs') return undefined;
      return fail
        ? { status: 400, data: { message: 'Bad filter' } }
        : { status: 200, data: jobPage([jobSummary()], null) };
    });
    renderApp('/jobs', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'We could not load jobs' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  });
});

describe('job page', () => {
  it('shows the job and takes its title', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/job-1') return { status: 200, data: { data: jobDetail() } };
      if (r.url === '/talent/api/jobs/job-1/similar') return { status: 200, data: { data: [] } };
      return undefined;
    });
    renderApp('/jobs/job-1', verifiedUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior TypeScript Engineer' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Senior TypeScript Engineer | Borderless'));
    expect(screen.getByRole('link', { name: /Apply · about 6 min/ })).toHaveAttribute(
      'href',
      '/jobs/job-1/apply',
    );
    // Markdown renders (once its renderer has loaded); raw HTML from the employer does not.
    expect(await screen.findByRole('heading', { name: 'What you will do' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/Typically replies in 30 hours/)).toBeInTheDocument();
  });

  it('says a missing job is no longer available and keeps the table title', async () => {
    server.respondWith(() => undefined);
    renderApp('/jobs/42', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Job | Borderless');
    expect(screen.getByRole('link', { name: 'Search open jobs' })).toHaveAttribute('href', '/jobs');
  });
});

describe('saved page', () => {
  it('lists saved searches with their new-job count and deletes one after a confirm', async () => {
    let searches = [
      {
        id: 's1',
        name: 'Remote React',
        query: { work_mode: ['remote'], skills: ['react'] },
        alert: true,
        new_count: 2,
        last_seen_at: '2026-11-20T09:00:00.000Z',
        created_at: '2026-11-01T09:00:00.000Z',
      },
    ];
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/saved')
        return { status: 200, data: { data: [jobSummary({ saved: true })] } };
      if (r.url === '/talent/api/saved-searches') return { status: 200, data: { data: searches } };
      if (r.url === '/talent/api/saved-searches/s1' && r.method === 'DELETE') {
        searches = [];
        return { status: 204 };
      }
      if (r.url === '/talent/api/saved-searches/s1/seen') return { status: 200, data: { data: searches[0] } };
      return undefined;
    });
    const { router } = renderApp('/jobs/saved', verifiedUser);
    expect(await screen.findByText('2 new')).toBeInTheDocument();
    expect(screen.getByText('Remote · react')).toBeInTheDocument();
    expect(screen.getByText(/new jobs for your saved searches/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete saved search Remote React' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.url === '/talent/api/saved-searches/s1'),
    ).toBe(true);
    expect(router.state.location.pathname).toBe('/jobs/saved');
  }, 15_000);
});
