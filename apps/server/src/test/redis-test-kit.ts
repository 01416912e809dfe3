import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { describe, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import { RealtimeKit } from './realtime-test-kit.ts';

/** The Redis of the Redis-backed tests (CI provides one; locally the system Redis). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

export async function redisReachable(url = REDIS_TEST_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Whether the Redis of the tests answered when this module loaded. */
export const redisUp = await redisReachable();

/**
 * `describe` for tests that need Redis: skipped with the reason when none answers, except under CI (which has
 * one), where the missing Redis is a failure.
 */
export function describeWithRedis(name: string, body: () => void) {
  if (redisUp) return describe(name, body);
  if (process.env.CI) {
    return describe(name, () => {
      it(`needs Redis at ${REDIS_TEST_URL} (CI is set, so this fails instead of skipping)`, () => {
        throw new Error(`Redis not reachable at ${REDIS_TEST_URL}`);
      });
    });
  }
  return describe.skip(
    `${name} [skipped: no Redis at ${REDIS_TEST_URL}; start one or set REDIS_TEST_URL]`,
    body,
  );
}

/** A key prefix of its own for one test file, so files running in parallel (and leftovers) never meet. */
export function uniquePrefix(label: string): string {
  return `test:${label}:${randomBytes(4).toString('hex')}:`;
}

/** Delete every key under a prefix (after a test file). */
export async function dropPrefix(prefix: string, url = REDIS_TEST_URL) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * A TCP proxy between a node and Redis that the test can cut and restore: a Redis outage for that node only,
 * without touching the shared Redis. While cut, open connections are dropped and new ones refused.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly pairs = new Set<[Socket, Socket]>();
  private up = true;
  private stalled = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  static forRedis(url = REDIS_TEST_URL) {
    const parsed = new URL(url);
    return new TcpProxy({ host: parsed.hostname, port: Number(parsed.port || 6379) });
  }

  /** The Redis URL that goes through this proxy. */
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  private accept(client: Socket) {
    if (!this.up) return client.destroy();
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    client.on('close', () => this.pairs.delete(pair));
    if (!this.stalled) this.flow(pair);
  }

  private flow([client, upstream]: [Socket, Socket]) {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Keep the connections open but stop forwarding: Redis "hangs" (commands time out, nothing reconnects). */
  stall() {
    this.stalled = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Forward again, including what was held back. */
  resume() {
    this.stalled = false;
    for (const pair of this.pairs) this.flow(pair);
  }

  cut() {
    this.up = false;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.up = true;
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The real clients pointed at one node (a port), signing channel auth with the shared credentials. */
export function kitFor(port: number, pusher: { appId: string; key: string; secret: string }): RealtimeKit {
  const kit = new RealtimeKit(
    () => {
      throw new Error('kitFor: the node is not an app of this process');
    },
    () => ({ pusher }) as Config,
  );
  kit.port = port;
  return kit;
}

/** Poll until `check` passes (returns without throwing) or `ms` runs out, then rethrow its last error. */
export async function eventually<T>(check: () => Promise<T> | T, ms = 5000, every = 100): Promise<T> {
  return vi.waitFor(check, { timeout: ms, interval: every });
}
