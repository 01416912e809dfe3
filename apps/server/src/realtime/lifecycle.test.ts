import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/harness.ts';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'talent-realtime-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<{ app: App; port: number }> {
  const app = await buildApp({ db: database, config: await testConfig(dataDir, env), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function open(url: string) {
  const ws = new WebSocket(url);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const failed = new Promise<number | undefined>((resolve) => {
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode));
    ws.on('error', () => resolve(undefined));
  });
  return { ws, closed, failed };
}

describe('lifecycle of the embedded server', () => {
  it('closes open sockets with 4200 (reconnect) on shutdown, and app.close() does not hang', async () => {
    const { app, port } = await start();
    const client = open(`ws://127.0.0.1:${port}/app/test-pusher-key?protocol=7`);
    await new Promise((resolve) => client.ws.once('message', resolve));
    const started = Date.now();
    await app.close();
    expect(await client.closed).toBe(4200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 404 to an upgrade outside /app/{key}', async () => {
    const { app, port } = await start();
    try {
      const client = open(`ws://127.0.0.1:${port}/not-realtime`);
      expect(await client.failed).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('mounts nothing but the auth endpoints when PUSHER_HOST points elsewhere', async () => {
    const { app, port } = await start({ PUSHER_HOST: 'ws.example.com', PUSHER_SCHEME: 'https' });
    try {
      expect(app.realtime).toBeNull();
      // No upgrade listener: the request is an ordinary GET (the SPA answers it), never a WebSocket.
      const client = open(`ws://127.0.0.1:${port}/app/test-pusher-key?protocol=7`);
      expect(await client.failed).toBeTypeOf('number');
      const api = await fetch(`http://127.0.0.1:${port}/apps/100001/channels`);
      expect(await api.text()).not.toContain('"channels"');
      const auth = await app.inject({ method: 'POST', url: '/broadcasting/auth', payload: {} });
      expect(auth.statusCode).not.toBe(404);
    } finally {
      await app.close();
    }
  });
});
