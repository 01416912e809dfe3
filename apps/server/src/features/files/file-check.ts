import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A resume has a few dozen zip entries; these bounds refuse zip bombs long before anyone unpacks one. */
const DOCX_MAX_ENTRIES = 2_000;
const DOCX_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const DOCX_MAX_DIRECTORY_BYTES = 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const EOCD_SEARCH = EOCD_MIN + 0xffff;

/** The type and extension the bytes say (magic numbers, not the name), or null when they say nothing we know. */
export async function detectType(path: string): Promise<{ mime: string; ext: string } | null> {
  try {
    const found = await fileTypeFromFile(path);
    return found ? { mime: found.mime, ext: found.ext } : null;
  } catch {
    // A malformed container (a truncated zip, a broken EBML header) is simply not a type we accept.
    return null;
  }
}

/** The same, for the first bytes of a file held in memory (the decrypted head of an encrypted upload). */
export async function detectTypeOfHead(head: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  try {
    const found = await fileTypeFromBuffer(head);
    return found ? { mime: found.mime, ext: found.ext } : null;
  } catch {
    return null;
  }
}

/**
 * WebVTT has no magic number file-type knows: a captions file is one whose text starts with "WEBVTT" (after an
 * optional byte order mark), followed by a space, a tab or the end of the line, and is valid UTF-8 throughout.
 */
export async function detectWebVtt(path: string): Promise<{ mime: string; ext: string } | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.alloc(size);
    await handle.read(bytes, 0, size, 0);
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    const head = bytes.toString('latin1', start, start + 7);
    if (!/^WEBVTT([ \t\r\n]|$)/.test(head)) return null;
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { mime: 'text/vtt', ext: 'vtt' };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A DOCX must be a real zip whose central directory lists `word/document.xml`, with a bounded number of entries and
 * unpacked size, so a small zip bomb cannot fill the disk or the memory. Reads only the directory at the end of the
 * file, never the entries.
 */
export async function isSaneDocx(path: string, size: number): Promise<boolean> {
  if (size < EOCD_MIN) return false;
  const tailLength = Math.min(size, EOCD_SEARCH);
  const tail = await readAt(path, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers (0xffff…) or a directory outside the file: not something a word processor writes for a resume.
  if (entries === 0 || entries > DOCX_MAX_ENTRIES || directorySize > DOCX_MAX_DIRECTORY_BYTES) return false;
  if (directoryOffset + directorySize > size) return false;

  const directory = await readAt(path, directoryOffset, directorySize);
  let offset = 0;
  let unpacked = 0;
  let hasDocument = false;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return false;
    const uncompressedSize = directory.readUInt32LE(offset + 24);
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > directory.length) return false;
    const name = directory.toString('utf8', offset + 46, nameEnd);
    if (name === 'word/document.xml') hasDocument = true;
    unpacked += uncompressedSize;
    if (unpacked > DOCX_MAX_UNPACKED_BYTES) return false;
    offset = nameEnd + extraLength + commentLength;
  }
  return hasDocument;
}
