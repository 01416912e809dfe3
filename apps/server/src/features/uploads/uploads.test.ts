import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_MAX_BYTES, UPLOAD_TTL_HOURS } from '@talent/contract/uploads';
import { buildApp } from '../../app.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files, uploadChunks, uploads } from '../../db/schema/applications.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { allowConsoleError } from '../../test/setup.ts';
import { multipartBody, tinyElf, tinyJpeg, tinyPdf, tinyWebm } from '../../test/test-files.ts';

// The uploads' clock (expiry); real time unless a test moves it.
let clock: Date | null = null;
const t = useTestApp({ now: () => clock ?? new Date() });

// The database is emptied before each test; so are the stored objects (the temp folder is the store's own).
beforeEach(async () => {
  clock = null;
  const root = join(t.dataDir, 'files');
  for (const name of await readdir(root)) {
    if (name !== '.tmp') await rm(join(root, name), { recursive: true, force: true });
  }
});

async function candidate() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** PATCH one chunk as the browser client does. */
function patch(
  client: TestClient,
  id: string,
  offset: number,
  bytes: Buffer,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/talent/api/uploads/${id}`,
    headers: {
      accept: 'application/json',
      cookie: cookieHeader(client),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      ...headers,
    },
    payload: bytes,
  });
}

async function create(client: TestClient, body: Record<string, unknown>) {
  return client.post('/talent/api/uploads', body);
}

/** A video of `size` bytes: a real WebM header, then padding. */
function video(size: number): Buffer {
  const head = tinyWebm();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
}

async function storedObjects(): Promise<string[]> {
  const root = join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function send(client: TestClient, id: string, bytes: Buffer, chunk: number) {
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const res = await patch(client, id, offset, bytes.subarray(offset, offset + chunk));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offset).toBe(Math.min(bytes.length, offset + chunk));
  }
}

describe('resumable uploads', () => {
  it('creates, takes chunks and completes into a file equal to the original bytes', async () => {
    const { client } = await candidate();
    const bytes = video(300_000);
    const created = await create(client, {
      kind: 'video_resume',
      name: 'my video.webm',
      size: bytes.length,
      type: 'video/webm',
      duration_seconds: 61.2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const upload = created.json().data;
    expect(upload).toMatchObject({ kind: 'video_resume', offset: 0, status: 'uploading', file: null });
    await send(client, upload.id, bytes, 100_000);

    const done = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    const file = done.json().data;
    expect(file).toMatchObject({
      kind: 'video_resume',
      name: 'my video.webm',
      size: bytes.length,
      type: 'video/webm',
    });
    const download = await client.get(file.url);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    const [row] = await t.database.db.select().from(files);
    expect(row!.sha256).toBe(sha256(bytes));
    expect(row!.durationSeconds).toBe(62);

    // The chunks are gone; only the file's object is left.
    expect(await t.database.db.$count(uploadChunks)).toBe(0);
    expect(await storedObjects()).toHaveLength(1);

    const state = await client.get(`/talent/api/uploads/${upload.id}`);
    expect(state.json().data).toMatchObject({
      status: 'complete',
      offset: bytes.length,
      file: { id: file.id },
    });

    // Completing again answers the same file, and there is still one row.
    const again = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(file.id);
    expect(await t.database.db.$count(files)).toBe(1);
  });

  it('answers 409 with the server offset to a chunk at the wrong offset', async () => {
    const { client } = await candidate();
    const bytes = video(50_000);
    const upload = (
      await create(client, { kind: 'video_intro', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await patch(client, upload.id, 0, bytes.subarray(0, 20_000));
    const wrong = await patch(client, upload.id, 10_000, bytes.subarray(10_000, 20_000));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: expect.any(String), offset: 20_000 });
    const early = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().offset).toBe(20_000);
  });

  it('refuses a .pdf that is really a program: 422 on file, the upload discarded, nothing stored', async () => {
    const { client } = await candidate();
    const elf = tinyElf();
    const upload = (
      await create(client, { kind: 'resume', name: 'cv.pdf', size: elf.length, type: 'application/pdf' })
    ).json().data;
    expect((await patch(client, upload.id, 0, elf)).statusCode).toBe(200);
    const done = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(done.statusCode).toBe(422);
    expect(done.json().errors.file[0]).toMatch(/PDF or DOCX/);
    expect(await t.database.db.$count(files)).toBe(0);
    expect(await t.database.db.$count(uploads)).toBe(0);
    expect(await storedObjects()).toEqual([]);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(404);
  });

  it('encrypts identity uploads like the direct route', async () => {
    const { client } = await candidate();
    const jpeg = tinyJpeg();
    const upload = (
      await create(client, { kind: 'identity_selfie', name: 'me.jpg', size: jpeg.length, type: 'image/jpeg' })
    ).json().data;
    await send(client, upload.id, jpeg, 40);
    const done = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    const [row] = await t.database.db.select().from(files);
    expect(row!.encrypted).toBe(true);
    expect(row!.size).toBe(jpeg.length);
    const download = await client.get(done.json().data.url);
    expect(download.rawPayload.equals(jpeg)).toBe(true);
  });

  it("hides another user's upload (404) and checks sizes at create", async () => {
    const { client: owner } = await candidate();
    const upload = (
      await create(owner, { kind: 'resume', name: 'cv.pdf', size: 100, type: 'application/pdf' })
    ).json().data;
    const { client: other } = await candidate();
    expect((await other.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(404);
    expect((await patch(other, upload.id, 0, tinyPdf())).statusCode).toBe(404);
    expect((await other.post(`/talent/api/uploads/${upload.id}/complete`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/talent/api/uploads/${upload.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(200);

    const big = await create(owner, {
      kind: 'photo',
      name: 'p.jpg',
      size: 5 * 1024 * 1024 + 1,
      type: 'image/jpeg',
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.size[0]).toMatch(/5 MB/);
  });
});

describe('resumable uploads: the edges of the protocol', () => {
  it('lets only one of two PATCHes at the same offset count; the loser gets 409 and its bytes are dropped', async () => {
    const { client } = await candidate();
    const bytes = video(80_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    const [a, b] = await Promise.all([
      patch(client, upload.id, 0, bytes.subarray(0, 40_000)),
      patch(client, upload.id, 0, bytes.subarray(0, 40_000)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().offset).toBe(40_000);
    expect(await t.database.db.$count(uploadChunks)).toBe(1);
    expect(await storedObjects()).toHaveLength(1);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).json().data.offset).toBe(40_000);
  });

  it('makes one file of two completes racing each other', async () => {
    const { client } = await candidate();
    const bytes = video(120_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await send(client, upload.id, bytes, 40_000);
    const [a, b] = await Promise.all([
      client.post(`/talent/api/uploads/${upload.id}/complete`),
      client.post(`/talent/api/uploads/${upload.id}/complete`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await t.database.db.$count(files)).toBe(1);
    expect(await storedObjects()).toHaveLength(1);
    expect(sha256((await client.get(a.json().data.url)).rawPayload)).toBe(sha256(bytes));
  });

  it('answers a repeated create with the same Idempotency-Key with the same upload', async () => {
    const { client } = await candidate();
    const body = { kind: 'resume', name: 'cv.pdf', size: 500, type: 'application/pdf' };
    const headers = { 'idempotency-key': 'create-cv-1' };
    const first = await client.post('/talent/api/uploads', body, { headers });
    const second = await client.post('/talent/api/uploads', body, { headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await t.database.db.$count(uploads)).toBe(1);
  });

  it('validates the descriptor at create: kind, size, type, duration', async () => {
    const { client } = await candidate();
    const bad = await create(client, { kind: 'avatar', name: '', size: 0, type: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'name', 'size']);
    const type = await create(client, { kind: 'photo', name: 'p.svg', size: 10, type: 'image/svg+xml' });
    expect(type.json().errors.type[0]).toMatch(/JPEG, PNG or WebP/);
    const long = await create(client, {
      kind: 'video_intro',
      name: 'v.webm',
      size: 10,
      type: 'video/webm',
      duration_seconds: 181,
    });
    expect(long.json().errors.duration_seconds[0]).toMatch(/3 minutes/);
    const big = await create(client, {
      kind: 'video_resume',
      name: 'v.webm',
      size: 200 * 1024 * 1024 + 1,
      type: 'video/webm',
    });
    expect(big.json().errors.size[0]).toMatch(/200 MB/);
    // A browser that does not know the type sends "" or octet-stream: the bytes decide later.
    const vague = await create(client, { kind: 'resume', name: 'cv.docx', size: 10, type: '' });
    expect(vague.statusCode).toBe(201);
  });

  it('checks each PATCH: content type, offset header, the declared size, the CSRF header', async () => {
    const { client } = await candidate();
    const upload = (
      await create(client, { kind: 'resume', name: 'cv.pdf', size: 100, type: 'application/pdf' })
    ).json().data;
    const wrongType = await patch(client, upload.id, 0, Buffer.alloc(10), {
      'content-type': 'application/octet-stream',
    });
    expect(wrongType.statusCode).toBe(415);
    const json = await client.request('PATCH', `/talent/api/uploads/${upload.id}`, { a: 1 });
    expect(json.statusCode).toBe(415);
    const noOffset = await patch(client, upload.id, 0, Buffer.alloc(10), { 'upload-offset': 'abc' });
    expect(noOffset.statusCode).toBe(400);
    const pastEnd = await patch(client, upload.id, 0, Buffer.alloc(101));
    expect(pastEnd.statusCode).toBe(413);
    const noCsrf = await patch(client, upload.id, 0, Buffer.alloc(10), { 'x-xsrf-token': 'nope' });
    expect(noCsrf.statusCode).toBe(419);
    expect(await storedObjects()).toEqual([]);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).json().data.offset).toBe(0);
    const notUuid = await patch(client, 'nope', 0, Buffer.alloc(10));
    expect(notUuid.statusCode).toBe(404);
  });

  it('cancels: the upload and its chunk objects go', async () => {
    const { client } = await candidate();
    const bytes = video(30_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await patch(client, upload.id, 0, bytes.subarray(0, 10_000));
    expect(await storedObjects()).toHaveLength(1);
    expect((await client.request('DELETE', `/talent/api/uploads/${upload.id}`)).statusCode).toBe(204);
    expect(await storedObjects()).toEqual([]);
    expect(await t.database.db.$count(uploadChunks)).toBe(0);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(404);
  });

  it('expires an upload after UPLOAD_TTL_HOURS (410) and sweeps it with its chunks', async () => {
    const { client } = await candidate();
    const bytes = video(30_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await patch(client, upload.id, 0, bytes.subarray(0, 10_000));
    clock = new Date(Date.now() + UPLOAD_TTL_HOURS * 3600_000 + 1000);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(410);
    expect((await patch(client, upload.id, 10_000, bytes.subarray(10_000))).statusCode).toBe(410);
    expect((await client.post(`/talent/api/uploads/${upload.id}/complete`)).statusCode).toBe(410);
    // The next create (anyone's) sweeps it.
    const { client: other } = await candidate();
    await create(other, { kind: 'resume', name: 'cv.pdf', size: 10, type: 'application/pdf' });
    expect(await storedObjects()).toEqual([]);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).statusCode).toBe(404);
  });

  it('sweeps expired uploads when the app boots', async () => {
    const { client } = await candidate();
    const bytes = video(30_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await patch(client, upload.id, 0, bytes.subarray(0, 10_000));
    const later = new Date(Date.now() + (UPLOAD_TTL_HOURS + 1) * 3600_000);
    const rebooted = await buildApp({ db: t.database, config: t.config, logger: false, now: () => later });
    try {
      await rebooted.ready();
      expect(await t.database.db.$count(uploads)).toBe(0);
      expect(await storedObjects()).toEqual([]);
    } finally {
      await rebooted.close();
    }
  });

  it('keeps identity chunks encrypted while the upload is in progress', async () => {
    const { client } = await candidate();
    const jpeg = tinyJpeg();
    const upload = (
      await create(client, {
        kind: 'identity_document',
        name: 'id.jpg',
        size: jpeg.length,
        type: 'image/jpeg',
      })
    ).json().data;
    await patch(client, upload.id, 0, jpeg);
    const [chunk] = await storedObjects();
    const stored = await readFile(chunk!);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(stored.length).toBeGreaterThan(jpeg.length);
  });

  it('never turns a broken upload into a file: a lost chunk discards the upload (410)', async () => {
    const { client } = await candidate();
    const bytes = video(30_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await send(client, upload.id, bytes, 10_000);
    const objects = await storedObjects();
    expect(objects).toHaveLength(3);
    await rm(objects[1]!);
    allowConsoleError();
    const done = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(done.statusCode).toBe(410);
    expect(done.json().message).toMatch(/upload the file again/);
    expect(await t.database.db.$count(files)).toBe(0);
    expect(await storedObjects()).toEqual([]);
    expect(await readdir(join(t.dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('never turns changed chunk bytes into a file: a truncated or tampered chunk discards the upload (410)', async () => {
    const { client } = await candidate();
    const bytes = video(30_000);
    const plain = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await send(client, plain.id, bytes, 10_000);
    const [chunk] = await t.database.db.select().from(uploadChunks).where(eq(uploadChunks.offset, 10_000));
    const path = join(t.dataDir, 'files', chunk!.storageKey.slice(0, 2), chunk!.storageKey);
    await writeFile(path, (await readFile(path)).subarray(0, 9_000));
    const truncated = await client.post(`/talent/api/uploads/${plain.id}/complete`);
    expect(truncated.statusCode).toBe(410);

    const jpeg = Buffer.concat([tinyJpeg(), Buffer.alloc(5_000, 9)]);
    const sealed = (
      await create(client, { kind: 'identity_selfie', name: 'me.jpg', size: jpeg.length, type: 'image/jpeg' })
    ).json().data;
    await patch(client, sealed.id, 0, jpeg);
    const [stored] = await storedObjects();
    const data = await readFile(stored!);
    data[100]! ^= 0x01;
    await writeFile(stored!, data);
    const tampered = await client.post(`/talent/api/uploads/${sealed.id}/complete`);
    expect(tampered.statusCode).toBe(410);
    expect(await t.database.db.$count(files)).toBe(0);
    expect(await t.database.db.$count(uploads)).toBe(0);
    expect(await storedObjects()).toEqual([]);
  });

  it('caps the uploads a user may leave open', async () => {
    const { client } = await candidate();
    for (let i = 0; i < 20; i++) {
      const res = await create(client, {
        kind: 'resume',
        name: `cv${i}.pdf`,
        size: 10,
        type: 'application/pdf',
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await create(client, { kind: 'resume', name: 'cv.pdf', size: 10, type: 'application/pdf' });
    expect(over.statusCode).toBe(429);
  });

  it('needs a verified user', async () => {
    const anonymous = t.client();
    await anonymous.csrfCookie();
    expect((await create(anonymous, { kind: 'resume', name: 'a.pdf', size: 1, type: '' })).statusCode).toBe(
      401,
    );
    const user = await t.createUser({ verified: false });
    const unverified = t.client();
    await unverified.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await create(unverified, { kind: 'resume', name: 'a.pdf', size: 1, type: '' })).statusCode).toBe(
      403,
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes every upload route', async () => {
    const doc = await t.client().get('/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    expect(Object.keys(paths['/talent/api/uploads/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths['/talent/api/uploads'].post).toBeDefined();
    expect(paths['/talent/api/uploads/{id}/complete'].post).toBeDefined();
  });
});

describe('fuzzing resumable uploads', () => {
  it('never answers 5xx to odd descriptors, offsets, content types and bytes', async () => {
    const { client } = await candidate();
    const real = (
      await create(client, { kind: 'resume', name: 'cv.pdf', size: 2000, type: 'application/pdf' })
    ).json().data;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            kind: fc.oneof(fc.constantFrom('resume', 'photo', 'identity_selfie', '__proto__'), fc.string()),
            name: fc.string({ maxLength: 300 }),
            size: fc.oneof(fc.integer(), fc.double(), fc.string()),
            type: fc.string({ maxLength: 200 }),
            duration_seconds: fc.oneof(fc.double(), fc.constant(-1), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await client.post('/talent/api/uploads', body);
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode === 201) {
            await client.request('DELETE', `/talent/api/uploads/${res.json().data.id}`);
          }
        },
      ),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(real.id), fc.string({ maxLength: 70 }).map(encodeURIComponent)),
        fc.oneof(fc.nat({ max: 3000 }).map(String), fc.string({ maxLength: 20 }), fc.constant('-1')),
        fc.constantFrom('application/offset+octet-stream', 'application/octet-stream', 'text/plain', ''),
        fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
        async (id, offset, contentType, bytes) => {
          const res = await patch(client, id, 0, bytes, {
            'upload-offset': offset,
            'content-type': contentType,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const done = await client.post(`/talent/api/uploads/${real.id}/complete`);
    expect(done.statusCode).toBeLessThan(500);
  });
});

describe('a chunk cut off mid-stream', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('counts none of the partial chunk; the client resumes from the last good offset', async () => {
    const { client } = await candidate();
    const bytes = video(200_000);
    const upload = (
      await create(client, { kind: 'video_resume', name: 'v.webm', size: bytes.length, type: 'video/webm' })
    ).json().data;
    await patch(client, upload.id, 0, bytes.subarray(0, 100_000));

    // The next chunk: declare 100 000 bytes, send 30 000, then drop the connection.
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/talent/api/uploads/${upload.id}`, {
        method: 'PATCH',
        headers: {
          cookie: cookieHeader(client),
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '100000',
          'content-length': '100000',
        },
      });
      req.on('error', () => resolve());
      // A real socket cut mid-body is what is tested: the server must be reading the chunk when it drops.
      req.write(bytes.subarray(100_000, 130_000), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });
    // Give the server a moment to notice and clean up: a real socket's close, with no event a test can wait on
    // (the request ends before the handler's clean-up does).
    await new Promise((r) => setTimeout(r, 300));
    const state = await client.get(`/talent/api/uploads/${upload.id}`);
    expect(state.json().data.offset).toBe(100_000);
    expect(await t.database.db.$count(uploadChunks, eq(uploadChunks.uploadId, upload.id))).toBe(1);
    expect(await storedObjects()).toHaveLength(1);

    await patch(client, upload.id, 100_000, bytes.subarray(100_000));
    const done = await client.post(`/talent/api/uploads/${upload.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect(sha256((await client.get(done.json().data.url)).rawPayload)).toBe(sha256(bytes));
  });

  it('leaves no row and no file when a client drops a direct (multipart) upload mid-file', async () => {
    const { client } = await candidate();
    const body = multipartBody([['kind', 'resume']], {
      filename: 'cv.pdf',
      content: Buffer.concat([tinyPdf(), Buffer.alloc(500_000, 1)]),
    });
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/talent/api/files`, {
        method: 'POST',
        headers: {
          cookie: cookieHeader(client),
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
          'content-type': body.contentType,
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      // A real socket cut mid-file is what is tested: the server must be reading the file when it drops.
      req.write(body.payload.subarray(0, 200_000), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });
    // As above: the server's clean-up after a real socket's close has no event to wait on.
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.database.db.$count(files)).toBe(0);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a chunk over the cap with 413', async () => {
    const { client } = await candidate();
    const upload = (
      await create(client, {
        kind: 'video_resume',
        name: 'v.webm',
        size: 100 * 1024 * 1024,
        type: 'video/webm',
      })
    ).json().data;
    const res = await patch(client, upload.id, 0, Buffer.alloc(UPLOAD_CHUNK_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect((await client.get(`/talent/api/uploads/${upload.id}`)).json().data.offset).toBe(0);
  });
});
