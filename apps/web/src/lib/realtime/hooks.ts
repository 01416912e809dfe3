import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnectionState, type ConnectionState } from './connection-state.ts';
import { addUserChannelListener, getEcho } from './echo-client.ts';

/** The live connection as the app shows it; 'connecting' while nobody is signed in or real time is off. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnectionState, getConnectionState, getConnectionState);
}

/**
 * Calls `handler` for `App\Events\{event}` on the signed-in user's private channel, for as long as the component
 * is mounted. The binding lives in the real-time module, so it survives reconnects and a new Echo client.
 */
export function useUserChannelEvent<T = unknown>(event: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => addUserChannelListener(event, (data) => latest.current(data as T)), [event]);
}

/** How many mounted hooks use each public channel: the last one to go leaves it. */
const publicChannelUsers = new Map<string, number>();

/**
 * Calls `handler` for `App\Events\{event}` on the public channel `channel` (no sign-in needed to receive, but the
 * client exists only for a signed-in user), and `onResubscribed` each time the channel is subscribed again after a
 * reconnection (events sent while away are not replayed: refetch then). Follows a new Echo client after sign-in.
 */
export function usePublicChannelEvent<T = unknown>(
  channel: string,
  event: string,
  handler: (data: T) => void,
  onResubscribed?: () => void,
): void {
  const latest = useRef({ handler, onResubscribed });
  useLayoutEffect(() => {
    latest.current = { handler, onResubscribed };
  });
  // The connection state re-renders this hook when the client starts (after sign-in), so `echo` is picked up.
  useConnectionState();
  const echo = getEcho();

  useEffect(() => {
    if (!echo) return;
    const subscription = echo.channel(channel);
    publicChannelUsers.set(channel, (publicChannelUsers.get(channel) ?? 0) + 1);
    const listener = (data: unknown) => latest.current.handler(data as T);
    subscription.listen(event, listener);
    // The first success is the subscription this hook asked for (or one that already happened); later ones follow
    // a dropped connection.
    let subscriptions = (subscription.subscription as { subscribed?: boolean }).subscribed ? 1 : 0;
    const onSubscribed = () => {
      if (subscriptions++ > 0) latest.current.onResubscribed?.();
    };
    subscription.subscription.bind('pusher:subscription_succeeded', onSubscribed);
    return () => {
      subscription.stopListening(event, listener);
      subscription.subscription.unbind('pusher:subscription_succeeded', onSubscribed);
      const users = (publicChannelUsers.get(channel) ?? 1) - 1;
      if (users > 0) publicChannelUsers.set(channel, users);
      else {
        publicChannelUsers.delete(channel);
        echo.leaveChannel(channel);
      }
    };
  }, [echo, channel, event]);
}
