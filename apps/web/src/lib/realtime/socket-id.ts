import { SOCKET_ID_HEADER } from '@talent/contract/http';

/**
 * The socket id of the live connection, kept apart from the Echo client so the API client can read it without
 * importing pusher-js (and without an import cycle: the authorizer uses the API client for the CSRF cookie).
 */
let current: string | null = null;

export function setSocketId(id: string | null): void {
  current = id;
}

/** `X-Socket-Id` for the app's own requests while connected, so the server skips this tab when it broadcasts. */
export function socketIdHeader(): Record<string, string> {
  return current ? { [SOCKET_ID_HEADER]: current } : {};
}
