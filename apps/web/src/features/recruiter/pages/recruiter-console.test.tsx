import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { interview } from '../components/interviews/test-fixtures.tsx';
import { applicant, consoleRecruiter, counts, recruiterJob } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const DAY = 24 * 3_600_000;

const emptyDashboard = {
  data: {
    open_jobs: 0,
    needs_response: [],
    upcoming_interviews: [],
    needs_scheduling: [],
    reschedule_requests: [],
    counters: [],
    median_response_hours: null,
  },
};

describe('recruiter console', () => {
  it('lands a recruiter who opens `/` on the dashboard, in the console layout', async () => {
    const late = applicant({
      id: 'app-late',
      response_promise: {
        days: 7,
        due_at: new Date(Date.now() - DAY).toISOString(),
        responded_at: null,
        state: 'missed',
      },
    });
    server.respondWith((r) =>
      r.url === '/recruiter/api/dashboard'
        ? {
            status: 200,
            data: {
              data: {
                ...emptyDashboard.data,
                open_jobs: 2,
                needs_response: [late],
                median_response_hours: 20,
              },
            },
          }
        : undefined,
    );
    const { router, container } = renderApp('/', consoleRecruiter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="recruiter"]')).not.toBeNull();
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Jobs', 'Interviews', 'Offers', 'Marketplace', 'Chat']);
    expect(screen.queryByRole('link', { name: 'Identity reviews' })).toBeNull();
    const needs = await screen.findByRole('region', { name: /Needs a first response/ });
    const row = within(needs).getByRole('link', { name: /Ada Lovelace/ });
    expect(row).toHaveAttribute('href', '/recruiter/applications/app-late');
    expect(row).toHaveTextContent(/Overdue since/);
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Upcoming interviews/ })).getByText(
        'No interviews scheduled.',
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('puts a reschedule request in the scheduling to-do, linked to the applicant', async () => {
    const moved = interview({
      id: 'int-9',
      application_id: 'app-9',
      reschedule: {
        requested_by: 'talent',
        slots: [{ starts_at: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T09:45:00.000Z' }],
        note: 'A clash came up.',
        requested_at: '2026-11-22T08:00:00.000Z',
      },
    });
    server.respondWith((r) =>
      r.url === '/recruiter/api/dashboard'
        ? {
            status: 200,
            data: {
              data: { ...emptyDashboard.data, upcoming_interviews: [moved], reschedule_requests: [moved] },
            },
          }
        : undefined,
    );
    renderApp('/recruiter', consoleRecruiter);
    const todo = await screen.findByRole('region', { name: /Scheduling to do/ });
    const row = within(todo).getByRole('link', { name: new RegExp(moved.talent.name) });
    expect(row).toHaveAttribute('href', '/recruiter/applications/app-9');
    expect(row).toHaveTextContent('Asked to reschedule');
    expect(within(todo).queryByText('Nothing to schedule.')).toBeNull();
  }, 15_000);

  it('keeps a talent out of the console', async () => {
    server.respondWith(() => undefined);
    const { router } = renderApp('/recruiter/jobs', verifiedUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.requests.some((r) => r.url.startsWith('/recruiter/api'))).toBe(false);
  });

  it('lists jobs with counts and overdue markers, and an empty closed tab', async () => {
    server.respondWith((r) => {
      if (r.url !== '/recruiter/api/jobs') return undefined;
      const status = (r.params as { status: string }).status;
      return {
        status: 200,
        data: {
          data:
            status === 'open'
              ? [recruiterJob({ overdue: 2, counts: counts({ submitted: 3, interviewing: 1 }) })]
              : [],
        },
      };
    });
    renderApp('/recruiter/jobs', consoleRecruiter);
    const row = await screen.findByTestId('recruiter-job-row');
    expect(within(row).getByRole('link', { name: 'Senior TypeScript Engineer' })).toHaveAttribute(
      'href',
      '/recruiter/jobs/job-1',
    );
    expect(within(row).getByText('2 overdue')).toBeInTheDocument();
    expect(within(row).getByText('4 applicants')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: 'Applicants per state' })).toHaveTextContent('New 3');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed jobs' })).toBeInTheDocument();
  }, 15_000);

  it('groups a job’s applicants by state, filters by state, and says what closing does', async () => {
    const rows = [
      applicant({ id: 'a1', status: 'submitted' }),
      applicant({
        id: 'a2',
        status: 'interviewing',
        talent: { ...applicant().talent, id: 't2', name: 'Grace Hopper', verified: false },
      }),
    ];
    server.respondWith((r) => {
      if (r.url === '/recruiter/api/jobs')
        return {
          status: 200,
          data: { data: [recruiterJob({ counts: counts({ submitted: 1, interviewing: 1, offer: 1 }) })] },
        };
      if (r.url === '/recruiter/api/jobs/job-1/applications') {
        const status = (r.params as { status?: string } | undefined)?.status;
        return {
          status: 200,
          data: {
            data: status ? rows.filter((a) => a.status === status) : rows,
            meta: { counts: counts({ submitted: 1, interviewing: 1, offer: 1 }), next_cursor: null },
          },
        };
      }
      return undefined;
    });
    const { router } = renderApp('/recruiter/jobs/job-1', consoleRecruiter);
    const newGroup = await screen.findByRole('region', { name: /^New/ });
    expect(within(newGroup).getAllByTestId('applicant-row')).toHaveLength(1);
    expect(within(newGroup).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/recruiter/applications/a1',
    );
    expect(screen.getByRole('region', { name: /^Interviewing/ })).toHaveTextContent('Grace Hopper');

    const user = userEvent.setup();
    // Keyboard: arrows move between rows across the groups.
    const links = screen.getAllByTestId('applicant-row').map((row) => within(row).getByRole('link'));
    links[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('k');
    expect(links[0]).toHaveFocus();

    const filter = screen.getByRole('navigation', { name: 'Filter applicants by state' });
    await user.click(within(filter).getByRole('button', { name: /Interviewing/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=interviewing'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^New/ })).toBeNull());
    expect(within(filter).getByRole('button', { name: /Interviewing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Senior TypeScript Engineer?' });
    expect(dialog).toHaveTextContent(
      '2 active applications (new, in review, assessment or interviewing) will be closed',
    );
    expect(dialog).toHaveTextContent('Open interview requests and scheduled interviews are cancelled.');
    expect(dialog).toHaveTextContent('at offer stay open');
  }, 20_000);

  it('shows a long pipeline a page at a time, with the whole job’s counts in the group headers', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        applicant({
          id: `a${from + i}`,
          talent: { ...applicant().talent, id: `t${from + i}`, name: `Candidate ${from + i}` },
        }),
      );
    const cursors: Array<string | undefined> = [];
    server.respondWith((r) => {
      if (r.url === '/recruiter/api/jobs')
        return { status: 200, data: { data: [recruiterJob({ counts: counts({ submitted: 60 }) })] } };
      if (r.url === '/recruiter/api/jobs/job-1/applications') {
        const cursor = (r.params as { cursor?: string }).cursor;
        cursors.push(cursor);
        return {
          status: 200,
          data: cursor
            ? { data: page(50, 10), meta: { counts: counts({ submitted: 60 }), next_cursor: null } }
            : { data: page(0, 50), meta: { counts: counts({ submitted: 60 }), next_cursor: 'page-2' } },
        };
      }
      return undefined;
    });
    renderApp('/recruiter/jobs/job-1', consoleRecruiter);
    const group = await screen.findByRole('region', { name: /^New/ });
    expect(within(group).getAllByTestId('applicant-row')).toHaveLength(50);
    expect(within(group).getByRole('heading')).toHaveTextContent('New60 applicants');
    expect(screen.getByText('Showing 50 of 60 applicants')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more applicants' }));
    await waitFor(() => expect(within(group).getAllByTestId('applicant-row')).toHaveLength(60));
    expect(within(group).getByText('Candidate 59')).toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Show more applicants' })).toBeNull();
  }, 20_000);

  it('invites a candidate by email with an optional salary, and shows a 422 on the email', async () => {
    let attempt = 0;
    server.respondWith((r) => {
      if (r.url === '/recruiter/api/jobs') return { status: 200, data: { data: [recruiterJob()] } };
      if (r.url === '/recruiter/api/jobs/job-1/applications')
        return { status: 200, data: { data: [], meta: { counts: counts(), next_cursor: null } } };
      if (r.url === '/recruiter/api/invitations') {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            data: { message: 'Invalid.', errors: { talent_email: ['No candidate has this email.'] } },
          };
        return { status: 201, data: { data: {} } };
      }
      return undefined;
    });
    renderApp('/recruiter/jobs/job-1', consoleRecruiter);
    const user = userEvent.setup();
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite talent' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Invite a candidate to Senior TypeScript Engineer',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Candidate email' }), 'grace@example.com');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message' }),
      'Your compiler work stood out.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Offer a salary/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), '90000');
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('No candidate has this email.')).toBeInTheDocument();
    expect(jsonBody(server.posted('/recruiter/api/invitations')[0])).toEqual({
      job_id: 'job-1',
      talent_email: 'grace@example.com',
      message: 'Your compiler work stood out.',
      salary: { min: 90000, max: 100000, currency: 'EUR', period: 'year' },
    });
  }, 20_000);
});
