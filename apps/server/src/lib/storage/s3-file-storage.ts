import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.ts';
import type { ByteRange, FileStorage, PutOptions, StoredObject } from './file-storage.ts';
import { StorageFullError } from './file-storage.ts';
import { StagingArea } from './staging.ts';

const KEY = /^[0-9a-f]{32}$/;
/** Objects live under this prefix, so the bucket may hold other things too. */
const PREFIX = 'files/';
/** lib-storage sends larger objects as a multipart upload of parts this size (S3's minimum is 5 MB). */
const PART_BYTES = 8 * 1024 * 1024;

/** The same "no such file" the local store reports, so callers answer 404 for either store. */
function notFound(key: string, cause: unknown): Error {
  return Object.assign(new Error(`No stored object ${key}`, { cause }), { code: 'ENOENT' });
}

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under `files/<key>`. An upload is staged (and checked) on local disk first,
 * exactly as in LocalFileStorage, and only a verified file is sent to the bucket, where it appears whole or not at
 * all (a PutObject, or a multipart upload that is aborted on failure).
 */
export class S3FileStorage implements FileStorage {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly staging: StagingArea,
  ) {}

  /** The store for `config`, staging under `stagingDir` (swept here: leftovers are from a crash). */
  static async open(config: S3Config, stagingDir: string): Promise<S3FileStorage> {
    const client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Newer SDKs add CRC checksums to every request, which not every S3-compatible server accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const staging = new StagingArea(stagingDir);
    await staging.prepare();
    return new S3FileStorage(client, config.bucket, staging);
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    return `${PREFIX}${key}`;
  }

  async put(source: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const staged = await this.staging.stage(source);
    try {
      await options.verify?.(staged);
      const key = randomUUID().replaceAll('-', '');
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(staged.path),
          ContentLength: staged.size,
          ContentType: 'application/octet-stream',
        },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        if (err instanceof S3ServiceException && /QuotaExceeded|EntityTooLarge/.test(err.name)) {
          throw new StorageFullError(err);
        }
        throw err;
      }
      return { key, size: staged.size, sha256: staged.sha256 };
    } finally {
      await this.staging.discard(staged);
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(res.Body instanceof Readable)) throw new Error('The S3 client returned no stream');
      return res.Body;
    } catch (err) {
      if (isMissing(err)) throw notFound(key, err);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the client's sockets (app shutdown, tests). */
  destroy(): void {
    this.client.destroy();
  }
}
