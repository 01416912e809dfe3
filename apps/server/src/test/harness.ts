import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser, type UserOverrides } from '../seed/factories.ts';
import { listMail, mailLinks } from '../features/dev-mail/dev-mail.repository.ts';
import { mailDir } from '../lib/mailer.ts';
import { openTestDatabase, emptyWrittenTables } from './database.ts';

export const TEST_APP_KEY = 'test-app-key-0123456789abcdef0123456789abcdef';

/** A fake web build, so SPA serving is tested without depending on apps/web. */
async function writeFakeWebDist(dir: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(join(dir, 'build.json'), JSON.stringify({ build_id: 'test-build-1' }));
  // The build's own bookkeeping (Vite's manifest and the route map), read by the server and not served.
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/auth-layout.tsx': { file: 'assets/auth-layout.js', imports: ['index.html'] },
      'src/login-page.tsx': {
        file: 'assets/login-page.js',
        imports: ['index.html', '_vendor.js', '_form.js'],
      },
      '_form.js': { file: 'assets/form.js' },
    }),
  );
  await writeFile(
    join(dir, '.vite', 'route-chunks.json'),
    JSON.stringify({
      entry: 'index.html',
      routes: [{ path: '/login', modules: ['src/auth-layout.tsx', 'src/login-page.tsx'] }],
    }),
  );
}

export async function testConfig(dataDir: string, env: Record<string, string> = {}): Promise<Config> {
  const webDist = join(dataDir, 'web-dist');
  await writeFakeWebDist(webDist);
  return loadConfig(
    {
      APP_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      APP_KEY: TEST_APP_KEY,
      PUSHER_APP_ID: '100001',
      PUSHER_APP_KEY: 'test-pusher-key',
      PUSHER_APP_SECRET: 'test-pusher-secret',
      WEB_DIST: webDist,
      ...env,
    },
    dataDir,
  );
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  client(): TestClient;
  createUser(overrides?: UserOverrides): ReturnType<typeof createUser>;
  mail(): Promise<Array<Awaited<ReturnType<typeof listMail>>[number] & { links: string[] }>>;
}

/**
 * One app and database per test file, emptied before each test. Extra routes (e.g. one that throws) may be added
 * through `configure` before the app is ready.
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    configure?: (app: App) => void;
    /** The app's clock (overlap dates, posted-within); real time unless given. */
    now?: () => Date;
    /** Skill tests' sandbox, badge issuer and limits. */
    assessments?: AppDeps['assessments'];
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.dataDir = await mkdtemp(join(tmpdir(), 'talent-server-'));
    ctx.config = await testConfig(ctx.dataDir, options.env);
    ctx.database = await openTestDatabase();
    ctx.app = await buildApp({
      db: ctx.database,
      config: ctx.config,
      logger: options.logger ?? false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.assessments ? { assessments: options.assessments } : {}),
    });
    options.configure?.(ctx.app);
    await ctx.app.ready();
    ctx.client = () => new TestClient(ctx.app);
    ctx.createUser = (overrides) => createUser(ctx.database.db, overrides);
    ctx.mail = async () => (await listMail(mailDir(ctx.dataDir))).map((m) => ({ ...m, links: mailLinks(m) }));
  });
  beforeEach(async () => {
    // A previous case's sign-up or reset may still be writing after its answer: let it land before emptying.
    await ctx.app.backgroundAuthWork();
    await emptyWrittenTables(ctx.database);
    await rm(mailDir(ctx.dataDir), { recursive: true, force: true });
    await rm(join(ctx.dataDir, 'maintenance.json'), { force: true });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (ctx.dataDir) await rm(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

type Body = Record<string, unknown>;

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** Add X-XSRF-TOKEN from the cookie jar (default true). */
  csrf?: boolean;
  /** Send this text as the JSON body, as is (what JSON.stringify cannot write: 1e400, ten thousand brackets). */
  raw?: string;
}

/** A browser stand-in over app.inject: keeps cookies, echoes XSRF-TOKEN like the SPA's HTTP client. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  last: Response | undefined;

  constructor(private readonly app: App) {}

  async request(method: InjectOptions['method'], url: string, body?: Body, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    const xsrfHeader = XSRF_HEADER.toLowerCase();
    if (options.csrf !== false && xsrf && !(xsrfHeader in headers)) headers[xsrfHeader] = xsrf;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      payload = options.raw;
    } else if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [
            k,
            v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v),
          ]),
        ).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    this.last = res;
    return res;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: Body, options?: RequestOptions) {
    return this.request('POST', url, body ?? {}, options);
  }
  put(url: string, body?: Body, options?: RequestOptions) {
    return this.request('PUT', url, body ?? {}, options);
  }

  csrfCookie() {
    return this.get(CSRF_COOKIE_PATH);
  }

  async login(email: string, password: string) {
    await this.csrfCookie();
    return this.post('/login', { email, password });
  }
}
