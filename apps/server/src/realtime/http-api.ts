import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../lib/tokens.ts';
import type { RealtimeServer, RealtimeApp } from './realtime-server.ts';
import {
  MAX_BATCH_EVENTS,
  MAX_DATA_BYTES,
  MAX_EVENT_NAME,
  MAX_TRIGGER_CHANNELS,
  byteLength,
  channelKind,
  isCacheChannel,
  isValidChannelName,
  sign,
} from './protocol.ts';

const MAX_CLOCK_SKEW_SECONDS = 600;

class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | string[] | undefined>;

/**
 * Pusher's signed query: auth_key, auth_timestamp (±600 s), auth_version 1.0, body_md5 of the raw bytes when there
 * is a body, and auth_signature = HMAC of `METHOD\nPATH\nsorted query` (keys lower-cased, values as sent).
 */
function verifyRequest(app: RealtimeApp, request: FastifyRequest, rawBody: string, now: number) {
  const query = request.query as Query;
  const single = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const key = single('auth_key');
  const timestamp = Number(single('auth_timestamp'));
  const signature = single('auth_signature');
  if (!key || !signature || !Number.isFinite(timestamp) || single('auth_version') !== '1.0') {
    throw new ApiError(401, 'Missing or invalid authentication parameters');
  }
  if (!safeEqual(key, app.key)) throw new ApiError(401, 'Invalid auth_key');
  if (Math.abs(now / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    throw new ApiError(401, 'Timestamp expired: more than 600 s off the server clock');
  }
  if (rawBody !== '') {
    const md5 = createHash('md5').update(rawBody).digest('hex');
    if (!safeEqual(single('body_md5') ?? '', md5))
      throw new ApiError(401, 'body_md5 does not match the body');
  }
  const params = Object.entries(query)
    .filter(([name, value]) => name.toLowerCase() !== 'auth_signature' && typeof value === 'string')
    .map(([name, value]) => [name.toLowerCase(), value as string] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const path = (request.raw.url ?? '').split('?')[0]!;
  const expected = sign(app.secret, `${request.method}\n${path}\n${params}`);
  if (!safeEqual(signature, expected)) throw new ApiError(401, 'Invalid signature');
}

interface TriggerEvent {
  name: string;
  data: string;
  channels: string[];
  socketId: string | undefined;
}

function parseEvent(input: unknown): TriggerEvent {
  if (!input || typeof input !== 'object') throw new ApiError(400, 'Event must be an object');
  const body = input as Record<string, unknown>;
  const { name, data } = body;
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME) {
    throw new ApiError(400, 'Invalid event name');
  }
  if (typeof data !== 'string') throw new ApiError(400, 'data must be a string');
  const channels =
    body.channels !== undefined ? body.channels : body.channel !== undefined ? [body.channel] : undefined;
  if (!Array.isArray(channels) || channels.length === 0)
    throw new ApiError(400, 'channel or channels is required');
  if (channels.length > MAX_TRIGGER_CHANNELS) throw new ApiError(400, 'At most 100 channels per event');
  for (const channel of channels) {
    if (!isValidChannelName(channel)) throw new ApiError(400, 'Invalid channel name');
  }
  if (byteLength(data) > MAX_DATA_BYTES) throw new ApiError(413, 'Event data over 10 KB');
  const socketId = body.socket_id;
  if (socketId !== undefined && (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId))) {
    throw new ApiError(400, 'Invalid socket_id');
  }
  return { name, data, channels: channels as string[], socketId };
}

function parseJsonBody(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ApiError(400, 'Body must be a JSON object');
}

async function publish(realtime: RealtimeServer, event: TriggerEvent) {
  // The envelope names the channel, so one frame per channel, each sent as the same string to all its sockets.
  for (const channel of event.channels) {
    const text = JSON.stringify({ event: event.name, channel, data: event.data });
    // Kept before it goes out: a joiner in between may get it twice, never miss it. Client events are not kept.
    if (isCacheChannel(channel)) realtime.adapter.cacheEvent(channel, text);
    await realtime.adapter.broadcast([channel], text, event.socketId);
  }
}

/**
 * The HTTP API the `pusher` SDK calls (/apps/{id}/...). Registered in its own encapsulated context with a raw-string
 * body parser, because body_md5 is over the exact bytes the SDK sent.
 */
export async function realtimeHttpApi(
  app: FastifyInstance,
  {
    realtime,
    credentials,
    now = () => Date.now(),
  }: { realtime: RealtimeServer; credentials: RealtimeApp; now?: () => number },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const config = { csrf: false as const };
  const schema = { hide: true, tags: ['realtime'] };

  const guard = (handler: (request: FastifyRequest, raw: string) => Promise<unknown>) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const params = request.params as { appId: string };
        const raw = typeof request.body === 'string' ? request.body : '';
        verifyRequest(credentials, request, raw, now());
        if (params.appId !== credentials.id) throw new ApiError(404, 'Unknown app');
        return await handler(request, raw);
      } catch (err) {
        if (err instanceof ApiError) return reply.code(err.status).type('text/plain').send(err.message);
        throw err;
      }
    };
  };

  app.post(
    '/apps/:appId/events',
    { config, schema },
    guard(async (_request, raw) => {
      await publish(realtime, parseEvent(parseJsonBody(raw)));
      return {};
    }),
  );

  app.post(
    '/apps/:appId/batch_events',
    { config, schema },
    guard(async (_request, raw) => {
      const batch = parseJsonBody(raw).batch;
      if (!Array.isArray(batch) || batch.length === 0) throw new ApiError(400, 'batch is required');
      if (batch.length > MAX_BATCH_EVENTS) throw new ApiError(400, 'At most 10 events per batch');
      const events = batch.map(parseEvent);
      for (const event of events) await publish(realtime, event);
      return { batch: events.map(() => ({})) };
    }),
  );

  app.get(
    '/apps/:appId/channels',
    { config, schema },
    guard(async (request) => {
      const query = request.query as Query;
      const prefix = typeof query.filter_by_prefix === 'string' ? query.filter_by_prefix : '';
      const info = typeof query.info === 'string' ? query.info.split(',') : [];
      const wantsUsers = info.includes('user_count');
      if (wantsUsers && !prefix.startsWith('presence-')) {
        throw new ApiError(400, 'info=user_count needs filter_by_prefix=presence-');
      }
      const channels: Record<string, { user_count?: number }> = {};
      for (const [name, stats] of await realtime.adapter.channels()) {
        if (!name.startsWith(prefix) || channelKind(name) === 'user') continue;
        channels[name] = wantsUsers ? { user_count: stats.userCount ?? 0 } : {};
      }
      return { channels };
    }),
  );

  app.get(
    '/apps/:appId/channels/:channel',
    { config, schema },
    guard(async (request) => {
      const { channel } = request.params as { channel: string };
      if (!isValidChannelName(channel)) throw new ApiError(400, 'Invalid channel name');
      const query = request.query as Query;
      const info = typeof query.info === 'string' ? query.info.split(',') : [];
      const isPresence = channelKind(channel) === 'presence';
      if (info.includes('user_count') && !isPresence)
        throw new ApiError(400, 'user_count is for presence channels');
      const stats = (await realtime.adapter.channels()).get(channel);
      const result: Record<string, unknown> = { occupied: stats !== undefined };
      if (info.includes('subscription_count')) result.subscription_count = stats?.subscriptionCount ?? 0;
      if (info.includes('user_count')) result.user_count = stats?.userCount ?? 0;
      return result;
    }),
  );

  app.get(
    '/apps/:appId/channels/:channel/users',
    { config, schema },
    guard(async (request) => {
      const { channel } = request.params as { channel: string };
      if (!isValidChannelName(channel) || channelKind(channel) !== 'presence') {
        throw new ApiError(400, 'Users are listed for presence channels only');
      }
      const members = await realtime.adapter.presenceMembers(channel);
      return { users: [...members.keys()].map((id) => ({ id })) };
    }),
  );

  app.post(
    '/apps/:appId/users/:userId/terminate_connections',
    { config, schema },
    guard(async (request) => {
      const { userId } = request.params as { userId: string };
      await realtime.adapter.terminateUser(userId);
      return {};
    }),
  );
}
