import type { ChannelAuthorizationHandler, UserAuthenticationHandler } from 'pusher-js';
import { XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';
import { appHeaders, readCookie } from '../api-client.ts';
import { csrfToken } from '../csrf-token.ts';
import { AUTH_ENDPOINT, USER_AUTH_ENDPOINT } from './config.ts';

/** A refused authorisation, with the status pusher-js reports in `pusher:subscription_error`. */
export class RealtimeAuthError extends Error {
  override name = 'RealtimeAuthError';
  constructor(
    readonly status: number,
    endpoint: string,
  ) {
    super(`${endpoint} answered ${status}`);
  }
}

export interface AuthorizerDeps {
  fetch?: typeof fetch;
  /** The XSRF-TOKEN value, fetched first when the cookie is missing (the API client's way). */
  token?: () => Promise<string>;
}

/**
 * POSTs JSON to the app's own /broadcasting endpoints with the session cookie, the app's headers (time zone,
 * language) and the CSRF header, once: a refusal
 * is reported to pusher-js (subscription error), never retried here: a refused channel stays refused until the user
 * changes.
 */
export function createJsonAuthorizer(deps: AuthorizerDeps = {}) {
  const token = deps.token ?? (async () => readCookie(XSRF_COOKIE) ?? (await csrfToken()));

  const post = async <T>(endpoint: string, body: Record<string, string>): Promise<T> => {
    const value = await token();
    const response = await (deps.fetch ?? fetch)(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...appHeaders(),
        'Content-Type': 'application/json',
        ...(value ? { [XSRF_HEADER]: value } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new RealtimeAuthError(response.status, endpoint);
    return (await response.json()) as T;
  };

  const fail = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

  const channel: ChannelAuthorizationHandler = (params, callback) => {
    post<{ auth: string; channel_data?: string }>(AUTH_ENDPOINT, {
      socket_id: params.socketId,
      channel_name: params.channelName,
    }).then(
      (data) => callback(null, data),
      (error: unknown) => callback(fail(error), null),
    );
  };
  const user: UserAuthenticationHandler = (params, callback) => {
    post<{ auth: string; user_data: string }>(USER_AUTH_ENDPOINT, { socket_id: params.socketId }).then(
      (data) => callback(null, data),
      (error: unknown) => callback(fail(error), null),
    );
  };
  return { channel, user };
}
