import { CONNECTION_TEST_CONTENT_TYPE } from '@talent/contract/connection-test';
import { sharedApi } from '../../../lib/api-client.ts';
import { createUploadTransport } from '../../../lib/upload-transport.ts';

/** 1 Mbit/s uploads a two-minute answer (~30 MB at our bitrate) in about four minutes: usable, not quick. */
export const UPLOAD_USABLE_BPS = 1e6;
export const UPLOAD_GOOD_BPS = 3e6;
const PROBE_BYTES = 512 * 1024;

export type NetworkVerdict = 'good' | 'slow' | 'too-slow';

export function networkVerdict(bitsPerSecond: number): NetworkVerdict {
  if (bitsPerSecond >= UPLOAD_GOOD_BPS) return 'good';
  return bitsPerSecond >= UPLOAD_USABLE_BPS ? 'slow' : 'too-slow';
}

/**
 * How fast answers will upload: half a megabyte of random bytes to the server's connection probe (the same one the
 * full device check at /test uses), timed. Random, so no compression flatters it.
 */
export async function measureUpload(signal: AbortSignal): Promise<number> {
  const body = new Uint8Array(PROBE_BYTES);
  for (let offset = 0; offset < body.length; offset += 65_536)
    crypto.getRandomValues(body.subarray(offset, offset + 65_536));
  const send = createUploadTransport();
  const started = performance.now();
  const response = await send({
    method: 'POST',
    url: sharedApi('/connection-test/upload'),
    body: new Blob([body]),
    headers: { 'Content-Type': CONNECTION_TEST_CONTENT_TYPE },
    signal,
  });
  if (response.status !== 200) throw new Error(`The connection probe answered ${response.status}`);
  return (PROBE_BYTES * 8) / Math.max(0.001, (performance.now() - started) / 1000);
}
