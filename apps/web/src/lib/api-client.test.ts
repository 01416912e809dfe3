import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdapter, type RecordedRequest, type StubResponse } from '../test/stub-adapter.ts';
import { CSRF_COOKIE_PATH } from '@talent/contract/http';
import {
  ApiError,
  createApiClient,
  fetchAdapter,
  requestUrl,
  sharedApi,
  talentApi,
  type ApiHandlers,
} from './api-client.ts';

function client(respond: (request: RecordedRequest) => StubResponse, handlers: Partial<ApiHandlers> = {}) {
  const stub = stubAdapter(respond);
  const api = createApiClient({ adapter: stub.adapter, handlers, timeZone: () => 'Africa/Lagos' });
  return { api, requests: stub.requests };
}

const ok = (): StubResponse => ({ status: 200, data: {} });
const csrfOk = (request: RecordedRequest): StubResponse | null =>
  request.url === CSRF_COOKIE_PATH ? { status: 204 } : null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the time zone, the language and Accept on every request, same-origin with credentials', async () => {
    const { api, requests } = client((request) => csrfOk(request) ?? ok());
    await api.get('/api/user');
    await api.post('/login', { email: 'a@b.c' });
    for (const request of requests) {
      expect(request.headers['X-Timezone']).toBe('Africa/Lagos');
      expect(request.headers['X-Language']).toBe('en');
      expect(request.headers['Accept']).toBe('application/json');
    }
    expect(api.defaults.baseURL).toBe('');
  });

  it('uses the browser time zone by default', async () => {
    const stub = stubAdapter(ok);
    await createApiClient({ adapter: stub.adapter }).get('/up');
    expect(stub.requests[0]?.headers['X-Timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('fetches the CSRF cookie once, before the first mutating request, and not for reads', async () => {
    const { api, requests } = client((request) => csrfOk(request) ?? ok());
    await api.get('/api/user');
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);

    await Promise.all([api.post('/login', {}), api.put('/user/password', {}), api.delete('/talent/api/x')]);
    await api.patch('/talent/api/y', {});
    const urls = requests.map((r) => `${r.method} ${r.url}`);
    expect(urls.filter((u) => u === `GET ${CSRF_COOKIE_PATH}`)).toHaveLength(1);
    expect(urls.indexOf(`GET ${CSRF_COOKIE_PATH}`)).toBe(1);
  });

  it('after a 419 warns, fetches a fresh CSRF cookie and retries the request once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let logins = 0;
    const { api, requests } = client((request) => {
      if (request.url === CSRF_COOKIE_PATH) return { status: 204 };
      logins += 1;
      return logins === 1
        ? { status: 419, data: { message: 'CSRF token mismatch.' } }
        : { status: 200, data: {} };
    });
    const response = await api.post('/login', { email: 'a@b.c' });
    expect(response.status).toBe(200);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${CSRF_COOKIE_PATH}`,
      'POST /login',
      `GET ${CSRF_COOKIE_PATH}`,
      'POST /login',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CSRF token mismatch/));
  });

  it('gives up after the second 419', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, requests } = client((request) => csrfOk(request) ?? { status: 419, data: {} });
    await expect(api.post('/logout')).rejects.toMatchObject({ response: { status: 419 } });
    expect(requests.filter((r) => r.url === '/logout')).toHaveLength(2);
  });

  it('clears the identity on a 401 (and says whether to redirect)', async () => {
    const onUnauthorized = vi.fn();
    const { api } = client(() => ({ status: 401, data: { message: 'Unauthenticated.' } }), {
      onUnauthorized,
    });
    await expect(api.get('/talent/api/jobs')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenLastCalledWith({ redirect: true });
    await expect(api.get('/api/user', { skipAuthRedirect: true })).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenLastCalledWith({ redirect: false });
  });

  it('reports a 503 from any call, including the CSRF cookie itself', async () => {
    const onServiceUnavailable = vi.fn();
    const { api } = client(() => ({ status: 503, data: { message: 'Service Unavailable' } }), {
      onServiceUnavailable,
    });
    await expect(api.get('/shared/api/status')).rejects.toBeTruthy();
    await expect(api.post('/login', {})).rejects.toBeTruthy();
    expect(onServiceUnavailable).toHaveBeenCalledTimes(2);
  });

  it('sends a PUT with FormData as a POST with _method=PUT', async () => {
    const { api, requests } = client((request) => csrfOk(request) ?? ok());
    const form = new FormData();
    form.set('name', 'cv.pdf');
    await api.put('/talent/api/profile', form);
    const sent = requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.data).toBeInstanceOf(FormData);
    expect((sent?.data as FormData).get('_method')).toBe('PUT');
    expect((sent?.data as FormData).get('name')).toBe('cv.pdf');
  });

  it('keeps a JSON PUT a PUT', async () => {
    const { api, requests } = client((request) => csrfOk(request) ?? ok());
    await api.put('/user/password', { password: 'x' });
    expect(requests.at(-1)?.method).toBe('PUT');
  });

  it('writes the query string as the server reads it: lists as key[], nothing for null or undefined', () => {
    const url = (params: Record<string, unknown>) =>
      requestUrl({ baseURL: '', url: '/talent/api/jobs', params });
    expect(
      url({ q: 'node js', skills: ['go', 'sql'], page: 2, remote: true, none: null, unset: undefined }),
    ).toBe('/talent/api/jobs?q=node+js&skills%5B%5D=go&skills%5B%5D=sql&page=2&remote=true');
    expect(url({ at: new Date('2026-01-02T03:04:05Z'), tz: 'Europe/Berlin', list: 'a,b' })).toBe(
      '/talent/api/jobs?at=2026-01-02T03:04:05.000Z&tz=Europe%2FBerlin&list=a,b',
    );
    expect(requestUrl({ baseURL: 'http://api.test/', url: '/x?y=1', params: { z: 2 } })).toBe(
      'http://api.test/x?y=1&z=2',
    );
  });

  it('sends JSON bodies as JSON and reads JSON, text and empty answers', async () => {
    const { api, requests } = client(
      (request) =>
        csrfOk(request) ??
        (request.url === '/text' ? { status: 200, data: 'plain' } : { status: 200, data: { ok: 1 } }),
    );
    const json = await api.post('/talent/api/x', { a: 1 });
    expect(json.data).toEqual({ ok: 1 });
    expect(requests.at(-1)?.data).toBe('{"a":1}');
    expect(requests.at(-1)?.headers['Content-Type']).toBe('application/json');
    expect((await api.get('/text')).data).toBe('plain');
  });

  it('turns a dropped connection and a cancelled request into ApiErrors the app tells apart', async () => {
    const offline = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.get('/api/user')).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      response: undefined,
    });
    const controller = new AbortController();
    controller.abort();
    const cancelled = createApiClient({
      fetch: (_url, init) =>
        Promise.reject(init?.signal?.reason ?? new DOMException('Aborted', 'AbortError')),
    });
    const error: unknown = await cancelled
      .get('/api/user', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('reads a blob with download progress', async () => {
    const body = new Response('{"a":1}', {
      headers: { 'content-length': '7', 'content-type': 'application/json' },
    });
    const progress: unknown[] = [];
    const adapter = fetchAdapter(() => Promise.resolve(body));
    const api = createApiClient({ adapter });
    const response = await api.get<Blob>('/talent/api/account/export', {
      responseType: 'blob',
      onDownloadProgress: (event) => progress.push(event),
    });
    expect(response.data).toBeInstanceOf(Blob);
    expect(await response.data.text()).toBe('{"a":1}');
    expect(progress.at(-1)).toEqual({ loaded: 7, total: 7 });
  });

  it('builds the talent and shared paths', () => {
    expect(talentApi('/jobs')).toBe('/talent/api/jobs');
    expect(talentApi('jobs')).toBe('/talent/api/jobs');
    expect(sharedApi('/status')).toBe('/shared/api/status');
  });
});
