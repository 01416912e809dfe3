import type { ApiClient } from './api-client.ts';
import { parseBuildInfo } from './wire-checks.ts';

export const BUILD_ID: string = __BUILD_ID__;
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/** The id of the build the server now serves, or null when it cannot be read. */
export async function fetchServedBuildId(client: ApiClient): Promise<string | null> {
  try {
    const response = await client.get<unknown>('/build.json', { headers: { 'Cache-Control': 'no-cache' } });
    return parseBuildInfo(response.data)?.build_id ?? null;
  } catch {
    return null;
  }
}

/** Polls hourly; calls onNewBuild once when the served build differs from this one. Returns a stop function. */
export function startBuildVersionCheck(options: {
  client: ApiClient;
  onNewBuild: (servedId: string) => void;
  currentId?: string;
  intervalMs?: number;
}): () => void {
  const currentId = options.currentId ?? BUILD_ID;
  let notified = false;
  const timer = setInterval(async () => {
    if (notified) return;
    const served = await fetchServedBuildId(options.client);
    if (served && served !== currentId) {
      notified = true;
      options.onNewBuild(served);
    }
  }, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
