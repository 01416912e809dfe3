import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  ENCRYPTION_OVERHEAD,
  FileKeyring,
  HEADER_BYTES,
  decryptBuffer,
  decryptHead,
  decryptObject,
  encryptingStream,
} from './file-cipher.ts';

const keyring = FileKeyring.fromAppKey('test-app-key-0123456789abcdef0123456789abcdef');

async function encrypt(plain: Buffer, ring = keyring, pieceSize = 1000): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < plain.length; i += pieceSize) parts.push(plain.subarray(i, i + pieceSize));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(parts).pipe(encryptingStream(ring))) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

describe('file encryption (AES-256-GCM, versioned header, tag trailer)', () => {
  it('round-trips any size, streamed in pieces, with a fresh IV each time', async () => {
    for (const size of [0, 1, 15, 16, 17, 4096, 100_003]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.length).toBe(size + ENCRYPTION_OVERHEAD);
      expect(sealed.subarray(0, 4).toString('latin1')).toBe('TENC');
      expect(decryptBuffer(sealed, keyring).equals(plain)).toBe(true);
      expect((await decryptObject(Readable.from([sealed]), keyring, size)).equals(plain)).toBe(true);
    }
    const plain = Buffer.from('same bytes');
    const a = await encrypt(plain);
    const b = await encrypt(plain);
    expect(a.subarray(6, HEADER_BYTES).equals(b.subarray(6, HEADER_BYTES))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('refuses any changed byte: header, ciphertext or tag', async () => {
    const plain = randomBytes(300);
    const sealed = await encrypt(plain);
    for (const at of [5, 6, HEADER_BYTES, HEADER_BYTES + 150, sealed.length - 1]) {
      const bad = Buffer.from(sealed);
      bad[at]! ^= 0x80;
      expect(() => decryptBuffer(bad, keyring), `byte ${at}`).toThrow(DecryptionError);
    }
    expect(() => decryptBuffer(sealed.subarray(0, sealed.length - 1), keyring)).toThrow(DecryptionError);
    expect(() => decryptBuffer(sealed.subarray(0, 20), keyring)).toThrow(DecryptionError);
    expect(() => decryptBuffer(plain, keyring)).toThrow(DecryptionError);
  });

  it('needs the right key, and reads objects of an older key version after a rotation', async () => {
    const plain = randomBytes(500);
    const old = await encrypt(plain);
    expect(() => decryptBuffer(old, FileKeyring.fromAppKey('another-app-key-0123456789abcdef0123'))).toThrow(
      DecryptionError,
    );
    const rotated = new FileKeyring({
      1: 'test-app-key-0123456789abcdef0123456789abcdef',
      2: 'the-new-key-000000000000000000000000',
    });
    expect(rotated.current).toBe(2);
    expect(decryptBuffer(old, rotated).equals(plain)).toBe(true);
    const fresh = await encrypt(plain, rotated);
    expect(fresh[5]).toBe(2);
    expect(decryptBuffer(fresh, rotated).equals(plain)).toBe(true);
    // A keyring without version 2 cannot read it (and says which version is missing).
    expect(() => decryptBuffer(fresh, keyring)).toThrow(/key version 2/);
  });

  it('refuses an object larger than the caller allows before reading it all', async () => {
    const sealed = await encrypt(randomBytes(5000));
    await expect(decryptObject(Readable.from([sealed]), keyring, 1000)).rejects.toThrow(DecryptionError);
  });

  it('decrypts the head of a staged file for sniffing its type', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'talent-cipher-'));
    try {
      const plain = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
      const path = join(dir, 'staged');
      await writeFile(path, await encrypt(plain));
      expect((await decryptHead(path, keyring, 4096)).equals(plain.subarray(0, 4096))).toBe(true);
      const small = Buffer.from('%PDF-1.4 tiny');
      await writeFile(path, await encrypt(small));
      expect((await decryptHead(path, keyring, 4096)).equals(small)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
