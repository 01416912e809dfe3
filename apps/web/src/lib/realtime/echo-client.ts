import type { default as Echo, EchoOptions } from 'laravel-echo';
import type { default as Pusher } from 'pusher-js';
import type * as EchoLibraries from './echo-libraries.ts';
import { logger } from '../logger.ts';
import { getRuntimeConfig } from '../runtime-config.ts';
import { createJsonAuthorizer } from './authorizer.ts';
import {
  connectionOptions,
  RECONNECT_DELAY_MS,
  USER_AUTH_ENDPOINT,
  type Realtime,
  type SupportedBroadcaster,
} from './config.ts';
import { setConnectionState, toConnectionState } from './connection-state.ts';
import { setSocketId } from './socket-id.ts';

type Handler = (data: unknown) => void;

/** Longest wait between our own reconnection attempts after the server refused or closed for good. */
const MAX_RECONNECT_DELAY_MS = 30_000;

interface Session {
  userId: string;
  echo: Echo<SupportedBroadcaster>;
  pusher: Pusher;
  /** The dispatcher bound on the user channel per event name (one per event, whatever the number of hooks). */
  bound: Map<string, Handler>;
  /** Public channels subscribed in this session: the dispatcher per event, and how often the channel subscribed. */
  publicChannels: Map<string, { bound: Map<string, Handler>; subscriptions: number }>;
  stop: () => void;
}

let session: Session | null = null;
/** A client being created: its libraries are still downloading. */
let starting: { userId: string; done: Promise<void> } | null = null;
/** Bumped by every stop, so a download that finishes after a logout (or another user) creates nothing. */
let generation = 0;
/** Listeners outlive sessions: a logout and a login (or a new Echo) binds them again. */
const handlers = new Map<string, Set<Handler>>();
const reconnectedCallbacks = new Set<() => void>();
const resubscribedCallbacks = new Set<() => void>();
/** Public channels' listeners (channel → event → handlers), kept across sessions like the user channel's. */
const publicHandlers = new Map<string, Map<string, Set<Handler>>>();
const publicResubscribedCallbacks = new Map<string, Set<() => void>>();

export function userChannel(userId: string): string {
  return `App.Models.User.${userId}`;
}

/** The app's one Echo client, or null before a user is signed in, when real time is off, and in unit tests. */
export function getEcho(): Echo<SupportedBroadcaster> | null {
  return session?.echo ?? null;
}

/** The user the client is for, or is being created for. */
export function currentRealtimeUser(): string | null {
  return session?.userId ?? starting?.userId ?? null;
}

function dispatcher(event: string): Handler {
  return (data) => {
    for (const handler of [...(handlers.get(event) ?? [])]) {
      try {
        handler(data);
      } catch (error) {
        logger.error(`A handler of the real-time event ${event} failed`, error);
      }
    }
  };
}

function bindEvent(current: Session, event: string): void {
  if (current.bound.has(event)) return;
  const dispatch = dispatcher(event);
  current.bound.set(event, dispatch);
  current.echo.private(userChannel(current.userId)).listen(event, dispatch);
}

function unbindEvent(current: Session, event: string): void {
  const dispatch = current.bound.get(event);
  if (!dispatch) return;
  current.bound.delete(event);
  current.echo.private(userChannel(current.userId)).stopListening(event, dispatch);
}

/** Listens for `App\Events\{event}` on the signed-in user's private channel; returns the way to stop. */
export function addUserChannelListener(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  if (session) bindEvent(session, event);
  return () => {
    const current = handlers.get(event);
    if (!current) return;
    current.delete(handler);
    if (current.size === 0) {
      handlers.delete(event);
      if (session) unbindEvent(session, event);
    }
  };
}

function bindPublicEvent(current: Session, channel: string, event: string): void {
  let state = current.publicChannels.get(channel);
  if (!state) {
    const created = { bound: new Map<string, Handler>(), subscriptions: 0 };
    state = created;
    current.publicChannels.set(channel, created);
    current.echo.channel(channel).subscribed(() => {
      if (created.subscriptions++ === 0) return;
      for (const callback of [...(publicResubscribedCallbacks.get(channel) ?? [])]) callback();
    });
  }
  if (state.bound.has(event)) return;
  const dispatch: Handler = (data) => {
    for (const handler of [...(publicHandlers.get(channel)?.get(event) ?? [])]) {
      try {
        handler(data);
      } catch (error) {
        logger.error(`A handler of the real-time event ${event} on ${channel} failed`, error);
      }
    }
  };
  state.bound.set(event, dispatch);
  current.echo.channel(channel).listen(event, dispatch);
}

function unbindPublicEvent(current: Session, channel: string, event: string): void {
  const state = current.publicChannels.get(channel);
  const dispatch = state?.bound.get(event);
  if (!state || !dispatch) return;
  state.bound.delete(event);
  current.echo.channel(channel).stopListening(event, dispatch);
  if (state.bound.size === 0) {
    current.publicChannels.delete(channel);
    current.echo.leaveChannel(channel);
  }
}

/**
 * Listens for `App\Events\{event}` on the public channel `channel` (subscribed while someone listens; the client
 * exists only for a signed-in user); returns the way to stop.
 */
export function addPublicChannelListener(channel: string, event: string, handler: Handler): () => void {
  let events = publicHandlers.get(channel);
  if (!events) {
    events = new Map();
    publicHandlers.set(channel, events);
  }
  let set = events.get(event);
  if (!set) {
    set = new Set();
    events.set(event, set);
  }
  set.add(handler);
  if (session) bindPublicEvent(session, channel, event);
  return () => {
    const current = publicHandlers.get(channel)?.get(event);
    if (!current) return;
    current.delete(handler);
    if (current.size > 0) return;
    publicHandlers.get(channel)?.delete(event);
    if (publicHandlers.get(channel)?.size === 0) publicHandlers.delete(channel);
    if (session) unbindPublicEvent(session, channel, event);
  };
}

/**
 * Runs each time the public channel `channel` is subscribed again after its first time in a session (a
 * reconnection): refetch what it announces, since events sent while away are not replayed.
 */
export function onPublicChannelResubscribed(channel: string, callback: () => void): () => void {
  let set = publicResubscribedCallbacks.get(channel);
  if (!set) {
    set = new Set();
    publicResubscribedCallbacks.set(channel, set);
  }
  set.add(callback);
  return () => {
    set.delete(callback);
    if (set.size === 0) publicResubscribedCallbacks.delete(channel);
  };
}

/**
 * Runs when the connection comes back: the moment to send what waited for the network. The channels are being
 * subscribed again at that moment (each with its own auth request), so a fetch of what was broadcast meanwhile
 * can still miss an event published before its channel is live; a channel's own subscription callback is exact.
 */
export function onReconnected(callback: () => void): () => void {
  reconnectedCallbacks.add(callback);
  return () => reconnectedCallbacks.delete(callback);
}

/**
 * Runs each time the user's private channel is subscribed again after the first time (a reconnection): its events
 * arrive from this moment on, so a refetch started here misses nothing that was broadcast while away. The first
 * subscription of a session does not count: the screens load their data then anyway.
 */
export function onUserChannelResubscribed(callback: () => void): () => void {
  resubscribedCallbacks.add(callback);
  return () => resubscribedCallbacks.delete(callback);
}

/**
 * Creates the Echo client for this user (once; a different user replaces it), after downloading its libraries.
 * Configuration errors are logged. The promise settles once the client exists, or once it is clear none will.
 */
export function startRealtime(
  userId: string,
  realtime: Realtime = getRuntimeConfig().realtime,
): Promise<void> {
  if (session?.userId === userId) return Promise.resolve();
  if (starting?.userId === userId) return starting.done;
  stopRealtime();
  if (!realtime.key) {
    logger.warn('Real-time is off: the runtime configuration has no key.');
    return Promise.resolve();
  }
  let options: ReturnType<typeof connectionOptions>;
  try {
    options = connectionOptions(realtime);
  } catch (error) {
    logger.error('Real-time is off: invalid real-time configuration.', error);
    return Promise.resolve();
  }
  const attempt = generation;
  const done = import('./echo-libraries.ts').then(
    (libraries) => {
      if (attempt !== generation) return;
      starting = null;
      connect(userId, options, libraries);
    },
    (error: unknown) => {
      if (attempt !== generation) return;
      starting = null;
      logger.error('Real-time is off: its client could not be loaded.', error);
    },
  );
  starting = { userId, done };
  return done;
}

function connect(
  userId: string,
  options: ReturnType<typeof connectionOptions>,
  { Echo: EchoClient, Pusher: PusherClient }: typeof EchoLibraries,
): void {
  const authorizer = createJsonAuthorizer();
  // One options object for both broadcasters; Echo's types want the broadcaster narrowed to one of them.
  const echoOptions = {
    ...options,
    Pusher: PusherClient,
    // Our API client sends X-Socket-Id itself; Echo's interceptors look for a global axios.
    withoutInterceptors: true,
    channelAuthorization: { customHandler: authorizer.channel },
    userAuthentication: { endpoint: USER_AUTH_ENDPOINT, headers: {}, customHandler: authorizer.user },
  } as EchoOptions<SupportedBroadcaster>;
  const echo = new EchoClient<SupportedBroadcaster>(echoOptions);
  const pusher = echo.connector.pusher as Pusher;

  let wasConnected = false;
  let failures = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

  const publish = () => {
    const state = pusher.connection.state;
    setSocketId(state === 'connected' ? (pusher.connection.socket_id ?? null) : null);
    setConnectionState(toConnectionState(state, { online: online(), wasConnected }));
  };

  const scheduleReconnect = () => {
    clearTimeout(reconnectTimer);
    const delay = Math.min(RECONNECT_DELAY_MS * 2 ** failures, MAX_RECONNECT_DELAY_MS);
    failures += 1;
    reconnectTimer = setTimeout(() => pusher.connect(), delay);
  };

  const onStateChange = ({ current }: { previous: string; current: string }) => {
    if (current === 'connected') {
      clearTimeout(reconnectTimer);
      failures = 0;
      const again = wasConnected;
      wasConnected = true;
      publish();
      if (again) for (const callback of [...reconnectedCallbacks]) callback();
      return;
    }
    // pusher-js retries a dropped socket by itself after 1 s; a refusal (4000-4099 close) leaves it disconnected.
    if (current === 'disconnected') scheduleReconnect();
    publish();
  };
  const onOnline = () => {
    if (pusher.connection.state === 'disconnected') {
      clearTimeout(reconnectTimer);
      pusher.connect();
    }
    publish();
  };

  pusher.connection.bind('state_change', onStateChange);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', publish);

  const current: Session = {
    userId,
    echo,
    pusher,
    bound: new Map(),
    publicChannels: new Map(),
    stop: () => {
      clearTimeout(reconnectTimer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', publish);
      pusher.connection.unbind('state_change', onStateChange);
      // Forget the channels locally: an unsubscribe frame on a socket the server is already closing (the account
      // or session just ended) makes the browser log an error, and closing the socket unsubscribes anyway.
      for (const channel of pusher.allChannels()) pusher.channels.remove(channel.name);
      // Closing a socket mid-handshake makes the browser log an error too; let the attempt end first.
      if (pusher.connection.state === 'connecting') {
        const settle = () => {
          pusher.connection.unbind('state_change', settle);
          pusher.disconnect();
        };
        pusher.connection.bind('state_change', settle);
      } else {
        pusher.disconnect();
      }
    },
  };
  session = current;
  let subscribedBefore = false;
  echo
    .private(userChannel(userId))
    .subscribed(() => {
      if (subscribedBefore) for (const callback of [...resubscribedCallbacks]) callback();
      subscribedBefore = true;
    })
    .error((error: unknown) => logger.warn('Could not subscribe to the user channel', error));
  for (const event of handlers.keys()) bindEvent(current, event);
  for (const [channel, events] of publicHandlers) {
    for (const event of events.keys()) bindPublicEvent(current, channel, event);
  }
  publish();
}

/** Tears the client down (logout, another user): no socket, no socket id, listeners kept for the next session. */
export function stopRealtime(): void {
  generation += 1;
  starting = null;
  const current = session;
  session = null;
  setSocketId(null);
  setConnectionState('connecting');
  current?.stop();
}
