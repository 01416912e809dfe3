import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAdapter } from '../test/stub-adapter.ts';
import { createApiClient } from './api-client.ts';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ID, startBuildVersionCheck } from './build-version.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('build version check', () => {
  it('compiles the build id in and checks hourly', () => {
    expect(BUILD_ID).toBe('test-build');
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('asks /build.json every hour and reports a different build once', async () => {
    let served = 'test-build';
    const { adapter, requests } = stubAdapter(() => ({ status: 200, data: { build_id: served } }));
    const onNewBuild = vi.fn();
    const stop = startBuildVersionCheck({ client: createApiClient({ adapter }), onNewBuild });

    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => r.url)).toEqual(['/build.json']);
    expect(onNewBuild).not.toHaveBeenCalled();

    served = 'next-build';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('next-build');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a /build.json it cannot read', async () => {
    const { adapter } = stubAdapter(() => ({ status: 503 }));
    const onNewBuild = vi.fn();
    const stop = startBuildVersionCheck({ client: createApiClient({ adapter }), onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });
});
