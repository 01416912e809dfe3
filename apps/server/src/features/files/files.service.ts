import { Readable } from 'node:stream';
import {
  FILE_LIMITS,
  FileKindSchema,
  VIDEO_INTRO_MAX_SECONDS,
  type FileKind,
  type StoredFile,
} from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  StorageFullError,
  type ByteRange,
  type FileStorage,
  type StoredObject,
} from '../../lib/storage/file-storage.ts';
import { isUuid } from '../jobs/job-cursor.ts';
import { DOCX_TYPE, detectType, isSaneDocx } from './file-check.ts';
import {
  deleteOwnFile,
  fileInLiveUse,
  findOwnFile,
  insertFile,
  lockOwnFiles,
  listFiles,
  type FileRow,
} from './files.repository.ts';
import { interrupted, type UploadPart } from './upload.ts';

/** The largest file any kind accepts: the parser's own cap. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_LIMITS).map((l) => l.maxBytes));
const MAX_NAME = 255;
const fallbackNames: Record<FileKind, string> = { resume: 'resume', video_intro: 'video-intro' };

export function fileJson(row: FileRow): StoredFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: row.size,
    type: row.type,
    url: `/talent/api/files/${row.id}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** The name to keep: the base name without control characters, ending in the extension the bytes say. */
function safeName(given: string, kind: FileKind, ext: string): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const name = base && base !== '.' && base !== '..' ? base : fallbackNames[kind];
  const withExt = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
  if (withExt.length <= MAX_NAME) return withExt;
  return `${withExt.slice(0, MAX_NAME - ext.length - 1)}.${ext}`;
}

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Optional seconds of a video, as the client measured them. */
function parseDuration(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 86_400) {
    throw AppError.validation({ duration_seconds: ['The duration must be a number of seconds.'] });
  }
  return Math.ceil(value);
}

export class FilesService {
  constructor(private readonly deps: { db: Db; storage: FileStorage }) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Stores an uploaded file: streamed to a staging file, checked by its bytes, made visible, and only then recorded.
   * Anything refused or interrupted leaves neither a file nor a row.
   */
  async upload(ownerId: string, part: UploadPart): Promise<StoredFile> {
    const kind = FileKindSchema.safeParse(part.fields.kind);
    if (!kind.success) {
      throw AppError.validation({
        kind: [
          part.fields.kind === undefined
            ? 'Send the kind field (resume or video_intro) before the file.'
            : 'The kind must be resume or video_intro.',
        ],
      });
    }
    const limits = FILE_LIMITS[kind.data];
    const duration = kind.data === 'video_intro' ? parseDuration(part.fields.duration_seconds) : null;
    if (duration !== null && duration > VIDEO_INTRO_MAX_SECONDS) {
      throw AppError.validation({
        file: [`The video is ${duration} seconds long; keep it to ${VIDEO_INTRO_MAX_SECONDS / 60} minutes.`],
      });
    }

    // Bytes beyond the limit are read (so the client gets our answer) but never written.
    let received = 0;
    let tooLarge = false;
    async function* capped(source: Readable) {
      try {
        for await (const chunk of source) {
          const bytes = chunk as Buffer;
          received += bytes.length;
          if (received > limits.maxBytes) {
            tooLarge = true;
            continue;
          }
          yield bytes;
        }
      } catch {
        // The request stream broke (client gone, malformed body): a 400 for the client, not a server error.
        throw interrupted();
      }
    }

    let detected: { mime: string; ext: string } | null = null;
    let stored: StoredObject;
    try {
      stored = await this.deps.storage.put(Readable.from(capped(part.stream)), {
        verify: async (staged) => {
          if (tooLarge) {
            throw AppError.validation({
              file: [`The file is larger than ${megabytes(limits.maxBytes)} (${limits.label}).`],
            });
          }
          if (staged.size === 0) throw AppError.validation({ file: ['The file is empty.'] });
          detected = await detectType(staged.path);
          const allowed: readonly string[] = limits.types;
          const ok =
            detected !== null &&
            allowed.includes(detected.mime) &&
            (detected.mime !== DOCX_TYPE || (await isSaneDocx(staged.path, staged.size)));
          if (!ok) throw AppError.validation({ file: [`The file must be a ${limits.label}.`] });
        },
      });
    } catch (err) {
      if (err instanceof StorageFullError) {
        throw new AppError('insufficient_storage', {
          message: 'The server has no room for this file right now. Please try again later.',
        });
      }
      throw err;
    }

    const type = detected as { mime: string; ext: string } | null;
    try {
      const row = await insertFile(this.db, {
        ownerId,
        kind: kind.data,
        name: safeName(part.filename ?? '', kind.data, type!.ext),
        size: stored.size,
        type: type!.mime,
        storageKey: stored.key,
        sha256: stored.sha256,
        durationSeconds: duration,
      });
      return fileJson(row);
    } catch (err) {
      // No row, no file: the bytes go again.
      await this.deps.storage.delete(stored.key);
      throw err;
    }
  }

  async list(ownerId: string, kind?: FileKind): Promise<StoredFile[]> {
    return (await listFiles(this.db, ownerId, kind)).map(fileJson);
  }

  async ownFile(ownerId: string, id: string): Promise<FileRow> {
    const row = isUuid(id) ? await findOwnFile(this.db, ownerId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The bytes of a file row (or a range of them); a row whose bytes went missing is a 404, not a 500. */
  async open(row: FileRow, range?: ByteRange): Promise<Readable> {
    try {
      return await this.deps.storage.open(row.storageKey, range);
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ENOENT') throw new AppError('not_found');
      throw err;
    }
  }

  /** Deletes an own file; one that a live application uses stays (409) until that application is withdrawn. */
  async remove(ownerId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new AppError('not_found');
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await lockOwnFiles(tx, ownerId, [id], 'update');
      if (!row) throw new AppError('not_found');
      if (await fileInLiveUse(tx, row.id)) {
        throw new AppError('conflict', {
          message:
            'This file is part of an application you have sent. Withdraw the application to delete it.',
        });
      }
      return deleteOwnFile(tx, ownerId, row.id);
    });
    if (removed) await this.deps.storage.delete(removed.storageKey);
  }
}
