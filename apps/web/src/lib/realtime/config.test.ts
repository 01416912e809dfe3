import { describe, expect, it } from 'vitest';
import { checkRealtimeConfig, connectionOptions, RealtimeConfigError, type Realtime } from './config.ts';
import { toConnectionState } from './connection-state.ts';

const embedded: Realtime = {
  broadcaster: 'reverb',
  key: 'app-key',
  host: '127.0.0.1',
  port: 3121,
  scheme: 'http',
};

describe('real-time configuration errors', () => {
  it('refuses the pusher broadcaster on a non-https scheme, with the spec text', () => {
    expect(() => checkRealtimeConfig({ broadcaster: 'pusher', scheme: 'http' })).toThrow(RealtimeConfigError);
    expect(() => checkRealtimeConfig({ broadcaster: 'pusher', scheme: 'http' })).toThrow(
      'Pusher requires a secure connection (schema: "https")',
    );
    expect(checkRealtimeConfig({ broadcaster: 'pusher', scheme: 'https' })).toBe('pusher');
  });

  it('refuses a broadcaster it does not know, naming it', () => {
    expect(() => checkRealtimeConfig({ broadcaster: 'socket.io', scheme: 'https' })).toThrow(
      new RealtimeConfigError('Unsupported broadcaster: socket.io'),
    );
    expect(() => checkRealtimeConfig({ broadcaster: '', scheme: 'https' })).toThrow(
      'Unsupported broadcaster: ',
    );
  });

  it('builds the embedded default: reverb over ws, the spec timeouts, the App.Events namespace', () => {
    expect(connectionOptions(embedded)).toEqual({
      broadcaster: 'reverb',
      key: 'app-key',
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: 3121,
      wssPort: 3121,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      namespace: 'App.Events',
      authEndpoint: '/broadcasting/auth',
    });
    expect(connectionOptions({ ...embedded, scheme: 'https', port: 443 })).toMatchObject({
      forceTLS: true,
      wssPort: 443,
    });
    expect(() => connectionOptions({ ...embedded, broadcaster: 'pusher' })).toThrow(RealtimeConfigError);
  });
});

describe('connection state mapping', () => {
  const online = { online: true, wasConnected: false };
  const back = { online: true, wasConnected: true };

  it('maps pusher-js states to connecting, connected, reconnecting and offline', () => {
    expect(toConnectionState('initialized', online)).toBe('connecting');
    expect(toConnectionState('connecting', online)).toBe('connecting');
    expect(toConnectionState('connected', online)).toBe('connected');
    expect(toConnectionState('unavailable', online)).toBe('reconnecting');
    expect(toConnectionState('disconnected', online)).toBe('offline');
    expect(toConnectionState('failed', online)).toBe('offline');
  });

  it('calls a new attempt after a first success a reconnection', () => {
    expect(toConnectionState('connecting', back)).toBe('reconnecting');
    expect(toConnectionState('unavailable', back)).toBe('reconnecting');
    expect(toConnectionState('connected', back)).toBe('connected');
  });

  it('is offline whenever the browser says so, whatever the socket state', () => {
    for (const state of ['connected', 'connecting', 'unavailable', 'disconnected']) {
      expect(toConnectionState(state, { online: false, wasConnected: true })).toBe('offline');
    }
  });
});
