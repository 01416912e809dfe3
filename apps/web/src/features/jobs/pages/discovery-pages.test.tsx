import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import {
  aroundTheGlobe,
  jobDetail,
  jobMatch,
  jobPage,
  jobSummary,
  recommendedJob,
  recommendedPage,
} from '../../../test/job-fixtures.ts';

const server = stubAppApi();
const param = (request: { params: unknown }, name: string) =>
  (request.params as Record<string, string> | undefined)?.[name];
// Whole pages in jsdom (the map draws 177 countries): slow on a busy machine, not stuck.
configure({ asyncUtilTimeout: 10_000 });

describe('recommended jobs page', { timeout: 20_000 }, () => {
  it('ranks jobs with a labelled score, the reasons of the first cards open, and what the profile lacks', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/recommended'
        ? {
            status: 200,
            data: recommendedPage(
              [
                recommendedJob(),
                recommendedJob({ id: 'job-2', title: 'Staff Go Engineer', match: jobMatch({ score: 41 }) }),
              ],
              null,
              ['salary', 'timezone'],
            ),
          }
        : undefined,
    );
    renderApp('/jobs/recommended', verifiedUser);

    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Match score 76 out of 100 (strong match)' })).toHaveTextContent(
      '76% match',
    );
    expect(screen.getByRole('img', { name: 'Match score 41 out of 100 (weak match)' })).toBeInTheDocument();
    // Reasons carry their status in words, not colour alone.
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('You have 4 of 5 required skills; missing: Kubernetes')).toBeVisible();
    expect(within(first).getAllByText('(Partly met)')).toHaveLength(2);
    expect(within(first).getByText('(Not in your profile)')).toBeVisible();

    const toggle = within(first).getByRole('button', { name: /Why this score/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByText('Senior, as the job asks')).not.toBeVisible();

    const gaps = screen.getByRole('region', { name: 'Raise your scores: add to your profile' });
    expect(within(gaps).getByText('Your salary expectation')).toBeInTheDocument();
    expect(within(gaps).getByText('Your time zone')).toBeInTheDocument();
    expect(within(gaps).getByRole('link', { name: 'Update your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('keeps the minimum score in the URL and asks the API for it, and offers every score when none reach it', async () => {
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs/recommended') return undefined;
      return param(r, 'min_score') === '90'
        ? { status: 200, data: recommendedPage([], null) }
        : { status: 200, data: recommendedPage([recommendedJob()], null) };
    });
    const { router } = renderApp('/jobs/recommended', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum match' }), '90');
    await waitFor(() => expect(router.state.location.search).toBe('?min_score=90'));
    expect(
      await screen.findByRole('heading', { name: 'No jobs match you 90% or more yet' }),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => param(r, 'min_score') === '90')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show every score' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor and saves a job from its card', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/recommended') {
        return param(r, 'cursor') === 'c2'
          ? {
              status: 200,
              data: recommendedPage([recommendedJob({ id: 'job-2', title: 'Data Engineer' })], null),
            }
          : { status: 200, data: recommendedPage([recommendedJob()], 'c2') };
      }
      if (r.url === '/talent/api/jobs/job-1/save' && r.method === 'PUT') return { status: 204 };
      return undefined;
    });
    renderApp('/jobs/recommended', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByText('That is every job we could rank for you.')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save Senior TypeScript Engineer' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(server.requests.some((r) => r.method === 'PUT' && r.url === '/talent/api/jobs/job-1/save')).toBe(
      true,
    );
  });

  it('asks for skills when the profile has none', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/recommended'
        ? { status: 200, data: recommendedPage([], null, ['skills', 'salary']) }
        : undefined,
    );
    renderApp('/jobs/recommended', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'Add your skills to get recommendations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add skills to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('region', { name: /Raise your scores/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs/recommended') return undefined;
      return fail
        ? { status: 500, data: { message: 'Something went wrong on our side.' } }
        : { status: 200, data: recommendedPage([recommendedJob()], null) };
    });
    renderApp('/jobs/recommended', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your recommendations' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  });
});

// The first test also pays for transforming the lazy map module (d3-geo, the atlas JSON).
describe('around the globe page', { timeout: 60_000 }, () => {
  it('shades the map, says the counts on hover and focus, and opens the country’s eligible jobs', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/around-the-globe') return { status: 200, data: aroundTheGlobe() };
      if (r.url === '/talent/api/jobs') return { status: 200, data: jobPage([jobSummary()], null) };
      return undefined;
    });
    const { router } = renderApp('/jobs/around-the-globe', verifiedUser);

    const germany = await screen.findByRole('link', {
      name: 'Germany: 120 jobs you can apply to (140 in total)',
    });
    expect(germany.tagName.toLowerCase()).toBe('path');
    expect(germany).toHaveAttribute('tabindex', '0');
    // A country without jobs is not a stop on the keyboard's way.
    expect(document.querySelector('path[data-country="FR"]')).toBeNull();
    expect(screen.getByText('1–4')).toBeInTheDocument();

    fireEvent.mouseMove(germany, { clientX: 40, clientY: 50 });
    expect(screen.getByTestId('map-tooltip')).toHaveTextContent(
      'Germany: 120 jobs you can apply to (140 in total)',
    );
    fireEvent.mouseLeave(germany);
    expect(screen.queryByTestId('map-tooltip')).not.toBeInTheDocument();

    fireEvent.focus(germany);
    expect(screen.getByTestId('map-tooltip')).toBeInTheDocument();
    fireEvent.blur(germany);
    expect(screen.queryByTestId('map-tooltip')).not.toBeInTheDocument();
    fireEvent.keyDown(germany, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?located_in=DE&eligible_only=true');
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Located in Germany' }),
    ).toBeInTheDocument();
  });

  it('lists every country in a sortable table whose links match the map', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/around-the-globe' ? { status: 200, data: aroundTheGlobe() } : undefined,
    );
    renderApp('/jobs/around-the-globe', verifiedUser);
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Germany', 'United States', 'Portugal']);
    expect(within(table).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/jobs?located_in=DE&eligible_only=true',
    );
    // No job there can hire the candidate: the link still shows that country's jobs rather than none.
    expect(within(table).getByRole('link', { name: 'Portugal' })).toHaveAttribute(
      'href',
      '/jobs?located_in=PT',
    );

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'All jobs' }));
    expect(names()).toEqual(['United States', 'Germany', 'Portugal']);
    expect(within(table).getByRole('columnheader', { name: /All jobs/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'Country' }));
    expect(names()).toEqual(['Germany', 'Portugal', 'United States']);
  });

  it('counts every job, links without the eligibility filter and asks for the country when it is unknown', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/around-the-globe'
        ? {
            status: 200,
            data: {
              ...aroundTheGlobe({ viewer_country: null, eligible_total: 559 }),
              data: aroundTheGlobe().data.map((c) => ({ ...c, eligible_jobs: c.jobs })),
            },
          }
        : undefined,
    );
    renderApp('/jobs/around-the-globe', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Germany: 140 open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your country to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/jobs?located_in=DE',
    );
    expect(screen.queryByRole('columnheader', { name: /Eligible/ })).not.toBeInTheDocument();
  });

  it('says why the map is blank when no job can hire where the candidate lives', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs/around-the-globe'
        ? {
            status: 200,
            data: {
              ...aroundTheGlobe({ eligible_total: 0 }),
              data: aroundTheGlobe().data.map((c) => ({ ...c, eligible_jobs: 0 })),
            },
          }
        : undefined,
    );
    renderApp('/jobs/around-the-globe', verifiedUser);
    expect(
      await screen.findByText(/None of the open jobs can hire someone living in Portugal/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Germany: 0 jobs you can apply to (140 in total)' }),
    ).toBeInTheDocument();
    // Nothing to filter on eligibility: the country's jobs, all of them.
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/jobs?located_in=DE',
    );
  });

  it('has an empty and an error state', async () => {
    let mode: 'fail' | 'empty' = 'fail';
    server.respondWith((r) => {
      if (r.url !== '/talent/api/jobs/around-the-globe') return undefined;
      return mode === 'fail'
        ? { status: 500, data: { message: 'Something went wrong on our side.' } }
        : { status: 200, data: { data: [], meta: { viewer_country: 'PT', eligible_total: 0, total: 0 } } };
    });
    renderApp('/jobs/around-the-globe', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'We could not load the map' })).toBeInTheDocument();
    mode = 'empty';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No open jobs anywhere right now' }),
    ).toBeInTheDocument();
  });
});

describe('job page match and application', { timeout: 20_000 }, () => {
  it('shows the match with its reasons and, once applied, the application instead of Apply', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/job-1')
        return {
          status: 200,
          data: {
            data: jobDetail({
              match: jobMatch(),
              application: { id: 'a1', status: 'in_review', submitted_at: '2026-11-03T10:00:00.000Z' },
            }),
          },
        };
      if (r.url === '/talent/api/jobs/job-1/similar') return { status: 200, data: { data: [] } };
      return undefined;
    });
    renderApp('/jobs/job-1', verifiedUser);
    const match = await screen.findByRole('region', { name: 'How you match' });
    expect(within(match).getByRole('img', { name: /Match score 76 out of 100/ })).toBeInTheDocument();
    expect(within(match).getByText('The employer can hire in Portugal')).toBeInTheDocument();
    expect(within(match).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    expect(screen.getByText(/Applied on/)).toHaveTextContent('Applied on 3 Nov 2026');
    expect(screen.getByText(/In review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.queryByRole('link', { name: /Apply · about/ })).not.toBeInTheDocument();
  });

  it('has no match panel without a match and offers Apply with its minutes', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/jobs/job-1')
        return { status: 200, data: { data: jobDetail({ apply_minutes: 9 }) } };
      if (r.url === '/talent/api/jobs/job-1/similar') return { status: 200, data: { data: [] } };
      return undefined;
    });
    renderApp('/jobs/job-1', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Apply · about 9 min' })).toHaveAttribute(
      'href',
      '/jobs/job-1/apply',
    );
    expect(screen.queryByRole('region', { name: 'How you match' })).not.toBeInTheDocument();
  });
});

describe('located_in on the search page', { timeout: 20_000 }, () => {
  it('searches by it, shows it as a chip, keeps it when another filter changes and drops it with the chip', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/jobs' ? { status: 200, data: jobPage([jobSummary()], null) } : undefined,
    );
    const { router } = renderApp('/jobs?located_in=DE&eligible_only=true', verifiedUser);
    const chip = await screen.findByRole('button', { name: 'Remove filter: Located in Germany' });
    expect(server.requests.find((r) => r.url === '/talent/api/jobs')?.params).toEqual({
      located_in: 'DE',
      eligible_only: 'true',
    });

    const user = userEvent.setup();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: /Remote/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?work_mode=remote&located_in=DE&eligible_only=true'),
    );

    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?work_mode=remote&eligible_only=true'));
  });
});
