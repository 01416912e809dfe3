import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillGap, SkillGapEntry } from '@talent/contract/skill-gap';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.ts';
import { identityKeys } from '../../lib/identity.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubAppApi } from '../../test/app-api.ts';
import { verifiedUser } from '../../test/render-app.tsx';
import { courseLength, SkillGapMap } from './skill-gap-map.tsx';

const server = stubAppApi();

function entry(overrides: Partial<SkillGapEntry> = {}): SkillGapEntry {
  return {
    skill: { slug: 'testing-library', name: 'Testing Library' },
    held: false,
    required: null,
    blocks: 3,
    opens: 41,
    jobs_path: '/jobs?eligible_only=true&opens=testing-library',
    courses: [
      {
        id: 'c1',
        title: 'Testing React apps',
        level: 'intermediate',
        minutes: 180,
        path: '/courses/c1',
        progress: 'not_started',
      },
    ],
    course_count: 1,
    tests: [
      {
        slug: 'testing-library',
        title: 'Testing Library',
        time_limit_minutes: 20,
        path: '/skill-center/tests/testing-library',
        page_path: '/skill-center/testing-library',
        standing: { state: 'new', next_attempt_at: null, redo_available: false },
      },
    ],
    ...overrides,
  };
}

function gap(overrides: Partial<SkillGap> = {}): SkillGap {
  return {
    scope: 'map',
    job: null,
    considered: { saved: 2, recommended: 10 },
    eligible_from: 'DE',
    skills: [entry()],
    ...overrides,
  };
}

/** Answers the map with these bodies in turn (the last one stays). */
function respond(...answers: Array<{ status: number; data?: unknown }>) {
  let i = 0;
  server.respondWith((r) => {
    if (r.method !== 'GET' || !r.url.startsWith('/talent/api/skill-gap')) return undefined;
    const answer = answers[Math.min(i, answers.length - 1)]!;
    i += 1;
    return answer;
  });
}

function renderMap(props: { jobId?: string; anchorId?: string } = {}, path = '/skill-center') {
  const queryClient = createQueryClient(createApiClient());
  // Signed in, as on every page that shows the map (the zone of dates comes from the user).
  queryClient.setQueryData(identityKeys.user(), verifiedUser);
  const router = createMemoryRouter(
    [{ path: '*', element: <SkillGapMap {...props} title="Skills that would open more jobs" /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: /Skills you are missing/ }, { timeout: 5000 });

describe('SkillGapMap', () => {
  it('says what each missing skill takes and opens, with the course, the test and the jobs', async () => {
    respond({
      status: 200,
      data: {
        data: gap({
          skills: [
            entry(),
            entry({
              skill: { slug: 'sql', name: 'SQL' },
              blocks: 1,
              opens: 0,
              jobs_path: '/jobs?eligible_only=true&opens=sql',
              course_count: 4,
              courses: [
                {
                  id: 'c2',
                  title: 'SQL in an afternoon',
                  level: 'beginner',
                  minutes: 45,
                  path: '/courses/c2',
                  progress: 'in_progress',
                },
              ],
              tests: [
                {
                  slug: 'sql',
                  title: 'SQL',
                  time_limit_minutes: 20,
                  path: '/skill-center/tests/sql',
                  page_path: '/skill-center/sql',
                  standing: {
                    state: 'not_passed',
                    next_attempt_at: '2026-03-16T09:02:00.000Z',
                    redo_available: false,
                  },
                },
              ],
            }),
            entry({
              skill: { slug: 'rust', name: 'Rust' },
              blocks: 1,
              opens: 1,
              courses: [],
              course_count: 0,
              tests: [],
            }),
          ],
        }),
      },
    });
    renderMap();
    expect(screen.getByRole('status', { name: 'Loading the skills you are missing' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(
      screen.getByText(
        '“Opens” counts the open jobs you can take from Germany in which this skill is the only required one you lack.',
      ),
    ).toBeInTheDocument();

    const [rtl, sql, rust] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rtl).getByRole('heading', { level: 3, name: 'Testing Library' })).toBeInTheDocument();
    expect(within(rtl).getByText('1 course, 3 h · opens 41 more jobs')).toBeInTheDocument();
    expect(within(rtl).getByText('Missing from 3 of your saved and recommended jobs')).toBeInTheDocument();
    expect(within(rtl).getByRole('link', { name: 'Course: Testing React apps (3 h)' })).toHaveAttribute(
      'href',
      '/courses/c1',
    );
    expect(
      within(rtl).getByRole('link', { name: 'Take the test: Testing Library (20 min)' }),
    ).toHaveAttribute('href', '/skill-center/tests/testing-library');
    expect(
      within(rtl).getByRole('link', { name: 'See the 41 jobs Testing Library would open' }),
    ).toHaveAttribute('href', '/jobs?eligible_only=true&opens=testing-library');

    // Four courses, the shortest first; a cooldown says the exact day; no jobs link for nothing opened.
    expect(within(sql).getByText('4 courses, from 45 min · opens no more jobs yet')).toBeInTheDocument();
    expect(
      within(sql).getByRole('link', { name: 'Continue the course: SQL in an afternoon (45 min)' }),
    ).toBeInTheDocument();
    expect(within(sql).getByRole('link', { name: 'All 4 courses on SQL' })).toHaveAttribute(
      'href',
      '/courses?skill=sql',
    );
    expect(within(sql).getByText(/next attempt from/)).toHaveTextContent(
      'SQL test: next attempt from 16 Mar 2026',
    );
    expect(within(sql).getByRole('link', { name: 'Practise meanwhile: SQL' })).toHaveAttribute(
      'href',
      '/skill-center/sql',
    );
    expect(within(sql).queryByRole('link', { name: /^See the/ })).toBeNull();

    expect(within(rust).getByText('no course yet · opens 1 more job')).toBeInTheDocument();
    expect(
      within(rust)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['See the 1 job Rust would open']);

    // The map asks for the map: no job, no skill.
    expect(server.requests.at(-1)).toMatchObject({
      url: '/talent/api/skill-gap',
      params: { job_id: undefined, skill: undefined },
    });
  });

  it('reads as the keyboard reaches it: each action in order', async () => {
    respond({ status: 200, data: { data: gap() } });
    renderMap();
    await list();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: /^See the 41 jobs/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Course: Testing React apps (3 h)' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Take the test/ })).toHaveFocus();
  });

  it('has an empty state for no gaps and for nothing saved or recommended, each with a way to jobs', async () => {
    respond({ status: 200, data: { data: gap({ skills: [] }) } });
    renderMap();
    expect(
      await screen.findByText(/No gaps among your saved and recommended jobs/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says when there is nothing to look at yet', async () => {
    respond({
      status: 200,
      data: { data: gap({ skills: [], considered: { saved: 0, recommended: 0 }, eligible_from: null }) },
    });
    renderMap();
    expect(
      await screen.findByText(/No saved or recommended jobs yet/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Opens/)).toBeNull();
  });

  it(
    'shows an error (after the query retried twice) with a retry that loads the map',
    { timeout: 15_000 },
    async () => {
      const failure = { status: 500, data: { message: 'Server Error' } };
      respond(failure, failure, failure, { status: 200, data: { data: gap() } });
      renderMap();
      const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
      expect(alert).toHaveTextContent('The skills you are missing did not load');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await list()).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it("for a job: asks about that job, marks required and nice-to-have skills, and says when nothing's missing", async () => {
    respond({
      status: 200,
      data: {
        data: gap({
          scope: 'job',
          job: { id: 'j1', title: 'Platform Engineer' },
          skills: [entry({ required: true }), entry({ skill: { slug: 'go', name: 'Go' }, required: false })],
        }),
      },
    });
    renderMap({ jobId: 'j1' }, '/jobs/j1');
    const items = within(await list()).getAllByRole('article');
    expect(within(items[0]!).getByText('Required')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Nice to have')).toBeInTheDocument();
    // A job's view says nothing about the saved and recommended jobs.
    expect(screen.queryByText(/Missing from/)).toBeNull();
    expect(server.requests.at(-1)).toMatchObject({
      url: '/talent/api/skill-gap',
      params: { job_id: 'j1', skill: undefined },
    });
  });

  it('for a job with nothing missing: says so', async () => {
    respond({
      status: 200,
      data: { data: gap({ scope: 'job', job: { id: 'j1', title: 'X' }, skills: [] }) },
    });
    renderMap({ jobId: 'j1' }, '/jobs/j1');
    expect(
      await screen.findByText('You have every skill this job lists.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('takes the focus when the page was opened at its anchor (a skills-gap rejection links there)', async () => {
    respond({ status: 200, data: { data: gap() } });
    renderMap({ anchorId: 'skill-gap' }, '/skill-center#skill-gap');
    await list();
    await waitFor(() => expect(document.getElementById('skill-gap')).toHaveFocus());
  });

  it('writes course lengths as a person reads them', () => {
    expect([45, 60, 90, 180, 200].map(courseLength)).toEqual(['45 min', '1 h', '1.5 h', '3 h', '3.3 h']);
  });
});
