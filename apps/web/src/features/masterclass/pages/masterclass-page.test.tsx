import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../../lib/realtime/index.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { hub, me, talkSummary } from '../testing/masterclass-kit.tsx';

const server = stubAppApi();
const HUB = '/talent/api/masterclass';

afterEach(() => stopRealtime());

describe('the masterclass hub', { timeout: 30_000 }, () => {
  it('shows my registrations with the waitlist place, what is coming up, categories linking to filtered lists, and recordings', async () => {
    server.respondWith((r) => (r.url === HUB ? { status: 200, data: { data: hub() } } : undefined));
    renderApp('/masterclass', me);
    const mine = await screen.findByRole('list', { name: 'My registrations' });
    expect(within(mine).getByRole('listitem')).toHaveTextContent('Remote contracts, plainly');
    expect(within(mine).getByRole('listitem')).toHaveTextContent('On the waitlist, #3');
    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: '3 upcoming in Engineering' })).toHaveAttribute(
      'href',
      '/masterclass/upcoming-talks?category=engineering',
    );
    expect(within(categories).getByRole('link', { name: '1 past talk in Career growth' })).toHaveAttribute(
      'href',
      '/masterclass/past-talks?category=career',
    );
    expect(within(screen.getByRole('list', { name: 'Coming up' })).getByRole('article')).toHaveTextContent(
      'Shipping React across time zones',
    );
    const recordings = screen.getByRole('list', { name: 'Recordings' });
    expect(within(recordings).getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
      'href',
      '/masterclass/interviewing/t-9',
    );
    expect(recordings).toHaveTextContent('4.6 out of 5 (12 ratings)');
    // The section tabs mark where I am.
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a talk I registered for was cancelled, instead of that I am registered', async () => {
    const cancelled = talkSummary({
      id: 't-3',
      title: 'Portfolio reviews',
      status: 'cancelled',
      my_registration: {
        state: 'registered',
        waitlist_position: null,
        registered_at: '2030-06-01T10:00:00.000Z',
      },
    });
    server.respondWith((r) =>
      r.url === HUB ? { status: 200, data: { data: hub({ my_registrations: [cancelled] }) } } : undefined,
    );
    renderApp('/masterclass', me);
    const item = within(await screen.findByRole('list', { name: 'My registrations' })).getByRole('listitem');
    expect(item).toHaveTextContent('Talk cancelled');
    expect(item).not.toHaveTextContent('You’re registered');
  });

  it('moves me up live when a seat frees (TalkRegistrationChanged on my channel)', async () => {
    let position: number | null = 3;
    server.respondWith((r) =>
      r.url === HUB
        ? {
            status: 200,
            data: {
              data: hub({
                my_registrations: [
                  talkSummary({
                    my_registration: {
                      state: position === null ? 'registered' : 'waitlisted',
                      waitlist_position: position,
                      registered_at: '2030-06-01T10:00:00.000Z',
                    },
                  }),
                ],
              }),
            },
          }
        : undefined,
    );
    renderApp('/masterclass', me);
    const mine = await screen.findByRole('list', { name: 'My registrations' });
    expect(mine).toHaveTextContent('On the waitlist, #3');
    await startRealtime(me.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    const pusher = getEcho()!.connector.pusher as Pusher;
    const channel = `private-App.Models.User.${me.id}`;
    await waitFor(() =>
      expect(
        pusher.channel(channel)?.callbacks.get('App\\Events\\TalkRegistrationChanged')?.length ?? 0,
      ).toBeGreaterThan(0),
    );
    position = null;
    act(() => pusher.channel(channel)!.emit('App\\Events\\TalkRegistrationChanged', { talk_id: 't-1' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'My registrations' })).toHaveTextContent('You’re registered'),
    );
  });

  it('says when the hub failed and loads it again on request; says when nothing is scheduled', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === HUB
        ? fail
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: { data: hub({ next_talks: [], recordings: [], my_registrations: [] }) } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/masterclass', me);
    expect(await screen.findByRole('heading', { name: 'The masterclass did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No talks scheduled yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No recordings yet' })).toBeInTheDocument();
    expect(screen.getByText(/You have not signed up for a talk yet/)).toBeInTheDocument();
  });
});
