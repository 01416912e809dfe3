import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_HEADER, TIME_ZONE_HEADER } from '@talent/contract/http';
import { browserTimeZone } from '../api-client.ts';
import { createJsonAuthorizer, RealtimeAuthError } from './authorizer.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
}

function call<T>(register: (callback: (error: Error | null, data: T | null) => void) => void) {
  return new Promise<{ error: Error | null; data: T | null }>((resolve) =>
    register((error, data) => resolve({ error, data })),
  );
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('JSON authorizer', () => {
  it('posts {socket_id, channel_name} as JSON with credentials and the X-XSRF-TOKEN from the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    const { fetch, sent } = fakeFetch(200, { auth: 'key:sig' });
    const authorizer = createJsonAuthorizer({ fetch });
    const result = await call((cb) =>
      authorizer.channel({ socketId: '1.2', channelName: 'private-App.Models.User.u1' }, cb),
    );
    expect(result).toEqual({ error: null, data: { auth: 'key:sig' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/broadcasting/auth');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.credentials).toBe('include');
    expect(sent[0]!.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-XSRF-TOKEN': 'tok=1',
      [TIME_ZONE_HEADER]: browserTimeZone(),
      [LANGUAGE_HEADER]: 'en',
    });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      socket_id: '1.2',
      channel_name: 'private-App.Models.User.u1',
    });
  });

  it('fetches the CSRF cookie first when there is none', async () => {
    const { fetch, sent } = fakeFetch(200, { auth: 'a', user_data: '{}' });
    const token = vi.fn(async () => 'fresh');
    const authorizer = createJsonAuthorizer({ fetch, token });
    await call((cb) => authorizer.user({ socketId: '3.4' }, cb));
    expect(token).toHaveBeenCalledOnce();
    expect(sent[0]!.url).toBe('/broadcasting/user-auth');
    expect(sent[0]!.init.headers).toMatchObject({
      'X-XSRF-TOKEN': 'fresh',
      [TIME_ZONE_HEADER]: browserTimeZone(),
      [LANGUAGE_HEADER]: 'en',
    });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ socket_id: '3.4' });
  });

  it('reports a refusal to pusher-js with its status and does not retry', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { fetch, sent } = fakeFetch(403, { message: 'This action is unauthorized.' });
    const authorizer = createJsonAuthorizer({ fetch });
    const result = await call((cb) =>
      authorizer.channel({ socketId: '1.2', channelName: 'private-App.Models.User.other' }, cb),
    );
    expect(result.data).toBeNull();
    expect(result.error).toBeInstanceOf(RealtimeAuthError);
    expect((result.error as RealtimeAuthError).status).toBe(403);
    expect(sent).toHaveLength(1);
  });
});
