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
  analytics: z.object({ enabled: z.boolean(), relay_path: z.string() }),
  feedback_token: z.string().nullable(),
  dev_mailbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** `GET /build.json`: the id of the build being served, polled hourly by the web app. */
export const BuildInfoSchema = z.object({ build_id: z.string() });
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** `GET /shared/api/status`: a cheap probe the maintenance page polls; answers 503 while the app is down. */
export const StatusSchema = z.object({ status: z.literal('ok') });
