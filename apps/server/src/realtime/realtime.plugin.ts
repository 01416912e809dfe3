import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { broadcastingRoutes } from './broadcasting.routes.ts';
import { LocalAdapter, type RealtimeAdapter } from './adapter.ts';
import { realtimeHttpApi } from './http-api.ts';
import { RealtimeServer } from './realtime-server.ts';

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
  async (app: FastifyInstance, { config, adapter }: { config: Config; adapter?: RealtimeAdapter }) => {
    // Channel authorisation signs with the PUSHER_* credentials, whichever server the clients talk to.
    await app.register(broadcastingRoutes, { config });
    if (config.pusher.host) {
      app.decorate('realtime', null);
      return;
    }
    const credentials = { id: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret };
    const realtime = new RealtimeServer(credentials, adapter ?? new LocalAdapter(), app.log);
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
