import { Readable } from 'node:stream';
import {
  FILE_LIMITS,
  VIDEO_KINDS,
  VIDEO_MAX_SECONDS,
  type FileKind,
  type StoredFile,
} from '@talent/contract/applications';
import {
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_TTL_HOURS,
  type CreateUpload,
  type Upload,
} from '@talent/contract/uploads';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  DecryptionError,
  decryptObject,
  encryptingStream,
  type FileKeyring,
} from '../../lib/crypto/file-cipher.ts';
import { StorageFullError, type FileStorage } from '../../lib/storage/file-storage.ts';
import {
  checkKindForRole,
  fileJson,
  withoutHiddenCharacters,
  wrongTypeMessage,
  type FilesService,
} from '../files/files.service.ts';
import { interrupted } from '../files/upload.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  advanceUpload,
  countOpenUploads,
  deleteChunkRows,
  deleteUpload,
  findFile,
  findOwnUpload,
  insertChunk,
  insertUpload,
  listChunks,
  lockUpload,
  markComplete,
  takeExpired,
  type ChunkRow,
  type UploadRow,
} from './uploads.repository.ts';

const TTL_MS = UPLOAD_TTL_HOURS * 60 * 60 * 1000;
/** Abandoned uploads hold disk until they expire; this many may be open per user at once. */
export const MAX_OPEN_UPLOADS = 20;
const SWEEP_BATCH = 100;
// Types a browser reports when it does not know; the bytes decide anyway.
const VAGUE_TYPES = new Set(['', 'application/octet-stream']);

/** The chunk does not start where the server's bytes end: the client continues from `offset`. */
export class UploadOffsetConflict extends Error {
  constructor(
    readonly offset: number,
    message = 'The upload continues from another offset.',
  ) {
    super(message);
    this.name = 'UploadOffsetConflict';
  }
}

/** The upload expired (and is being or was swept): start a new one. */
export class UploadGone extends Error {
  constructor(message = 'This upload has expired. Please upload the file again.') {
    super(message);
    this.name = 'UploadGone';
  }
}

/** A chunk's stored bytes are missing or not what was received. */
class LostChunk extends Error {
  constructor(cause?: unknown) {
    super('A chunk of the upload is missing or damaged.', { cause });
    this.name = 'LostChunk';
  }
}

function storageFull(err: unknown): never {
  if (err instanceof StorageFullError) {
    throw new AppError('insufficient_storage', {
      message: 'The server has no room for this file right now. Please try again later.',
    });
  }
  throw err;
}

export class UploadsService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      files: FilesService;
      keyring: FileKeyring;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private get db() {
    return this.deps.db;
  }

  private async json(row: UploadRow): Promise<Upload> {
    const file = row.fileId ? await findFile(this.db, row.fileId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      size: row.size,
      type: row.declaredType,
      offset: row.receivedBytes,
      status: row.completedAt ? 'complete' : 'uploading',
      file: file ? fileJson(file) : null,
      expires_at: row.expiresAt.toISOString(),
    };
  }

  private async own(ownerId: string, id: string): Promise<UploadRow> {
    const row = isUuid(id) ? await findOwnUpload(this.db, ownerId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }

  private expired(row: UploadRow): boolean {
    return !row.completedAt && row.expiresAt.getTime() <= this.now().getTime();
  }

  async create(ownerId: string, input: CreateUpload, role = 'talent'): Promise<Upload> {
    checkKindForRole(input.kind, role);
    const limits = FILE_LIMITS[input.kind];
    const errors: Record<string, string[]> = {};
    if (input.size > limits.maxBytes) {
      errors.size = [
        `The file is larger than ${Math.round(limits.maxBytes / 1048576)} MB (${limits.label}).`,
      ];
    }
    const type = input.type.trim().toLowerCase().split(';')[0]!.trim();
    const allowed: readonly string[] = limits.types;
    if (!VAGUE_TYPES.has(type) && !allowed.includes(type)) {
      errors.type = [wrongTypeMessage(limits.label)];
    }
    const isVideo = VIDEO_KINDS.includes(input.kind);
    const duration =
      isVideo && input.duration_seconds !== undefined ? Math.ceil(input.duration_seconds) : null;
    if (duration !== null && duration > VIDEO_MAX_SECONDS) {
      errors.duration_seconds = [
        `The video is ${duration} seconds long; keep it to ${VIDEO_MAX_SECONDS / 60} minutes.`,
      ];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    // Expired uploads are swept as new ones arrive (and at boot, and hourly): see README.
    await this.sweepExpired();
    if ((await countOpenUploads(this.db, ownerId)) >= MAX_OPEN_UPLOADS) {
      throw new AppError('too_many_attempts', {
        message: 'You have too many unfinished uploads. Finish or cancel one first.',
      });
    }
    const row = await insertUpload(this.db, {
      ownerId,
      kind: input.kind,
      name: withoutHiddenCharacters(input.name),
      size: input.size,
      declaredType: input.type.slice(0, 128),
      durationSeconds: duration,
      expiresAt: new Date(this.now().getTime() + TTL_MS),
    });
    return this.json(row);
  }

  async get(ownerId: string, id: string): Promise<Upload> {
    const row = await this.own(ownerId, id);
    if (this.expired(row)) throw new UploadGone();
    return this.json(row);
  }

  /**
   * Appends the bytes of one PATCH at `offset`. The chunk is stored as its own object first; then, with the upload
   * row locked, it counts only if the offset still matches (two racing PATCHes at one offset: one wins, the other
   * gets a 409 and its object is deleted). A body cut off mid-way keeps nothing.
   */
  async append(
    ownerId: string,
    id: string,
    offset: number,
    body: Readable,
    declaredLength: number | undefined,
  ): Promise<Upload> {
    const row = await this.own(ownerId, id);
    if (this.expired(row)) throw new UploadGone();
    if (row.completedAt)
      throw new UploadOffsetConflict(row.receivedBytes, 'This upload is already complete.');
    if (offset !== row.receivedBytes) throw new UploadOffsetConflict(row.receivedBytes);
    const room = Math.min(UPLOAD_CHUNK_MAX_BYTES, row.size - offset);
    if (declaredLength !== undefined && declaredLength > room) throw new AppError('payload_too_large');

    let received = 0;
    async function* capped() {
      try {
        for await (const chunk of body) {
          received += (chunk as Buffer).length;
          if (received > room) throw new AppError('payload_too_large');
          yield chunk as Buffer;
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw interrupted();
      }
      // A client that went away can end the stream without an error: a short body is not a chunk.
      if (declaredLength !== undefined && received !== declaredLength) throw interrupted();
    }
    let source: Readable = Readable.from(capped());
    if (FILE_LIMITS[row.kind].encrypted) {
      const sealed = encryptingStream(this.deps.keyring);
      source.on('error', (err) => sealed.destroy(err));
      source = source.pipe(sealed);
    }
    let stored;
    try {
      stored = await this.deps.storage.put(source);
    } catch (err) {
      storageFull(err);
    }
    if (received === 0) {
      await this.deps.storage.delete(stored.key);
      return this.json(row);
    }

    let conflict: number | null = null;
    const updated = await this.db.transaction(async (tx) => {
      const locked = await lockUpload(tx, row.id);
      if (!locked || locked.completedAt || locked.receivedBytes !== offset) {
        conflict = locked?.receivedBytes ?? offset;
        return undefined;
      }
      await insertChunk(tx, { uploadId: row.id, offset, size: received, storageKey: stored.key });
      return advanceUpload(tx, row.id, offset + received);
    });
    if (!updated) {
      await this.deps.storage.delete(stored.key);
      if (conflict === null) throw new AppError('not_found');
      throw new UploadOffsetConflict(conflict);
    }
    return this.json(updated);
  }

  private async fileOf(row: UploadRow): Promise<StoredFile> {
    const file = row.fileId ? await findFile(this.db, row.fileId) : undefined;
    if (!file) throw new AppError('not_found', { message: 'The file of this upload was deleted.' });
    return fileJson(file);
  }

  /**
   * The chunks as one stream, in order, decrypted when the kind is stored encrypted. A chunk whose object is gone,
   * fails its auth tag or holds other than its recorded size is a LostChunk: those bytes must never become a file.
   */
  private joined(kind: FileKind, chunks: ChunkRow[]): Readable {
    const { storage, keyring } = this.deps;
    const encrypted = FILE_LIMITS[kind].encrypted;
    async function* bytes() {
      for (const chunk of chunks) {
        let seen = 0;
        try {
          const source = await storage.open(chunk.storageKey);
          if (encrypted) {
            const plain = await decryptObject(source, keyring, UPLOAD_CHUNK_MAX_BYTES);
            seen = plain.length;
            if (seen === chunk.size) yield plain;
          } else {
            for await (const part of source) {
              seen += (part as Buffer).length;
              if (seen > chunk.size) break;
              yield part as Buffer;
            }
          }
        } catch (err) {
          if (err instanceof DecryptionError || (err as { code?: unknown } | null)?.code === 'ENOENT') {
            throw new LostChunk(err);
          }
          throw err;
        }
        if (seen !== chunk.size) throw new LostChunk();
      }
    }
    return Readable.from(bytes());
  }

  /**
   * Turns the received bytes into a file with the checks of the multipart upload. Returns `created: false` when
   * the upload had already been completed (a retry): the same file, never a second one.
   */
  async complete(ownerId: string, id: string): Promise<{ file: StoredFile; created: boolean }> {
    const row = await this.own(ownerId, id);
    if (row.completedAt) return { file: await this.fileOf(row), created: false };
    if (this.expired(row)) throw new UploadGone();
    if (row.receivedBytes < row.size) {
      throw new UploadOffsetConflict(row.receivedBytes, 'Not all the bytes have arrived yet.');
    }
    const chunks = await listChunks(this.db, row.id);
    let next = 0;
    let gap: number | null = null;
    for (const chunk of chunks) {
      if (chunk.offset !== next) {
        gap = next;
        break;
      }
      next += chunk.size;
    }
    if (gap !== null || next !== row.size) {
      // A concurrent complete may have won between reading the upload and its chunks (it deletes the chunk rows).
      const again = await findOwnUpload(this.db, ownerId, row.id);
      if (again?.completedAt) return { file: await this.fileOf(again), created: false };
      throw new Error(
        gap !== null
          ? `Upload ${row.id} has a gap at ${gap}`
          : `Upload ${row.id} holds ${next} of ${row.size} bytes`,
      );
    }

    let checked;
    try {
      checked = await this.deps.files.putChecked(row.kind, this.joined(row.kind, chunks));
    } catch (err) {
      // A concurrent complete may have won (and removed the chunks this one was reading).
      const again = await findOwnUpload(this.db, ownerId, row.id);
      if (again?.completedAt) return { file: await this.fileOf(again), created: false };
      if (err instanceof AppError && err.code === 'validation') await this.discard(row.id);
      // Storage lost or changed a chunk: these bytes can never become the file, so start over.
      if (err instanceof LostChunk) {
        await this.discard(row.id);
        throw new UploadGone('Part of this upload was lost. Please upload the file again.');
      }
      throw err;
    }

    const outcome = await this.db
      .transaction(async (tx) => {
        const locked = await lockUpload(tx, row.id);
        if (!locked) return { lost: true as const, row: undefined };
        if (locked.completedAt) return { lost: true as const, row: locked };
        const file = await this.deps.files.record(tx, ownerId, row.kind, checked, {
          name: row.name,
          duration: row.durationSeconds,
        });
        await markComplete(tx, row.id, file.id, this.now());
        await deleteChunkRows(tx, row.id);
        return { lost: false as const, file };
      })
      .catch(async (err: unknown) => {
        // Rolled back: no row points at the new object, so it goes (the chunks stay for a retry).
        await this.deps.storage.delete(checked.key);
        throw err;
      });
    if (outcome.lost) {
      // Another complete won, or the upload was cancelled meanwhile: our copy goes.
      await this.deps.storage.delete(checked.key);
      if (!outcome.row) throw new AppError('not_found');
      return { file: await this.fileOf(outcome.row), created: false };
    }
    await this.deleteObjects(chunks.map((c) => c.storageKey));
    return { file: fileJson(outcome.file), created: true };
  }

  /** Cancels an upload: the row and its chunks go (a file it already became stays). */
  async cancel(ownerId: string, id: string): Promise<void> {
    const row = await this.own(ownerId, id);
    await this.discard(row.id);
  }

  private async discard(id: string): Promise<void> {
    const keys = await this.db.transaction(async (tx) => {
      await lockUpload(tx, id);
      return deleteUpload(tx, id);
    });
    await this.deleteObjects(keys);
  }

  private async deleteObjects(keys: string[]): Promise<void> {
    for (const key of keys) await this.deps.storage.delete(key);
  }

  /** Deletes expired uploads and their chunk objects, in batches; answers how many uploads went. */
  async sweepExpired(): Promise<number> {
    let total = 0;
    for (;;) {
      const { uploads, keys } = await takeExpired(this.db, this.now(), SWEEP_BATCH);
      await this.deleteObjects(keys);
      total += uploads;
      if (uploads < SWEEP_BATCH) return total;
    }
  }
}
