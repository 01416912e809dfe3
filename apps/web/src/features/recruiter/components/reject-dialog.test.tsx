import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicantDetail, consoleRecruiter } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const DETAIL = '/recruiter/api/applications/app-1';

describe('reject dialog', () => {
  it('needs a reason, asks for missing skills on a skills gap, and sends reason, note and skills', async () => {
    let current = applicantDetail({ allowed_moves: ['in_review', 'rejected'] });
    server.respondWith((r) => {
      if (r.url === DETAIL) return { status: 200, data: { data: current } };
      if (r.url === '/shared/api/skills')
        return {
          status: 200,
          data: { data: [{ slug: 'rust', name: 'Rust', category: 'Languages', aliases: [] }] },
        };
      if (r.url === `${DETAIL}/status` && r.method === 'POST') {
        current = applicantDetail({
          status: 'rejected',
          allowed_moves: [],
          rejection: {
            reason: 'skills_gap',
            note: 'Rust matters here.',
            missing_skills: [{ slug: 'rust', name: 'Rust', learn_path: '/skill-center/rust' }],
          },
        });
        return { status: 200, data: { data: current } };
      }
      return undefined;
    });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ada Lovelace?' });
    expect(dialog).toHaveAttribute('data-testid', 'reject-dialog');

    // No reason: the form says so and sends nothing.
    // The form loads after the page (a moment after the dialog opens here).
    await user.click(await within(dialog).findByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(server.posted(`${DETAIL}/status`)).toHaveLength(0);

    // Every reason is offered; the skills picker appears only for a skills gap.
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(reasons).getByRole('radio', { name: 'Skills gap' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Skills that would close the gap' });
    await user.type(picker, 'ru');
    await user.click(await within(dialog).findByRole('option', { name: /Rust/ }));
    expect(within(dialog).getByRole('button', { name: 'Remove Rust' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/A note for the candidate/), 'Rust matters here.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBody(server.posted(`${DETAIL}/status`)[0])).toEqual({
      status: 'rejected',
      reason: 'skills_gap',
      note: 'Rust matters here.',
      missing_skills: ['rust'],
    });
    expect(await screen.findByText('Rejected: Skills gap')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the application' })).toBeNull();
  }, 20_000);

  it('puts a 422 on the reason back on the field', async () => {
    server.respondWith((r) => {
      if (r.url === DETAIL) return { status: 200, data: { data: applicantDetail() } };
      if (r.url === `${DETAIL}/status`)
        return {
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: { reason: ['That reason is not allowed.'] },
          },
        };
      return undefined;
    });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Seniority' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('That reason is not allowed.')).toBeInTheDocument();
    expect(jsonBody(server.posted(`${DETAIL}/status`)[0])).toEqual({
      status: 'rejected',
      reason: 'seniority',
    });
  }, 15_000);
});
