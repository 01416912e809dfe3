import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSummary } from '@talent/contract/courses';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { COURSES_URL, MINE_URL, myProgress, summary } from '../testing/course-fixtures.ts';

const server = stubAppApi();

const started = summary({ progress: myProgress() });
const sql = summary({
  id: 'c-sql',
  title: 'SQL for analysts',
  summary: 'Joins, windows and indexes.',
  level: 'beginner',
  skills: [{ slug: 'sql', name: 'SQL' }],
  total_minutes: 45,
  lesson_count: 6,
  formats: ['video'],
  open_jobs: 0,
  enrolled_count: 0,
});

/** Answers like the server: `level` and `skill` narrow the list; the rest is echoed back through the requests. */
function respond({
  courses = [started, sql],
  mine = [started],
  status = 200,
}: { courses?: CourseSummary[]; mine?: CourseSummary[]; status?: number } = {}) {
  server.respondWith((r) => {
    if (r.method !== 'GET') return undefined;
    if (r.url === MINE_URL)
      return { status: 200, data: { data: mine, meta: { total: mine.length, next_cursor: null } } };
    if (r.url !== COURSES_URL) return undefined;
    if (status !== 200) return { status, data: { message: 'The catalogue is away.' } };
    const params = (r.params ?? {}) as { level?: string; skill?: string };
    const data = courses.filter(
      (c) =>
        (!params.level || c.level === params.level) &&
        (!params.skill || c.skills.some((s) => s.slug === params.skill)),
    );
    return { status: 200, data: { data, meta: { total: data.length, next_cursor: null } } };
  });
}

const listRequests = () => server.requests.filter((r) => r.url === COURSES_URL);

describe('the course catalogue', { timeout: 20_000 }, () => {
  it('puts the courses I started first, each continuing at the exact lesson, then every course with its facts', async () => {
    respond();
    renderApp('/courses', verifiedUser);

    const row = await screen.findByRole('list', { name: 'Continue where you left off' });
    expect(within(row).getByText('Hooks in practice · at 1:23')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Continue React from the ground up' })).toHaveAttribute(
      'href',
      '/courses/c-react?lesson=l-video',
    );

    const all = await screen.findByRole('list', { name: 'All courses' });
    const react = within(all).getByRole('article', { name: 'React from the ground up' });
    expect(within(react).getByText('Intermediate')).toBeInTheDocument();
    expect(within(react).getByRole('list', { name: 'Skills' })).toHaveTextContent('ReactTypeScript');
    expect(react).toHaveTextContent('Total time: 3 h 20 min');
    expect(react).toHaveTextContent('4 lessons');
    expect(within(react).getByRole('list', { name: 'Formats: Reading, Video, Quiz' })).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: /Helps with 12 open jobs/ })).toHaveAttribute(
      'href',
      '/jobs?skills=react,typescript',
    );
    expect(
      within(react).getByRole('progressbar', { name: 'Progress in React from the ground up' }),
    ).toHaveAttribute('aria-valuenow', '25');
    const sqlCard = within(all).getByRole('article', { name: 'SQL for analysts' });
    expect(sqlCard).toHaveTextContent('45 min');
    expect(sqlCard).toHaveTextContent('No open jobs ask for these skills today');
    expect(screen.getByText('2 courses')).toHaveAttribute('role', 'status');
    expect(listRequests()[0]?.params).toMatchObject({ sort: 'relevance', q: undefined, level: undefined });
  });

  it('keeps the search, filters and sort in the URL, so a link opens the same list', async () => {
    respond();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/courses?level=advanced&format=video&sort=shortest&length=nonsense',
      verifiedUser,
    );

    await screen.findByRole('heading', { name: 'No course matches' });
    expect(listRequests()[0]?.params).toMatchObject({
      level: 'advanced',
      format: 'video',
      sort: 'shortest',
      length: undefined,
    });
    expect(screen.getByLabelText('Level')).toHaveValue('advanced');
    expect(screen.getByLabelText('Sort by')).toHaveValue('shortest');
    // No "continue" row while a filter narrows the list.
    expect(screen.queryByRole('list', { name: 'Continue where you left off' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Level'), 'beginner');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?level=beginner&format=video&sort=shortest'),
    );
    expect(await screen.findByRole('article', { name: 'SQL for analysts' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the filter Video' }));
    await waitFor(() => expect(router.state.location.search).toBe('?level=beginner&sort=shortest'));

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'joins{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=joins&level=beginner&sort=shortest'));
    await waitFor(() =>
      expect(listRequests().at(-1)?.params).toMatchObject({ q: 'joins', level: 'beginner' }),
    );

    // A skill on a card narrows to it; the chip names it.
    await user.click(await screen.findByRole('button', { name: 'Show courses on SQL' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=joins&skill=sql&level=beginner&sort=shortest'),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Skill: SQL'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=joins&sort=shortest'));
  });

  it('says when nothing matches and clears the search and filters in one go', async () => {
    respond({ courses: [sql] });
    const user = userEvent.setup();
    const { router } = renderApp('/courses?q=cobol&level=advanced', verifiedUser);

    const empty = await screen.findByRole('heading', { name: 'No course matches' });
    await user.click(within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'SQL for analysts' })).toBeInTheDocument();
  });

  it('offers a retry when the catalogue does not load', async () => {
    respond({ status: 500 });
    const user = userEvent.setup();
    renderApp('/courses', verifiedUser);

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The courses did not load');
    respond();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'SQL for analysts' })).toBeInTheDocument();
  });

  it('shows no "continue" row when nothing is in progress, and says when there are no courses at all', async () => {
    respond({
      courses: [],
      mine: [summary({ progress: myProgress({ completed_at: '2026-11-21T10:00:00.000Z' }) })],
    });
    renderApp('/courses', verifiedUser);

    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.url === MINE_URL)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Continue where you left off' })).not.toBeInTheDocument();
  });
});
