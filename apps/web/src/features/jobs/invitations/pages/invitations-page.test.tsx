import type { Invitation } from '@talent/contract/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../../test/render-app.tsx';
import { jobSummary } from '../../../../test/job-fixtures.ts';

const server = stubAppApi();
const HOUR = 3_600_000;
const LIST = '/talent/api/jobs/invitations';

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  const id = overrides.id ?? 'inv-1';
  const job = overrides.job ?? jobSummary();
  return {
    id,
    job,
    recruiter: {
      id: 'rec-1',
      name: 'Maria Lopez',
      title: 'Engineering Recruiter',
      avatar_url: null,
      median_response_hours: 20,
    },
    message: 'Your **TypeScript** work stood out. <script>alert(1)</script><b>raw</b>',
    salary: null,
    status: 'pending',
    decline_reason: null,
    decline_note: null,
    created_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    expires_at: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
    responded_at: null,
    apply_path: `/jobs/${job.id}/apply?invitation=${id}`,
    application_id: null,
    ...overrides,
  };
}

function list(data: Invitation[]) {
  return { data, meta: { pending: data.filter((i) => i.status === 'pending').length } };
}

const offered = invitation({
  id: 'inv-1',
  salary: { min: 95_000, max: 110_000, currency: 'EUR', period: 'year' },
});
const closing = invitation({
  id: 'inv-2',
  job: jobSummary({ id: 'job-2', title: 'Staff Platform Engineer', eligible: false }),
  message: 'We are closing the shortlist soon.',
  expires_at: new Date(Date.now() + 2 * 24 * HOUR + HOUR).toISOString(),
});
const declined = invitation({
  id: 'inv-3',
  job: jobSummary({ id: 'job-3', title: 'Frontend Lead' }),
  status: 'declined',
  decline_reason: 'timezone',
  decline_note: 'Too early for me.',
  responded_at: new Date(Date.now() - 24 * HOUR).toISOString(),
});

describe('invitations page', () => {
  it('shows each pending invitation with the job, offer, message and deadline, and the badges count them', async () => {
    server.respondWith((r) =>
      r.url === LIST ? { status: 200, data: list([offered, closing, declined]) } : undefined,
    );
    renderApp('/jobs/invitations', verifiedUser);

    const card = (await screen.findByRole('article', { name: 'Senior TypeScript Engineer' })) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Senior TypeScript Engineer' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );
    expect(within(card).getByText('Northwind Labs')).toBeInTheDocument();
    expect(within(card).getByText('Offered to you')).toBeInTheDocument();
    expect(within(card).getByText('€95K–€110K a year')).toBeInTheDocument();
    expect(within(card).getByText('Posted range')).toBeInTheDocument();
    expect(within(card).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(card).getByText('Europe')).toBeInTheDocument();
    // Markdown renders (once its renderer has loaded); the recruiter's raw HTML does not.
    expect((await within(card).findByText('TypeScript')).tagName).toBe('STRONG');
    expect(card.querySelector('script, b')).toBeNull();
    expect(within(card).getByText('Expires in 10 days')).toBeInTheDocument();

    const soon = screen.getByRole('article', { name: 'Staff Platform Engineer' });
    expect(within(soon).getByText('Expires in 2 days')).toBeInTheDocument();
    expect(within(soon).getByText('Not open to your country')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Frontend Lead' })).toBeNull();

    // Both badges: the jobs tab and the main navigation's Jobs item.
    expect(
      screen.getByRole('link', { name: /^Invitations.*\(2 pending invitations\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Jobs.*\(2 pending invitations\)$/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Answered/ }));
    const answered = await screen.findByRole('article', { name: 'Frontend Lead' });
    expect(within(answered).getByText('The working hours do not fit my time zone')).toBeInTheDocument();
    expect(within(answered).getByText('“Too early for me.”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  }, 15_000);

  it('accepts and goes on to the apply flow of the job', async () => {
    let accepted = false;
    server.respondWith((r) => {
      if (r.url === LIST)
        return { status: 200, data: list([accepted ? { ...offered, status: 'accepted' } : offered]) };
      if (r.url === `${LIST}/inv-1/accept` && r.method === 'POST') {
        accepted = true;
        return { status: 200, data: { data: { ...offered, status: 'accepted' } } };
      }
      return undefined;
    });
    const { router } = renderApp('/jobs/invitations', verifiedUser);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accept and apply to Senior TypeScript Engineer' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/job-1/apply'));
    expect(router.state.location.search).toBe('?invitation=inv-1');
    expect(server.posted(`${LIST}/inv-1/accept`)).toHaveLength(1);
  }, 15_000);

  it('says why an accept was refused (expired meanwhile) and stays', async () => {
    server.respondWith((r) => {
      if (r.url === LIST) return { status: 200, data: list([offered]) };
      if (r.url === `${LIST}/inv-1/accept`)
        return { status: 409, data: { message: 'This invitation expired on 20 November 2026.' } };
      return undefined;
    });
    const { router } = renderApp('/jobs/invitations', verifiedUser);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Accept and apply/ }));
    expect(await screen.findByText(/This invitation expired on 20 November 2026\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/invitations');
  }, 15_000);

  it('declines through a keyboard-usable dialog that asks for a reason first', async () => {
    let answered = false;
    server.respondWith((r) => {
      if (r.url === LIST)
        return {
          status: 200,
          data: list(
            answered ? [{ ...offered, status: 'declined', decline_reason: 'salary_too_low' }] : [offered],
          ),
        };
      if (r.url === `${LIST}/inv-1/decline` && r.method === 'POST') {
        answered = true;
        return {
          status: 200,
          data: { data: { ...offered, status: 'declined', decline_reason: 'salary_too_low' } },
        };
      }
      return undefined;
    });
    renderApp('/jobs/invitations', verifiedUser);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Decline the invitation to Senior TypeScript Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline Senior TypeScript Engineer?' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Why are you declining?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.posted(`${LIST}/inv-1/decline`)).toHaveLength(0);

    // Keyboard only: focus the first reason, arrow down to the second, tab to the note.
    within(dialog).getByRole('radio', { name: 'I am not looking right now' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'The salary is too low for me' })).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: /A note for the recruiter/ })).toHaveFocus();
    await user.keyboard('Looking for 120K or more.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));

    expect(
      await screen.findByText(/Invitation declined\. Maria Lopez will see your reason\./),
    ).toBeInTheDocument();
    expect(jsonBody(server.posted(`${LIST}/inv-1/decline`)[0])).toEqual({
      reason: 'salary_too_low',
      note: 'Looking for 120K or more.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list refetched: nothing pending, and the badges are gone.
    expect(await screen.findByRole('heading', { name: 'Nothing waiting for an answer' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-invitations-badge')).toBeNull();
  }, 15_000);

  it('shows the server’s field errors in the dialog', async () => {
    server.respondWith((r) => {
      if (r.url === LIST) return { status: 200, data: list([offered]) };
      if (r.url === `${LIST}/inv-1/decline`)
        return {
          status: 422,
          data: { message: 'Too long.', errors: { note: ['The note may be at most 500 characters.'] } },
        };
      return undefined;
    });
    renderApp('/jobs/invitations', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Decline the invitation/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('The note may be at most 500 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  }, 15_000);

  it('explains how invitations come when there are none', async () => {
    server.respondWith((r) => (r.url === LIST ? { status: 200, data: list([]) } : undefined));
    renderApp('/jobs/invitations', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'No invitations yet' })).toBeInTheDocument();
    expect(screen.getByText(/Recruiters invite candidates whose profiles match/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByTestId('pending-invitations-badge')).toBeNull();
  }, 15_000);

  it('shows an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== LIST) return undefined;
      return fail
        ? { status: 400, data: { message: 'Bad request' } }
        : { status: 200, data: list([offered]) };
    });
    renderApp('/jobs/invitations', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Invitations did not load' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  }, 15_000);
});
