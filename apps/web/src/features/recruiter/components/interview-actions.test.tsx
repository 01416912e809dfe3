import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { InterviewActions } from './interview-actions.tsx';
import { applicantDetail, interview, interviewRequest, renderConsole } from './interviews/test-fixtures.tsx';

const server = stubAppApi();
const CREATE = '/recruiter/api/applications/app-1/interview-requests';

async function openProposeDialog() {
  const user = userEvent.setup();
  renderConsole(<InterviewActions applicant={applicantDetail({ can_request_interview: true })} />);
  await user.click(screen.getByRole('button', { name: 'Propose interview times' }));
  const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
  return { user, dialog };
}

describe('InterviewActions: propose times', () => {
  it('sends the request with local slots in the chosen zone, the interviewers and no empty meeting link', async () => {
    server.respondWith((r) =>
      r.url === CREATE ? { status: 201, data: { data: interviewRequest() } } : undefined,
    );
    const { user, dialog } = await openProposeDialog();
    const d = within(dialog);
    // The recruiter's own name is the first interviewer; add a title and a second interviewer.
    // The form loads after the page (a moment after the dialog opens here).
    expect(await d.findByLabelText('Interviewer 1 name')).toHaveValue('Maya Chen');
    await user.type(d.getByLabelText('Interviewer 1 title'), 'Recruiter');
    await user.click(d.getByRole('button', { name: 'Add an interviewer' }));
    await user.type(d.getByLabelText('Interviewer 2 name'), 'Lin Park');
    await user.clear(d.getByLabelText('Duration (minutes)'));
    await user.type(d.getByLabelText('Duration (minutes)'), '60');
    await user.type(d.getByLabelText('Agenda'), 'Pairing on a small task');
    // The zone defaults to the recruiter's account zone.
    expect(d.getByLabelText('Time zone of these times')).toHaveValue('Europe/Berlin');
    await user.selectOptions(d.getByLabelText('Time zone of these times'), 'America/New_York');
    fireEvent.change(d.getByLabelText('Date of time 1'), { target: { value: '2026-12-01' } });
    fireEvent.change(d.getByLabelText('Start of time 1'), { target: { value: '09:30' } });
    await user.click(d.getByRole('button', { name: 'Add a time' }));
    fireEvent.change(d.getByLabelText('Date of time 2'), { target: { value: '2026-12-02' } });
    fireEvent.change(d.getByLabelText('Start of time 2'), { target: { value: '14:00' } });
    await user.click(d.getByRole('button', { name: 'Send times' }));

    await waitFor(() => expect(server.posted(CREATE)).toHaveLength(1));
    expect(jsonBody(server.posted(CREATE)[0])).toEqual({
      type: 'video',
      duration_minutes: 60,
      interviewers: [
        { name: 'Maya Chen', title: 'Recruiter' },
        { name: 'Lin Park', title: '' },
      ],
      agenda: 'Pairing on a small task',
      prep_notes: '',
      timezone: 'America/New_York',
      slots: [
        { date: '2026-12-01', time: '09:30' },
        { date: '2026-12-02', time: '14:00' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('refuses a missing agenda and a missing time before sending', async () => {
    server.respondWith(() => undefined);
    const { user, dialog } = await openProposeDialog();
    const d = within(dialog);
    fireEvent.change(d.getByLabelText('Start of time 1'), { target: { value: '' } });
    await user.click(d.getByRole('button', { name: 'Send times' }));
    expect(await d.findByText('Write a short agenda.')).toBeInTheDocument();
    expect(d.getByText('Give a time as HH:MM.')).toBeInTheDocument();
    expect(server.posted(CREATE)).toHaveLength(0);
  }, 15_000);

  it('shows the server’s 422 on the slot row it names and keeps the dialog open', async () => {
    server.respondWith((r) =>
      r.url === CREATE
        ? {
            status: 422,
            data: {
              message: 'That time has already passed.',
              errors: { 'slots.0': ['That time has already passed.'], meeting_url: ['Give an https link.'] },
            },
          }
        : undefined,
    );
    const { user, dialog } = await openProposeDialog();
    const d = within(dialog);
    await user.type(d.getByLabelText('Agenda'), 'Chat');
    await user.type(d.getByLabelText('Meeting link (optional)'), 'https://meet.example.com/x');
    await user.click(d.getByRole('button', { name: 'Send times' }));
    expect(await d.findByText('That time has already passed.')).toBeInTheDocument();
    expect(d.getByText('Give an https link.')).toBeInTheDocument();
    expect(d.getByLabelText('Date of time 1')).toHaveAttribute('aria-invalid', 'true');
    expect(jsonBody(server.posted(CREATE)[0])).toMatchObject({ meeting_url: 'https://meet.example.com/x' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 15_000);
});

describe('InterviewActions: answering the candidate', () => {
  it('accepts one of the times the candidate proposed', async () => {
    const ACCEPT = '/recruiter/api/interview-requests/req-1/accept';
    server.respondWith((r) => (r.url === ACCEPT ? { status: 201, data: { data: interview() } } : undefined));
    const request = interviewRequest({
      status: 'proposed',
      talent_note: 'Mornings are hard for me.',
      slots: [
        {
          id: '9b2c0f9e-1f0a-4c55-9d8a-1a2b3c4d5e6f',
          starts_at: '2026-12-03T15:00:00.000Z',
          ends_at: '2026-12-03T15:45:00.000Z',
          proposed_by: 'talent',
          in_talent_hours: true,
          in_recruiter_hours: true,
          past: false,
        },
      ],
    });
    const user = userEvent.setup();
    renderConsole(<InterviewActions applicant={applicantDetail({ interview_requests: [request] })} />);
    expect(screen.getByText('Ada Lovelace proposed other times')).toBeInTheDocument();
    expect(screen.getByText('“Mornings are hard for me.”')).toBeInTheDocument();
    // 15:00 UTC is 16:00 in Berlin (the recruiter) and 10:00 in New York (the candidate).
    expect(screen.getByText(/Thu 3 Dec 2026, 16:00–16:45/)).toBeInTheDocument();
    expect(screen.getByText(/Thu 3 Dec 2026, 10:00 for the candidate/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Accept Thu 3 Dec 2026, 16:00/ }));
    await waitFor(() => expect(server.posted(ACCEPT)).toHaveLength(1));
    expect(jsonBody(server.posted(ACCEPT)[0])).toEqual({ slot_id: '9b2c0f9e-1f0a-4c55-9d8a-1a2b3c4d5e6f' });
  });

  it('answers a reschedule request with the picked time as a local date and time in the chosen zone', async () => {
    const MOVE = '/recruiter/api/interviews/int-1/reschedule';
    server.respondWith((r) => (r.url === MOVE ? { status: 200, data: { data: interview() } } : undefined));
    const user = userEvent.setup();
    const asked = interview({
      reschedule: {
        requested_by: 'talent',
        slots: [{ starts_at: '2026-12-04T13:00:00.000Z', ends_at: '2026-12-04T13:45:00.000Z' }],
        note: 'A clash, sorry.',
        requested_at: '2026-11-22T10:00:00.000Z',
      },
    });
    renderConsole(<InterviewActions applicant={applicantDetail({ interviews: [asked] })} />);
    await user.selectOptions(screen.getByLabelText('Answer in time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: /Move to this time/ }));
    await waitFor(() => expect(server.posted(MOVE)).toHaveLength(1));
    // 13:00 UTC is 22:00 in Tokyo.
    expect(jsonBody(server.posted(MOVE)[0])).toEqual({
      timezone: 'Asia/Tokyo',
      slot: { date: '2026-12-04', time: '22:00' },
    });
  });
});

describe('InterviewActions: outcome', () => {
  it('asks for an outcome, then records it with the shared feedback and private notes', async () => {
    const OUTCOME = '/recruiter/api/interviews/int-1/outcome';
    server.respondWith((r) =>
      r.url === OUTCOME
        ? { status: 200, data: { data: interview({ status: 'completed', outcome: 'passed' }) } }
        : undefined,
    );
    const user = userEvent.setup();
    renderConsole(<InterviewActions applicant={applicantDetail({ interviews: [interview()] })} />);
    // Both zones: 14:00 UTC is 15:00 in Berlin and 09:00 in New York.
    expect(screen.getByText('Tue 1 Dec 2026, 15:00')).toBeInTheDocument();
    expect(screen.getByText(/Tue 1 Dec 2026, 09:00 for Ada Lovelace/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the call' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/borderless-int-1',
    );
    await user.click(screen.getByRole('button', { name: 'Record outcome' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record the outcome' }));
    await user.click(dialog.getByRole('button', { name: 'Save outcome' }));
    expect(await dialog.findByText('Choose an outcome.')).toBeInTheDocument();
    expect(server.posted(OUTCOME)).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Passed' }));
    await user.type(dialog.getByLabelText('Feedback for the candidate (optional)'), 'Great pairing.');
    await user.type(dialog.getByLabelText('Private notes (optional)'), 'Strong hire.');
    await user.click(dialog.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(server.posted(OUTCOME)).toHaveLength(1));
    expect(jsonBody(server.posted(OUTCOME)[0])).toEqual({
      outcome: 'passed',
      feedback: 'Great pairing.',
      private_notes: 'Strong hire.',
    });
  });

  it('cancels with a reason (required)', async () => {
    const CANCEL = '/recruiter/api/interviews/int-1/cancel';
    server.respondWith((r) =>
      r.url === CANCEL ? { status: 200, data: { data: interview({ status: 'cancelled' }) } } : undefined,
    );
    const user = userEvent.setup();
    renderConsole(<InterviewActions applicant={applicantDetail({ interviews: [interview()] })} />);
    await user.click(screen.getByRole('button', { name: 'Cancel interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the interview?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    expect(await dialog.findByText('Say why, so the candidate knows.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'The role was paused.');
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(server.posted(CANCEL)).toHaveLength(1));
    expect(jsonBody(server.posted(CANCEL)[0])).toEqual({ reason: 'The role was paused.' });
  });
});
