import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Realtime } from './config.ts';
import { getConnectionState } from './connection-state.ts';
import {
  addUserChannelListener,
  getEcho,
  onReconnected,
  onUserChannelResubscribed,
  startRealtime,
  stopRealtime,
} from './echo-client.ts';

// Nothing listens on port 9: the client stays in its connection attempts, which is all these tests need.
const realtime: Realtime = { broadcaster: 'reverb', key: 'k', host: '127.0.0.1', port: 9, scheme: 'http' };
const EVENT = 'App\\Events\\NotificationCreated';

function userChannel(userId: string) {
  const pusher = getEcho()!.connector.pusher as Pusher;
  return pusher.channel(`private-App.Models.User.${userId}`);
}

afterEach(() => stopRealtime());

describe('Echo client lifecycle', () => {
  it('is null until a user is known, configured from the runtime config, and torn down on stop', async () => {
    expect(getEcho()).toBeNull();
    await startRealtime('u1', realtime);
    const echo = getEcho();
    expect(echo).not.toBeNull();
    expect(echo!.options).toMatchObject({
      broadcaster: 'reverb',
      namespace: 'App.Events',
      authEndpoint: '/broadcasting/auth',
      userAuthentication: { endpoint: '/broadcasting/user-auth' },
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      wsHost: '127.0.0.1',
      wsPort: 9,
      forceTLS: false,
    });
    expect(userChannel('u1')).toBeDefined();
    await startRealtime('u1', realtime);
    expect(getEcho()).toBe(echo);
    stopRealtime();
    expect(getEcho()).toBeNull();
    expect(getConnectionState()).toBe('connecting');
  });

  it('creates nothing when stopped (a logout) while its libraries are downloading', async () => {
    const started = startRealtime('u1', realtime);
    stopRealtime();
    await started;
    expect(getEcho()).toBeNull();
    // The same user twice while downloading: one client.
    const first = startRealtime('u2', realtime);
    const second = startRealtime('u2', realtime);
    await Promise.all([first, second]);
    expect(second).toBe(first);
    expect(getEcho()).not.toBeNull();
  });

  it('stays off (null) on a configuration error or without a key, and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startRealtime('u1', { ...realtime, broadcaster: 'pusher' });
    expect(getEcho()).toBeNull();
    expect(String(error.mock.calls[0])).toContain('Pusher requires a secure connection (schema: "https")');
    await startRealtime('u1', { ...realtime, key: '' });
    expect(getEcho()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("delivers the user channel's events to listeners, across a new client for another user", async () => {
    const got: unknown[] = [];
    const stop = addUserChannelListener('NotificationCreated', (data) => got.push(data));
    await startRealtime('u1', realtime);
    userChannel('u1')!.emit(EVENT, { n: 1 });
    expect(got).toEqual([{ n: 1 }]);

    await startRealtime('u2', realtime);
    expect(userChannel('u1')).toBeUndefined();
    userChannel('u2')!.emit(EVENT, { n: 2 });
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);

    stop();
    userChannel('u2')!.emit(EVENT, { n: 3 });
    expect(got).toHaveLength(2);
  });

  it('calls onReconnected only when the connection comes back, not on the first connect', async () => {
    const reconnected = vi.fn();
    const off = onReconnected(reconnected);
    await startRealtime('u1', realtime);
    const connection = (getEcho()!.connector.pusher as Pusher).connection;
    connection.emit('state_change', { previous: 'connecting', current: 'connected' });
    expect(reconnected).not.toHaveBeenCalled();
    connection.emit('state_change', { previous: 'connected', current: 'connecting' });
    connection.emit('state_change', { previous: 'connecting', current: 'connected' });
    expect(reconnected).toHaveBeenCalledOnce();
    off();
  });

  it('calls onUserChannelResubscribed when the user channel is subscribed again, not the first time', async () => {
    const resubscribed = vi.fn();
    const off = onUserChannelResubscribed(resubscribed);
    await startRealtime('u1', realtime);
    userChannel('u1')!.emit('pusher:subscription_succeeded', {});
    expect(resubscribed).not.toHaveBeenCalled();
    userChannel('u1')!.emit('pusher:subscription_succeeded', {});
    expect(resubscribed).toHaveBeenCalledOnce();
    // A new session (another user) starts counting again.
    await startRealtime('u2', realtime);
    userChannel('u2')!.emit('pusher:subscription_succeeded', {});
    expect(resubscribed).toHaveBeenCalledOnce();
    off();
  });
});
