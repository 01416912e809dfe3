import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { operator, operatorTalk, renderPage, summary, TALKS_URL } from '../testing/console-kit.tsx';
import ConsoleTalksPage from './console-talks-page.tsx';

const server = stubAppApi();
afterEach(() => localStorage.clear());

describe('the operators’ talks', { timeout: 30_000 }, () => {
  it('lists every talk with its registrations and status, filters by status, and sits in the operator’s navigation', async () => {
    server.respondWith((r) =>
      r.url === TALKS_URL
        ? {
            status: 200,
            data: {
              data: [
                summary(),
                summary({
                  id: 't-2',
                  title: 'Old news',
                  status: 'cancelled',
                  seats_left: 2,
                  waitlist_count: 0,
                }),
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/recruiter/talks', operator);
    const list = await screen.findByRole('list', { name: 'Talks' });
    const first = within(list).getByRole('link', { name: /Shipping React/ });
    expect(first).toHaveAttribute('href', '/recruiter/talks/t-1');
    expect(first).toHaveTextContent('2/2 registered · 1 waiting');
    expect(first).toHaveTextContent('Mon 1 Jul 2030, 18:00–19:00 GMT+1');
    expect(within(list).getByRole('link', { name: /Old news/ })).toHaveTextContent('Cancelled');
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Talks' })).toHaveAttribute('href', '/recruiter/talks');
    expect(within(nav).getByRole('link', { name: 'Talk requests' })).toHaveAttribute(
      'href',
      '/recruiter/talk-requests',
    );

    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Talks' })).getAllByRole('link')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(await screen.findByRole('heading', { name: 'No talks here' })).toBeInTheDocument();
  });

  it('creates a talk: its own checks, the server’s field errors (the start on the date), a draft kept, then its page', async () => {
    let refuse = true;
    server.respondWith((r) => {
      if (r.url === TALKS_URL && r.method === 'GET') return { status: 200, data: { data: [] } };
      if (r.url === TALKS_URL && r.method === 'POST') {
        if (refuse)
          return {
            status: 422,
            data: { message: 'Invalid', errors: { starts_at: ['Schedule it in the future.'] } },
          };
        return { status: 201, data: { data: operatorTalk({ id: 't-new' }) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const page = renderPage(<ConsoleTalksPage title="Talks" />, {
      path: '/recruiter/talks',
      pattern: '/recruiter/talks',
    });
    expect(await screen.findByRole('heading', { name: 'No talks yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New talk' }));
    let dialog = await screen.findByRole('dialog', { name: 'New talk' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the talk' }));
    expect(await within(dialog).findByText('Give the talk a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose when it starts.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name the speaker.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the link people join with.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Data contracts in practice');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'data-ai');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Seats' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Seats' }), '30');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Summary/ }),
      'Agreeing on schemas between teams.',
    );
    await user.type(within(dialog).getByLabelText('Date'), '2030-03-10');
    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '09:30');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Join link' }),
      'https://meet.example.com/dc',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Alan Turing');
    await user.click(within(dialog).getByRole('button', { name: 'Add a resource' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Resource 1 title' }), 'Slides template');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Resource 1 link' }),
      'https://example.com/t',
    );

    // Closed by mistake: the draft comes back.
    await user.click(within(dialog).getByRole('button', { name: 'Keep as a draft' }));
    await user.click(screen.getByRole('button', { name: 'New talk' }));
    dialog = await screen.findByRole('dialog', { name: 'New talk' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Data contracts in practice');

    await user.click(within(dialog).getByRole('button', { name: 'Create the talk' }));
    expect(await within(dialog).findByText('Schedule it in the future.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(jsonBody(server.posted(TALKS_URL)[0])).toMatchObject({
      title: 'Data contracts in practice',
      category: 'data-ai',
      capacity: 30,
      // 09:30 in London on 10 March (winter time) is 09:30 UTC.
      starts_at: '2030-03-10T09:30:00.000Z',
      duration_minutes: 60,
      join_url: 'https://meet.example.com/dc',
      speaker_name: 'Alan Turing',
      speaker_time_zone: 'Europe/London',
      resources: [{ title: 'Slides template', url: 'https://example.com/t' }],
      request_id: null,
    });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create the talk' }));
    await screen.findByText('Elsewhere');
    expect(page.pathname()).toBe('/recruiter/talks/t-new');
    expect(localStorage.getItem(`talent:new-talk-draft:v1:${operator.id}`)).toBeNull();
  });
});
