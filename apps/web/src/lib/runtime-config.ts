import type { RuntimeConfig } from '@talent/contract/config';
import { PRODUCT_NAME } from '@talent/contract/product';
import type { ApiClient } from './api-client.ts';
import { logger } from './logger.ts';
import { parseRuntimeConfig } from './wire-checks.ts';

/** Used when /app-config.json cannot be read, so the app still renders and can show what went wrong. */
export const FALLBACK_CONFIG: RuntimeConfig = {
  app_name: PRODUCT_NAME,
  app_url: typeof window === 'undefined' ? '' : window.location.origin,
  build_id: __BUILD_ID__,
  environment: 'production',
  realtime: { broadcaster: 'reverb', key: '', host: '', port: 443, scheme: 'https' },
  analytics: { enabled: false, provider: 'embedded', key: '', relay_path: '' },
  // No token: the feedback widget says it is not configured rather than sending to nowhere.
  feedback: { token: null, script_url: null },
  dev_mailbox: false,
};

let current: RuntimeConfig = FALLBACK_CONFIG;

export async function loadRuntimeConfig(client: ApiClient): Promise<RuntimeConfig> {
  try {
    const response = await client.get<unknown>('/app-config.json');
    const parsed = parseRuntimeConfig(response.data);
    if (!parsed) throw new Error('/app-config.json is not a runtime configuration');
    current = parsed;
  } catch (error) {
    logger.warn('Unable to load /app-config.json; using built-in defaults.', error);
    current = FALLBACK_CONFIG;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
