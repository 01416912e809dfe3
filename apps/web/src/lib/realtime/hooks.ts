import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnectionState, type ConnectionState } from './connection-state.ts';
import {
  addPublicChannelListener,
  addUserChannelListener,
  onPublicChannelResubscribed,
} from './echo-client.ts';

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

/**
 * Calls `handler` for `App\Events\{event}` on the public channel `channel`, and `onResubscribed` each time that
 * channel is subscribed again after a reconnection (events sent while away are not replayed: refetch then), for as
 * long as the component is mounted. Like the user channel's, the binding survives reconnects and a new client.
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
  useEffect(() => {
    const stopListening = addPublicChannelListener(channel, event, (data) =>
      latest.current.handler(data as T),
    );
    const stopCatchingUp = onPublicChannelResubscribed(channel, () => latest.current.onResubscribed?.());
    return () => {
      stopListening();
      stopCatchingUp();
    };
  }, [channel, event]);
}
