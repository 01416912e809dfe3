import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, REDIRECT } from './api-client.ts';

// The client's real transport (fetch, with the document's cookie jar: see test/setup.ts) against a real local
// HTTP server: what the browser would put on the wire, including the CSRF cookie echoed back as X-XSRF-TOKEN.
// The server is cross-origin to jsdom, so it answers CORS.
let server: Server;
let origin: string;
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      res.end();
      return;
    }
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (req.url === '/sanctum/csrf-cookie') {
      res.setHeader('Set-Cookie', 'XSRF-TOKEN=token%3D123; Path=/; SameSite=Lax');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.url === '/talent/api/moved') {
      res.statusCode = 302;
      res.setHeader('Location', '/talent/api/elsewhere');
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api client on the wire (jsdom XHR + local server)', () => {
  it('sends the headers, fetches the CSRF cookie first and echoes it in X-XSRF-TOKEN', async () => {
    const api = createApiClient({ baseURL: origin, timeZone: () => 'Asia/Tokyo' });
    await api.get('/api/user');
    await api.post('/login', { email: 'a@b.c', password: 'x' });

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user',
      'GET /sanctum/csrf-cookie',
      'POST /login',
    ]);
    for (const request of seen) {
      expect(request.headers['x-timezone']).toBe('Asia/Tokyo');
      expect(request.headers['x-language']).toBe('en');
      expect(request.headers['accept']).toBe('application/json');
    }
    // The browser's own, never the transport's name (a session is listed by its browser).
    expect(seen[0]?.headers['user-agent']).toBe(navigator.userAgent);
    expect(seen[0]?.headers['x-xsrf-token']).toBeUndefined();
    expect(seen[2]?.headers['x-xsrf-token']).toBe('token=123');
  });

  it('never follows a redirect: the request fails with REDIRECT and the app is told once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onRedirect = vi.fn();
    const api = createApiClient({ baseURL: origin, handlers: { onRedirect } });
    seen.length = 0;
    await expect(api.get('/talent/api/moved')).rejects.toMatchObject({ code: REDIRECT });
    await expect(api.post('/talent/api/moved', {})).rejects.toMatchObject({ code: REDIRECT });
    expect(onRedirect).toHaveBeenCalledTimes(2);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /talent/api/moved',
      'GET /sanctum/csrf-cookie',
      'POST /talent/api/moved',
    ]);
  });

  it("treats a browser's opaque redirect (status 0, no Location) the same way", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What Chromium hands back for `redirect: 'manual'`; Node's fetch returns the 302 itself.
    const opaque = Object.defineProperties(new Response(null), {
      status: { value: 0 },
      type: { value: 'opaqueredirect' },
      statusText: { value: '' },
    });
    const onRedirect = vi.fn();
    const api = createApiClient({ baseURL: origin, handlers: { onRedirect }, fetch: async () => opaque });
    await expect(api.get('/talent/api/jobs')).rejects.toMatchObject({
      code: REDIRECT,
      response: { status: 0 },
    });
    expect(onRedirect).toHaveBeenCalledOnce();
  });
});
