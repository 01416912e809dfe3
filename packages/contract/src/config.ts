import { z } from 'zod';

export { PRODUCT_NAME } from './product.ts';

/**
 * Runtime configuration of the web app, served as JSON by the server (`GET /app-config.json`) so that one build
 * runs in every environment and no inline script is needed under the CSP.
 */
export const RuntimeConfigSchema = z.object({
  app_name: z.string(),
  app_url: z.string(),
  build_id: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  realtime: z.object({
    broadcaster: z.enum(['reverb', 'pusher']),
    key: z.string(),
    host: z.string(),
    port: z.number(),
    scheme: z.enum(['http', 'https']),
    cluster: z.string().optional(),
  }),
  analytics: z.object({
    /** False when the server turned analytics off (ANALYTICS_ENABLED=false): no banner, nothing loaded. */
    enabled: z.boolean(),
    /** `posthog`: the relay forwards to PostHog; `embedded`: the server keeps the events itself. */
    provider: z.enum(['posthog', 'embedded']),
    /** PostHog's public project key (the embedded store takes any key and is sent a fixed one). */
    key: z.string(),
    /** Where the client sends everything: a same-origin path, so no third party sees the visitor. */
    relay_path: z.string(),
  }),
  /**
   * The feedback widget: `token` is its public token (it names the installation, it is no secret; null when this
   * configuration could not be read, and the widget then says it is not configured); `script_url` a third-party
   * widget's script, loaded instead of our own when set.
   */
  feedback: z.object({ token: z.string().nullable(), script_url: z.string().nullable() }),
  dev_mailbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** `GET /build.json`: the id of the build being served, polled hourly by the web app. */
export const BuildInfoSchema = z.object({ build_id: z.string() });
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** `GET /shared/api/status`: a cheap probe the maintenance page polls; answers 503 while the app is down. */
export const StatusSchema = z.object({ status: z.literal('ok') });
