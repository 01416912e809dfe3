import { CONNECTION_TEST_MAX_BYTES } from '@talent/contract/connection-test';

/*
 * Speed tests in the manner of the big ones, scaled down: a small warm-up body, then bodies sized from the speed
 * seen so far so that each takes about TARGET_MS, until the time budget is spent. The speed is the bytes over the
 * time of the measured bodies (the warm-up pays for the connection set-up and is left out).
 */

export const WARM_UP_BYTES = 128 * 1024;
export const MIN_PROBE_BYTES = 256 * 1024;
export const TARGET_MS = 800;
export const MEASURED_PROBES = 3;

export interface Sample {
  bytes: number;
  ms: number;
}

/** The next body's size: what the last one's speed moves in TARGET_MS, within [MIN_PROBE_BYTES, the server's cap]. */
export function nextProbeBytes(last: Sample, max = CONNECTION_TEST_MAX_BYTES): number {
  const bytesPerMs = last.bytes / Math.max(1, last.ms);
  const wanted = Math.round(bytesPerMs * TARGET_MS);
  return Math.max(MIN_PROBE_BYTES, Math.min(max, wanted));
}

/** Bits per second over the measured samples. */
export function bitsPerSecond(samples: readonly Sample[]): number {
  const bytes = samples.reduce((sum, sample) => sum + sample.bytes, 0);
  const ms = samples.reduce((sum, sample) => sum + sample.ms, 0);
  return ms > 0 ? (bytes * 8 * 1000) / ms : 0;
}

/**
 * Runs the warm-up and MEASURED_PROBES probes with `probe(bytes)`, which sends or fetches that many bytes and
 * resolves with the time it took. `onProgress` gets 0–1 after each.
 */
export async function measureSpeed(
  probe: (bytes: number) => Promise<Sample>,
  onProgress?: (fraction: number) => void,
): Promise<number> {
  const total = MEASURED_PROBES + 1;
  let last = await probe(WARM_UP_BYTES);
  onProgress?.(1 / total);
  const measured: Sample[] = [];
  for (let i = 0; i < MEASURED_PROBES; i++) {
    last = await probe(nextProbeBytes(last));
    measured.push(last);
    onProgress?.((i + 2) / total);
  }
  return bitsPerSecond(measured);
}

/** Bytes that do not compress (random), so no proxy on the way can make the line look faster than it is. */
export function randomBody(bytes: number): Blob {
  const block = new Uint8Array(64 * 1024);
  crypto.getRandomValues(block);
  const parts: Uint8Array[] = [];
  for (let left = bytes; left > 0; left -= block.length) {
    parts.push(left >= block.length ? block : block.subarray(0, left));
  }
  return new Blob(parts as BlobPart[], { type: 'application/octet-stream' });
}
