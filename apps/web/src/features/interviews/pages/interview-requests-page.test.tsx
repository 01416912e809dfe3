import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { interview, interviewRequest, slot } from '../testing/interview-fixtures.ts';
import type { InterviewRequest } from '@talent/contract/interviews';

const server = stubAppApi();
const LIST = '/talent/api/interview-requests';

function listOf(data: InterviewRequest[]) {
  return {
    status: 200,
    data: { data, meta: { pending: data.filter((r) => r.status === 'pending').length } },
  };
}

// UK clocks go forward on Sunday 31 March 2030: 10:00 UTC reads 10:00 GMT before and 11:00 BST after.
const beforeChange = slot({
  id: '11111111-1111-4111-8111-111111111111',
  starts_at: '2030-03-29T10:00:00.000Z',
  ends_at: '2030-03-29T10:45:00.000Z',
});
const afterChange = slot({
  id: '22222222-2222-4222-8222-222222222222',
  starts_at: '2030-04-01T10:00:00.000Z',
  ends_at: '2030-04-01T10:45:00.000Z',
});
const evening = slot({
  id: '33333333-3333-4333-8333-333333333333',
  starts_at: '2030-04-02T19:00:00.000Z',
  ends_at: '2030-04-02T19:45:00.000Z',
  in_talent_hours: false,
});
const gone = slot({
  id: '44444444-4444-4444-8444-444444444444',
  starts_at: '2026-01-02T10:00:00.000Z',
  ends_at: '2026-01-02T10:45:00.000Z',
  past: true,
});

function setTime(group: HTMLElement, date: string, time: string) {
  fireEvent.change(within(group).getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(within(group).getByLabelText('Start time'), { target: { value: time } });
}

describe('interview requests page', { timeout: 30_000 }, () => {
  it('shows each slot in the candidate’s zone across a daylight-saving change, with the recruiter’s zone and working hours', async () => {
    const request = interviewRequest({
      slots: [beforeChange, afterChange, evening, gone],
      agenda: 'A **technical** talk. <img src=x onerror="alert(1)"><b>raw</b>',
    });
    server.respondWith((r) => (r.url === LIST ? listOf([request]) : undefined));
    renderApp('/applications/interview-requests?request=req-1', verifiedUser);

    const card = await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(card).toHaveTextContent('Northwind Labs · asked by Maya Chen, Talent Partner');
    expect(card).toHaveTextContent('Video call, 45 minutes');
    expect(card).toHaveTextContent('Sam Ortiz (Staff Engineer)');
    const agenda = within(card).getByRole('group', { name: 'Agenda' });
    // Markdown is drawn once its renderer has loaded (it loads beside the page).
    expect((await within(agenda).findByText('technical')).tagName).toBe('STRONG');
    expect(agenda.querySelector('img, b')).toBeNull();

    const slots = within(card).getAllByTestId('slot');
    expect(slots.map((s) => s.querySelector('time')?.textContent)).toEqual([
      'Fri 29 Mar 2030, 10:00–10:45 GMT',
      'Mon 1 Apr 2030, 11:00–11:45 GMT+1',
      'Tue 2 Apr 2030, 20:00–20:45 GMT+1',
      'Fri 2 Jan 2026, 10:00–10:45 GMT',
    ]);
    // New York moved on 10 March: 06:00 EDT both times.
    expect(slots[0]).toHaveTextContent('06:00–06:45 for Maya Chen (America/New_York)');
    expect(slots[1]).toHaveTextContent('06:00–06:45 for Maya Chen (America/New_York)');
    expect(slots[0]).toHaveTextContent('Within your working hours');
    expect(slots[2]).toHaveTextContent('Outside your working hours (9–17)');
    expect(slots[3]).toHaveTextContent('This time has passed');
    expect(within(slots[3]!).getByRole('button', { name: /Accept/ })).toBeDisabled();
    expect(
      within(slots[0]!).getByRole('button', { name: 'Accept Fri 29 Mar 2030, 10:00–10:45 GMT' }),
    ).toBeEnabled();
  });

  it('accepts a slot after a confirmation and goes to the interview', async () => {
    server.respondWith((r) => {
      if (r.url === LIST) return listOf([interviewRequest({ slots: [beforeChange, afterChange] })]);
      if (r.url === `${LIST}/req-1/accept`)
        return { status: 201, data: { data: interview({ id: 'int-9' }) } };
      if (r.url === '/talent/api/interviews')
        return { status: 200, data: { data: [], meta: { upcoming: 0, completed: 0 } } };
      return undefined;
    });
    const { router } = renderApp('/applications/interview-requests', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Mon 1 Apr 2030, 11:00–11:45 GMT+1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Book this time?' });
    expect(server.posted(`${LIST}/req-1/accept`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews/upcoming'));
    expect(router.state.location.search).toBe('?interview=int-9');
    expect(jsonBody(server.posted(`${LIST}/req-1/accept`)[0])).toEqual({
      slot_id: '22222222-2222-4222-8222-222222222222',
    });
  });

  it(
    'proposes other times typed in the candidate’s zone as UTC instants across the change',
    { timeout: 20_000 },
    async () => {
      let current = interviewRequest({ slots: [beforeChange] });
      server.respondWith((r) => {
        if (r.url === LIST) return listOf([current]);
        if (r.url === `${LIST}/req-1/propose`) {
          current = {
            ...current,
            status: 'proposed',
            talent_note: 'Mornings suit me',
            responded_at: '2030-03-21T09:00:00.000Z',
            slots: [
              beforeChange,
              slot({
                id: 't1',
                proposed_by: 'talent',
                starts_at: '2030-03-30T10:00:00.000Z',
                ends_at: '2030-03-30T10:45:00.000Z',
              }),
            ],
          };
          return { status: 200, data: { data: current } };
        }
        return undefined;
      });
      renderApp('/applications/interview-requests', { ...verifiedUser, timezone: 'Europe/London' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /Propose other times/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Propose other times' });
      expect(dialog).toHaveTextContent('Times are in your time zone, Europe/London.');
      setTime(within(dialog).getByRole('group', { name: 'Time 1' }), '2030-03-30', '10:00');
      await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
      setTime(within(dialog).getByRole('group', { name: 'Time 2' }), '2030-04-01', '10:00');
      await user.type(
        within(dialog).getByRole('textbox', { name: /A note for Maya Chen/ }),
        'Mornings suit me',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send my times' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(jsonBody(server.posted(`${LIST}/req-1/propose`)[0])).toEqual({
        // 10:00 GMT is 10:00 UTC; after the clocks go forward 10:00 BST is 09:00 UTC.
        slots: [{ starts_at: '2030-03-30T10:00:00.000Z' }, { starts_at: '2030-04-01T09:00:00.000Z' }],
        note: 'Mornings suit me',
      });
      const card = await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
      expect(await within(card).findByText(/Waiting for Maya Chen to pick one/)).toBeInTheDocument();
      expect(card).toHaveTextContent('Status: Waiting for the recruiter');
      expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    },
  );

  it(
    'shows the server’s 422 field errors on the row and the note they name',
    { timeout: 20_000 },
    async () => {
      server.respondWith((r) => {
        if (r.url === LIST) return listOf([interviewRequest()]);
        if (r.url === `${LIST}/req-1/propose`) {
          return {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: { 'slots.1.starts_at': ['That time overlaps another of yours.'], note: ['Too rude.'] },
            },
          };
        }
        return undefined;
      });
      renderApp('/applications/interview-requests', verifiedUser);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /Propose other times/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Propose other times' });
      await user.click(within(dialog).getByRole('button', { name: 'Send my times' }));
      expect(await within(dialog).findByText('Choose a date.')).toBeInTheDocument();
      setTime(within(dialog).getByRole('group', { name: 'Time 1' }), '2030-05-01', '09:00');
      await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
      setTime(within(dialog).getByRole('group', { name: 'Time 2' }), '2030-05-01', '09:30');
      await user.type(within(dialog).getByRole('textbox', { name: /A note/ }), 'hm');
      await user.click(within(dialog).getByRole('button', { name: 'Send my times' }));

      const second = within(dialog).getByRole('group', { name: 'Time 2' });
      expect(await within(second).findByText('That time overlaps another of yours.')).toBeInTheDocument();
      expect(second).toHaveAccessibleDescription('That time overlaps another of yours.');
      expect(within(dialog).getByRole('textbox', { name: /A note/ })).toHaveAccessibleDescription(
        'Too rude.',
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );

  it('declines with a reason from the list and a note', async () => {
    server.respondWith((r) => {
      if (r.url === LIST) return listOf([interviewRequest()]);
      if (r.url === `${LIST}/req-1/decline`) {
        return {
          status: 200,
          data: { data: interviewRequest({ status: 'declined', decline_reason: 'accepted_other_offer' }) },
        };
      }
      return undefined;
    });
    renderApp('/applications/interview-requests', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Decline/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline interview' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(server.posted(`${LIST}/req-1/decline`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'I accepted another offer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /A note for the recruiter/ }), 'Thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Decline interview' }));
    await waitFor(() => expect(server.posted(`${LIST}/req-1/decline`)).toHaveLength(1));
    expect(jsonBody(server.posted(`${LIST}/req-1/decline`)[0])).toEqual({
      reason: 'accepted_other_offer',
      note: 'Thank you!',
    });
  });

  it('says where answered requests stand, with the booked interview one click away', async () => {
    server.respondWith((r) =>
      r.url === LIST
        ? listOf([
            interviewRequest({ id: 'a', status: 'accepted', interview_id: 'int-5' }),
            interviewRequest({
              id: 'b',
              status: 'declined',
              decline_reason: 'role_mismatch',
              decline_note: 'Sorry',
            }),
          ])
        : undefined,
    );
    renderApp('/applications/interview-requests', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'Nothing waiting for your answer' }),
    ).toBeInTheDocument();
    const answered = screen.getByRole('region', { name: /Answered and past/ });
    const [accepted, declined] = within(answered).getAllByRole('article');
    expect(within(accepted!).getByRole('link', { name: 'See the interview' })).toHaveAttribute(
      'href',
      '/interviews/upcoming?interview=int-5',
    );
    expect(declined).toHaveTextContent('You declined: The role is not what I expected');
    expect(declined).toHaveTextContent('Your note: Sorry');
  });

  it('has loading, empty and error states', async () => {
    let mode: 'error' | 'empty' = 'error';
    server.respondWith((r) =>
      r.url === LIST
        ? mode === 'error'
          ? { status: 500, data: { message: 'Server Error' } }
          : listOf([])
        : undefined,
    );
    renderApp('/applications/interview-requests', verifiedUser);
    // Brief (the stub answers at once): finding it is the check; it may be gone a moment later.
    await screen.findByRole('status', { name: 'Loading interview requests' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not load your interview requests' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    mode = 'empty';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No interview requests yet' })).toBeInTheDocument();
  }, 20_000);
});
