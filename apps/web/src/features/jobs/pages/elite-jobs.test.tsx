import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { jobDetail, jobPage, jobSummary } from '../../../test/job-fixtures.ts';
import { fullProfile } from '../../../test/profile-fixtures.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

const server = stubAppApi();
const JOB = '/talent/api/jobs/job-1';

/** An elite-only job; the profile says whether the reader is a member (or fails to load). */
function serveJob(profile: 'member' | 'not a member' | 'fails') {
  server.respondWith((r) => {
    if (r.url === JOB) return { status: 200, data: { data: jobDetail({ elite_only: true }) } };
    if (r.url === `${JOB}/similar`) return { status: 200, data: { data: [] } };
    if (r.url === '/talent/api/profile') {
      if (profile === 'fails') return { status: 500, data: { message: 'Server Error' } };
      const elite = profile === 'member' ? { since: '2026-10-01T00:00:00.000Z', track: 'frontend' } : null;
      return { status: 200, data: { data: fullProfile({ elite }) } };
    }
    return undefined;
  });
}

const profileReads = () => server.requests.filter((r) => r.url === '/talent/api/profile');

describe('elite-only jobs for candidates', { timeout: 20_000 }, () => {
  it('locks an elite-only job for a non-member: the way to join replaces Apply', async () => {
    serveJob('not a member');
    renderApp('/jobs/job-1', verifiedUser);
    const join = await screen.findByRole('link', { name: 'Open to elite members — see how to join' });
    expect(join).toHaveAttribute('href', '/elite');
    expect(screen.queryByRole('link', { name: /Apply · about/ })).not.toBeInTheDocument();
    const header = screen
      .getByRole('heading', { level: 1, name: 'Senior TypeScript Engineer' })
      .closest('header')!;
    expect(within(header).getByText('Elite only')).toBeInTheDocument();
    expect(
      screen.getByText('Only members of our elite programme may apply to this job.'),
    ).toBeInTheDocument();
  });

  it('lets a member apply to it', async () => {
    serveJob('member');
    renderApp('/jobs/job-1', verifiedUser);
    expect(await screen.findByRole('link', { name: /Apply · about 6 min/ })).toHaveAttribute(
      'href',
      '/jobs/job-1/apply',
    );
    expect(screen.getByText('Elite only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /see how to join/ })).not.toBeInTheDocument();
  });

  it('keeps Apply when the membership cannot be read (applying then answers why), and never asks for a plain job', async () => {
    serveJob('fails');
    renderApp('/jobs/job-1', verifiedUser);
    expect(await screen.findByRole('link', { name: /Apply · about 6 min/ })).toBeInTheDocument();

    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/job-2') {
        return { status: 200, data: { data: jobDetail({ id: 'job-2', elite_only: false }) } };
      }
      if (r.url === '/talent/api/jobs/job-2/similar') return { status: 200, data: { data: [] } };
      return undefined;
    });
    renderApp('/jobs/job-2', verifiedUser);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Apply · about 6 min/ })).toHaveLength(2));
    expect(screen.getAllByText('Elite only')).toHaveLength(1);
    expect(profileReads()).toHaveLength(0);
  });

  it('tags elite-only jobs in the results and filters them with the Elite only toggle (elite_only=1)', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs'
        ? {
            status: 200,
            data: jobPage(
              [
                jobSummary({ id: 'job-1', title: 'Elite Engineer', elite_only: true }),
                jobSummary({ id: 'job-2' }),
              ],
              null,
            ),
          }
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/jobs?q=engineer', verifiedUser);
    const elite = (await screen.findByRole('link', { name: 'Elite Engineer' })).closest('article')!;
    expect(within(elite).getByText('Elite only')).toBeInTheDocument();
    const plain = screen.getByRole('link', { name: 'Senior TypeScript Engineer' }).closest('article')!;
    expect(within(plain).queryByText('Elite only')).not.toBeInTheDocument();

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('switch', { name: /Elite only/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=engineer&elite_only=1'));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/talent/api/jobs').at(-1)?.params).toEqual({
        q: 'engineer',
        elite_only: '1',
      }),
    );
    expect(within(filters).getByRole('switch', { name: /Elite only/ })).toBeChecked();
    expect(
      screen.getByRole('button', { name: /Remove.*Elite only|Elite only.*remove/i }),
    ).toBeInTheDocument();
  });
});
