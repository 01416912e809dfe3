import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import {
  FILE_KIND_LABELS,
  FILE_LIMITS,
  UPLOADABLE_FILE_KINDS,
  UploadableFileKindSchema,
  VIDEO_MAX_SECONDS,
  type FileKind,
  type StoredFile,
} from '@talent/contract/applications';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  decryptHead,
  decryptObject,
  encryptingStream,
  type FileKeyring,
} from '../../lib/crypto/file-cipher.ts';
import {
  StorageFullError,
  type ByteRange,
  type FileStorage,
  type StoredObject,
} from '../../lib/storage/file-storage.ts';
import { isUuid } from '../../lib/ids.ts';
import { DOCX_TYPE, detectType, detectTypeOfHead, detectWebVtt, isSaneDocx } from './file-check.ts';
import {
  deleteOwnFile,
  fileInIdentityCheck,
  fileInLesson,
  fileInLiveService,
  fileInLiveUse,
  fileInSignature,
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
const VIDEO_KINDS: ReadonlySet<FileKind> = new Set(['video_intro', 'video_resume']);
// Only what people upload: a signed document is made by the server (elite compliance).
const KIND_LIST = `${UPLOADABLE_FILE_KINDS.slice(0, -1).join(', ')} or ${UPLOADABLE_FILE_KINDS.at(-1)}`;
// A name for a file whose given name was unusable: "video-resume".
const fallbackName = (kind: FileKind) => FILE_KIND_LABELS[kind].replace(/ /g, '-');

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

/**
 * Control, format and bidirectional characters (C0, DEL, C1, zero-width, the LRE…RLO and LRI…PDI marks, BOM):
 * invisible in a name, and a right-to-left override makes `cod.exe` read as `exe.doc`.
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff"]/g;

export function withoutHiddenCharacters(name: string): string {
  return name.replace(HIDDEN_CHARACTERS, '');
}

/** The name to keep: the base name without hidden characters, ending in the extension the bytes say. */
function safeName(given: string, kind: FileKind, ext: string): string {
  const base = withoutHiddenCharacters(given.split(/[\\/]/).pop() ?? '').trim();
  const name = base && base !== '.' && base !== '..' ? base : fallbackName(kind);
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

/** What `putChecked` kept: the object, and what its plain bytes are. */
export interface CheckedObject {
  key: string;
  /** Of the plain bytes (an encrypted object is a little larger). */
  size: number;
  sha256: string;
  mime: string;
  ext: string;
  encrypted: boolean;
}

/** How many plain bytes of an encrypted upload are decrypted to tell its type (images and PDFs say it early). */
const SNIFF_BYTES = 64 * 1024;

function storageFull(err: unknown): never {
  if (err instanceof StorageFullError) {
    throw new AppError('insufficient_storage', {
      message: 'The server has no room for this file right now. Please try again later.',
    });
  }
  throw err;
}

/** The video limit, shared by the multipart form and resumable uploads. */
/** A refused type, with what the kind accepts (its label reads as a list: "An image, PDF or DOCX, up to 10 MB"). */
export function wrongTypeMessage(label: string): string {
  return `This type of file is not accepted here (${label}).`;
}

/**
 * What a recruiter or operator may upload: files for chat, offers, their own photo, a feedback screenshot and the
 * files of a marketplace order (a recruiter buys too), never a talent's documents or a service's gallery.
 */
const STAFF_KINDS: ReadonlySet<FileKind> = new Set([
  'chat_attachment',
  'offer_attachment',
  'photo',
  'feedback_screenshot',
  'order_file',
]);

/**
 * What only operators upload: course lessons' videos and captions, and masterclass talks' recordings and slides
 * (served to every candidate).
 */
const OPERATOR_KINDS: ReadonlySet<FileKind> = new Set([
  'lesson_video',
  'lesson_captions',
  'talk_recording',
  'talk_slides',
]);

/**
 * 403 when a role sends a kind of file it does not keep: only talents keep resumes and identity documents, only
 * operators publish lesson and talk media.
 */
export function checkKindForRole(kind: FileKind, role: string): void {
  if (OPERATOR_KINDS.has(kind)) {
    if (role !== 'operator')
      throw new AppError('forbidden', { message: 'Only operators upload this kind of file.' });
    return;
  }
  if (role !== 'talent' && !STAFF_KINDS.has(kind)) {
    throw new AppError('forbidden', { message: 'Only talents upload this kind of file.' });
  }
}

export function checkDuration(kind: FileKind, duration: number | null): void {
  if (duration !== null && VIDEO_KINDS.has(kind) && duration > VIDEO_MAX_SECONDS) {
    throw AppError.validation({
      file: [`The video is ${duration} seconds long; keep it to ${VIDEO_MAX_SECONDS / 60} minutes.`],
    });
  }
}

export class FilesService {
  constructor(private readonly deps: { db: Db; storage: FileStorage; keyring: FileKeyring }) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Stores an uploaded file: streamed to a staging file, checked by its bytes, made visible, and only then recorded.
   * Anything refused or interrupted leaves neither a file nor a row.
   */
  async upload(ownerId: string, part: UploadPart, role = 'talent'): Promise<StoredFile> {
    const kind = UploadableFileKindSchema.safeParse(part.fields.kind);
    if (!kind.success) {
      throw AppError.validation({
        kind: [
          part.fields.kind === undefined
            ? `Send the kind field (${KIND_LIST}) before the file.`
            : `The kind must be ${KIND_LIST}.`,
        ],
      });
    }
    checkKindForRole(kind.data, role);
    const limits = FILE_LIMITS[kind.data];
    const duration = VIDEO_KINDS.has(kind.data) ? parseDuration(part.fields.duration_seconds) : null;
    checkDuration(kind.data, duration);

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

    const checked = await this.putChecked(kind.data, Readable.from(capped(part.stream)), () => tooLarge);
    return fileJson(
      await this.record(this.db, ownerId, kind.data, checked, { name: part.filename ?? '', duration }),
    );
  }

  /**
   * Streams `source` into the store with the checks of `kind`: the size limit, the type by the bytes (a DOCX must
   * be a real one), and encryption for the kinds that need it (the checks then read the decrypted head). Throws a
   * 422 `file` (keeping nothing) when the bytes fail. `tooLarge` reports a cap the caller enforced upstream.
   */
  async putChecked(
    kind: FileKind,
    source: Readable,
    tooLarge: () => boolean = () => false,
  ): Promise<CheckedObject> {
    const limits = FILE_LIMITS[kind];
    const { keyring } = this.deps;
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    source.on('error', (err) => measure.destroy(err));
    let body: Readable = source.pipe(measure);
    if (limits.encrypted) {
      const sealed = encryptingStream(keyring);
      measure.on('error', (err) => sealed.destroy(err));
      body = measure.pipe(sealed);
    }

    let detected: { mime: string; ext: string } | null = null;
    let stored: StoredObject;
    try {
      stored = await this.deps.storage.put(body, {
        verify: async (staged) => {
          if (tooLarge() || size > limits.maxBytes) {
            throw AppError.validation({
              file: [`The file is larger than ${megabytes(limits.maxBytes)} (${limits.label}).`],
            });
          }
          if (size === 0) throw AppError.validation({ file: ['The file is empty.'] });
          detected =
            kind === 'lesson_captions'
              ? await detectWebVtt(staged.path)
              : limits.encrypted
                ? await detectTypeOfHead(await decryptHead(staged.path, keyring, SNIFF_BYTES))
                : await detectType(staged.path);
          const allowed: readonly string[] = limits.types;
          const ok =
            detected !== null &&
            allowed.includes(detected.mime) &&
            (detected.mime !== DOCX_TYPE || (await isSaneDocx(staged.path, staged.size)));
          if (!ok) throw AppError.validation({ file: [wrongTypeMessage(limits.label)] });
        },
      });
    } catch (err) {
      storageFull(err);
    }
    const type = detected as unknown as { mime: string; ext: string };
    return {
      key: stored.key,
      size,
      sha256: hash.digest('hex'),
      mime: type.mime,
      ext: type.ext,
      encrypted: limits.encrypted,
    };
  }

  /** The row for a checked object (in the caller's transaction); the object is deleted again if the insert fails. */
  async record(
    db: Db,
    ownerId: string,
    kind: FileKind,
    checked: CheckedObject,
    { name, duration }: { name: string; duration: number | null },
  ): Promise<FileRow> {
    try {
      return await insertFile(db, {
        ownerId,
        kind,
        name: safeName(name, kind, checked.ext),
        size: checked.size,
        type: checked.mime,
        storageKey: checked.key,
        sha256: checked.sha256,
        durationSeconds: duration,
        encrypted: checked.encrypted,
      });
    } catch (err) {
      // No row, no file: the bytes go again.
      await this.deps.storage.delete(checked.key);
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

  /**
   * The bytes of a file row (or a range of them); a row whose bytes went missing is a 404, not a 500. An encrypted
   * file is read whole and authenticated before a byte is sent (a changed byte is a DecryptionError, never
   * garbage), and has no ranges.
   */
  async open(row: FileRow, range?: ByteRange): Promise<Readable> {
    try {
      if (row.encrypted) {
        const source = await this.deps.storage.open(row.storageKey);
        const plain = await decryptObject(source, this.deps.keyring, FILE_LIMITS[row.kind].maxBytes);
        return Readable.from([plain]);
      }
      return await this.deps.storage.open(row.storageKey, range);
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ENOENT') throw new AppError('not_found');
      throw err;
    }
  }

  /**
   * Deletes an own file; one that a live application uses stays (409) until that application is withdrawn, and so
   * do one of a pending or accepted identity check, the PDF of a signature in force, a course lesson's video or
   * captions and an image a live marketplace service shows.
   */
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
      if (await fileInIdentityCheck(tx, row.id)) {
        throw new AppError('conflict', {
          message: 'This file is part of your identity verification and cannot be deleted while it is used.',
        });
      }
      if (await fileInSignature(tx, row.id)) {
        throw new AppError('conflict', {
          message: 'This is a document you signed and it is still in force, so it stays.',
        });
      }
      if (await fileInLesson(tx, row.id)) {
        throw new AppError('conflict', {
          message: 'A course lesson plays this file. Replace it in the lesson first, then delete it.',
        });
      }
      if (await fileInLiveService(tx, row.id)) {
        throw new AppError('conflict', {
          message: 'A service of yours shows this image in its gallery. Take it out of the gallery first.',
        });
      }
      // Profile columns that point at the file are cleared by the database (ON DELETE SET NULL).
      return deleteOwnFile(tx, ownerId, row.id);
    });
    if (removed) await this.deps.storage.delete(removed.storageKey);
  }
}
