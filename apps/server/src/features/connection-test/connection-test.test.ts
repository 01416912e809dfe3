import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_TEST_MAX_BYTES,
  CONNECTION_TEST_MAX_REQUESTS,
  CONNECTION_TEST_WINDOW_SECONDS,
} from '@talent/contract/connection-test';
import { files, uploads } from '../../db/schema/applications.schema.ts';
import { rateLimits } from '../../db/schema/system.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';

let clock = new Date('2027-03-01T12:00:00.000Z');
const t = useTestApp({ now: () => clock });

beforeEach(() => {
  clock = new Date('2027-03-01T12:00:00.000Z');
});

/** A visitor without an account, holding the CSRF cookie as the SPA does before its first POST. */
async function visitor(): Promise<TestClient> {
  const client = t.client();
  await client.csrfCookie();
  return client;
}

function upload(
  client: TestClient,
  payload: Buffer | Readable,
  { headers = {}, address = '203.0.113.7' }: { headers?: Record<string, string>; address?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/shared/api/connection-test/upload',
    remoteAddress: address,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/octet-stream',
      ...headers,
    },
    payload,
  });
}

function download(bytes: string, address = '203.0.113.7') {
  return t.app.inject({
    method: 'GET',
    url: `/shared/api/connection-test/download?bytes=${bytes}`,
    remoteAddress: address,
    headers: { accept: 'application/json' },
  });
}

describe('POST /shared/api/connection-test/upload', () => {
  it('counts the bytes of a visitor without an account and keeps none of them', async () => {
    const client = await visitor();
    const res = await upload(client, Buffer.alloc(1024 * 1024, 7));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received_bytes: 1024 * 1024 } });
    expect(res.headers['cache-control']).toBe('no-store');
    const db = t.database.db;
    expect((await db.select({ n: count() }).from(files))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(uploads))[0]!.n).toBe(0);
  });

  it('refuses more than the cap: declared (before reading) or streamed without a length', async () => {
    const client = await visitor();
    const declared = await upload(client, Buffer.alloc(CONNECTION_TEST_MAX_BYTES + 1));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: `Send at most ${CONNECTION_TEST_MAX_BYTES} bytes.` });

    // A stream has no Content-Length: the count stops it at the cap.
    const chunk = Buffer.alloc(256 * 1024);
    const chunks = Math.ceil(CONNECTION_TEST_MAX_BYTES / chunk.length) + 2;
    const streamed = await upload(client, Readable.from(Array.from({ length: chunks }, () => chunk)));
    expect(streamed.statusCode).toBe(413);

    const exact = await upload(client, Buffer.alloc(CONNECTION_TEST_MAX_BYTES));
    expect(exact.json()).toEqual({ data: { received_bytes: CONNECTION_TEST_MAX_BYTES } });
  });

  it('takes only raw bytes, and only with the CSRF token', async () => {
    const client = await visitor();
    const json = await client.post('/shared/api/connection-test/upload', { bytes: 'x' });
    expect(json.statusCode).toBe(415);
    const forged = await upload(client, Buffer.alloc(10), { headers: { 'x-xsrf-token': 'forged' } });
    expect(forged.statusCode).toBe(419);
  });
});

describe('GET /shared/api/connection-test/download', () => {
  it('sends the bytes asked for, random and never cached', async () => {
    const res = await download('65536');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBe(65536);
    // Not a run of one byte that a proxy could shrink.
    expect(new Set(res.rawPayload.subarray(0, 1024)).size).toBeGreaterThan(100);
  });

  it('answers 422 on a size it will not send', async () => {
    for (const bytes of ['0', '-5', 'abc', '1.5', String(CONNECTION_TEST_MAX_BYTES + 1), '1e400']) {
      const res = await download(bytes);
      expect(res.statusCode, bytes).toBe(422);
      expect(Object.keys(res.json().errors), bytes).toEqual(['bytes']);
    }
  });
});

describe('the budget per address', () => {
  it('answers 429 with Retry-After past the budget, for that address only, until the window reopens', async () => {
    const client = await visitor();
    for (let i = 0; i < CONNECTION_TEST_MAX_REQUESTS - 1; i++) {
      expect((await download('1')).statusCode).toBe(200);
    }
    // Uploads and downloads share it.
    expect((await upload(client, Buffer.alloc(1))).statusCode).toBe(200);
    const refused = await upload(client, Buffer.alloc(1024));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download('1')).statusCode).toBe(429);
    expect((await download('1', '198.51.100.2')).statusCode).toBe(200);

    clock = new Date(clock.getTime() + CONNECTION_TEST_WINDOW_SECONDS * 1000);
    expect((await download('1')).statusCode).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(rateLimits))[0]!.n).toBe(2);
  });
});
