import { describe, expect, it } from 'vitest';
import { CONNECTION_TEST_MAX_BYTES } from '@talent/contract/connection-test';
import {
  bitsPerSecond,
  measureSpeed,
  MIN_PROBE_BYTES,
  nextProbeBytes,
  TARGET_MS,
  WARM_UP_BYTES,
} from './speed.ts';

describe('speed probes', () => {
  it('sizes the next body to take about the target time, within the minimum and the server’s cap', () => {
    // 1 MB in 1 s → 800 KB for 800 ms.
    expect(nextProbeBytes({ bytes: 1_000_000, ms: 1000 })).toBe(Math.round(1000 * TARGET_MS));
    expect(nextProbeBytes({ bytes: 10_000, ms: 1000 })).toBe(MIN_PROBE_BYTES);
    expect(nextProbeBytes({ bytes: 4_000_000, ms: 5 })).toBe(CONNECTION_TEST_MAX_BYTES);
  });

  it('measures bits per second over the probes after the warm-up', async () => {
    expect(
      bitsPerSecond([
        { bytes: 125_000, ms: 100 },
        { bytes: 125_000, ms: 100 },
      ]),
    ).toBe(10_000_000);
    const sizes: number[] = [];
    const progress: number[] = [];
    // A line of 8 Mbps (1000 bytes per ms), whose warm-up pays 50 ms of set-up.
    const speed = await measureSpeed(
      async (bytes) => {
        sizes.push(bytes);
        return { bytes, ms: bytes / 1000 + (sizes.length === 1 ? 50 : 0) };
      },
      (fraction) => progress.push(fraction),
    );
    expect(speed).toBeCloseTo(8_000_000, -3);
    expect(sizes[0]).toBe(WARM_UP_BYTES);
    expect(sizes).toHaveLength(4);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });
});
