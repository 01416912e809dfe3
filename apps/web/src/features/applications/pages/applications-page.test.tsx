import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { application } from '../testing/application-fixtures.ts';

const server = stubAppApi();

describe('applications page', () => {
  it('lists applications newest first with readable statuses, and withdraws one with a reason', async () => {
    const older = application({ id: 'a-old', submitted_at: '2026-11-01T10:00:00.000Z', status: 'in_review' });
    const newer = application({
      id: 'a-new',
      submitted_at: '2026-11-21T10:00:00.000Z',
      knocked_out: true,
      answers: [
        {
          question_id: 'years',
          value: 1,
          question: 'How many years have you worked with TypeScript?',
          knocked_out: true,
        },
      ],
    });
    const withdrawn = application({
      id: 'a-gone',
      submitted_at: '2026-10-01T10:00:00.000Z',
      status: 'withdrawn',
      can_withdraw: false,
      withdrawn_at: '2026-10-05T10:00:00.000Z',
      withdraw_reason: 'Took another offer',
    });
    let list = [older, withdrawn, newer];
    server.respondWith((r) => {
      if (r.url === '/talent/api/applications') return { status: 200, data: { data: list } };
      if (r.url === '/talent/api/applications/a-new/withdraw') {
        const updated = { ...newer, status: 'withdrawn' as const, can_withdraw: false, withdrawn_at: 'x' };
        list = list.map((a) =>
          a.id === 'a-new' ? { ...updated, withdrawn_at: '2026-11-22T10:00:00.000Z' } : a,
        );
        return { status: 200, data: { data: list.find((a) => a.id === 'a-new') } };
      }
      return undefined;
    });
    renderApp('/applications', verifiedUser);

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByText(/^Applied/).textContent)).toEqual([
      'Applied 21 Nov 2026',
      'Applied 1 Nov 2026',
      'Applied 1 Oct 2026',
    ]);
    expect(within(items[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(items[1]!).getByText('In review')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Flagged: an answer misses/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Took another offer')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: /Apply again/ })).toHaveAttribute(
      'href',
      '/jobs/job-1/apply',
    );
    expect(within(items[2]!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Found a better fit');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(jsonBody(server.posted('/talent/api/applications/a-new/withdraw')[0])).toEqual({
      reason: 'Found a better fit',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const first = (await screen.findAllByRole('article'))[0]!;
    expect(await within(first).findByRole('link', { name: /Apply again/ })).toBeInTheDocument();
  });

  it('has an empty state that points to the jobs', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/applications' ? { status: 200, data: { data: [] } } : undefined,
    );
    renderApp('/applications', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === '/talent/api/applications'
        ? fail
          ? { status: 400, data: { message: 'Something broke' } }
          : { status: 200, data: { data: [application()] } }
        : undefined,
    );
    renderApp('/applications', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your applications' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  });
});
