import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  NOW,
  attemptFixture,
  badgeFixture,
  skillStandingFixture,
  standingFixture,
  testFixture,
} from '../testing/skill-center-fixtures.ts';

const server = stubAppApi();
const MINE = '/talent/api/assessments';
const COMPLETED = '/talent/api/assessments/completed';
const BADGES = '/talent/api/badges';
const CATALOGUE = '/talent/api/skill-tests';

const inProgress = attemptFixture({
  id: 'attempt-7',
  status: 'in_progress',
  closed_by: null,
  started_at: '2026-11-23T11:30:00.000Z',
  deadline_at: '2026-11-23T12:10:00.000Z',
  submitted_at: null,
  percent: null,
  passed: null,
  band: null,
});
const suggested = testFixture({ slug: 'sql', title: 'SQL', skill: { slug: 'sql', name: 'SQL' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const sectionOf = async (name: string | RegExp) =>
  (await screen.findByRole('heading', { name, level: 2 }, { timeout: 5000 })).closest('section')!;

describe('My assessments', () => {
  it('shows the attempt in progress with its time left, what recruiters sent, and suggestions', async () => {
    server.respondWith((r) =>
      r.url === MINE
        ? {
            status: 200,
            data: {
              data: {
                in_progress: [inProgress],
                assigned: [
                  {
                    id: 'as-1',
                    kind: 'skill_test',
                    title: 'TypeScript screening',
                    company: 'Acme',
                    deadline_at: '2026-11-26T12:00:00.000Z',
                    minutes: 45,
                    status: 'sent',
                    url: '/skill-center/tests/typescript',
                  },
                ],
                suggested: [suggested],
              },
            },
          }
        : undefined,
    );
    renderApp('/assessments', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'My assessments', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();

    const running = await sectionOf('In progress');
    expect(within(running).getByText(/Time left: ends in 10 minutes/)).toBeInTheDocument();
    expect(within(running).getByText('(23 Nov 2026, 12:10 GMT)')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Resume React' })).toHaveAttribute(
      'href',
      '/skill-center/tests/react',
    );

    const assigned = await sectionOf('Assigned by recruiters');
    expect(
      within(assigned).getByText(/Acme · Skill test · 45 minutes · Not started · due in 3 days/),
    ).toBeInTheDocument();
    expect(within(assigned).getByRole('link', { name: 'Open TypeScript screening' })).toHaveAttribute(
      'href',
      '/skill-center/tests/typescript',
    );

    const suggestions = await sectionOf('Suggested from your skills');
    expect(within(suggestions).getByRole('heading', { name: 'SQL', level: 3 })).toBeInTheDocument();
    expect(within(suggestions).getByRole('link', { name: 'Start the test: SQL' })).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'My assessments' });
    expect(within(tabs).getByRole('link', { name: 'In progress and suggested' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('explains each empty list', async () => {
    server.respondWith((r) =>
      r.url === MINE
        ? { status: 200, data: { data: { in_progress: [], assigned: [], suggested: [] } } }
        : undefined,
    );
    renderApp('/assessments', verifiedUser);
    expect(within(await sectionOf('In progress')).getByText(/Nothing in progress/)).toBeInTheDocument();
    expect(
      within(await sectionOf('Assigned by recruiters')).getByText(/When a recruiter asks you to take a test/),
    ).toBeInTheDocument();
    const suggestions = await sectionOf('Suggested from your skills');
    expect(within(suggestions).getByRole('link', { name: 'Add skills to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === MINE
        ? fail
          ? { status: 500, data: { message: 'Boom' } }
          : { status: 200, data: { data: { in_progress: [inProgress], assigned: [], suggested: [] } } }
        : undefined,
    );
    renderApp('/assessments', verifiedUser);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Your assessments did not load')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Resume React' })).toBeInTheDocument();
  });
});

describe('Completed assessments', () => {
  function respondCompleted(options: { badgesFail?: boolean } = {}) {
    server.respondWith((r) => {
      if (r.url === COMPLETED)
        return {
          status: 200,
          data: {
            data: {
              // Oldest first on purpose: the page puts the newest first.
              results: [
                attemptFixture({ id: 'attempt-1', percent: 41, submitted_at: '2026-10-01T10:00:00.000Z' }),
                attemptFixture({
                  id: 'attempt-2',
                  percent: 91,
                  passed: true,
                  band: '80_plus',
                  submitted_at: '2026-11-20T10:00:00.000Z',
                }),
              ],
              standings: [
                skillStandingFixture(),
                skillStandingFixture({
                  test: { slug: 'sql', title: 'SQL', skill: { slug: 'sql', name: 'SQL' } },
                  visibility: 'private',
                  best_percent: 50,
                  percentile: null,
                  band: '20_39',
                  passed: false,
                  badge: null,
                }),
              ],
            },
          },
        };
      if (r.url === BADGES)
        return options.badgesFail
          ? { status: 500, data: { message: 'Boom' } }
          : {
              status: 200,
              data: {
                data: [
                  badgeFixture(),
                  badgeFixture({
                    id: 'badge-0',
                    title: 'Go — Proficient',
                    level: 'proficient',
                    status: 'expired',
                    expires_at: '2026-10-01T10:00:00.000Z',
                  }),
                  badgeFixture({
                    id: 'badge-x',
                    title: 'Python — Proficient',
                    level: 'proficient',
                    status: 'revoked',
                  }),
                ],
              },
            };
      if (r.url === CATALOGUE)
        return {
          status: 200,
          data: {
            data: [
              testFixture({ mine: standingFixture({ state: 'passed', next_attempt_at: null }) }),
              testFixture({
                slug: 'sql',
                title: 'SQL',
                mine: standingFixture({ state: 'not_passed', next_attempt_at: '2026-12-07T09:30:00.000Z' }),
              }),
            ],
            categories: [],
          },
        };
      return undefined;
    });
  }

  it('lists results newest first, badges with verify and download links, and standings with retake dates', async () => {
    respondCompleted();
    renderApp('/assessments/completed', verifiedUser);

    const results = await sectionOf('Results');
    const rows = (await within(results).findAllByRole('row', {}, { timeout: 5000 })).slice(1);
    const dates = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(dates[0]).toBe('20 Nov 2026, 10:00 GMT');
    expect(dates[1]).toMatch(/^1 Oct 2026/);
    expect(within(rows[0]!).getByRole('link', { name: /See the result/ })).toHaveAttribute(
      'href',
      '/skill-center/tests/react/result?attempt=attempt-2',
    );

    const badges = await sectionOf('Badges');
    const valid = (await within(badges).findByRole('heading', { name: 'React — Advanced' })).closest('li')!;
    expect(within(valid).getByText('Valid')).toBeInTheDocument();
    expect(within(valid).getByRole('link', { name: 'Verify React — Advanced' })).toHaveAttribute(
      'href',
      'https://borderless.test/credentials/badge-1',
    );
    expect(within(valid).getByRole('link', { name: /Download the credential/ })).toHaveAttribute(
      'href',
      '/talent/api/badges/badge-1/credential',
    );
    const expired = within(badges).getByRole('heading', { name: 'Go — Proficient' }).closest('li')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(/expired 1 Oct 2026/)).toBeInTheDocument();
    expect(
      within(within(badges).getByRole('heading', { name: 'Python — Proficient' }).closest('li')!).getByText(
        'Revoked',
      ),
    ).toBeInTheDocument();

    const standings = await sectionOf('Standings and who sees them');
    const sql = within(standings).getByRole('link', { name: 'SQL' }).closest('li')!;
    expect(within(sql).getByText('Only me')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sql).getByText('Next attempt from 7 Dec 2026, 09:30 GMT')).toBeInTheDocument(),
    );
    const react = within(standings).getByRole('link', { name: 'React' }).closest('li')!;
    expect(
      within(react).getByText('91%, 84th percentile (80th percentile and above), passed'),
    ).toBeInTheDocument();
    expect(within(react).getByText('Recruiters see the band and the badge')).toBeInTheDocument();
    expect(within(react).getByText('Now')).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: /Change who sees it/ })).toHaveAttribute(
      'href',
      '/skill-center/react#visibility',
    );
  });

  it('keeps the other sections when one fails, with its own retry', async () => {
    respondCompleted({ badgesFail: true });
    renderApp('/assessments/completed', verifiedUser);
    const badges = await sectionOf('Badges');
    expect(
      await within(badges).findByRole(
        'heading',
        { name: 'We could not load your badges' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(await within(await sectionOf('Results')).findAllByRole('row')).toHaveLength(3);
    respondCompleted();
    await userEvent.click(within(badges).getByRole('button', { name: 'Try again' }));
    expect(await within(badges).findByRole('heading', { name: 'React — Advanced' })).toBeInTheDocument();
  });

  it('explains empty results and badges', async () => {
    server.respondWith((r) =>
      r.url === COMPLETED
        ? { status: 200, data: { data: { results: [], standings: [] } } }
        : r.url === BADGES
          ? { status: 200, data: { data: [] } }
          : r.url === CATALOGUE
            ? { status: 200, data: { data: [], categories: [] } }
            : undefined,
    );
    renderApp('/assessments/completed', verifiedUser);
    expect(await within(await sectionOf('Results')).findByText(/No results yet/)).toBeInTheDocument();
    expect(await within(await sectionOf('Badges')).findByText(/No badges yet/)).toBeInTheDocument();
    expect(
      await within(await sectionOf('Standings and who sees them')).findByText(/No standings yet/),
    ).toBeInTheDocument();
  });
});
