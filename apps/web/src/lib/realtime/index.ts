/** The web app's one real-time module (spec §7, docs/pusher-protocol.md §4). See README.md. */
export { getEcho, onReconnected, startRealtime, stopRealtime } from './echo-client.ts';
export { useConnectionState, useUserChannelEvent } from './hooks.ts';
export { socketIdHeader } from './socket-id.ts';
export { bindRealtimeToIdentity } from './identity-binding.ts';
