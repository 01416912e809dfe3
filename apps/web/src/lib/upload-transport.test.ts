import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_PATH } from '@talent/contract/http';
import { answer, FakeXhr } from '../test/fake-xhr.ts';
import type { ApiClient } from './api-client.ts';
import { createUploadTransport, isAbortError } from './upload-transport.ts';

const mismatch = answer(419, { message: 'CSRF token mismatch.' });

function setToken(value: string) {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

/** An API client that only fetches the CSRF cookie: each fetch hands out the next token. */
function tokenClient(...tokens: string[]) {
  const get = vi.fn((url: string) => {
    expect(url).toBe(CSRF_COOKIE_PATH);
    setToken(tokens.shift() ?? 'none-left');
    return Promise.resolve({ status: 204 });
  });
  return { client: { get } as unknown as ApiClient, get };
}

const form = () => new FormData();

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('createUploadTransport', () => {
  it('sends the body with credentials, the CSRF header, the app headers and its own, and parses the answer', async () => {
    setToken('tok=1');
    const { client, get } = tokenClient();
    FakeXhr.answers.push(answer(201, { data: { id: 'f-1' } }));
    const body = new Blob(['abc']);

    const result = await createUploadTransport(client)({
      method: 'PATCH',
      url: '/talent/api/uploads/u-1',
      body,
      headers: { 'Upload-Offset': '0' },
    });

    expect(result).toEqual({ status: 201, body: { data: { id: 'f-1' } } });
    expect(get).not.toHaveBeenCalled();
    const [xhr] = FakeXhr.sent;
    expect(`${xhr!.method} ${xhr!.url}`).toBe('PATCH /talent/api/uploads/u-1');
    expect(xhr!.body).toBe(body);
    expect(xhr!.withCredentials).toBe(true);
    expect(xhr!.headers).toMatchObject({
      Accept: 'application/json',
      'X-XSRF-TOKEN': 'tok=1',
      'X-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      'X-Language': 'en',
      'Upload-Offset': '0',
    });
  });

  it('fetches the CSRF cookie first when there is none', async () => {
    const { client, get } = tokenClient('first');
    FakeXhr.answers.push(answer(200, {}));
    await createUploadTransport(client)({ method: 'POST', url: '/talent/api/files', body: form() });
    expect(get).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[0]!.headers['X-XSRF-TOKEN']).toBe('first');
  });

  it('after a 419 fetches a fresh token and sends the same body again, once, starting the progress over', async () => {
    setToken('stale');
    const { client, get } = tokenClient('fresh');
    FakeXhr.answers.push(mismatch, answer(201, { data: 'ok' }));
    const progress: number[] = [];
    const body = form();

    const result = await createUploadTransport(client)({
      method: 'POST',
      url: '/talent/api/files',
      body,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(result).toEqual({ status: 201, body: { data: 'ok' } });
    expect(get).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((xhr) => xhr.headers['X-XSRF-TOKEN'])).toEqual(['stale', 'fresh']);
    expect(FakeXhr.sent[1]!.body).toBe(body);
    expect(progress).toEqual([0]);
  });

  it('answers a second 419 to the caller, and retries only once per transport', async () => {
    setToken('stale');
    const { client, get } = tokenClient('fresh', 'fresher');
    FakeXhr.answers.push(mismatch, mismatch);
    const send = createUploadTransport(client);

    const result = await send({ method: 'POST', url: '/talent/api/files', body: form() });
    expect(result.status).toBe(419);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(get).toHaveBeenCalledTimes(1);

    // The next body on the same transport (the next chunk of an upload) is not retried again.
    FakeXhr.answers.push(mismatch);
    expect((await send({ method: 'POST', url: '/talent/api/files', body: form() })).status).toBe(419);
    expect(FakeXhr.sent).toHaveLength(3);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the token for the next body, and a new transport retries afresh', async () => {
    setToken('stale');
    const { client } = tokenClient('fresh', 'fresher');
    FakeXhr.answers.push(mismatch, answer(200, {}), answer(200, {}));
    const send = createUploadTransport(client);
    await send({ method: 'PATCH', url: '/u', body: new Blob(['a']) });
    await send({ method: 'PATCH', url: '/u', body: new Blob(['b']) });
    expect(FakeXhr.sent.map((xhr) => xhr.headers['X-XSRF-TOKEN'])).toEqual(['stale', 'fresh', 'fresh']);

    FakeXhr.answers.push(mismatch, answer(200, {}));
    expect(
      (await createUploadTransport(client)({ method: 'PATCH', url: '/u', body: new Blob(['c']) })).status,
    ).toBe(200);
    expect(FakeXhr.sent.slice(3).map((xhr) => xhr.headers['X-XSRF-TOKEN'])).toEqual(['fresh', 'fresher']);
  });

  it('reports progress as a fraction of the body, ignoring events without a length', async () => {
    setToken('t');
    const { client } = tokenClient();
    const progress: number[] = [];
    const pending = createUploadTransport(client)({
      method: 'POST',
      url: '/talent/api/files',
      body: form(),
      onProgress: (fraction) => progress.push(fraction),
    });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.respond(201, null);
    expect((await pending).status).toBe(201);
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers status 0 on a network failure or timeout, and a non-JSON body as null', async () => {
    setToken('t');
    const { client } = tokenClient();
    FakeXhr.answers.push(
      (xhr) => xhr.onerror?.(),
      (xhr) => xhr.ontimeout?.(),
      (xhr) => {
        xhr.status = 502;
        xhr.responseText = '<html>Bad Gateway</html>';
        xhr.onload?.();
      },
    );
    const send = createUploadTransport(client);
    expect(await send({ method: 'PATCH', url: '/u', body: new Blob(['a']) })).toEqual({
      status: 0,
      body: null,
    });
    expect(await send({ method: 'PATCH', url: '/u', body: new Blob(['a']) })).toEqual({
      status: 0,
      body: null,
    });
    expect(await send({ method: 'PATCH', url: '/u', body: new Blob(['a']) })).toEqual({
      status: 502,
      body: null,
    });
  });

  it('rejects with an AbortError when the signal aborts, before or during the send', async () => {
    setToken('t');
    const { client } = tokenClient();
    const send = createUploadTransport(client);

    const before = new AbortController();
    before.abort();
    const early = await send({ method: 'POST', url: '/f', body: form(), signal: before.signal }).catch(
      (error: unknown) => error,
    );
    expect(isAbortError(early)).toBe(true);
    expect(FakeXhr.sent).toHaveLength(0);

    const during = new AbortController();
    const pending = send({ method: 'POST', url: '/f', body: form(), signal: during.signal }).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    during.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});
