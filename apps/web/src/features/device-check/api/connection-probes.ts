import { CONNECTION_TEST_CONTENT_TYPE } from '@talent/contract/connection-test';
import { appHeaders, sharedApi } from '../../../lib/api-client.ts';
import { createUploadTransport } from '../../../lib/upload-transport.ts';
import { randomBody, type Sample } from '../lib/speed.ts';

/*
 * The device check's requests to our server. They bypass the query cache on purpose: each is a measure, never
 * data to keep, and each must really cross the network (no-store).
 */

export const UPLOAD_PROBE_URL = sharedApi('/connection-test/upload');
export const DOWNLOAD_PROBE_URL = sharedApi('/connection-test/download');

/** A probe the server refused or that never arrived (status 0: the network failed). */
export class ProbeError extends Error {
  override name = 'ProbeError';
  constructor(readonly status: number) {
    super(`The probe failed with status ${status}`);
  }
}

/**
 * An upload prober: each call sends `bytes` random bytes (`POST /shared/api/connection-test/upload`, which counts
 * and drops them) and resolves with the time until the answer. XMLHttpRequest, like every upload of the app, with
 * the session's CSRF token.
 */
export function uploadProber(signal: AbortSignal): (bytes: number) => Promise<Sample> {
  const send = createUploadTransport();
  return async (bytes) => {
    const body = randomBody(bytes);
    const started = performance.now();
    const response = await send({
      method: 'POST',
      url: UPLOAD_PROBE_URL,
      body,
      headers: { 'Content-Type': CONNECTION_TEST_CONTENT_TYPE },
      signal,
    });
    const ms = performance.now() - started;
    if (response.status !== 200) throw new ProbeError(response.status);
    return { bytes, ms };
  };
}

/** A download prober: fetches `bytes` random bytes and resolves with the time until the last one arrived. */
export function downloadProber(signal: AbortSignal): (bytes: number) => Promise<Sample> {
  return async (bytes) => {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${DOWNLOAD_PROBE_URL}?bytes=${bytes}`, {
        cache: 'no-store',
        credentials: 'same-origin',
        headers: appHeaders(),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ProbeError(0);
    }
    if (!response.ok) throw new ProbeError(response.status);
    const received = (await response.arrayBuffer()).byteLength;
    return { bytes: received, ms: performance.now() - started };
  };
}

/**
 * Our server's clock against this device's: the `Date` header of a tiny request, compared with the local time
 * half-way through it. The header has whole seconds, so the answer is good to about a second (plenty for the
 * minute we care about). Null when the server could not be reached.
 */
export async function measureClockSkew(signal: AbortSignal): Promise<number | null> {
  try {
    const sent = Date.now();
    const response = await fetch(sharedApi('/status'), {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: appHeaders(),
      signal,
    });
    const received = Date.now();
    const header = response.headers.get('date');
    const server = header ? Date.parse(header) : Number.NaN;
    if (!Number.isFinite(server)) return null;
    // The header truncates to the second: its middle is the best guess.
    return (sent + received) / 2 - (server + 500);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
