export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * pusher-js's connection state (initialized, connecting, connected, unavailable, disconnected, failed) as the app
 * shows it. A browser that says it is offline is offline whatever the socket thinks (pusher-js only notices after
 * its pong timeout); a connection attempt after a first success is a reconnection.
 */
export function toConnectionState(
  pusherState: string,
  context: { online: boolean; wasConnected: boolean },
): ConnectionState {
  if (!context.online) return 'offline';
  switch (pusherState) {
    case 'connected':
      return 'connected';
    case 'initialized':
    case 'connecting':
      return context.wasConnected ? 'reconnecting' : 'connecting';
    case 'unavailable':
      return 'reconnecting';
    default:
      // disconnected, failed
      return 'offline';
  }
}

type Listener = () => void;
let state: ConnectionState = 'connecting';
const listeners = new Set<Listener>();

export function getConnectionState(): ConnectionState {
  return state;
}

export function setConnectionState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeConnectionState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
