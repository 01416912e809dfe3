import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';

/*
 * Encryption at rest for stored files (identity documents and selfies). One object is
 *
 *   header (18 bytes): "TENC" | format version (1 byte, = 1) | key version (1 byte) | IV (12 random bytes)
 *   ciphertext        : AES-256-GCM of the plain bytes, same length
 *   trailer (16 bytes): the GCM auth tag
 *
 * The header is the GCM additional data, so a changed key version or IV fails authentication like a changed byte of
 * ciphertext. Keys are derived from APP_KEY with HKDF-SHA256, one per key version, so a new secret can become the
 * current version while objects written under an older one stay readable (see lib/storage/README.md).
 */
const MAGIC = Buffer.from('TENC', 'ascii');
const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const HEADER_BYTES = MAGIC.length + 2 + IV_BYTES;
/** What encryption adds to an object's size. */
export const ENCRYPTION_OVERHEAD = HEADER_BYTES + TAG_BYTES;
const ALGORITHM = 'aes-256-gcm';

/** The stored bytes are not ours, or were changed (the auth tag does not match): never serve them. */
export class DecryptionError extends Error {
  constructor(message = 'The stored file failed its integrity check.', cause?: unknown) {
    super(message, { cause });
    this.name = 'DecryptionError';
  }
}

function deriveKey(secret: string, version: number): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'talent-files', `file-encryption:v${version}`, 32),
  );
}

/** The file keys by version; new objects use the highest version. */
export class FileKeyring {
  private readonly keys = new Map<number, Buffer>();
  readonly current: number;

  /** `secrets[version]` is the APP_KEY that version is derived from (1..255). */
  constructor(secrets: Record<number, string>) {
    for (const [raw, secret] of Object.entries(secrets)) {
      const version = Number(raw);
      if (!Number.isInteger(version) || version < 1 || version > 255) throw new Error('Bad key version');
      this.keys.set(version, deriveKey(secret, version));
    }
    if (this.keys.size === 0) throw new Error('A keyring needs a key');
    this.current = Math.max(...this.keys.keys());
  }

  static fromAppKey(appKey: string): FileKeyring {
    return new FileKeyring({ 1: appKey });
  }

  key(version: number): Buffer {
    const key = this.keys.get(version);
    if (!key)
      throw new DecryptionError(`The stored file uses key version ${version}, which is not configured.`);
    return key;
  }
}

function parseHeader(header: Buffer, keyring: FileKeyring) {
  if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new DecryptionError('The stored file is not in the encrypted format.');
  }
  const format = header[MAGIC.length]!;
  if (format !== FORMAT_VERSION) throw new DecryptionError(`Unknown encryption format ${format}.`);
  const keyVersion = header[MAGIC.length + 1]!;
  const iv = header.subarray(MAGIC.length + 2, HEADER_BYTES);
  return { key: keyring.key(keyVersion), iv, aad: header.subarray(0, HEADER_BYTES) };
}

/** Encrypts a stream on the way through: header first, then ciphertext, then the tag. Memory stays constant. */
export function encryptingStream(keyring: FileKeyring): Transform {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([FORMAT_VERSION, keyring.current]), iv]);
  const cipher = createCipheriv(ALGORITHM, keyring.key(keyring.current), iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out = cipher.update(chunk);
      if (!started) {
        started = true;
        done(null, Buffer.concat([header, out]));
      } else done(null, out);
    },
    flush(done) {
      const last = cipher.final();
      done(null, Buffer.concat([started ? Buffer.alloc(0) : header, last, cipher.getAuthTag()]));
    },
  });
}

/**
 * Reads a whole encrypted object, checks its tag and returns the plain bytes; a tampered, truncated or foreign
 * object is a DecryptionError. Only for objects that fit in memory (`maxBytes`): identity files are ≤ 10 MB.
 */
export async function decryptObject(
  source: Readable,
  keyring: FileKeyring,
  maxBytes: number,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += (chunk as Buffer).length;
    if (length > maxBytes + ENCRYPTION_OVERHEAD) {
      source.destroy();
      throw new DecryptionError('The stored file is larger than an encrypted file may be.');
    }
    parts.push(chunk as Buffer);
  }
  return decryptBuffer(Buffer.concat(parts), keyring);
}

/** Encrypts a small value held in memory (a token kept to show again), in the format of the stored files. */
export function encryptBuffer(plain: Buffer, keyring: FileKeyring): Buffer {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([FORMAT_VERSION, keyring.current]), iv]);
  const cipher = createCipheriv(ALGORITHM, keyring.key(keyring.current), iv);
  cipher.setAAD(header);
  return Buffer.concat([header, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function decryptBuffer(data: Buffer, keyring: FileKeyring): Buffer {
  if (data.length < ENCRYPTION_OVERHEAD) throw new DecryptionError('The stored file is truncated.');
  const { key, iv, aad } = parseHeader(data.subarray(0, HEADER_BYTES), keyring);
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(data.subarray(HEADER_BYTES, data.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch (err) {
    throw new DecryptionError(undefined, err);
  }
}

/**
 * The first `length` plain bytes of an encrypted file we have just written (GCM is a counter mode, so a prefix
 * decrypts on its own). Not authenticated: only for sniffing the type of a staged upload before it is kept.
 */
export async function decryptHead(path: string, keyring: FileKeyring, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES + length + TAG_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const data = buffer.subarray(0, bytesRead);
    if (data.length < ENCRYPTION_OVERHEAD) throw new DecryptionError('The staged file is truncated.');
    const { key, iv, aad } = parseHeader(data.subarray(0, HEADER_BYTES), keyring);
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAAD(aad);
    const cipherLength = Math.min(length, data.length - ENCRYPTION_OVERHEAD);
    return decipher.update(data.subarray(HEADER_BYTES, HEADER_BYTES + cipherLength));
  } finally {
    await handle.close();
  }
}
