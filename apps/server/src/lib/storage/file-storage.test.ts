import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, StagedObject } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';
import { startTestS3 } from '../../test/s3-test-server.ts';

/** A store under test, how many objects it holds, and its staging folder (which must end up empty). */
interface Harness {
  storage: FileStorage;
  objects(): Promise<number>;
  stagingDir: string;
  close(): Promise<void>;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Bytes in several pieces, as a request body arrives. */
function pieces(bytes: Buffer, size = 64 * 1024): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

async function localHarness(): Promise<Harness> {
  const root = await mkdtemp(join(tmpdir(), 'talent-local-store-'));
  const storage = await LocalFileStorage.open(root);
  return {
    storage,
    stagingDir: join(root, '.tmp'),
    async objects() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile() && !e.parentPath.endsWith('.tmp')).length;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startTestS3();
  const stagingDir = await mkdtemp(join(tmpdir(), 'talent-s3-staging-'));
  const storage = await S3FileStorage.open(s3.config, stagingDir);
  const client = new S3Client({
    endpoint: s3.config.endpoint,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
  });
  return {
    storage,
    stagingDir,
    async objects() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
      return res.KeyCount ?? 0;
    },
    async close() {
      storage.destroy();
      client.destroy();
      await s3.stop();
      await rm(stagingDir, { recursive: true, force: true });
    },
  };
}

/** One suite, run against every FileStorage: what callers rely on holds for each store alike. */
describe.each([
  ['LocalFileStorage', localHarness],
  ['S3FileStorage (s3rver in-process)', s3Harness],
])('%s', (_name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores a streamed object and gives back the same bytes, size and sha256', async () => {
    const bytes = randomBytes(300_000);
    const before = await h.objects();
    const stored = await h.storage.put(pieces(bytes));
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(await h.objects()).toBe(before + 1);
    expect((await read(await h.storage.open(stored.key))).equals(bytes)).toBe(true);
    expect(await h.storage.stat(stored.key)).toEqual({ size: bytes.length });
    expect(await readdir(h.stagingDir)).toEqual([]);
  });

  it('serves a byte range (both ends inclusive)', async () => {
    const bytes = randomBytes(10_000);
    const { key } = await h.storage.put(pieces(bytes));
    const part = await read(await h.storage.open(key, { start: 100, end: 199 }));
    expect(part.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await read(await h.storage.open(key, { start: 9_990, end: 9_999 }));
    expect(tail.equals(bytes.subarray(9_990))).toBe(true);
  });

  it('runs verify on the whole staged bytes first, and keeps nothing when it throws', async () => {
    const bytes = randomBytes(5_000);
    const before = await h.objects();
    let seen: StagedObject | undefined;
    await expect(
      h.storage.put(pieces(bytes, 1_000), {
        verify: async (staged) => {
          seen = { ...staged };
          throw new Error('refused');
        },
      }),
    ).rejects.toThrow('refused');
    expect(seen?.size).toBe(bytes.length);
    expect(seen?.sha256).toBe(sha256(bytes));
    expect(await h.objects()).toBe(before);
    expect(await readdir(h.stagingDir)).toEqual([]);
  });

  it('keeps nothing when the source breaks mid-stream', async () => {
    const before = await h.objects();
    async function* broken() {
      yield randomBytes(10_000);
      throw new Error('client went away');
    }
    await expect(h.storage.put(Readable.from(broken()))).rejects.toThrow('client went away');
    expect(await h.objects()).toBe(before);
    expect(await readdir(h.stagingDir)).toEqual([]);
  });

  it('reports a missing object as ENOENT / null, and deleting it twice is fine', async () => {
    const { key } = await h.storage.put(pieces(Buffer.from('bye')));
    await h.storage.delete(key);
    await h.storage.delete(key);
    expect(await h.storage.stat(key)).toBeNull();
    await expect(h.storage.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys it did not generate', async () => {
    await expect(h.storage.open('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(h.storage.delete('a/b')).rejects.toThrow('Invalid storage key');
  });

  it('stores an object larger than one multipart part whole', async () => {
    const bytes = randomBytes(17 * 1024 * 1024 + 123);
    const stored = await h.storage.put(pieces(bytes, 1024 * 1024));
    expect(stored.size).toBe(bytes.length);
    const back = await read(await h.storage.open(stored.key));
    expect(sha256(back)).toBe(sha256(bytes));
    await h.storage.delete(stored.key);
  });
});
