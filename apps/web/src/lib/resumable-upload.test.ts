import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import {
  ResumableUploadError,
  cancelResumableUpload,
  rememberedUploadId,
  uploadResumable,
} from './resumable-upload.ts';

/*
 * jsdom's real XMLHttpRequest against a real local HTTP server. The server is a MINIMAL PROTOCOL DOUBLE of
 * /talent/api/uploads (labelled as such): it keeps the contract's rules that the client depends on (offsets, 409
 * with the server offset, a partial chunk not counted, complete answering the same file) so the test can cut
 * connections on purpose. The real server's behaviour is tested in apps/server/src/features/uploads.
 */
interface DoubleUpload {
  id: string;
  kind: string;
  name: string;
  size: number;
  type: string;
  bytes: Buffer;
  file: {
    id: string;
    kind: string;
    name: string;
    size: number;
    type: string;
    url: string;
    created_at: string;
  } | null;
}

let server: Server;
let origin: string;
const uploads = new Map<string, DoubleUpload>();
const idempotency = new Map<string, string>();
const log: string[] = [];
/** How to treat the next PATCH requests: cut them after this many bytes (connection dropped mid-chunk). */
let cutNextPatches = 0;
let cutAfterBytes = 100;
let refuseCompleteWith422 = false;

function json(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

function view(u: DoubleUpload) {
  return {
    id: u.id,
    kind: u.kind,
    name: u.name,
    size: u.size,
    type: u.type,
    offset: u.bytes.length,
    status: u.file ? 'complete' : 'uploading',
    file: u.file,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PATCH,DELETE');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
    res.end();
    return;
  }
  const url = req.url ?? '';
  if (url === '/sanctum/csrf-cookie') {
    res.setHeader('Set-Cookie', 'XSRF-TOKEN=tok%3D1; Path=/; SameSite=Lax');
    res.statusCode = 204;
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.headers['x-xsrf-token'] !== cookieOf(req, 'XSRF-TOKEN')) {
    return json(res, 419, { message: 'CSRF token mismatch.' });
  }
  const match = /^\/talent\/api\/uploads(?:\/([^/]+))?(\/complete)?$/.exec(url);
  if (!match) return json(res, 404, { message: 'Not Found' });
  const [, id, complete] = match;
  log.push(`${req.method} ${id ? (complete ? 'complete' : 'upload') : 'uploads'}`);

  if (!id && req.method === 'POST') {
    const body = JSON.parse((await readBody(req)).toString()) as Record<string, unknown>;
    const key = req.headers['idempotency-key'] as string | undefined;
    if (key && idempotency.has(key))
      return json(res, 201, { data: view(uploads.get(idempotency.get(key)!)!) });
    if (typeof body.size !== 'number' || body.size > 1_000_000) {
      return json(res, 422, { message: 'Too large', errors: { size: ['The file is larger than 1 MB.'] } });
    }
    const upload: DoubleUpload = {
      id: randomUUID(),
      kind: String(body.kind),
      name: String(body.name),
      size: body.size,
      type: String(body.type),
      bytes: Buffer.alloc(0),
      file: null,
    };
    uploads.set(upload.id, upload);
    if (key) idempotency.set(key, upload.id);
    return json(res, 201, { data: view(upload) });
  }
  const upload = id ? uploads.get(id) : undefined;
  if (!upload) return json(res, 404, { message: 'Not Found' });

  if (req.method === 'GET' && !complete) return json(res, 200, { data: view(upload) });
  if (req.method === 'PATCH' && !complete) {
    if (req.headers['content-type'] !== 'application/offset+octet-stream') {
      return json(res, 415, { message: 'Unsupported Media Type' });
    }
    const offset = Number(req.headers['upload-offset']);
    if (offset !== upload.bytes.length) {
      return json(res, 409, { message: 'Wrong offset', offset: upload.bytes.length });
    }
    if (cutNextPatches > 0) {
      cutNextPatches -= 1;
      // Read a little, then drop the connection: the partial chunk is never counted.
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen >= cutAfterBytes) req.socket.destroy();
      });
      req.on('end', () => req.socket.destroy());
      return;
    }
    const bytes = await readBody(req);
    if (offset + bytes.length > upload.size) return json(res, 413, { message: 'Content Too Large' });
    upload.bytes = Buffer.concat([upload.bytes, bytes]);
    return json(res, 200, { data: view(upload) });
  }
  if (req.method === 'POST' && complete) {
    if (upload.file) return json(res, 200, { data: upload.file });
    if (upload.bytes.length < upload.size) {
      return json(res, 409, { message: 'Not all bytes', offset: upload.bytes.length });
    }
    if (refuseCompleteWith422) {
      uploads.delete(upload.id);
      return json(res, 422, { message: 'Bad file', errors: { file: ['The file must be a WebM or MP4.'] } });
    }
    const fileId = randomUUID();
    upload.file = {
      id: fileId,
      kind: upload.kind,
      name: upload.name,
      size: upload.size,
      type: upload.type,
      url: `/talent/api/files/${fileId}`,
      created_at: new Date().toISOString(),
    };
    return json(res, 201, { data: upload.file });
  }
  if (req.method === 'DELETE') {
    uploads.delete(upload.id);
    res.statusCode = 204;
    res.end();
    return;
  }
  return json(res, 405, { message: 'Method Not Allowed' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  uploads.clear();
  idempotency.clear();
  log.length = 0;
  cutNextPatches = 0;
  cutAfterBytes = 100;
  refuseCompleteWith422 = false;
  sessionStorage.clear();
});

function fileOf(size: number, name = 'intro.webm'): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 256;
  return new File([bytes], name, { type: 'video/webm', lastModified: 1_700_000_000_000 });
}

async function bytesOf(file: Blob): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}

const fast = { chunkBytes: 1000, retryDelayMs: 5, retries: 3 };

describe('uploadResumable (jsdom XHR against a protocol double)', () => {
  it('creates the upload once, sends chunks in order with progress, completes and forgets the id', async () => {
    const file = fileOf(2500);
    const progress: number[] = [];
    const client = createApiClient({ baseURL: origin });
    const stored = await uploadResumable(file, {
      kind: 'video_resume',
      durationSeconds: 42,
      onProgress: (f) => progress.push(f),
      client,
      ...fast,
    });
    expect(stored.kind).toBe('video_resume');
    const [upload] = [...uploads.values()];
    expect(upload!.bytes.equals(await bytesOf(file))).toBe(true);
    expect(log).toEqual(['POST uploads', 'PATCH upload', 'PATCH upload', 'PATCH upload', 'POST complete']);
    expect(idempotency.size).toBe(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(rememberedUploadId(file, 'video_resume')).toBeNull();
  });

  it('tells the caller the upload id before sending, for a new upload and for a resumed one', async () => {
    const file = fileOf(2500);
    const client = createApiClient({ baseURL: origin });
    const ids: Array<{ id: string; logged: number }> = [];
    const onUploadId = (id: string) => ids.push({ id, logged: log.length });
    cutNextPatches = 100;
    cutAfterBytes = 0;
    await expect(
      uploadResumable(file, { kind: 'interview_answer', client, onUploadId, ...fast }),
    ).rejects.toBeInstanceOf(ResumableUploadError);
    const [upload] = [...uploads.values()];
    // Known right after the create, before the first chunk left.
    expect(ids).toEqual([{ id: upload!.id, logged: 1 }]);

    // The retry resumes the same upload and names it again.
    cutNextPatches = 0;
    log.length = 0;
    await uploadResumable(file, { kind: 'interview_answer', client, onUploadId, ...fast });
    expect(uploads.size).toBe(1);
    expect(ids.map((entry) => entry.id)).toEqual([upload!.id, upload!.id]);
    expect(ids[1]!.logged).toBe(1);
  });

  it('retries a chunk cut off mid-stream from the offset the server holds', async () => {
    const file = fileOf(3000);
    cutNextPatches = 1;
    const client = createApiClient({ baseURL: origin });
    const stored = await uploadResumable(file, { kind: 'video_resume', client, ...fast });
    expect(stored.size).toBe(3000);
    const [upload] = [...uploads.values()];
    expect(upload!.bytes.equals(await bytesOf(file))).toBe(true);
    // The cut chunk, then a GET for the offset, then the same chunk again.
    expect(log.slice(0, 4)).toEqual(['POST uploads', 'PATCH upload', 'GET upload', 'PATCH upload']);
  });

  it('gives up after a few attempts with a resumable error, and a second call resumes the same upload', async () => {
    const file = fileOf(2500);
    const client = createApiClient({ baseURL: origin });
    let error: unknown;
    const first = uploadResumable(file, {
      kind: 'video_resume',
      client,
      ...fast,
      onProgress: (f) => {
        // Once the first chunk is in, the connection keeps dropping.
        if (f >= 0.4) cutNextPatches = 100;
      },
    });
    try {
      await first;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResumableUploadError);
    const failure = error as ResumableUploadError;
    expect(failure.resumable).toBe(true);
    expect(failure.status).toBe(0);
    expect(failure.message).toMatch(/Resume/);
    const [upload] = [...uploads.values()];
    expect(failure.uploadId).toBe(upload!.id);
    expect(rememberedUploadId(file, 'video_resume')).toBe(upload!.id);
    expect(upload!.bytes.length).toBe(1000);

    // The network is back: "Resume" (the same call) continues at 1000 without creating another upload.
    cutNextPatches = 0;
    log.length = 0;
    const stored = await uploadResumable(file, { kind: 'video_resume', client, ...fast });
    expect(stored.size).toBe(2500);
    expect(uploads.size).toBe(1);
    expect(upload!.bytes.equals(await bytesOf(file))).toBe(true);
    expect(log).toEqual(['GET upload', 'PATCH upload', 'PATCH upload', 'POST complete']);

    // With an explicit id too (e.g. from the error), an upload already complete answers its file.
    const again = await uploadResumable(file, {
      kind: 'video_resume',
      client,
      ...fast,
      resumeId: upload!.id,
    });
    expect(again.id).toBe(stored.id);
  });

  it('reports a refused file without offering to resume', async () => {
    const client = createApiClient({ baseURL: origin });
    const tooBig = await uploadResumable(fileOf(2_000_000), { kind: 'video_resume', client, ...fast }).catch(
      (e: unknown) => e,
    );
    expect(tooBig).toBeInstanceOf(ResumableUploadError);
    expect((tooBig as ResumableUploadError).resumable).toBe(false);
    expect((tooBig as ResumableUploadError).options.field).toBe('size');
    expect((tooBig as ResumableUploadError).message).toBe('The file is larger than 1 MB.');

    refuseCompleteWith422 = true;
    const file = fileOf(1500);
    const refused = await uploadResumable(file, { kind: 'video_resume', client, ...fast }).catch(
      (e: unknown) => e,
    );
    expect((refused as ResumableUploadError).status).toBe(422);
    expect((refused as ResumableUploadError).message).toBe('The file must be a WebM or MP4.');
    expect((refused as ResumableUploadError).resumable).toBe(false);
    expect(rememberedUploadId(file, 'video_resume')).toBeNull();
  });

  it('pauses on abort, keeping the upload resumable', async () => {
    const client = createApiClient({ baseURL: origin });
    const controller = new AbortController();
    const file = fileOf(5000);
    const paused = await uploadResumable(file, {
      kind: 'video_resume',
      client,
      ...fast,
      signal: controller.signal,
      onProgress: (f) => {
        if (f >= 0.2) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect(paused).toBeInstanceOf(ResumableUploadError);
    expect((paused as ResumableUploadError).aborted).toBe(true);
    expect((paused as ResumableUploadError).resumable).toBe(true);
    const stored = await uploadResumable(file, { kind: 'video_resume', client, ...fast });
    expect(stored.size).toBe(5000);
    expect(uploads.size).toBe(1);
  });

  it('cancels a paused upload on the server and forgets it', async () => {
    const client = createApiClient({ baseURL: origin });
    const controller = new AbortController();
    const file = fileOf(3000);
    const paused = (await uploadResumable(file, {
      kind: 'video_resume',
      client,
      ...fast,
      signal: controller.signal,
      onProgress: (f) => {
        if (f >= 0.3) controller.abort();
      },
    }).catch((e: unknown) => e)) as ResumableUploadError;
    expect(rememberedUploadId(file, 'video_resume')).toBe(paused.uploadId);
    await cancelResumableUpload(paused.uploadId!, file, 'video_resume', client);
    expect(uploads.size).toBe(0);
    expect(log.at(-1)).toBe('DELETE upload');
    expect(rememberedUploadId(file, 'video_resume')).toBeNull();
    // Cancelling again (already gone) is not an error.
    await cancelResumableUpload(paused.uploadId!, undefined, undefined, client);
  });

  it('starts afresh when the remembered upload expired', async () => {
    const client = createApiClient({ baseURL: origin });
    const file = fileOf(1200);
    sessionStorage.setItem(`talent.upload.video_resume:intro.webm:1200:1700000000000`, randomUUID());
    const stored = await uploadResumable(file, { kind: 'video_resume', client, ...fast });
    expect(stored.size).toBe(1200);
    expect(log[0]).toBe('GET upload');
    expect(log[1]).toBe('POST uploads');
  });
});
