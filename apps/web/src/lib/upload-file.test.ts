import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_PATH } from '@talent/contract/http';
import { stubAppApi } from '../test/app-api.ts';
import { answer, FakeXhr } from '../test/fake-xhr.ts';
import { UploadError, uploadFile } from './upload-file.ts';

const storedPhoto = {
  id: '5b3c0f0e-1111-4222-8333-944455556666',
  kind: 'photo',
  name: 'me.png',
  size: 4,
  type: 'image/png',
  url: '/talent/api/files/5b3c0f0e-1111-4222-8333-944455556666',
  created_at: '2026-11-20T10:00:00.000Z',
};
const api = stubAppApi();
const photo = () => new File(['\x89PNG'], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.reset();
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as UploadError,
  );

describe('uploadFile', () => {
  it('posts the fields before the file and answers the stored file', async () => {
    FakeXhr.answers.push(answer(201, { data: storedPhoto }));
    const stored = await uploadFile({ file: photo(), kind: 'photo', fields: { note: 'x' } });
    expect(stored.id).toBe(storedPhoto.id);
    const [xhr] = FakeXhr.sent;
    expect(`${xhr!.method} ${xhr!.url}`).toBe('POST /talent/api/files');
    expect([...(xhr!.body as FormData).keys()]).toEqual(['kind', 'note', 'file']);
    expect(xhr!.headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('after a 419 fetches a fresh CSRF cookie and sends again once, starting the progress over', async () => {
    api.respondWith(() => undefined);
    const mismatch = answer(419, { message: 'CSRF token mismatch.' });
    FakeXhr.answers.push(mismatch, answer(201, { data: storedPhoto }));
    const progress: number[] = [];
    const stored = await uploadFile({ file: photo(), kind: 'photo', onProgress: (f) => progress.push(f) });
    expect(stored.id).toBe(storedPhoto.id);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${CSRF_COOKIE_PATH}`]);
    expect(progress).toEqual([0]);

    // A session that stays expired after the one retry is said so.
    FakeXhr.answers.push(mismatch, mismatch);
    expect(await failure(uploadFile({ file: photo(), kind: 'photo' }))).toMatchObject({
      status: 419,
      message: 'Your session expired. Please try again.',
    });
    expect(FakeXhr.sent).toHaveLength(4);
  });

  it('shows the server’s 422 on the file', async () => {
    FakeXhr.answers.push(answer(422, { message: 'Invalid', errors: { file: ['Not an image we accept.'] } }));
    const refused = await failure(uploadFile({ file: photo(), kind: 'photo' }));
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ status: 422, message: 'Not an image we accept.' });
  });

  it('says the connection stopped on a network failure, and cancelled on an abort', async () => {
    FakeXhr.answers.push((xhr) => xhr.onerror?.());
    expect(await failure(uploadFile({ file: photo(), kind: 'photo' }))).toMatchObject({
      status: 0,
      aborted: false,
      message: 'The upload stopped: check your connection and try again.',
    });

    const controller = new AbortController();
    controller.abort();
    expect(
      await failure(uploadFile({ file: photo(), kind: 'photo', signal: controller.signal })),
    ).toMatchObject({
      status: 0,
      aborted: true,
      message: 'Upload cancelled.',
    });
  });
});
