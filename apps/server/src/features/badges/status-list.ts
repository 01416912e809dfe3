import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The W3C Bitstring Status List: one bit per credential (1 = revoked), at least 16 KB (131,072 entries) so one
 * set bit cannot be told apart from the crowd, GZIP-compressed and written as multibase base64url ("u" prefix, no
 * padding). Bit 0 is the most significant bit of the first byte.
 */
export const STATUS_LIST_BITS = 131_072;
/** The only list so far: `${APP_URL}/credentials/status/1`. */
export const STATUS_LIST_ID = 1;

export function encodeStatusList(setBits: Iterable<number>, length = STATUS_LIST_BITS): string {
  const bytes = Buffer.alloc(length / 8);
  for (const index of setBits) {
    if (!Number.isInteger(index) || index < 0 || index >= length) continue;
    bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The raw bitstring of an encoded list; throws on anything that is not one. */
export function decodeStatusList(encoded: string): Buffer {
  if (!encoded.startsWith('u')) throw new Error('The list is not multibase base64url.');
  // The largest list we would ever read: 16 MB of bits.
  return gunzipSync(Buffer.from(encoded.slice(1), 'base64url'), { maxOutputLength: 16 * 1024 * 1024 });
}

export function statusBit(bitstring: Buffer, index: number): boolean {
  const byte = bitstring[index >> 3];
  if (byte === undefined) throw new Error('The index is outside the list.');
  return (byte & (0x80 >> (index & 7))) !== 0;
}
