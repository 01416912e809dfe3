import type { Notification } from '@talent/contract/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../../lib/realtime/index.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();

const created: Notification = {
  id: 'n9',
  type: 'invitation_received',
  title: 'Acme invited you to apply',
  body: 'Senior Platform Engineer',
  url: '/jobs/invitations',
  read_at: null,
  created_at: new Date().toISOString(),
};

/** Delivers a frame on the user's channel as pusher-js would after receiving it (no server in unit tests). */
function deliver(data: unknown) {
  const pusher = getEcho()!.connector.pusher as Pusher;
  act(() =>
    pusher
      .channel(`private-App.Models.User.${verifiedUser.id}`)!
      .emit('App\\Events\\NotificationCreated', data),
  );
}

afterEach(() => stopRealtime());

describe('live notifications', () => {
  it('NotificationCreated sets the badge from the event (no refetch) and toasts the title', async () => {
    let count = 1;
    server.respondWith((r) => {
      if (r.url === '/talent/api/notifications/unread-count')
        return { status: 200, data: { unread_count: count } };
      return undefined;
    });
    renderApp('/jobs/saved', verifiedUser);
    // Nothing listens on port 9: the client keeps trying, which is enough to deliver frames by hand.
    await startRealtime(verifiedUser.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const countRequests = () =>
      server.requests.filter((r) => r.url === '/talent/api/notifications/unread-count').length;
    const before = countRequests();

    count = 99; // the badge must come from the event, not from a refetch
    deliver({ notification: created, unread_count: 2 });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Acme invited you to apply')).toBeInTheDocument();
    expect(screen.getByText('Senior Platform Engineer')).toBeInTheDocument();
    expect(countRequests()).toBe(before);
  });

  it('ignores a malformed event (no toast, no badge change) and fetches the truth instead', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/notifications/unread-count'
        ? { status: 200, data: { unread_count: 1 } }
        : undefined,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/jobs/saved', verifiedUser);
    await startRealtime(verifiedUser.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const before = server.requests.length;
    deliver({ notification: { title: '<b>x</b>' }, unread_count: -1 });
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(before));
    expect(screen.queryByText('<b>x</b>')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
