import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnectionState, type ConnectionState } from './connection-state.ts';
import { addUserChannelListener } from './echo-client.ts';

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
