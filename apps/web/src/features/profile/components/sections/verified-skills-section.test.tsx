import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BadgeSummary } from '@talent/contract/badges';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../../test/render-app.tsx';
import { fullProfile } from '../../../../test/profile-fixtures.ts';

const server = stubAppApi();

function badge(overrides: Partial<BadgeSummary>): BadgeSummary {
  return {
    id: 'badge-1',
    skill: { slug: 'react', name: 'React' },
    test_slug: 'react',
    title: 'React — Advanced',
    level: 'advanced',
    issued_at: '2026-11-01T10:00:00.000Z',
    expires_at: '2028-11-01T10:00:00.000Z',
    status: 'valid',
    verify_url: 'https://borderless.test/credentials/badge-1',
    ...overrides,
  };
}
const standing = (slug: string, visibility: string) => ({
  test: { slug, title: slug, skill: { slug, name: slug } },
  visibility,
  best_attempt_id: 'a1',
  best_percent: 90,
  percentile: null,
  band: '80_plus',
  band_basis: 'score',
  passed: true,
  badge: null,
});

function respond(badges: { status: number; data?: unknown }) {
  server.respondWith((r) => {
    if (r.url === '/talent/api/profile') return { status: 200, data: { data: fullProfile() } };
    if (r.url === '/talent/api/badges') return badges;
    if (r.url === '/talent/api/assessments/completed')
      return {
        status: 200,
        data: {
          data: {
            results: [],
            standings: [standing('react', 'private'), standing('sql', 'score'), standing('go', 'band')],
          },
        },
      };
    return undefined;
  });
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Verified skills' }, { timeout: 10_000 })).closest('section')!;

describe('profile: verified skills', { timeout: 15_000 }, () => {
  it('shows my valid badges, each with who else sees it, and leaves out the others', async () => {
    respond({
      status: 200,
      data: {
        data: [
          badge({}),
          badge({ id: 'badge-2', test_slug: 'sql', title: 'SQL — Proficient', level: 'proficient' }),
          badge({ id: 'badge-3', test_slug: 'go', title: 'Go — Proficient', status: 'expired' }),
          badge({ id: 'badge-4', test_slug: 'aws', title: 'AWS — Proficient', status: 'revoked' }),
        ],
      },
    });
    renderApp('/profile', verifiedUser);
    const verified = await section();
    const react = (await within(verified).findByText('React — Advanced')).closest('li')!;
    expect(within(react).getByText('Only me')).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: 'Verify React — Advanced' })).toHaveAttribute(
      'href',
      'https://borderless.test/credentials/badge-1',
    );
    const sql = within(verified).getByText('SQL — Proficient').closest('li')!;
    expect(within(sql).getByText('Recruiters see the exact score and percentile')).toBeInTheDocument();
    expect(within(verified).queryByText('Go — Proficient')).not.toBeInTheDocument();
    expect(within(verified).queryByText('AWS — Proficient')).not.toBeInTheDocument();
    expect(within(verified).getByRole('link', { name: 'Skill center' })).toHaveAttribute(
      'href',
      '/skill-center',
    );
  });

  it('points to the skill center when there is no badge yet', async () => {
    respond({ status: 200, data: { data: [badge({ status: 'expired' })] } });
    renderApp('/profile', verifiedUser);
    const verified = await section();
    expect(await within(verified).findByText(/No verified skills yet/)).toBeInTheDocument();
  });

  it('says when the badges did not load and tries again', async () => {
    respond({ status: 404, data: { message: 'Not Found' } });
    renderApp('/profile', verifiedUser);
    const verified = await section();
    expect(await within(verified).findByRole('alert')).toHaveTextContent(/did not load/);
    respond({ status: 200, data: { data: [badge({})] } });
    await userEvent.click(within(verified).getByRole('button', { name: 'Try again' }));
    expect(await within(verified).findByText('React — Advanced')).toBeInTheDocument();
  });
});
