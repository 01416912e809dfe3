import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import pg from 'pg';
import { z } from 'zod';
import { RuntimeConfigSchema } from '@talent/contract/config';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { testConfig, useTestApp } from '../../test/harness.ts';
import { testPostgresUrl } from '../../test/database.ts';
import { workerDatabaseName } from '../../test/database-names.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = useTestApp({
  logger: { level: 'error', stream: logStream },
  configure(app) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/shared/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:1');
    });
    typed.get('/shared/api/test/context', async (request) => request.ctx);
    typed.post(
      '/shared/api/test/nested',
      {
        schema: {
          body: z.object({
            address: z.object({ city: z.string({ error: 'The city is required.' }) }),
            tags: z.array(z.string()),
          }),
        },
      },
      async () => ({ ok: true }),
    );
  },
});

async function csrfClient() {
  const client = t.client();
  await client.csrfCookie();
  return client;
}

describe('health and runtime config', () => {
  it('GET /up pings the database', async () => {
    const res = await t.client().get('/up');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'up' });
  });

  it('GET /app-config.json returns RuntimeConfig with the web build id', async () => {
    const res = await t.client().get('/app-config.json');
    expect(res.statusCode).toBe(200);
    const config = RuntimeConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      build_id: 'test-build-1',
      environment: 'test',
      realtime: {
        broadcaster: 'reverb',
        key: 'test-pusher-key',
        host: 'localhost',
        port: 3000,
        scheme: 'http',
      },
      // Without POSTHOG_KEY the relay keeps page views in the embedded store.
      analytics: { enabled: true, provider: 'embedded', key: 'phc_embedded', relay_path: '/ingest' },
      // Without FEEDBACK_TOKEN: our own widget, with a token derived from APP_KEY.
      feedback: { token: expect.stringMatching(/^fb_[\w-]{22}$/), script_url: null },
      dev_mailbox: true,
    });
    expect((await t.client().get('/build.json')).json()).toEqual({ build_id: 'test-build-1' });
  });

  it('GET /shared/api/status is the maintenance probe', async () => {
    expect((await t.client().get('/shared/api/status')).json()).toEqual({ status: 'ok' });
  });
});

describe('maintenance mode', () => {
  it('answers API calls 503 + Retry-After while /up, the SPA and config keep working', async () => {
    await writeFile(join(t.dataDir, 'maintenance.json'), JSON.stringify({ retry: 42 }));
    // The flag is read at most once a second: move the clock past that instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 1100);
    const client = t.client();
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['GET', '/shared/api/status'],
      ['GET', '/talent/api/anything'],
      ['GET', '/sanctum/csrf-cookie'],
      ['POST', '/login'],
      ['POST', '/register'],
      ['GET', '/email/verify/x/y'],
      ['POST', '/broadcasting/auth'],
    ] as const) {
      const res = await client.request(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('42');
      expect(res.json()).toEqual({ message: 'Service Unavailable' });
    }
    expect((await client.get('/up')).statusCode).toBe(200);
    expect((await client.get('/app-config.json')).statusCode).toBe(200);
    expect((await client.get('/build.json')).statusCode).toBe(200);
    expect((await client.get('/login', { headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await client.get('/assets/app.js')).statusCode).toBe(200);

    // `npm run up`: back within a second, without a restart.
    await rm(join(t.dataDir, 'maintenance.json'));
    vi.setSystemTime(Date.now() + 1100);
    expect((await client.get('/shared/api/status')).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('masks unknown errors as 500 with a request id, and logs them with that id', async () => {
    logLines.length = 0;
    const res = await t.client().get('/shared/api/test/boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'request_id']);
    expect(body.message).toBe('Server Error');
    expect(res.body).not.toMatch(/secret_table|\/srv\/|at /);
    expect(res.headers['x-request-id']).toBe(body.request_id);
    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } });
    expect(logged.some((l) => l.reqId === body.request_id && l.err?.message?.includes('secret_table'))).toBe(
      true,
    );
  });

  it('joins nested field paths with dots in 422s', async () => {
    const client = await csrfClient();
    const res = await client.post('/shared/api/test/nested', { address: {}, tags: ['a', 3] });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['address.city', 'tags.1']);
    expect(body.message).toBe('The city is required. (and 1 more error)');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/talent/api/nope', '/shared/api/nope']) {
      const res = await t.client().get(url, { headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const client = await csrfClient();
    const big = await client.request('POST', '/forgot-password', {
      email: 'a@example.com',
      pad: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(big.statusCode).toBe(413);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: {
        'content-type': 'application/xml',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: '<email>a@example.com</email>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported Media Type' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const client = await csrfClient();
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('request context', () => {
  it('reads X-Timezone (valid IANA zone, else UTC) and X-Language', async () => {
    const ok = await t.client().get('/shared/api/test/context', {
      headers: { 'x-timezone': 'America/Sao_Paulo', 'x-language': 'en' },
    });
    expect(ok.json()).toEqual({ timezone: 'America/Sao_Paulo', language: 'en' });
    const bad = await t
      .client()
      .get('/shared/api/test/context', { headers: { 'x-timezone': 'Mars/Olympus', 'x-language': '<x>' } });
    expect(bad.json()).toEqual({ timezone: 'UTC', language: 'en' });
  });
});

describe('security headers', () => {
  it('sends the CSP and friends on pages and API answers, and no X-Powered-By', async () => {
    for (const res of [
      await t.client().get('/api/user'),
      await t.client().get('/jobs', { headers: { accept: 'text/html' } }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Only the real-time socket of this app, not any ws: origin.
      expect(csp).toContain("connect-src 'self' ws://localhost:3000 wss://localhost:3000;");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('marks authenticated JSON no-store', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get('/api/user')).headers['cache-control']).toBe('no-store');
  });
});

describe('the SPA', () => {
  it('answers page requests with index.html, never cached', async () => {
    for (const url of ['/', '/jobs/123/apply', '/login', '/reset-password?token=x']) {
      const res = await t.client().get(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const res = await t.client().get('/assets/app.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get('/assets/missing.js', { headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('serves the OpenAPI UI and document', async () => {
    const ui = await t.client().get('/docs/', { headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const doc = await t.client().get('/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/login']).toBeDefined();
  });
});

describe('database unavailable', () => {
  it('answers 503 + Retry-After instead of crashing, and /up reports down', async () => {
    const config = await testConfig(t.dataDir);
    // Nothing listens on port 1: every query fails to connect.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    const app = await buildApp({ db: database, config, logger: false });
    try {
      const withCookie = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `talent_session=${'a'.repeat(43)}` },
      });
      expect(withCookie.statusCode).toBe(503);
      expect(withCookie.headers['retry-after']).toBeDefined();
      expect(withCookie.json()).toEqual({ message: 'Service Unavailable' });
      const up = await app.inject({ method: 'GET', url: '/up' });
      expect(up.statusCode).toBe(503);
      expect(up.json()).toEqual({ status: 'down' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!testPostgresUrl())('PostgreSQL connections dropped under the app', () => {
  it('survives idle clients being killed and recovers without a restart', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    // What a database restart does to a pool: every idle connection is terminated server-side.
    const killer = new pg.Client({ connectionString: testPostgresUrl() });
    await killer.connect();
    try {
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [workerDatabaseName(testPostgresUrl()!)],
      );
    } finally {
      await killer.end();
    }
    // The pool hears of its terminated clients through their socket errors: wait until it has dropped them all.
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    await vi.waitFor(() => {
      if (pool.idleCount > 0) throw new Error(`${pool.idleCount} idle clients not dropped yet`);
    });
    // At most one request may see the dead connection (503, never a crash); then it is back.
    const first = await client.get('/api/user');
    expect([200, 503]).toContain(first.statusCode);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/up')).statusCode).toBe(200);
  });
});

describe('sessions and static files', () => {
  it('never sets cookies on publicly cached assets', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await client.get('/assets/app.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
