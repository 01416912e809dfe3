import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axios, { type AxiosInstance } from 'axios';
import { wrapper } from 'axios-cookiejar-support';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { listMail, mailLinks } from '../dev-mail/dev-mail.repository.ts';
import { mailDir } from '../../lib/mailer.ts';
import { openTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/harness.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let app: App;
let database: Database;
let dataDir: string;
let baseURL: string;

beforeAll(async () => {
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'talent-spa-'));
  database = await openTestDatabase();
  app = await buildApp({
    db: database,
    config: await testConfig(dataDir, { APP_URL: baseURL }),
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The SPA's HTTP client: cookies kept, XSRF-TOKEN echoed, same-origin Origin on writes, JSON accepted. */
function spaClient(jar: CookieJar): AxiosInstance {
  const client = wrapper(
    axios.create({
      baseURL,
      jar,
      withCredentials: true,
      withXSRFToken: true,
      headers: { Accept: 'application/json', 'X-Timezone': 'Europe/Berlin', 'X-Language': 'en' },
      validateStatus: () => true,
      maxRedirects: 0,
    }),
  );
  // axios only reads document.cookie in a browser; do what it does there, from the jar.
  client.interceptors.request.use(async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      config.headers.set('Origin', baseURL);
      const xsrf = (await jar.getCookies(baseURL)).find((c) => c.key === 'XSRF-TOKEN');
      if (xsrf && !config.headers.has('X-XSRF-TOKEN')) config.headers.set('X-XSRF-TOKEN', xsrf.value);
    }
    return config;
  });
  return client;
}

describe('a real SPA client over HTTP', () => {
  it('gets the CSRF cookie, signs up, is signed in by the mailed link, is refused without the header, logs out', async () => {
    const jar = new CookieJar();
    const http = spaClient(jar);

    expect((await http.get('/api/user')).status).toBe(401);
    expect((await http.get('/sanctum/csrf-cookie')).status).toBe(204);
    const cookies = await jar.getCookies(baseURL);
    expect(cookies.map((c) => c.key).sort()).toEqual(['XSRF-TOKEN', 'talent_session']);
    expect(cookies.find((c) => c.key === 'talent_session')!.httpOnly).toBe(true);

    const registered = await http.post('/register', {
      name: 'Real Client',
      email: 'real.client@example.com',
      password: 'Unusual-Pass-991',
      password_confirmation: 'Unusual-Pass-991',
    });
    expect(registered.status).toBe(202);
    expect((await http.get('/api/user')).status).toBe(401);

    // The account and its mail come after the answer; the link in it signs this client in.
    await vi.waitFor(async () => expect(await listMail(mailDir(dataDir))).toHaveLength(1));
    const [mail] = await listMail(mailDir(dataDir));
    const link = new URL(mailLinks(mail!)[0]!);
    expect((await http.get(link.pathname + link.search)).status).toBe(204);

    const me = await http.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      email: 'real.client@example.com',
      email_verified_at: expect.any(String),
    });

    const bare = wrapper(axios.create({ baseURL, jar, validateStatus: () => true }));
    const refused = await bare.post('/logout', {}, { headers: { Accept: 'application/json' } });
    expect(refused.status).toBe(419);
    expect(refused.data).toEqual({ message: 'CSRF token mismatch.' });

    expect((await http.post('/logout')).status).toBe(204);
    expect((await http.get('/api/user')).status).toBe(401);
  });
});
