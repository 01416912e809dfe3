import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TalkRequest } from '@talent/contract/masterclass';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderPage, request, summary, REQUESTS_URL, TALKS_URL } from '../testing/console-kit.tsx';
import ConsoleTalkRequestsPage from './console-talk-requests-page.tsx';

const server = stubAppApi();

const render = (path = '/recruiter/talk-requests') =>
  renderPage(<ConsoleTalkRequestsPage title="Talk requests" />, {
    path,
    pattern: '/recruiter/talk-requests',
  });

describe('talk requests in the console', { timeout: 30_000 }, () => {
  it('shows the new ones with what the author wrote; review, schedule with a talk, or decline with a reason', async () => {
    let rows: TalkRequest[] = [
      request(),
      request({ id: 'r-2', kind: 'ask', topic: 'Salary talks', preferred_dates: [], speaker_bio: '' }),
    ];
    server.respondWith((r) => {
      if (r.url === REQUESTS_URL) {
        const { status } = r.params as { status?: string };
        return {
          status: 200,
          data: {
            data: rows.filter((row) => !status || row.status === status),
            meta: { total: rows.length, next_cursor: null },
          },
        };
      }
      if (r.url === TALKS_URL)
        return {
          status: 200,
          data: { data: [summary(), summary({ id: 't-2', title: 'Gone', status: 'ended' })] },
        };
      const match = /^\/shared\/api\/operator\/talk-requests\/(r-\d)\/status$/.exec(r.url);
      if (match) {
        const body = jsonBody(r) as {
          status: TalkRequest['status'];
          reason?: string;
          talk_id?: string | null;
        };
        if (body.status === 'scheduled' && !body.talk_id)
          return {
            status: 422,
            data: { message: 'Invalid', errors: { talk_id: ['Choose the talk that answers it.'] } },
          };
        rows = rows.map((row) =>
          row.id === match[1]
            ? {
                ...row,
                status: body.status,
                reason: body.reason ?? null,
                talk_path: body.talk_id ? `/masterclass/engineering/${body.talk_id}` : null,
              }
            : row,
        );
        return { status: 200, data: { data: rows.find((row) => row.id === match[1]) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const view = render();
    const list = await screen.findByRole('list', { name: 'Talk requests' });
    expect(server.requests.find((r) => r.url === REQUESTS_URL)?.params).toEqual({
      status: 'submitted',
      cursor: undefined,
    });
    const proposal = within(list).getByRole('article', { name: 'Kubernetes for small teams' });
    expect(proposal).toHaveTextContent('Proposal (would speak) · Engineering · 7 votes');
    expect(proposal).toHaveTextContent('Dates that suit1 Sep 2030');
    expect(proposal).toHaveTextContent('Platform engineer at a ten-person startup.');

    // Scheduling asks for the talk; only scheduled talks are offered.
    await user.click(within(proposal).getByRole('button', { name: 'Schedule “Kubernetes for small teams”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Kubernetes for small teams”' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose the talk that answers it.')).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'The talk that answers it' });
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(select, 't-1');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Talk requests' })).getAllByRole('article'),
      ).toHaveLength(1),
    );

    const ask = screen.getByRole('article', { name: 'Salary talks' });
    await user.click(within(ask).getByRole('button', { name: 'Mark under review “Salary talks”' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Salary talks' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Under review' }));
    expect(view.location()).toBe('?status=under_review');
    const reviewed = await screen.findByRole('article', { name: 'Salary talks' });
    await user.click(within(reviewed).getByRole('button', { name: 'Decline “Salary talks”' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline “Salary talks”?' });
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    expect(await within(decline).findByText('Say why it was declined.')).toBeInTheDocument();
    await user.type(
      within(decline).getByRole('textbox', { name: 'Why it is declined' }),
      'We covered it last month.',
    );
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'All' }));
    const all = await screen.findByRole('list', { name: 'Talk requests' });
    await waitFor(() =>
      expect(within(all).getByRole('article', { name: 'Salary talks' })).toHaveTextContent(
        'Declined: We covered it last month.',
      ),
    );
    expect(within(all).getByRole('link', { name: 'Open the talk' })).toHaveAttribute(
      'href',
      '/recruiter/talks/t-1',
    );
    expect(server.requests.filter((r) => r.url.endsWith('/status')).map((r) => jsonBody(r))).toEqual([
      { status: 'scheduled', talk_id: null },
      { status: 'scheduled', talk_id: 't-1' },
      { status: 'under_review' },
      { status: 'declined', reason: 'We covered it last month.' },
    ]);
  });

  it('offers to make a talk from a request, and shows an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === REQUESTS_URL)
        return fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: [request()], meta: { total: 1, next_cursor: null } } };
      if (r.url === TALKS_URL) return { status: 200, data: { data: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Talk requests did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule “Kubernetes for small teams”' }));
    await user.click(await screen.findByRole('button', { name: 'Create one from this request' }));
    await screen.findByText('Elsewhere');
    expect(view.pathname()).toBe('/recruiter/talks');
  });
});
