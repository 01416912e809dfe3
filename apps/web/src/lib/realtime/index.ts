/** The web app's one real-time module (the protocol is in docs/pusher-protocol.md). See README.md. */
export {
  getEcho,
  onReconnected,
  onUserChannelResubscribed,
  startRealtime,
  stopRealtime,
} from './echo-client.ts';
export { useConnectionState, usePublicChannelEvent, useUserChannelEvent } from './hooks.ts';
export { socketIdHeader } from './socket-id.ts';
