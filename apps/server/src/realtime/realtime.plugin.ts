import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { broadcastingRoutes, type ConversationMembership } from './broadcasting.routes.ts';
import { LocalAdapter, type RealtimeAdapter } from './adapter.ts';
import { realtimeHttpApi } from './http-api.ts';
import { RealtimeServer } from './realtime-server.ts';
import { RedisAdapter } from './redis-adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded Pusher-protocol server, or null when PUSHER_HOST points at an external one. */
    realtime: RealtimeServer | null;
  }
}

/**
 * Mounts the embedded Pusher-protocol server on this app's HTTP server: WebSocket upgrades at `/app/{key}` and the
 * signed HTTP API at `/apps/{id}/...`, same port. With PUSHER_HOST set, the app talks to that server instead.
 * `/broadcasting/auth` and `/broadcasting/user-auth` are there in both cases.
 */
export const realtimePlugin = fp(
  async (
    app: FastifyInstance,
    {
      config,
      adapter,
      conversations,
    }: { config: Config; adapter?: RealtimeAdapter; conversations?: ConversationMembership },
  ) => {
    // Channel authorisation signs with the PUSHER_* credentials, whichever server the clients talk to.
    await app.register(broadcastingRoutes, { config, conversations });
    if (config.pusher.host) {
      app.decorate('realtime', null);
      return;
    }
    const credentials = { id: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret };
    const realtime = new RealtimeServer(credentials, adapter ?? clusterAdapter(config, app), app.log);
    await realtime.start();
    app.decorate('realtime', realtime);

    const onUpgrade = (...args: Parameters<RealtimeServer['handleUpgrade']>) => {
      if (realtime.handleUpgrade(...args)) return;
      args[1].end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    };
    app.server.on('upgrade', onUpgrade);
    // Before the HTTP server stops: open sockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      await realtime.close();
    });

    await app.register(realtimeHttpApi, { realtime, credentials });
  },
  { name: 'realtime' },
);

/** With REDIS_URL several processes act as one server (fan-out, presence, crash clean-up); otherwise in memory. */
function clusterAdapter(config: Config, app: FastifyInstance): RealtimeAdapter {
  if (!config.redisUrl) return new LocalAdapter();
  return new RedisAdapter({
    url: config.redisUrl,
    prefix: `${config.redisPrefix}realtime:${config.pusher.appId}:`,
    nodeTtlMs: config.redisNodeTtlMs,
    heartbeatMs: Math.max(250, Math.floor(config.redisNodeTtlMs / 3)),
    log: app.log,
  });
}
