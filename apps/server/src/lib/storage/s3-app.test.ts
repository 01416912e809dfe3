import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { tinyJpeg, tinyPdf, tinyWebm, upload } from '../../test/test-files.ts';
import { useTestApp } from '../../test/harness.ts';
import { allowConsoleError } from '../../test/setup.ts';
import { startTestS3 } from '../../test/s3-test-server.ts';

// The whole app on the S3 store: s3rver runs in this process, and the app is configured through S3_* alone.
// The env object is filled before useTestApp's own beforeAll reads it (hooks run in the order registered).
const env: Record<string, string> = {};
let s3: Awaited<ReturnType<typeof startTestS3>>;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(env, s3.env);
  bucket = new S3Client({
    endpoint: s3.config.endpoint,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
  });
});
const t = useTestApp({ env });
afterAll(async () => {
  bucket?.destroy();
  await s3?.stop();
});

async function candidate() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function objectBytes(key: string): Promise<Buffer> {
  const res = await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: `files/${key}` }));
  return Buffer.from(await res.Body!.transformToByteArray());
}

async function objectCount(): Promise<number> {
  const res = await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
  return res.KeyCount ?? 0;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the app on the S3 store', () => {
  it('keeps uploads in the bucket and nothing under DATA_DIR/files', async () => {
    expect(t.config.s3?.bucket).toBe('talent-test');
    const { client } = await candidate();
    const before = await objectCount();
    const res = await upload(t.app, client, [['kind', 'video_intro']], {
      filename: 'v.webm',
      content: tinyWebm(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await objectCount()).toBe(before + 1);
    const files = await readdir(t.dataDir);
    expect(files).not.toContain('files');
    expect(await readdir(join(t.dataDir, 'files-staging'))).toEqual([]);

    // Ranges come from a ranged GetObject.
    const bytes = tinyWebm();
    const part = await client.get(res.json().data.url, { headers: { range: 'bytes=4-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(4, 10))).toBe(true);
    expect((await client.request('DELETE', res.json().data.url)).statusCode).toBe(204);
    expect(await objectCount()).toBe(before);
  });

  it('encrypts identity files in the bucket and refuses a tampered object', async () => {
    const { client } = await candidate();
    const pdf = tinyPdf();
    const res = await upload(t.app, client, [['kind', 'identity_document']], {
      filename: 'id.pdf',
      content: pdf,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.json().data.id));
    const stored = await objectBytes(row!.storageKey);
    expect(stored.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect((await client.get(res.json().data.url)).rawPayload.equals(pdf)).toBe(true);

    stored[stored.length - 20]! ^= 0xff;
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: `files/${row!.storageKey}`, Body: stored }),
    );
    allowConsoleError();
    const tampered = await client.get(res.json().data.url);
    expect(tampered.statusCode).toBe(500);
    expect(tampered.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('runs a resumable upload through the bucket', async () => {
    const { client } = await candidate();
    const jpeg = Buffer.concat([tinyJpeg(), Buffer.alloc(50_000, 3)]);
    const created = await client.post('/talent/api/uploads', {
      kind: 'identity_selfie',
      name: 'me.jpg',
      size: jpeg.length,
      type: 'image/jpeg',
    });
    const id = created.json().data.id;
    for (let offset = 0; offset < jpeg.length; offset += 20_000) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/talent/api/uploads/${id}`,
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        payload: jpeg.subarray(offset, offset + 20_000),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await objectCount();
    const done = await client.post(`/talent/api/uploads/${id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    // Three chunk objects became one file object.
    expect(await objectCount()).toBe(before - 3 + 1);
    const back = await client.get(done.json().data.url);
    expect(sha256(back.rawPayload)).toBe(sha256(jpeg));
  });
});

describe('S3_* configuration', () => {
  it('is all or nothing, with a clear message', () => {
    const dir = t.dataDir;
    expect(loadConfig({ DATA_DIR: dir }, dir).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b' }, dir)).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }, dir)).toThrow(
      /missing S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...s3.env, S3_ENDPOINT: 'ftp://x' }, dir)).toThrow(
      /S3_ENDPOINT/,
    );
    const custom = loadConfig({ DATA_DIR: dir, ...s3.env, S3_ENDPOINT: 'http://minio:9000/' }, dir).s3;
    expect(custom).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      bucket: 'talent-test',
    });
    const aws = loadConfig(
      { DATA_DIR: dir, ...s3.env, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com' },
      dir,
    ).s3;
    expect(aws?.forcePathStyle).toBe(false);
  });
});
