import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeConfig } from '@talent/contract/config';
import type { Config } from '../../config.ts';
import { realtimeClientConfig } from '../../lib/broadcast/realtime-client.ts';
import { PRODUCT_NAME } from '@talent/contract/config';

const BUILD_ID_TTL_MS = 5_000;
/** The key the web client sends to the embedded store, which has no projects and ignores it. */
const EMBEDDED_ANALYTICS_KEY = 'phc_embedded';

/** The web build's id from apps/web/dist/build.json (written by its Vite build), else 'dev'. */
export function buildIdReader(webDist: string) {
  let cached: { value: string; at: number } | undefined;
  return async function buildId(): Promise<string> {
    if (cached && Date.now() - cached.at < BUILD_ID_TTL_MS) return cached.value;
    let value = 'dev';
    try {
      const parsed = JSON.parse(await readFile(join(webDist, 'build.json'), 'utf8')) as {
        build_id?: unknown;
      };
      if (typeof parsed.build_id === 'string' && parsed.build_id) value = parsed.build_id;
    } catch {
      // no web build yet
    }
    cached = { value, at: Date.now() };
    return value;
  };
}

export function runtimeConfig(config: Config, buildId: string): RuntimeConfig {
  return {
    app_name: PRODUCT_NAME,
    app_url: config.appUrl,
    build_id: buildId,
    environment: config.env === 'production' ? 'production' : config.env === 'test' ? 'test' : 'development',
    realtime: realtimeClientConfig(config),
    analytics: {
      enabled: config.analytics.enabled,
      provider: config.analytics.posthog ? 'posthog' : 'embedded',
      key: config.analytics.posthog?.key ?? EMBEDDED_ANALYTICS_KEY,
      relay_path: config.analytics.relayPath,
    },
    feedback: { token: config.feedback.token, script_url: config.feedback.scriptUrl ?? null },
    dev_mailbox: config.env !== 'production',
  };
}
