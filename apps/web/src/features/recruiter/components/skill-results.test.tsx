import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicantDetail, consoleRecruiter } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const DETAIL = '/recruiter/api/applications/app-1';
const RESULTS = '/recruiter/api/applications/app-1/skill-results';

const reactBadge = {
  id: 'badge-1',
  skill: { slug: 'react', name: 'React' },
  test_slug: 'react',
  title: 'React — Advanced',
  level: 'advanced',
  issued_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2028-11-01T10:00:00.000Z',
  status: 'valid',
  verify_url: 'https://borderless.test/credentials/badge-1',
};

function respond(results: { status: number; data?: unknown }) {
  server.respondWith((r) =>
    r.url === DETAIL
      ? { status: 200, data: { data: applicantDetail() } }
      : r.url === RESULTS
        ? results
        : undefined,
  );
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Skill results' }, { timeout: 10_000 })).closest('section')!;

describe('recruiter applicant page: skill results', { timeout: 15_000 }, () => {
  it('shows the band, the score only where shared, and the badge with its verify link', async () => {
    respond({
      status: 200,
      data: {
        data: [
          {
            test: { slug: 'react', title: 'React', skill: { slug: 'react', name: 'React' } },
            visibility: 'score',
            band: '80_plus',
            band_basis: 'percentile',
            percent: 91,
            percentile: 84,
            passed: true,
            badge: reactBadge,
            taken_at: '2026-11-01T10:00:00.000Z',
          },
          {
            test: { slug: 'sql', title: 'SQL', skill: { slug: 'sql', name: 'SQL' } },
            visibility: 'band',
            band: '40_59',
            band_basis: 'percentile',
            percent: null,
            percentile: null,
            passed: false,
            badge: null,
            taken_at: '2026-10-01T10:00:00.000Z',
          },
        ],
      },
    });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const results = await section();
    const react = (await within(results).findByText('React')).closest('li')!;
    expect(
      within(react).getByText('Passed · 80th percentile and above · score 91% · 84th percentile'),
    ).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: 'Verify the React — Advanced badge' })).toHaveAttribute(
      'href',
      'https://borderless.test/credentials/badge-1',
    );
    const sql = within(results).getByText('SQL').closest('li')!;
    expect(within(sql).getByText('Not passed · 40th–59th percentile')).toBeInTheDocument();
    expect(within(sql).queryByText(/score|%/)).not.toBeInTheDocument();
    expect(within(sql).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the candidate has shared none', async () => {
    respond({ status: 200, data: { data: [] } });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    expect(
      await within(await section()).findByText(/The candidate has shared no skill results/),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    respond({ status: 404, data: { message: 'Not Found' } });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const results = await section();
    expect(await within(results).findByRole('alert')).toHaveTextContent(/did not load/);
    respond({ status: 200, data: { data: [] } });
    await userEvent.click(within(results).getByRole('button', { name: 'Try again' }));
    expect(await within(results).findByText(/shared no skill results/)).toBeInTheDocument();
  });
});
