import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageFullError, type StagedObject } from './file-storage.ts';

export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** A local folder where uploads are written whole (and checked) before a store makes them visible. */
export class StagingArea {
  constructor(readonly dir: string) {}

  /** Creates the folder and removes whatever a crash left there; only at boot, when no upload runs. */
  async prepare(): Promise<number> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const names = await readdir(this.dir);
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true, recursive: true })));
    return names.length;
  }

  /** Streams `source` to a new staging file (fsynced), measuring it; nothing is left when it fails. */
  async stage(source: Readable): Promise<StagedObject> {
    const path = join(this.dir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      const handle = await open(path, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      return { path, size, sha256: hash.digest('hex') };
    } catch (err) {
      await rm(path, { force: true });
      if (isDiskFull(err)) throw new StorageFullError(err);
      throw err;
    }
  }

  async discard(staged: StagedObject): Promise<void> {
    await rm(staged.path, { force: true });
  }
}
