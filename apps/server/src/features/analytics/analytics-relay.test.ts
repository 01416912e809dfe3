import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { countEvents } from './analytics.repository.ts';
import { RELAY_BODY_LIMIT_BYTES } from './analytics-relay.routes.ts';
import { forwardToPostHog } from './posthog-relay.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in PostHog on a local port: it records what reaches it and answers per path. The API host and the
 * assets host are the same server under two names (127.0.0.1 and localhost), told apart by the Host header.
 */
const seen: Seen[] = [];
const hanging = new Set<ServerResponse>();
const upstream = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    const path = request.url!.split('?')[0];
    if (path === '/slow/') {
      hanging.add(response);
      return;
    }
    if (path === '/boom/') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('internal');
      return;
    }
    if (path === '/static/array.js') {
      response
        .writeHead(200, {
          'content-type': 'application/javascript',
          'cache-control': 'public, max-age=3600',
          'set-cookie': 'ph_tracker=1; Path=/',
        })
        .end('window.posthogArray = true;');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'ph_tracker=1; Path=/' })
      .end(JSON.stringify({ status: 1 }));
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const port = (upstream.address() as AddressInfo).port;
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => upstream.close(resolve));
});

const t = useTestApp({
  env: {
    POSTHOG_KEY: 'phc_test_project',
    POSTHOG_HOST: `http://127.0.0.1:${port}`,
    POSTHOG_ASSETS_HOST: `http://localhost:${port}`,
    POSTHOG_TIMEOUT_MS: '300',
  },
});

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

beforeEach(() => {
  seen.length = 0;
});

describe('the analytics relay with PostHog configured', () => {
  it('advertises PostHog and its public key to the web app', async () => {
    const config = (await t.client().get('/app-config.json')).json();
    expect(config.analytics).toEqual({
      enabled: true,
      provider: 'posthog',
      key: 'phc_test_project',
      relay_path: '/ingest',
    });
  });

  it('forwards a capture body byte for byte, without our cookies, credentials or CSRF, and sets none back', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, 'Correct-Horse-Battery-9');
    const body = gzipSync(JSON.stringify({ api_key: 'phc_test_project', batch: [{ event: '$pageview' }] }));
    // Signed in, with the session and XSRF cookies, but no CSRF header: the relay needs none.
    const res = await t.app.inject({
      method: 'POST',
      url: '/ingest/batch/?compression=gzip-js&ver=1.449.2',
      headers: {
        'content-type': 'text/plain',
        'user-agent': BROWSER,
        authorization: 'Bearer secret-of-ours',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    // Neither PostHog's cookie nor a refreshed session of ours rides on the answer.
    expect(res.headers['set-cookie']).toBeUndefined();

    expect(seen).toHaveLength(1);
    const [forwarded] = seen;
    expect(forwarded!.method).toBe('POST');
    expect(forwarded!.url).toBe('/batch/?compression=gzip-js&ver=1.449.2');
    expect(forwarded!.headers.host).toBe(`127.0.0.1:${port}`);
    expect(forwarded!.body.equals(body)).toBe(true);
    expect(forwarded!.headers['user-agent']).toBe(BROWSER);
    expect(forwarded!.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of ['cookie', 'authorization', 'x-xsrf-token', 'origin', 'referer']) {
      expect(forwarded!.headers[name], name).toBeUndefined();
    }
  });

  it('serves PostHog scripts from the assets host, with their caching and without their cookies', async () => {
    const res = await t.client().get('/ingest/static/array.js?v=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('window.posthogArray = true;');
    expect(res.headers['content-type']).toBe('application/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(seen[0]!.headers.host).toBe(`localhost:${port}`);
    expect(seen[0]!.url).toBe('/static/array.js?v=1');
  });

  it('answers 504 when PostHog is too slow and 502 when it fails, as JSON', async () => {
    const started = Date.now();
    const slow = await t.client().request('POST', '/ingest/slow/', undefined, { raw: '{}' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ message: 'The analytics service did not answer in time.' });
    expect(Date.now() - started).toBeLessThan(5_000);

    const failed = await t.client().request('POST', '/ingest/boom/', undefined, { raw: '{}' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'The analytics service failed (500).' });
  });

  it('refuses a body over the limit with 413 before PostHog hears of it', async () => {
    const res = await t.client().request('POST', '/ingest/e/', undefined, {
      raw: JSON.stringify({ event: 'x', padding: 'x'.repeat(RELAY_BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Content Too Large' });
    expect(seen).toHaveLength(0);
  });

  it("answers a robot's capture as PostHog would, without forwarding it", async () => {
    const res = await t.client().request('POST', '/ingest/e/', undefined, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      raw: JSON.stringify({ event: '$pageview', distinct_id: 'x' }),
    });
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(0);
    // Nothing goes to the embedded store either while PostHog is configured.
    expect(await countEvents(t.database.db)).toBe(0);
  });

  it('keeps every path on the PostHog host, whatever it spells', async () => {
    for (const path of [
      '/ingest//evil.example/x',
      '/ingest/..%2F..%2Fetc/passwd',
      '/ingest/%2F%2Fevil.example',
    ]) {
      seen.length = 0;
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(seen.map((s) => s.headers.host)).toEqual([`127.0.0.1:${port}`]);
    }
  });
});

describe('the analytics relay when PostHog cannot be reached', () => {
  it('answers 502 with a message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      forwardToPostHog(
        {
          key: 'k',
          host: `http://127.0.0.1:${deadPort}`,
          assetsHost: `http://127.0.0.1:${deadPort}`,
          timeoutMs: 1000,
        },
        { method: 'POST', path: 'e/', search: '', headers: {}, body: Buffer.from('{}'), ip: '10.0.0.1' },
      ),
    ).rejects.toMatchObject({ status: 502, message: 'The analytics service could not be reached.' });
  });
});
