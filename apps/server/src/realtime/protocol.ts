import { createHmac, createSecretKey, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto';
import { safeEqual } from '../lib/tokens.ts';

/** Pusher Channels protocol v7 limits and codes (docs/pusher-protocol.md), which the pusher-js client expects. */
export const PROTOCOL_VERSION = 7;
export const ACTIVITY_TIMEOUT_SECONDS = 120;
export const MAX_CHANNEL_NAME = 164;
export const MAX_EVENT_NAME = 200;
export const MAX_DATA_BYTES = 10 * 1024;
export const MAX_TRIGGER_CHANNELS = 100;
export const MAX_BATCH_EVENTS = 10;
export const MAX_PRESENCE_MEMBERS = 100;
export const CLIENT_EVENTS_PER_SECOND = 10;
/** User ids a sign-in's `watchlist` may name (Pusher's limit). */
export const MAX_WATCHLIST = 100;
/** How long a cache channel keeps its last event (Pusher: up to 30 minutes). */
export const CACHE_TTL_MS = 30 * 60 * 1000;
/** At most one `pusher_internal:subscription_count` per channel (and node) this often, after the first change. */
export const SUBSCRIPTION_COUNT_EVERY_MS = 5000;

export const CloseCode = {
  /** 4001-4099: pusher-js gives up (no reconnect). */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  /** 4200-4299: pusher-js reconnects at once. */
  reconnect: 4200,
  pongNotReceived: 4201,
} as const;

export const ErrorCode = { clientEventRejected: 4301 } as const;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return 'user';
  return 'public';
}

/** `cache-`, `private-cache-`, `private-encrypted-cache-`, `presence-cache-`: the last event is replayed to joiners. */
export function isCacheChannel(name: string): boolean {
  return /^(?:private-encrypted-|private-|presence-)?cache-/.test(name);
}

/** Allowed characters and length; `#server-to-user-{id}` is the one name that may start with `#`. */
export function isValidChannelName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_CHANNEL_NAME) return false;
  const rest = name.startsWith(SERVER_TO_USER_PREFIX) ? name.slice(SERVER_TO_USER_PREFIX.length) : name;
  return rest.length > 0 && CHANNEL_NAME.test(rest);
}

/** A socket id `<int>.<int>` from a CSPRNG, so one client cannot guess another's id to exclude or impersonate it. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

export function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

// An app's secret as a key object, made once: a subscribe storm checks thousands of signatures in a row.
const secretKeys = new WeakMap<object, KeyObject>();
const SIGNATURE = /^[0-9a-f]{64}$/;
const NO_SIGNATURE = Buffer.alloc(32);
// The signature's bytes, decoded into the same buffer for every check (synchronous, one thread): no buffer each.
const signatureBytes = Buffer.alloc(32);

/** `auth` is `key:hex-hmac(secret, signed)`; the key must be ours and the HMAC must match, compared in constant time. */
export function verifyAuth(app: { key: string; secret: string }, auth: unknown, signed: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  let secret = secretKeys.get(app);
  if (!secret) secretKeys.set(app, (secret = createSecretKey(Buffer.from(app.secret))));
  const keyOk = safeEqual(auth.slice(0, colon), app.key);
  // The digest's bytes against the signature's, without a hex string of each; only 64 lowercase hex digits can
  // match, as when the hex strings were compared.
  const hex = auth.slice(colon + 1);
  const wellFormed = SIGNATURE.test(hex);
  const expected = createHmac('sha256', secret).update(signed).digest();
  if (wellFormed) signatureBytes.write(hex, 'hex');
  const sigOk = timingSafeEqual(wellFormed ? signatureBytes : NO_SIGNATURE, expected) && wellFormed;
  return keyOk && sigOk;
}

/** A server-to-client frame: `data` is always a JSON-encoded string. */
export function frame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: payload } : { event, channel, data: payload });
}

export function byteLength(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}
