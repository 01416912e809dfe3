import { createPrivateKey, hkdfSync, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './lib/paths.ts';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_ENV: z.enum(['local', 'test', 'production']).default('local'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: optional,
  REDIS_PREFIX: z.string().default('talent:'),
  REDIS_NODE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STATEFUL_ORIGINS: optional,
  PUSHER_APP_ID: optional,
  PUSHER_APP_KEY: optional,
  PUSHER_APP_SECRET: optional,
  PUSHER_HOST: optional,
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
  PUSHER_ENCRYPTION_MASTER_KEY_BASE64: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  DEMO_RECRUITER_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  // How long a seeded demo recruiter waits before each move on a new application (to review, then an interview).
  DEMO_PIPELINE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  // How often the pipeline's time-based rules run (response promises, offer expiry, reminders); 0 turns it off.
  PIPELINE_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  // The request log: one ordinary (fast, < 400) answer in N gets its line; errors and slow answers always do.
  REQUEST_LOG_SAMPLE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  REQUEST_LOG_SLOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  // Analytics: page views through the same-origin relay, to PostHog with POSTHOG_KEY, else the embedded store.
  ANALYTICS_ENABLED: z.enum(['true', 'false']).optional(),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  POSTHOG_KEY: optional,
  POSTHOG_HOST: z
    .url({ protocol: /^https?$/, error: 'POSTHOG_HOST must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  POSTHOG_ASSETS_HOST: z
    .url({ protocol: /^https?$/, error: 'POSTHOG_ASSETS_HOST must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  POSTHOG_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  FEEDBACK_TOKEN: z
    .string()
    .trim()
    .max(200, 'FEEDBACK_TOKEN must be at most 200 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  FEEDBACK_SCRIPT_URL: z
    .url({ protocol: /^https?$/, error: 'FEEDBACK_SCRIPT_URL must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters').optional(),
  // The Ed25519 key that signs skill badges (a PKCS8 PEM or a private JWK); unset → generated into DATA_DIR.
  BADGE_SIGNING_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isEd25519PrivateKey(value), {
      error: 'must be an Ed25519 private key, as a PKCS8 PEM or a JWK',
    }),
  WEB_DIST: optional,
  TRUST_PROXY: optional,
  // The interactive API reference at /docs: on by default except in production, where it is opt-in.
  API_DOCS: z.enum(['true', 'false']).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
});

/** The S3_* variables that together select the S3 file store. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export interface Config {
  port: number;
  appUrl: string;
  appOrigin: string;
  /** Origins whose requests get the session cookie (Sanctum's stateful domains). */
  statefulOrigins: string[];
  env: 'local' | 'test' | 'production';
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and pub/sub channel (several deployments or test runs can share one Redis). */
  redisPrefix: string;
  /** Real time over Redis: a node silent this long is dead and its presence members are removed. */
  redisNodeTtlMs: number;
  smtpUrl: string | undefined;
  appKey: string;
  /** BADGE_SIGNING_KEY as given (PEM or JWK); undefined → the key generated into DATA_DIR on first use. */
  badgeSigningKey: string | undefined;
  webDist: string;
  pusher: {
    appId: string;
    key: string;
    secret: string;
    host: string | undefined;
    port: number | undefined;
    scheme: 'http' | 'https' | undefined;
    /** For `private-encrypted-*` channels: the SDK encrypts with it, channel auth hands out per-channel keys. */
    encryptionMasterKeyBase64: string;
  };
  analytics: AnalyticsConfig;
  /** How long a seeded demo recruiter waits before its automatic chat answer. */
  demoRecruiterDelayMs: number;
  /** How long a seeded demo recruiter waits before each of its moves on a new application. */
  demoPipelineDelayMs: number;
  /** The pipeline sweep interval (ms); 0 = off (tests run sweeps by hand). */
  pipelineSweepMs: number;
  requestLog: {
    /** One ordinary answer (status < 400, not slow) in this many is logged; 1 logs every one. */
    sampleEvery: number;
    /** Answers slower than this (ms) are always logged. */
    slowMs: number;
  };
  feedback: {
    /** The widget's public token: FEEDBACK_TOKEN, else one derived from APP_KEY (stable, and no secret). */
    token: string;
    /** A third-party widget loaded instead of ours, and its origin (the CSP lets it in only then). */
    scriptUrl: string | undefined;
    scriptOrigin: string | undefined;
  };
  /** Fastify's trustProxy: true, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Serve the API reference (Swagger UI) at /docs. */
  apiDocs: boolean;
  /** An S3-compatible bucket for uploaded files; unset → files live in DATA_DIR/files. */
  s3: S3Config | undefined;
}

export interface AnalyticsConfig {
  enabled: boolean;
  /** The same-origin path the web app sends events to (and loads PostHog's assets from). */
  relayPath: string;
  /** Days the embedded store keeps an event. */
  retentionDays: number;
  /** Set with POSTHOG_KEY: the relay forwards there; unset: events go to the embedded store. */
  posthog: PostHogConfig | undefined;
}

export interface PostHogConfig {
  /** The project's public key (the web client sends it with every event). */
  key: string;
  /** Where events, flags and config go (`https://us.i.posthog.com`). */
  host: string;
  /** Where PostHog's static scripts live (`https://us-assets.i.posthog.com`). */
  assetsHost: string;
  /** How long the relay waits for PostHog before answering 504. */
  timeoutMs: number;
}

/** PostHog's default region, when POSTHOG_KEY comes without a host. */
const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';
/** The embedded store's path on this server; a neutral name, since blockers drop `/analytics` and `/posthog`. */
export const ANALYTICS_RELAY_PATH = '/ingest';

/**
 * PostHog Cloud serves scripts from a sibling host (`us.i.posthog.com` → `us-assets.i.posthog.com`); a self-hosted
 * PostHog serves them itself.
 */
export function posthogAssetsHost(host: string): string {
  const url = new URL(host);
  const cloud = /^([a-z0-9-]+)\.i\.posthog\.com$/i.exec(url.hostname);
  if (cloud) url.hostname = `${cloud[1]}-assets.i.posthog.com`;
  return url.origin;
}

function analyticsConfig(e: z.infer<typeof EnvSchema>): AnalyticsConfig {
  if (!e.POSTHOG_KEY && (e.POSTHOG_HOST || e.POSTHOG_ASSETS_HOST)) {
    throw new ConfigError(
      'Invalid configuration:\n  POSTHOG_KEY: set it with POSTHOG_HOST (or unset both to keep page views in the embedded store)',
    );
  }
  const host = e.POSTHOG_HOST ? new URL(e.POSTHOG_HOST).origin : POSTHOG_DEFAULT_HOST;
  return {
    enabled: e.ANALYTICS_ENABLED !== 'false',
    relayPath: ANALYTICS_RELAY_PATH,
    retentionDays: e.ANALYTICS_RETENTION_DAYS,
    posthog: e.POSTHOG_KEY
      ? {
          key: e.POSTHOG_KEY,
          host,
          assetsHost: e.POSTHOG_ASSETS_HOST ? new URL(e.POSTHOG_ASSETS_HOST).origin : posthogAssetsHost(host),
          timeoutMs: e.POSTHOG_TIMEOUT_MS,
        }
      : undefined,
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` URLs: what MinIO and most S3-compatible servers need (AWS itself takes virtual hosts). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** An Ed25519 private key from a PKCS8 PEM or a JWK (the two forms BADGE_SIGNING_KEY takes). */
export function parseEd25519PrivateKey(text: string): KeyObject {
  const key = text.trimStart().startsWith('{')
    ? createPrivateKey({ key: JSON.parse(text) as JsonWebKey, format: 'jwk' })
    : createPrivateKey(text);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return key;
}

function isEd25519PrivateKey(text: string): boolean {
  try {
    parseEd25519PrivateKey(text);
    return true;
  } catch {
    return false;
  }
}

interface Secrets {
  app_key: string;
  pusher_app_id: string;
  pusher_app_key: string;
  pusher_app_secret: string;
}

/** Secrets generated on first run and kept in DATA_DIR, so restarts keep sessions, links and real-time keys valid. */
function loadSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.app_key && stored.pusher_app_id && stored.pusher_app_key && stored.pusher_app_secret) {
      return stored as Secrets;
    }
  }
  const secrets: Secrets = {
    app_key: randomBytes(32).toString('base64url'),
    pusher_app_id: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
    pusher_app_key: randomBytes(10).toString('hex'),
    pusher_app_secret: randomBytes(20).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** All five S3_* variables, or none of them: half a configuration is a mistake to report, not to ignore. */
function s3Config(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !e[name]);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  S3: set all of ${S3_VARIABLES.join(', ')} (or none, to keep files in DATA_DIR); missing ${missing.join(', ')}`,
    );
  }
  const endpoint = e.S3_ENDPOINT!.replace(/\/+$/, '');
  return {
    endpoint,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: !/(^|\.)amazonaws\.com$/i.test(new URL(endpoint).hostname),
  };
}

function origin(url: string): string {
  return new URL(url).origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = s3Config(e);
  if (e.FEEDBACK_SCRIPT_URL && !e.FEEDBACK_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  FEEDBACK_SCRIPT_URL: set FEEDBACK_TOKEN too (the third-party widget needs its public token)',
    );
  }
  const dataDir = resolve(cwd, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const needsSecrets = !e.APP_KEY || !e.PUSHER_APP_ID || !e.PUSHER_APP_KEY || !e.PUSHER_APP_SECRET;
  const secrets = needsSecrets ? loadSecrets(dataDir) : undefined;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const appOrigin = origin(appUrl);
  const statefulOrigins = new Set([appOrigin]);
  // The default URL is reachable as localhost and 127.0.0.1 alike; accept both so local tools just work.
  if (!e.APP_URL) statefulOrigins.add(`http://127.0.0.1:${e.PORT}`);
  // Locally the Vite dev server (port 5173) proxies API calls here with its own Origin.
  if (e.APP_ENV === 'local') {
    statefulOrigins.add('http://localhost:5173');
    statefulOrigins.add('http://127.0.0.1:5173');
  }
  for (const extra of (e.STATEFUL_ORIGINS ?? '').split(',')) {
    const value = extra.trim();
    if (!value) continue;
    try {
      statefulOrigins.add(origin(value));
    } catch {
      throw new ConfigError(`Invalid configuration:\n  STATEFUL_ORIGINS: "${value}" is not a URL`);
    }
  }
  return {
    port: e.PORT,
    appUrl,
    appOrigin,
    statefulOrigins: [...statefulOrigins],
    env: e.APP_ENV,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisNodeTtlMs: e.REDIS_NODE_TTL_MS,
    smtpUrl: e.SMTP_URL,
    appKey: e.APP_KEY ?? secrets!.app_key,
    badgeSigningKey: e.BADGE_SIGNING_KEY,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist(),
    pusher: {
      appId: e.PUSHER_APP_ID ?? secrets!.pusher_app_id,
      key: e.PUSHER_APP_KEY ?? secrets!.pusher_app_key,
      secret: e.PUSHER_APP_SECRET ?? secrets!.pusher_app_secret,
      host: e.PUSHER_HOST,
      port: e.PUSHER_PORT,
      scheme: e.PUSHER_SCHEME,
      encryptionMasterKeyBase64:
        e.PUSHER_ENCRYPTION_MASTER_KEY_BASE64 ?? encryptionMasterKeyFrom(e.APP_KEY ?? secrets!.app_key),
    },
    analytics: analyticsConfig(e),
    demoRecruiterDelayMs: e.DEMO_RECRUITER_DELAY_MS,
    demoPipelineDelayMs: e.DEMO_PIPELINE_DELAY_MS,
    pipelineSweepMs: e.PIPELINE_SWEEP_MS ?? (e.APP_ENV === 'test' ? 0 : 30_000),
    requestLog: {
      sampleEvery: e.REQUEST_LOG_SAMPLE ?? (e.APP_ENV === 'production' ? 100 : 1),
      slowMs: e.REQUEST_LOG_SLOW_MS,
    },
    feedback: {
      token: e.FEEDBACK_TOKEN ?? feedbackTokenFrom(e.APP_KEY ?? secrets!.app_key),
      scriptUrl: e.FEEDBACK_SCRIPT_URL,
      scriptOrigin: e.FEEDBACK_SCRIPT_URL ? origin(e.FEEDBACK_SCRIPT_URL) : undefined,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.APP_ENV !== 'production',
    s3,
  };
}

/** Without PUSHER_ENCRYPTION_MASTER_KEY_BASE64, a key of its own derived from APP_KEY (never APP_KEY itself). */
function encryptionMasterKeyFrom(appKey: string): string {
  return Buffer.from(
    hkdfSync('sha256', appKey, 'talent-realtime', 'pusher-encryption-master-key', 32),
  ).toString('base64');
}

/**
 * Without FEEDBACK_TOKEN, our own widget's public token, derived one way from APP_KEY: the same on every process and
 * restart, published in /app-config.json, and telling nothing about APP_KEY.
 */
function feedbackTokenFrom(appKey: string): string {
  return `fb_${Buffer.from(hkdfSync('sha256', appKey, 'talent-feedback', 'feedback-public-token', 16)).toString('base64url')}`;
}
