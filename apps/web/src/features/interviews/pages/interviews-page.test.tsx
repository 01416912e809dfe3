import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { interview, interviewRequest } from '../testing/interview-fixtures.ts';
import type { Interview } from '@talent/contract/interviews';

const server = stubAppApi();
const LIST = '/talent/api/interviews';

function respond(upcoming: Interview[], completed: Interview[] = [], pendingRequests = 0) {
  server.respondWith((r) => {
    if (r.url === LIST) {
      const scope = (r.params as { scope: string }).scope;
      return {
        status: 200,
        data: {
          data: scope === 'completed' ? completed : upcoming,
          meta: { upcoming: upcoming.length, completed: completed.length },
        },
      };
    }
    if (r.url === '/talent/api/interview-requests') {
      const data = Array.from({ length: pendingRequests }, (_, i) => interviewRequest({ id: `r${i}` }));
      return { status: 200, data: { data, meta: { pending: pendingRequests } } };
    }
    return undefined;
  });
}

describe('interviews page', { timeout: 30_000 }, () => {
  it('has a checklist for each kind of interview, with a camera check for video', async () => {
    respond([
      interview(),
      interview({
        id: 'int-2',
        type: 'phone',
        join_url: null,
        location: 'Maya calls you on the number in your profile.',
        job: { ...interview().job, id: 'job-2', title: 'Phone Screen Role' },
      }),
      interview({
        id: 'int-3',
        type: 'onsite',
        join_url: null,
        location: 'Friedrichstraße 68, Berlin',
        job: { ...interview().job, id: 'job-3', title: 'Office Role' },
      }),
    ]);
    renderApp('/interviews', verifiedUser);
    const video = await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
    const videoList = within(video).getByText('Before the interview').closest('details')!;
    expect(within(videoList).getByRole('link', { name: 'run the device check' })).toHaveAttribute(
      'href',
      '/test',
    );
    expect(
      within(video).getByRole('link', { name: 'Check your camera and connection (opens in a new tab)' }),
    ).toHaveAttribute('href', '/test');
    const phone = screen.getByRole('article', { name: 'Phone Screen Role' });
    expect(within(phone).getByText('Before the interview').closest('details')).toHaveTextContent(
      'How the call goes: Maya calls you on the number in your profile.',
    );
    const onsite = screen.getByRole('article', { name: 'Office Role' });
    expect(within(onsite).getByText('Before the interview').closest('details')).toHaveTextContent(
      'Plan the trip to Friedrichstraße 68, Berlin and arrive ten minutes early.',
    );
  });

  it('shows upcoming at /interviews with both zones, the join link, notes and calendar links', async () => {
    respond([interview()], [], 1);
    renderApp('/interviews?interview=int-1', { ...verifiedUser, timezone: 'Asia/Tokyo' });

    const card = await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
    const tabs = screen.getByRole('navigation', { name: 'Interviews' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Completed 0' })).not.toHaveAttribute('aria-current');
    expect(server.requests.find((r) => r.url === LIST)?.params).toEqual({ scope: 'upcoming' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(card).toHaveTextContent('Northwind Labs · Video call, 45 minutes');
    // 10:00 UTC on 27 March 2030: 19:00 in Tokyo, 06:00 EDT in New York.
    expect(card).toHaveTextContent('Wed 27 Mar 2030, 19:00–19:45 GMT+9 your time');
    expect(card).toHaveTextContent('Wed 27 Mar 2030, 06:00–06:45 EDT for the interviewer (America/New_York)');
    expect(card).toHaveTextContent(/Starts in \d+ (years|months|days)/);
    expect(within(card).getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/borderless-int-1',
    );
    const prep = within(card).getByRole('group', { name: 'How to prepare' });
    // Markdown is drawn once its renderer has loaded (it loads beside the page).
    expect((await within(prep).findByText('one')).tagName).toBe('STRONG');
    const calendar = within(card).getByRole('group', { name: 'Add to calendar' });
    expect(within(calendar).getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      '/talent/api/interviews/int-1/calendar.ics',
    );
    expect(within(calendar).getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://calendar.google.com/'),
    );
    expect(within(calendar).getByRole('link', { name: 'Outlook' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://outlook.live.com/'),
    );
    expect(screen.getByText('An interview request is waiting for you to pick a time.')).toBeInTheDocument();
  });

  it('leads a deep link to the tab that has the interview, and shows outcomes, shared feedback, awaiting outcome and cancellations', async () => {
    respond(
      [interview()],
      [
        interview({
          id: 'c1',
          status: 'completed',
          outcome: 'passed',
          feedback: 'Great **system design** answers.',
          starts_at: '2026-11-01T10:00:00.000Z',
          ends_at: '2026-11-01T10:45:00.000Z',
        }),
        interview({
          id: 'c2',
          job: { id: 'j2', title: 'Platform Engineer', company: { id: 'co', name: 'Acme', logo_url: null } },
          starts_at: '2026-11-10T10:00:00.000Z',
          ends_at: '2026-11-10T10:45:00.000Z',
        }),
        interview({
          id: 'c3',
          job: { id: 'j3', title: 'Data Engineer', company: { id: 'co', name: 'Acme', logo_url: null } },
          status: 'cancelled',
          cancelled_by: 'recruiter',
          cancel_reason: 'The role was put on hold.',
        }),
      ],
    );
    // A notification about an interview that has since finished still finds it.
    const { router } = renderApp('/interviews?interview=c1', verifiedUser);
    await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Look under completed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?interview=c1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews/completed'));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Senior TypeScript Engineer' })).toHaveAttribute(
        'data-highlighted',
        'true',
      ),
    );
    expect(screen.getByRole('article', { name: 'Senior TypeScript Engineer' })).toHaveTextContent(
      'Outcome: Passed',
    );
    expect(await screen.findByRole('article', { name: 'Platform Engineer' })).toHaveTextContent(
      'Waiting for Maya Chen to record the outcome.',
    );
    expect(screen.getByRole('link', { name: 'Completed 3' })).toHaveAttribute('aria-current', 'page');
    const done = screen.getAllByRole('article')[0]!;
    expect(done).toHaveTextContent('Outcome: Passed');
    expect(done).toHaveTextContent('Feedback from Maya Chen');
    expect(within(done).getByText('system design').tagName).toBe('STRONG');
    expect(within(done).queryByRole('link', { name: 'Join the video call' })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Data Engineer' })).toHaveTextContent(
      'Cancelled by the recruiterReason: The role was put on hold.',
    );
  });

  it(
    'requests a reschedule with times converted from the candidate’s zone, and shows it pending',
    { timeout: 20_000 },
    async () => {
      let current = interview();
      server.respondWith((r) => {
        if (r.url === LIST)
          return { status: 200, data: { data: [current], meta: { upcoming: 1, completed: 0 } } };
        if (r.url === '/talent/api/interview-requests')
          return { status: 200, data: { data: [], meta: { pending: 0 } } };
        if (r.url === `${LIST}/int-1/reschedule`) {
          const body = jsonBody(r) as { slots: { starts_at: string }[]; note: string };
          current = {
            ...current,
            reschedule: {
              requested_by: 'talent',
              slots: body.slots.map((s) => ({ starts_at: s.starts_at, ends_at: s.starts_at })),
              note: body.note,
              requested_at: '2030-03-21T09:00:00.000Z',
            },
          };
          return { status: 200, data: { data: current } };
        }
        return undefined;
      });
      // New York's clocks go forward on 10 March 2030.
      renderApp('/interviews/upcoming', { ...verifiedUser, timezone: 'America/New_York' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /Request another time/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Request another time' });
      const row = within(dialog).getByRole('group', { name: 'Time 1' });
      fireEvent.change(within(row).getByLabelText('Date'), { target: { value: '2030-03-09' } });
      fireEvent.change(within(row).getByLabelText('Start time'), { target: { value: '09:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
      const row2 = within(dialog).getByRole('group', { name: 'Time 2' });
      fireEvent.change(within(row2).getByLabelText('Date'), { target: { value: '2030-03-11' } });
      fireEvent.change(within(row2).getByLabelText('Start time'), { target: { value: '09:00' } });
      await user.type(within(dialog).getByRole('textbox', { name: /A note/ }), 'Travelling that week');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

      await waitFor(() => expect(server.posted(`${LIST}/int-1/reschedule`)).toHaveLength(1));
      expect(jsonBody(server.posted(`${LIST}/int-1/reschedule`)[0])).toEqual({
        // 09:00 EST is 14:00 UTC; after the change 09:00 EDT is 13:00 UTC.
        slots: [{ starts_at: '2030-03-09T14:00:00.000Z' }, { starts_at: '2030-03-11T13:00:00.000Z' }],
        note: 'Travelling that week',
      });
      const card = screen.getByRole('article', { name: 'Senior TypeScript Engineer' });
      expect(
        await within(card).findByText(/You asked to move it on .* Waiting for Maya Chen/),
      ).toBeInTheDocument();
      expect(card).toHaveTextContent('9 Mar 2030, 09:00 EST');
      expect(card).toHaveTextContent('11 Mar 2030, 09:00 EDT');
      expect(within(card).getByRole('button', { name: /Request another time/ })).toBeDisabled();
    },
  );

  it('cancels only with a reason, and shows a 422 on the reason', async () => {
    let attempts = 0;
    server.respondWith((r) => {
      if (r.url === LIST)
        return { status: 200, data: { data: [interview()], meta: { upcoming: 1, completed: 0 } } };
      if (r.url === '/talent/api/interview-requests')
        return { status: 200, data: { data: [], meta: { pending: 0 } } };
      if (r.url === `${LIST}/int-1/cancel`) {
        attempts += 1;
        if (attempts === 1) {
          return { status: 422, data: { message: 'Invalid', errors: { reason: ['Say a little more.'] } } };
        }
        return { status: 200, data: { data: interview({ status: 'cancelled', cancelled_by: 'talent' }) } };
      }
      return undefined;
    });
    renderApp('/interviews', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancel the interview/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByText('Say why, so the other side knows.')).toBeInTheDocument();
    expect(attempts).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }), 'Ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByText('Say a little more.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(server.posted(`${LIST}/int-1/cancel`)[1])).toEqual({ reason: 'Ill' });
  }, 20_000);

  it('has loading, empty and error states', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === LIST) {
        return fail
          ? { status: 403, data: { message: 'Verify your email first.' } }
          : { status: 200, data: { data: [], meta: { upcoming: 0, completed: 0 } } };
      }
      if (r.url === '/talent/api/interview-requests')
        return { status: 200, data: { data: [], meta: { pending: 0 } } };
      return undefined;
    });
    renderApp('/interviews/upcoming', verifiedUser);
    // Brief (the stub answers at once): finding it is the check; it may be gone a moment later.
    await screen.findByRole('status', { name: 'Loading interviews' });
    expect(
      await screen.findByRole('heading', { name: 'We could not load your interviews' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verify your email first.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming interviews' })).toBeInTheDocument();
  });
});
