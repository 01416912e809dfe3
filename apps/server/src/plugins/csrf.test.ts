import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/auth.schema.ts';
import { sha256 } from '../lib/tokens.ts';
import { DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

// Every mutating endpoint, with a body that would otherwise be valid enough to reach the handler.
const mutatingRoutes: Array<[string, string, Record<string, unknown>]> = [
  [
    'POST',
    '/register',
    {
      name: 'A',
      email: 'a@example.com',
      password: 'Unusual-Pass-991',
      password_confirmation: 'Unusual-Pass-991',
    },
  ],
  ['POST', '/login', { email: 'a@example.com', password: 'x' }],
  ['POST', '/logout', {}],
  ['POST', '/forgot-password', { email: 'a@example.com' }],
  [
    'POST',
    '/reset-password',
    { token: 't', email: 'a@example.com', password: 'x', password_confirmation: 'x' },
  ],
  ['POST', '/email/verification-notification', {}],
  ['PUT', '/user/password', { current_password: 'x', password: 'y', password_confirmation: 'y' }],
  [
    'POST',
    '/user/password',
    { _method: 'PUT', current_password: 'x', password: 'y', password_confirmation: 'y' },
  ],
];

describe('the route list', () => {
  it('covers every mutating route the app registers', () => {
    const routes = t.app.printRoutes({ commonPrefix: false, includeHooks: false, method: 'POST' });
    for (const [, url] of mutatingRoutes) expect(routes).toContain(url);
  });
});

describe.each(mutatingRoutes)('CSRF on %s %s', (method, url, body) => {
  async function loggedIn() {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return client;
  }

  it('419 without a token', async () => {
    const client = await loggedIn();
    const res = await client.request(method as 'POST', url, body, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('419 with a wrong token', async () => {
    const client = await loggedIn();
    const res = await client.request(method as 'POST', url, body, { headers: { 'x-xsrf-token': 'wrong' } });
    expect(res.statusCode).toBe(419);
  });

  it("419 with another session's token", async () => {
    const client = await loggedIn();
    const stranger = t.client();
    await stranger.csrfCookie();
    const token = stranger.cookies.get('XSRF-TOKEN')!;
    const res = await client.request(method as 'POST', url, body, { headers: { 'x-xsrf-token': token } });
    expect(res.statusCode).toBe(419);
  });

  it('419 without any session', async () => {
    const res = await t
      .client()
      .request(method as 'POST', url, body, { headers: { 'x-xsrf-token': 'x'.repeat(43) } });
    expect(res.statusCode).toBe(419);
  });
});

describe('accepted token carriers', () => {
  it('takes X-XSRF-TOKEN URI-encoded, X-CSRF-TOKEN, or _token in the body', async () => {
    const client = t.client();
    await client.csrfCookie();
    const token = client.cookies.get('XSRF-TOKEN')!;
    const body = { email: 'a@example.com' };
    expect(
      (
        await client.post('/forgot-password', body, {
          headers: { 'x-xsrf-token': encodeURIComponent(token) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/forgot-password', body, { csrf: false, headers: { 'x-csrf-token': token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await client.post('/forgot-password', { ...body, _token: token }, { csrf: false })).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/forgot-password', { ...body, _token: token }, { csrf: false, form: true }))
        .statusCode,
    ).toBe(200);
  });

  it('never checks GET/HEAD/OPTIONS', async () => {
    const client = t.client();
    expect((await client.get('/api/user', { csrf: false })).statusCode).toBe(401);
    expect((await client.request('HEAD', '/up')).statusCode).toBe(200);
  });

  it('does not refresh the cookies on a 419', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await client.post('/forgot-password', { email: 'a@example.com' }, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('cookies', () => {
  it('sets talent_session HttpOnly and XSRF-TOKEN readable, both SameSite=Lax, Path=/, 120 minutes, not Secure locally', async () => {
    const res = await t.client().csrfCookie();
    expect(res.statusCode).toBe(204);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('talent_session='))!;
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/Max-Age=7200/);
    expect(session).not.toMatch(/Secure/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/; SameSite=Lax/);
    // ≥128 bits: 32 random bytes in base64url.
    expect(session.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refreshes XSRF-TOKEN on every passing response of a session', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await client.get('/api/user');
    expect(
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('XSRF-TOKEN=')),
    ).toBe(true);
  });

  it('sends talent_session again only when the idle window moves, so the browser copy expires with the row', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const idHash = sha256(client.cookies.get('talent_session')!);
    const names = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
        .map((c) => c.split('=')[0]);

    // Within the minute of slack nothing is written, and the session cookie the browser holds stays as it is.
    const fresh = await client.get('/api/user');
    expect(fresh.statusCode).toBe(200);
    expect(names(fresh)).toEqual(['XSRF-TOKEN']);

    // Idle for five minutes: last_activity moves to now, and so does the cookie's 120 minutes.
    const before = Date.now();
    await t.database.db
      .update(sessions)
      .set({ lastActivity: new Date(before - 5 * 60_000) })
      .where(eq(sessions.idHash, idHash));
    const moved = await client.get('/api/user');
    expect(moved.statusCode).toBe(200);
    expect(names(moved).sort()).toEqual(['XSRF-TOKEN', 'talent_session']);
    expect([moved.headers['set-cookie']].flat().join()).toMatch(/talent_session=[^;]+;.*Max-Age=7200/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row!.lastActivity.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('the session sweep', () => {
  it("deletes sessions idle past 120 minutes on the scheduler's run, and keeps live ones", async () => {
    const user = await t.createUser();
    const idle = t.client();
    await idle.login(user.email, DEFAULT_TEST_PASSWORD);
    const live = t.client();
    await live.login(user.email, DEFAULT_TEST_PASSWORD);
    const idleHash = sha256(idle.cookies.get('talent_session')!);
    await t.database.db
      .update(sessions)
      .set({ lastActivity: new Date(Date.now() - 121 * 60_000) })
      .where(eq(sessions.idHash, idleHash));

    await t.app.pipelineScheduler.runAll();
    const left = await t.database.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(left).toEqual([{ idHash: sha256(live.cookies.get('talent_session')!) }]);
    expect((await live.get('/api/user')).statusCode).toBe(200);
  });
});

describe('stateful origins', () => {
  it('gives a foreign or null Origin no session and a 419', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const read = await client.get('/api/user', { headers: { origin } });
      expect(read.statusCode, origin).toBe(401);
      expect(read.headers['set-cookie'], origin).toBeUndefined();
      const write = await client.post('/logout', {}, { headers: { origin } });
      expect(write.statusCode, origin).toBe(419);
    }
    expect((await client.get('/api/user', { headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(
      200,
    );
  });

  it('never sends Access-Control-Allow-Origin', async () => {
    const res = await t.client().request('OPTIONS', '/login', undefined, {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('body formats', () => {
  it('reads _method and _token from a multipart body', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const boundary = '----talent-test';
    const fields = {
      _method: 'PUT',
      _token: client.cookies.get('XSRF-TOKEN')!,
      current_password: DEFAULT_TEST_PASSWORD,
      password: 'Another-Strong-Pass-42',
      password_confirmation: 'Another-Strong-Pass-42',
    };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/password',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('treats an empty JSON body as {}', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses __proto__ in JSON bodies without a 5xx', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await t.app.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: '{"email":"a@example.com","__proto__":{"is_admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});
