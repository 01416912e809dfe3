import type { Notification } from '@talent/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

// Whole-app renders with lazy pages and real forms: slow on a loaded machine, not hanging.
vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();
const { respondWith } = server;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const NOTIFICATIONS: Notification[] = [
  {
    id: 'n1',
    type: 'identity_verified',
    title: 'Your identity is verified',
    body: 'Recruiters now see the verified badge on your profile.',
    url: '/profile',
    read_at: null,
    created_at: minutesAgo(5),
  },
  {
    id: 'n2',
    type: 'invitation_received',
    title: 'Acme invited you to apply',
    body: 'Senior Platform Engineer',
    url: '/jobs/invitations',
    read_at: minutesAgo(60),
    created_at: minutesAgo(3 * 60),
  },
];

/** A small in-memory notification store behind the four endpoints; settings answer 404 (the page is not tested). */
function serveNotifications(initial: Notification[], options: { failList?: () => boolean } = {}) {
  let items = initial.map((n) => ({ ...n }));
  const unread = () => items.filter((n) => n.read_at === null).length;
  respondWith((r) => {
    if (r.method === 'GET' && r.url === '/talent/api/notifications/unread-count') {
      return { status: 200, data: { unread_count: unread() } };
    }
    if (r.method === 'GET' && r.url === '/talent/api/notifications') {
      if (options.failList?.()) return { status: 500, data: { message: 'Server Error' } };
      return { status: 200, data: { data: items, next_cursor: null, unread_count: unread() } };
    }
    const read = /^\/talent\/api\/notifications\/([^/]+)\/read$/.exec(r.url);
    if (r.method === 'POST' && read) {
      items = items.map((n) =>
        n.id === read[1] ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n,
      );
      return { status: 204 };
    }
    if (r.method === 'POST' && r.url === '/talent/api/notifications/read-all') {
      items = items.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }));
      return { status: 204 };
    }
    return undefined;
  });
}

describe('notifications bell', () => {
  it('shows the unread count, lists the latest, and marks one read on click before opening its page', async () => {
    serveNotifications(NOTIFICATIONS);
    const { router } = renderApp('/jobs/saved', verifiedUser);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');

    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(server.requests.find((r) => r.url === '/talent/api/notifications')?.params).toEqual({ limit: 10 });
    const items = within(list).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Your identity is verified');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).not.toHaveTextContent('Unread:');
    expect(items[1]).toHaveTextContent('3 hours ago');

    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(server.posted('/talent/api/notifications/n1/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('does not post a read for a notification already read', async () => {
    serveNotifications(NOTIFICATIONS);
    const { router } = renderApp('/jobs/saved', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click((await screen.findAllByTestId('notification-item'))[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/invitations'));
    expect(server.requests.some((r) => r.url.endsWith('/read'))).toBe(false);
  });

  it('marks all as read', async () => {
    serveNotifications([
      ...NOTIFICATIONS,
      { ...NOTIFICATIONS[0]!, id: 'n3', title: 'Application moved', url: null, type: 'application_update' },
    ]);
    renderApp('/jobs/saved', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Latest notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText(/^Unread:/)).toBeNull());
    expect(server.posted('/talent/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('says so when there are none', async () => {
    serveNotifications([]);
    renderApp('/jobs/saved', verifiedUser);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('shows an error with a retry when the list does not load', async () => {
    let fail = true;
    serveNotifications(NOTIFICATIONS, { failList: () => fail });
    renderApp('/jobs/saved', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByText('Your notifications could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByTestId('notification-item')).toHaveLength(2);
  });
});
