import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../../lib/realtime/index.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { me, page, renderPage, talkRequest } from '../testing/masterclass-kit.tsx';
import TalkRequestPage from './talk-request-page.tsx';

const server = stubAppApi();
const REQUESTS = '/talent/api/talk-requests';

const render = (path = '/masterclass/talk-request') =>
  renderPage(<TalkRequestPage title="Request a talk" />, { path, pattern: '/masterclass/talk-request' });

afterEach(() => {
  stopRealtime();
  localStorage.clear();
});

describe('talk requests', { timeout: 30_000 }, () => {
  it('lists everyone’s requests with their votes and status; one vote each (not on my own), and only mine on request', async () => {
    let rows = [
      talkRequest(),
      talkRequest({
        id: 'r-2',
        topic: 'Design reviews that help',
        mine: true,
        votes: 2,
        category: 'product-design',
      }),
      talkRequest({
        id: 'r-3',
        kind: 'propose',
        category: 'engineering',
        topic: 'Kubernetes for small teams',
        status: 'scheduled',
        talk_path: '/masterclass/engineering/t-7',
        preferred_dates: ['2030-09-01'],
      }),
      talkRequest({
        id: 'r-4',
        topic: 'Crypto payroll',
        status: 'declined',
        reason: 'Outside what we cover.',
      }),
      talkRequest({ id: 'r-5', topic: 'Async standups', status: 'under_review' }),
    ];
    server.respondWith((r) => {
      if (r.url === REQUESTS && r.method === 'GET') {
        const { mine } = r.params as { mine?: string };
        return { status: 200, data: page(mine === 'true' ? rows.filter((row) => row.mine) : rows) };
      }
      if (r.url === `${REQUESTS}/r-1/vote`) {
        rows = rows.map((row) =>
          row.id === 'r-1' ? { ...row, voted: r.method === 'PUT', votes: r.method === 'PUT' ? 5 : 4 } : row,
        );
        return { status: 200, data: { data: rows[0] } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const view = render();
    const list = await screen.findByRole('list', { name: 'Talk requests' });
    expect(server.requests.find((r) => r.url === REQUESTS)?.params).toEqual({
      sort: 'votes',
      mine: undefined,
      cursor: undefined,
    });
    const scheduled = within(list).getByRole('article', { name: 'Kubernetes for small teams' });
    expect(scheduled).toHaveTextContent('Scheduled');
    expect(scheduled).toHaveTextContent('Proposed talk · Engineering');
    expect(scheduled).toHaveTextContent('Suggested dates: 1 Sep 2030');
    expect(within(scheduled).getByRole('link', { name: /Scheduled: see the talk/ })).toHaveAttribute(
      'href',
      '/masterclass/engineering/t-7',
    );
    expect(within(list).getByRole('article', { name: 'Crypto payroll' })).toHaveTextContent(
      'Why it was declined: Outside what we cover.',
    );
    expect(within(list).getByRole('article', { name: 'Async standups' })).toHaveTextContent('Under review');
    expect(within(list).getByRole('button', { name: 'Your request, 2 votes' })).toBeDisabled();

    await user.click(
      within(list).getByRole('button', { name: 'Vote for Negotiating a remote contract, 4 votes' }),
    );
    const voted = await within(list).findByRole('button', {
      name: 'Take back your vote for Negotiating a remote contract, 5 votes',
    });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    await user.click(voted);
    await within(list).findByRole('button', { name: 'Vote for Negotiating a remote contract, 4 votes' });

    await user.click(screen.getByRole('button', { name: 'Only my requests' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Talk requests' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(view.location()).toBe('?mine=1');
    expect(server.requests.at(-1)?.params).toMatchObject({ mine: 'true' });
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(view.location()).toBe('?mine=1&sort=newest');
    await waitFor(() =>
      expect(server.requests.at(-1)?.params).toMatchObject({ sort: 'newest', mine: 'true' }),
    );
  });

  it('proposes a talk: dates and a bio for proposals, the server’s field errors, and a draft kept until it is sent', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url === REQUESTS && r.method === 'GET') return { status: 200, data: page([]) };
      if (r.url === REQUESTS && r.method === 'POST') {
        if (fail)
          return {
            status: 422,
            data: {
              message: 'Invalid',
              errors: {
                'preferred_dates.0': ['Choose a date from tomorrow on.'],
                topic: ['You already asked for this.'],
              },
            },
          };
        return { status: 201, data: { data: talkRequest({ mine: true, ...(jsonBody(r) as object) }) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const first = render();
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    // Asking needs no dates or bio.
    expect(screen.queryByRole('group', { name: /Dates that suit you/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Propose a talk/ }));
    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    expect(await screen.findByText('Name the topic (at least 5 characters).')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Say what the talk would cover (at least 30 characters).')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Shipping design systems');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'product-design');
    await user.type(
      screen.getByRole('textbox', { name: 'What you would cover' }),
      'Tokens, versioning and the review loop that keeps three teams aligned.',
    );
    await user.type(screen.getByLabelText('Preferred date 1'), '2030-09-01');
    const bio = screen.getByRole('textbox', { name: 'About you as the speaker' });
    await user.type(bio, 'Design lead.');
    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    expect(
      await screen.findByText('Tell us about the speaker (at least 20 characters).'),
    ).toBeInTheDocument();
    expect(server.posted(REQUESTS)).toHaveLength(0);
    await user.clear(bio);
    await user.type(bio, 'I lead the design system team at Northwind.');
    // A reload keeps what was typed.
    first.unmount();
    render();
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toHaveValue('Shipping design systems');
    expect(screen.getByRole('radio', { name: /Propose a talk/ })).toBeChecked();
    expect(screen.getByLabelText('Preferred date 1')).toHaveValue('2030-09-01');

    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    expect(await screen.findByText('Choose a date from tomorrow on.')).toBeInTheDocument();
    expect(screen.getByText('You already asked for this.')).toBeInTheDocument();
    expect(jsonBody(server.posted(REQUESTS)[0])).toEqual({
      kind: 'propose',
      topic: 'Shipping design systems',
      category: 'product-design',
      abstract: 'Tokens, versioning and the review loop that keeps three teams aligned.',
      preferred_dates: ['2030-09-01'],
      speaker_bio: 'I lead the design system team at Northwind.',
    });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue(''));
    expect(localStorage.getItem(`talent:talk-request-draft:v1:${me.id}`)).toBeNull();
  });

  it('refetches live: anyone’s change on the public channel, and again after the channel is subscribed anew', async () => {
    let topic = 'Negotiating a remote contract';
    server.respondWith((r) =>
      r.url === REQUESTS && r.method === 'GET'
        ? { status: 200, data: page([talkRequest({ topic })]) }
        : undefined,
    );
    render();
    await screen.findByRole('article', { name: topic });
    // Nothing listens on port 9: the client keeps trying, which is enough to deliver frames by hand.
    await startRealtime(me.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    const pusher = getEcho()!.connector.pusher as Pusher;
    await waitFor(() =>
      expect(
        pusher.channel('talk-requests')?.callbacks.get('App\\Events\\TalkRequestsChanged')?.length ?? 0,
      ).toBeGreaterThan(0),
    );

    topic = 'Negotiating a remote contract, with examples';
    act(() => pusher.channel('talk-requests')!.emit('App\\Events\\TalkRequestsChanged', { id: 'r-1' }));
    expect(await screen.findByRole('article', { name: topic })).toBeInTheDocument();

    // The first subscription is the page's own; a second one follows a reconnection: catch up.
    const before = server.requests.filter((r) => r.url === REQUESTS).length;
    act(() => pusher.channel('talk-requests')!.emit('pusher:subscription_succeeded', {}));
    act(() => pusher.channel('talk-requests')!.emit('pusher:subscription_succeeded', {}));
    await waitFor(() => expect(server.requests.filter((r) => r.url === REQUESTS).length).toBe(before + 1));
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === REQUESTS && r.method === 'GET'
        ? fail
          ? { status: 503, data: { message: 'Down' } }
          : { status: 200, data: page([talkRequest()]) }
        : undefined,
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Talk requests did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Negotiating a remote contract' })).toBeInTheDocument();
  });
});
