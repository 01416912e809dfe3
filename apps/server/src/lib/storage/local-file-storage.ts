import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  StorageFullError,
  type ByteRange,
  type FileStorage,
  type PutOptions,
  type StoredObject,
} from './file-storage.ts';
import { StagingArea, isDiskFull } from './staging.ts';

const KEY = /^[0-9a-f]{32}$/;
const TEMP_DIR = '.tmp';

/** fsync a directory so a rename into it survives a power cut (not every platform allows it: best effort). */
async function syncDirectory(path: string): Promise<void> {
  try {
    const dir = await open(path, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Platforms without directory fsync still have the file itself synced.
  }
}

/**
 * Files under `root` (DATA_DIR/files): `<2 hex>/<32 hex>`, with uploads in progress under `.tmp` on the same file
 * system, so the final rename is atomic and a crash leaves only a temporary file that the next boot sweeps.
 */
export class LocalFileStorage implements FileStorage {
  private readonly staging: StagingArea;

  private constructor(private readonly root: string) {
    this.staging = new StagingArea(join(root, TEMP_DIR));
  }

  /** The store under `root`, with leftovers of uploads that a crash interrupted swept away. */
  static async open(root: string): Promise<LocalFileStorage> {
    const storage = new LocalFileStorage(root);
    await storage.sweepTemporary();
    return storage;
  }

  /** Removes every temporary file; only call this when no upload of this store is running (at boot). */
  async sweepTemporary(): Promise<number> {
    return this.staging.prepare();
  }

  private pathOf(key: string): string {
    // Keys come from our own rows, but a path is only ever built from the generated shape.
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    return join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const staged = await this.staging.stage(source);
    try {
      await options.verify?.(staged);
      const key = randomUUID().replaceAll('-', '');
      const dir = join(this.root, key.slice(0, 2));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await rename(staged.path, this.pathOf(key));
      await syncDirectory(dir);
      return { key, size: staged.size, sha256: staged.sha256 };
    } catch (err) {
      await this.staging.discard(staged);
      if (isDiskFull(err)) throw new StorageFullError(err);
      throw err;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    // Surface a missing file here rather than as an error in the middle of a response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return { size: info.size };
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
