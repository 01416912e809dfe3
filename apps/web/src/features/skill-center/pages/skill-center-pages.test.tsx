import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillTestSummary } from '@talent/contract/assessments';
import type { SkillGap } from '@talent/contract/skill-gap';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { NOW, badgeFixture, standingFixture, testFixture } from '../testing/skill-center-fixtures.ts';

const server = stubAppApi();
const LIST = '/talent/api/skill-tests';

const react = testFixture({
  mine: standingFixture({
    state: 'in_progress',
    attempt_id: 'attempt-9',
    deadline_at: '2026-11-23T12:25:00.000Z',
  }),
});
const sql = testFixture({
  slug: 'sql',
  title: 'SQL',
  skill: { slug: 'sql', name: 'SQL' },
  category: 'data',
  summary: 'Joins, windows and indexes.',
  time_limit_minutes: 30,
  task_count: 8,
  task_kinds: ['single_choice', 'short_answer'],
  languages: [],
  takers: 40,
  open_jobs: 0,
  mine: standingFixture({
    state: 'passed',
    best_percent: 91,
    band: '80_plus',
    badge: badgeFixture({ title: 'SQL — Advanced', test_slug: 'sql' }),
    next_attempt_at: '2026-12-01T10:00:00.000Z',
  }),
});
const python = testFixture({
  slug: 'python',
  title: 'Python',
  skill: { slug: 'python', name: 'Python' },
  category: 'languages',
  takers: 5,
  open_jobs: 3,
  mine: standingFixture({
    state: 'not_passed',
    best_percent: 55,
    next_attempt_at: '2026-12-07T09:30:00.000Z',
  }),
});
const go = testFixture({
  slug: 'go',
  title: 'Go',
  skill: { slug: 'go', name: 'Go' },
  category: 'languages',
  takers: 900,
  mine: standingFixture({ state: 'not_passed', best_percent: 60, redo_available: true }),
});
const newOne = testFixture({
  slug: 'aws',
  title: 'AWS',
  skill: { slug: 'aws', name: 'AWS' },
  category: 'cloud',
});

const CATEGORIES = [
  { category: 'languages', label: 'Languages', count: 2 },
  { category: 'frontend', label: 'Frontend', count: 1 },
  { category: 'data', label: 'Data and databases', count: 1 },
  { category: 'cloud', label: 'Cloud and DevOps', count: 1 },
];

/** Answers the catalogue like the server: `q` matches titles, `category` filters, counts stay whole. */
/** The skill-gap map above the cards: nothing missing unless a test gives its skills. */
const NO_GAPS: SkillGap = {
  scope: 'map',
  job: null,
  considered: { saved: 1, recommended: 4 },
  eligible_from: 'DE',
  skills: [],
};

function respondCatalogue(tests: SkillTestSummary[], status = 200, gap: SkillGap = NO_GAPS) {
  server.respondWith((r) => {
    if (r.method === 'GET' && r.url === '/talent/api/skill-gap') return { status: 200, data: { data: gap } };
    if (r.method !== 'GET' || r.url !== LIST) return undefined;
    if (status !== 200) return { status, data: { message: 'The catalogue is away.' } };
    const params = (r.params ?? {}) as { q?: string; category?: string };
    const data = tests.filter(
      (t) =>
        (!params.q || t.title.toLowerCase().includes(params.q.toLowerCase())) &&
        (!params.category || t.category === params.category),
    );
    return { status: 200, data: { data, categories: CATEGORIES } };
  });
}

const catalogueRequests = () => server.requests.filter((r) => r.method === 'GET' && r.url === LIST);
const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title }, { timeout: 5000 })).closest('article')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('skill center: the catalogue', () => {
  it('shows each test with its facts, the jobs asking for it and my standing', async () => {
    respondCatalogue([react, sql, python, go, newOne]);
    renderApp('/skill-center', verifiedUser);

    const first = await cardOf('React');
    expect(within(first).getByText('Components, hooks, state and rendering.')).toBeInTheDocument();
    expect(within(first).getByText('40 minutes')).toBeInTheDocument();
    expect(within(first).getByText('9 tasks: Single choice, Put in order, Coding')).toBeInTheDocument();
    expect(within(first).getByText('JavaScript, TypeScript')).toBeInTheDocument();
    expect(within(first).getByText('1,234 people have taken it')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '57 open jobs ask for React' })).toHaveAttribute(
      'href',
      '/jobs?skills=react',
    );
    // In progress: the deadline in words and the exact time, and a way back in.
    expect(within(first).getByText('In progress')).toBeInTheDocument();
    expect(within(first).getByText(/ends in 25 minutes/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Resume: React' })).toHaveAttribute(
      'href',
      '/skill-center/tests/react',
    );
    expect(within(first).getByRole('link', { name: 'React' })).toHaveAttribute('href', '/skill-center/react');

    const passed = await cardOf('SQL');
    expect(within(passed).getByText('Passed')).toBeInTheDocument();
    expect(within(passed).getByText(/80th percentile and above · badge: SQL — Advanced/)).toBeInTheDocument();
    expect(within(passed).getByText('No open jobs ask for SQL yet')).toBeInTheDocument();
    expect(within(passed).getByText('Next attempt from 1 Dec 2026, 10:00 GMT')).toBeInTheDocument();

    // Not passed, in the cooldown: the exact date, no start link.
    const waiting = await cardOf('Python');
    expect(within(waiting).getByText('Not passed')).toBeInTheDocument();
    expect(within(waiting).getByText('Next attempt from 7 Dec 2026, 09:30 GMT')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /Retake|Start|Redo/ })).not.toBeInTheDocument();

    // Not passed with the free redo left.
    const redo = await cardOf('Go');
    expect(within(redo).getByRole('link', { name: 'Redo available: Go' })).toHaveAttribute(
      'href',
      '/skill-center/tests/go',
    );

    const fresh = await cardOf('AWS');
    expect(within(fresh).getByText('Not taken yet')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Start the test: AWS' })).toBeInTheDocument();

    // How our tests differ, with the way to the explanation.
    expect(screen.getByRole('link', { name: 'How our tests work' })).toHaveAttribute(
      'href',
      '/skill-center/tests/talent_modal',
    );
    // Category chips carry their counts; "All" adds them up.
    expect(screen.getByRole('button', { name: 'All, 5 tests' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Languages, 2 tests' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts the search in the URL after a pause, and a reload searches the same', async () => {
    respondCatalogue([react, sql, python]);
    const { router } = renderApp('/skill-center', verifiedUser);
    await cardOf('React');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search skill tests' }), 'sq');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sq'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'React' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'SQL' })).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    expect(catalogueRequests().map((r) => (r.params as { q?: string }).q)).toEqual([undefined, 'sq']);
  });

  it('starts from the search and category in the URL', async () => {
    respondCatalogue([react, sql, python]);
    renderApp('/skill-center?q=py&category=languages', verifiedUser);
    await cardOf('Python');
    expect(screen.getByRole('searchbox', { name: 'Search skill tests' })).toHaveValue('py');
    expect(screen.getByRole('button', { name: 'Languages, 2 tests' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(catalogueRequests()[0]!.params).toEqual({ q: 'py', category: 'languages' });
  });

  it('filters by category from a chip, and a second press clears it', async () => {
    respondCatalogue([react, sql, python]);
    const { router } = renderApp('/skill-center', verifiedUser);
    await cardOf('React');

    await userEvent.click(screen.getByRole('button', { name: 'Data and databases, 1 test' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=data'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'React' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'SQL' })).toBeInTheDocument();
    expect(catalogueRequests().at(-1)!.params).toEqual({ q: undefined, category: 'data' });

    await userEvent.click(screen.getByRole('button', { name: 'Data and databases, 1 test' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'React' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the search', async () => {
    respondCatalogue([react]);
    const { router } = renderApp('/skill-center?q=cobol', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'No skill tests match' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'React' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search skill tests' })).toHaveValue('');
  });

  it('says when there are no tests at all', async () => {
    respondCatalogue([]);
    renderApp('/skill-center', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'No skill tests yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    respondCatalogue([react], 500);
    renderApp('/skill-center', verifiedUser);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('The skill tests did not load')).toBeInTheDocument();
    respondCatalogue([react]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('React')).toBeInTheDocument();
  });

  it(
    'shows the skill-gap map above the catalogue, the target of a skills-gap rejection',
    { timeout: 15_000 },
    async () => {
      respondCatalogue([react], 200, {
        ...NO_GAPS,
        skills: [
          {
            skill: { slug: 'react', name: 'React' },
            held: false,
            required: null,
            blocks: 2,
            opens: 7,
            jobs_path: '/jobs?eligible_only=true&opens=react',
            courses: [],
            course_count: 0,
            tests: [
              {
                slug: 'react',
                title: 'React',
                time_limit_minutes: 40,
                path: '/skill-center/tests/react',
                page_path: '/skill-center/react',
                standing: { state: 'in_progress', next_attempt_at: null, redo_available: false },
              },
            ],
          },
        ],
      });
      renderApp('/skill-center#skill-gap', verifiedUser);
      const map = (
        await screen.findByRole('heading', { name: 'Skills that would open more jobs' }, { timeout: 5000 })
      ).closest('section')!;
      expect(map).toHaveAttribute('id', 'skill-gap');
      expect(await within(map).findByText('no course yet · opens 7 more jobs')).toBeInTheDocument();
      expect(within(map).getByRole('link', { name: 'Resume the test: React' })).toHaveAttribute(
        'href',
        '/skill-center/tests/react',
      );
      await waitFor(() => expect(map).toHaveFocus());
      // The catalogue follows it.
      expect(
        await screen.findByRole('heading', { level: 2, name: 'React' }, { timeout: 5000 }),
      ).toBeInTheDocument();
    },
  );

  it('shows a loading skeleton while the list is on its way', async () => {
    respondCatalogue([react]);
    renderApp('/skill-center', verifiedUser);
    expect(
      await screen.findByRole('status', { name: 'Loading skill tests' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await cardOf('React')).toBeInTheDocument();
  });
});

describe('skill center: the other views', () => {
  it('groups the same tests by category, and the switch keeps the search', async () => {
    respondCatalogue([react, sql, python, go]);
    const { router } = renderApp('/skill-center?category=languages', verifiedUser);
    await cardOf('Python');

    const views = screen.getByRole('navigation', { name: 'Catalogue views' });
    expect(within(views).getByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(views).getByRole('link', { name: 'By category' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skill-center/index3'));
    expect(router.state.location.search).toBe('?category=languages');

    const section = (await screen.findByRole('heading', { name: /^Languages/, level: 2 })).closest(
      'section',
    )!;
    expect(within(section).getByRole('heading', { name: 'Python', level: 3 })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Go', level: 3 })).toBeInTheDocument();
  });

  it('shows every category with its own heading', async () => {
    respondCatalogue([react, sql, python]);
    renderApp('/skill-center/index3', verifiedUser);
    const data = (
      await screen.findByRole('heading', { name: /^Data and databases/, level: 2 }, { timeout: 5000 })
    ).closest('section')!;
    expect(within(data).getByRole('heading', { name: 'SQL' })).toBeInTheDocument();
    const frontend = screen.getByRole('heading', { name: /^Frontend/, level: 2 }).closest('section')!;
    expect(within(frontend).getByRole('heading', { name: 'React' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Cloud/ })).not.toBeInTheDocument();
  });

  it('lists the tests in a table sorted by any column, with the next attempt date', async () => {
    respondCatalogue([react, sql, python, go]);
    renderApp('/skill-center/index_copy', verifiedUser);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const firstColumn = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(firstColumn()).toEqual(['Go', 'Python', 'React', 'SQL']);

    const pythonRow = within(table).getByRole('rowheader', { name: 'Python' }).closest('tr')!;
    expect(within(pythonRow).getByText('7 Dec 2026, 09:30 GMT')).toBeInTheDocument();
    const goRow = within(table).getByRole('rowheader', { name: 'Go' }).closest('tr')!;
    expect(within(goRow).getByText('Redo available', { selector: 'td' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Takers' }));
    expect(within(table).getByRole('columnheader', { name: 'Takers' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(firstColumn()).toEqual(['Python', 'SQL', 'Go', 'React']);
    await userEvent.click(within(table).getByRole('button', { name: 'Takers' }));
    expect(firstColumn()).toEqual(['React', 'Go', 'SQL', 'Python']);
  });
});
