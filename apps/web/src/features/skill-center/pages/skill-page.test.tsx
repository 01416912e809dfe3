import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillTestDetail, Visibility } from '@talent/contract/assessments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  NOW,
  attemptFixture,
  detailFixture,
  skillStandingFixture,
  standingFixture,
} from '../testing/skill-center-fixtures.ts';

const server = stubAppApi();
const DETAIL = '/talent/api/skill-tests/react';
const VISIBILITY = '/talent/api/skill-tests/react/visibility';

/** The skill page's server: the detail, and a visibility PUT that the next read reflects. */
function respondDetail(initial: SkillTestDetail, options: { failPut?: boolean } = {}) {
  let test = initial;
  server.respondWith((r) => {
    if (r.method === 'GET' && r.url === DETAIL) return { status: 200, data: { data: test } };
    if (r.method === 'PUT' && r.url === VISIBILITY) {
      if (options.failPut)
        return { status: 422, data: { message: 'Choose who sees this result.', errors: {} } };
      const visibility = jsonBody(r).visibility as Visibility;
      test = { ...test, mine: { ...test.mine, visibility } };
      return { status: 200, data: { data: skillStandingFixture({ visibility }) } };
    }
    return undefined;
  });
}

const sectionOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 }, { timeout: 5000 })).closest('section')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('skill page', () => {
  it('shows what the test covers, its rules, the jobs, practice and a start', async () => {
    respondDetail(detailFixture());
    renderApp('/skill-center/react', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'React', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('React | Borderless'));

    const about = await sectionOf('What the test covers');
    // Markdown once its renderer has loaded; raw HTML never.
    expect((await within(about).findByText('hooks')).tagName).toBe('STRONG');
    expect(about.querySelector('script')).toBeNull();
    expect(within(about).getByRole('heading', { name: 'Who it is for', level: 3 })).toBeInTheDocument();
    expect(within(about).getByText('Rendering')).toBeInTheDocument();

    const rules = await sectionOf('Rules');
    expect(within(rules).getByText(/^40 minutes/)).toBeInTheDocument();
    expect(
      within(rules).getByText(
        '9 tasks: 5 choice (one or several answers), 1 put in order, 2 short answer, 1 coding',
      ),
    ).toBeInTheDocument();
    expect(within(rules).getByText(/70% of the points; 85% or more/)).toBeInTheDocument();
    expect(
      within(rules).getByText(/14 days after each graded attempt, except one free redo/),
    ).toBeInTheDocument();
    expect(within(rules).getByText(/Valid for 2 years/)).toBeInTheDocument();
    expect(
      within(rules).getByText('Browser signals and a webcam snapshot every few minutes'),
    ).toBeInTheDocument();
    expect(within(rules).getByText(/kept 30 days/)).toBeInTheDocument();

    const jobs = await sectionOf('Jobs that ask for it');
    expect(within(jobs).getByText('57 open jobs ask for React.')).toBeInTheDocument();
    expect(within(jobs).getByText('You match 12 of them today.')).toBeInTheDocument();
    expect(within(jobs).getByText('+9 more jobs with a badge')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'See jobs asking for React' })).toHaveAttribute(
      'href',
      '/jobs?skills=react',
    );

    const practice = await sectionOf('Practice');
    expect(within(practice).getByRole('link', { name: 'Practise React' })).toHaveAttribute(
      'href',
      '/skill-center/tests/react?mode=practice',
    );
    expect(screen.getByRole('link', { name: 'Start the test: React' })).toHaveAttribute(
      'href',
      '/skill-center/tests/react',
    );
    expect(within(await sectionOf('Your attempts')).getByText(/not taken this test yet/)).toBeInTheDocument();
  });

  it('lists my attempts with links to each result, and the exact date of the next attempt', async () => {
    respondDetail(
      detailFixture({
        mine: standingFixture({
          state: 'not_passed',
          best_percent: 66,
          next_attempt_at: '2026-12-07T09:30:00.000Z',
        }),
        history: [
          attemptFixture({
            id: 'attempt-2',
            percent: 66,
            band: '60_79',
            is_redo: true,
            submitted_at: '2026-11-12T10:00:00.000Z',
          }),
          attemptFixture({ id: 'attempt-1', percent: 41, band: '20_39', closed_by: 'deadline' }),
        ],
      }),
    );
    renderApp('/skill-center/react', verifiedUser);
    expect(
      await screen.findByText('Next attempt from 7 Dec 2026, 09:30 GMT', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start the test|Retake/ })).not.toBeInTheDocument();

    const history = await sectionOf('Your attempts');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('12 Nov 2026, 10:00 GMT')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('66%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('60th–79th percentile')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Redo')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /See the result/ })).toHaveAttribute(
      'href',
      '/skill-center/tests/react/result?attempt=attempt-2',
    );
    expect(within(rows[1]!).getByText('(time ran out)')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /See the result/ })).toHaveAttribute(
      'href',
      '/skill-center/tests/react/result?attempt=attempt-1',
    );
  });

  it('offers the free redo instead of a date after a first failed attempt', async () => {
    respondDetail(
      detailFixture({
        mine: standingFixture({ state: 'not_passed', best_percent: 50, redo_available: true }),
        history: [attemptFixture()],
      }),
    );
    renderApp('/skill-center/react', verifiedUser);
    expect(
      await screen.findByRole('link', { name: 'Redo available: React' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/skill-center/tests/react');
    expect(screen.getByText(/one redo skips the wait/)).toBeInTheDocument();
  });

  it('changes who sees my result: sends the PUT and shows the new choice', async () => {
    respondDetail(
      detailFixture({
        mine: standingFixture({ state: 'passed', visibility: 'private' }),
        history: [attemptFixture({ passed: true, percent: 90 })],
      }),
    );
    renderApp('/skill-center/react', verifiedUser);
    const section = await sectionOf('Who sees your result');
    const group = within(section).getByRole('group', { name: 'Who sees your result' });
    expect(within(group).getByRole('radio', { name: 'Only me' })).toBeChecked();
    expect(within(group).getByText(/Recruiters see nothing of this test/)).toBeInTheDocument();

    await userEvent.click(
      within(group).getByRole('radio', { name: 'Recruiters see the exact score and percentile' }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Saved. Recruiters see the exact score and percentile.',
      ),
    );
    const puts = server.requests.filter((r) => r.method === 'PUT' && r.url === VISIBILITY);
    expect(puts).toHaveLength(1);
    expect(jsonBody(puts[0])).toEqual({ visibility: 'score' });
    // The refetched page holds the server's answer.
    await waitFor(() =>
      expect(
        within(group).getByRole('radio', { name: 'Recruiters see the exact score and percentile' }),
      ).toBeChecked(),
    );
    expect(within(group).getByRole('radio', { name: 'Only me' })).not.toBeChecked();
  });

  it('keeps the old choice and says so when the change is refused', async () => {
    respondDetail(detailFixture({ mine: standingFixture({ visibility: 'band' }) }), { failPut: true });
    renderApp('/skill-center/react', verifiedUser);
    const section = await sectionOf('Who sees your result');
    await userEvent.click(within(section).getByRole('radio', { name: 'Only me' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Your choice was not saved/);
    expect(
      within(section).getByRole('radio', { name: 'Recruiters see the band and the badge' }),
    ).toBeChecked();
  });

  it('shows a not-found page for an unknown skill', async () => {
    server.respondWith(() => undefined);
    renderApp('/skill-center/cobol', verifiedUser);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We have no test for this skill', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every skill test' })).toHaveAttribute(
      'href',
      '/skill-center',
    );
  });

  it('shows an error with a retry when the test does not load', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === DETAIL
        ? fail
          ? { status: 500, data: { message: 'Boom' } }
          : { status: 200, data: { data: detailFixture() } }
        : undefined,
    );
    renderApp('/skill-center/react', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load this skill test' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'React', level: 1 })).toBeInTheDocument();
  });
});
