import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  ATTEMPT_ID,
  ATTEMPT_PATH,
  SLUG,
  TEST_PATH,
  ledgerFixture,
  resultFixture,
  skillTestFixture,
} from '../testing/skill-test-fixtures.ts';

const server = stubAppApi();
const PAGE = `/skill-center/tests/${SLUG}/result`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T13:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('skill test result', () => {
  it('shows score, percentile with cohort, topics, coding, what to review, next date and the badge', async () => {
    server.respondWith((r) => {
      if (r.url === `${ATTEMPT_PATH}/result`)
        return { status: 200, data: { data: resultFixture({ proctoring: null }) } };
      return undefined;
    });
    renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
    expect(await screen.findByText('86%')).toBeInTheDocument();
    expect(screen.getByText('Passed — Advanced')).toBeInTheDocument();
    expect(screen.getByText('6 of 7 points; the pass mark is 70%.')).toBeInTheDocument();
    expect(screen.getByText('72nd percentile of 140 people who took this test')).toBeInTheDocument();
    expect(screen.getByText('60th–79th percentile')).toBeInTheDocument();
    expect(screen.getByText('67% (2 of 3 points)')).toBeInTheDocument();
    expect(screen.getByText('Sum a list: hidden tests passed 3 of 4')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'What to review' });
    expect(within(review).getByText('Rendering: 1 of 2 tasks not fully right')).toBeInTheDocument();
    expect(within(review).queryByText(/Hooks/)).not.toBeInTheDocument();
    expect(screen.getByText('Your next attempt opens on 9 Dec 2026, 12:25 GMT.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Verify this badge/ })).toHaveAttribute(
      'href',
      'https://borderless.test/credentials/badge-1',
    );
    expect(screen.getByRole('link', { name: /Download the credential/ })).toHaveAttribute(
      'href',
      '/talent/api/badges/badge-1/credential',
    );
    expect(screen.queryByRole('region', { name: 'What was recorded' })).not.toBeInTheDocument();
  });

  it('without a percentile, says the band comes from the score; a failed first attempt offers the redo', async () => {
    server.respondWith((r) => {
      if (r.url === `${ATTEMPT_PATH}/result`)
        return {
          status: 200,
          data: {
            data: resultFixture({
              percent: 55,
              passed: false,
              level: null,
              badge: null,
              percentile: null,
              cohort_size: 7,
              band: '40_59',
              band_basis: 'score',
              redo_available: true,
              next_attempt_at: null,
              proctoring: null,
            }),
          },
        };
      return undefined;
    });
    renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
    expect(await screen.findByText('Not passed this time')).toBeInTheDocument();
    expect(
      screen.getByText(
        /the band comes from your score while fewer than 20 people have taken this test \(7 so far\)/,
      ),
    ).toBeInTheDocument();
    // Named after the score it came from, never called a percentile.
    expect(screen.getByText('Score 40–59%')).toBeInTheDocument();
    expect(screen.getByText('Your free redo is available now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your badge' })).not.toBeInTheDocument();
  });

  it('without ?attempt, shows the newest graded attempt from the history', async () => {
    const summary = {
      test: resultFixture().test,
      closed_by: 'candidate' as const,
      started_at: '2026-11-01T10:00:00.000Z',
      deadline_at: '2026-11-01T10:30:00.000Z',
      percent: 50,
      passed: false,
      band: null,
      band_basis: null,
      is_redo: false,
    };
    server.respondWith((r) => {
      if (r.url === TEST_PATH)
        return {
          status: 200,
          data: {
            data: skillTestFixture({
              history: [
                { ...summary, id: 'old', status: 'submitted', submitted_at: '2026-11-01T10:20:00.000Z' },
                { ...summary, id: ATTEMPT_ID, status: 'expired', submitted_at: '2026-11-20T10:30:00.000Z' },
                {
                  ...summary,
                  id: 'now',
                  status: 'in_progress',
                  submitted_at: null,
                  deadline_at: '2026-11-25T13:20:00.000Z',
                },
              ],
            }),
          },
        };
      if (r.url === `${ATTEMPT_PATH}/result`)
        return { status: 200, data: { data: resultFixture({ proctoring: null }) } };
      return undefined;
    });
    renderApp(PAGE, verifiedUser);
    expect(await screen.findByText('86%')).toBeInTheDocument();
  });

  it('saves who sees the result', async () => {
    server.respondWith((r) => {
      if (r.url === `${ATTEMPT_PATH}/result`)
        return { status: 200, data: { data: resultFixture({ proctoring: null }) } };
      if (r.method === 'PUT' && r.url === `${TEST_PATH}/visibility`)
        return {
          status: 200,
          data: {
            data: {
              test: resultFixture().test,
              visibility: 'score',
              best_attempt_id: ATTEMPT_ID,
              best_percent: 86,
              percentile: 72,
              band: '60_79',
              passed: true,
              badge: null,
            },
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
    await user.click(
      await screen.findByRole('radio', { name: 'Recruiters see the exact score and percentile' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save visibility' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(jsonBody(server.requests.find((r) => r.method === 'PUT'))).toEqual({ visibility: 'score' });
  });

  it('lists the proctoring ledger and deletes it after a confirmation', async () => {
    let ledger = ledgerFixture();
    server.respondWith((r) => {
      if (r.url === `${ATTEMPT_PATH}/result`) return { status: 200, data: { data: resultFixture() } };
      if (r.method === 'GET' && r.url === `${ATTEMPT_PATH}/proctoring`)
        return { status: 200, data: { data: ledger } };
      if (r.method === 'DELETE' && r.url === `${ATTEMPT_PATH}/proctoring`) {
        ledger = ledgerFixture({
          entries: [],
          deleted_at: '2026-11-25T13:00:00.000Z',
          retention_until: null,
        });
        return { status: 200, data: { data: ledger } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
    const section = await screen.findByRole('region', { name: 'What was recorded' });
    expect(await within(section).findByText('Left the tab')).toBeInTheDocument();
    expect(within(section).getByText('120 characters')).toBeInTheDocument();
    expect(within(section).getByText('during task 5')).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: 'Webcam snapshot, 25 Nov 2026, 12:03 GMT' }),
    ).toHaveAttribute('src', `${ATTEMPT_PATH}/proctoring/snapshots/e3`);
    expect(within(section).getByText(/Kept until 25 Dec 2026/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the recordings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Delete now' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete everything' }),
    );
    expect(
      await within(section).findByText('You deleted everything captured on 25 Nov 2026, 13:00 GMT.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Left the tab')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete now' })).not.toBeInTheDocument();
  });

  it('says when the attempt is still in progress (409)', async () => {
    server.respondWith((r) => {
      if (r.url === `${ATTEMPT_PATH}/result`) return { status: 409, data: { message: 'Still in progress.' } };
      return undefined;
    });
    renderApp(`${PAGE}?attempt=${ATTEMPT_ID}`, verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'This attempt is still in progress' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the test' })).toHaveAttribute(
      'href',
      `/skill-center/tests/${SLUG}?attempt=${ATTEMPT_ID}`,
    );
  });
});

describe('how skill tests work (no sign-in)', () => {
  it('explains recording, integrity, sharing and badges, and offers sign up to a guest', async () => {
    server.respondWith(() => undefined);
    renderApp('/skill-center/tests/talent_modal', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How skill tests work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/never an automatic fail/)).toBeInTheDocument();
    expect(screen.getByText(/a small webcam photo every 3 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Recruiters see the band and the badge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to take a test' })).toHaveAttribute('href', '/signup');
  });

  it('leads a signed-in candidate to the skill center', async () => {
    server.respondWith(() => undefined);
    renderApp('/skill-center/tests/talent_modal', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Go to the skill center' })).toHaveAttribute(
      'href',
      '/skill-center',
    );
  });
});
