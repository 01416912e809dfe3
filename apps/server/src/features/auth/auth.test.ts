import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { UserSchema } from '@talent/contract/auth';
import { passwordResetTokens, sessions, users } from '../../db/schema/auth.schema.ts';
import { createJob, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { FileMailer } from '../../lib/mailer.ts';
import { signPath } from '../../lib/signed-url.ts';
import { TEST_APP_KEY, useTestApp, type TestClient } from '../../test/harness.ts';
import { instancesCalled } from '../../test/waiting.ts';
import { AuthService, emailHash } from './auth.service.ts';

const t = useTestApp();

const NEW_PASSWORD = 'Another-Strong-Pass-42';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'Ada@Example.com',
    password: 'Analytical-Engine-1843',
    password_confirmation: 'Analytical-Engine-1843',
    ...overrides,
  };
}

/** Signs up, then waits for the work the answer does not wait for (the row and the mail). */
async function signUp(client: TestClient, body: Record<string, unknown>, options?: { form?: boolean }) {
  const services = instancesCalled(AuthService.prototype, 'register');
  const res = await client.post('/register', body, options);
  await Promise.all(services.map((service) => service.drain()));
  return res;
}

/** What an answer says, less what differs between any two requests (their date, id and fresh CSRF token). */
function comparable(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['x-request-id'];
  const cookies = [headers['set-cookie'] ?? []].flat().map((c) => String(c).split('=')[0]);
  delete headers['set-cookie'];
  return { status: res.statusCode, body: res.body, headers, cookies };
}

describe('POST /register', () => {
  it('answers 202 "check your mail" without a session, and mails a verification link to a new address', async () => {
    const client = t.client();
    await client.csrfCookie();
    const before = client.cookies.get('talent_session');
    const res = await signUp(client, registration());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your mail to finish creating your account.' });
    expect(client.cookies.get('talent_session')).toBe(before);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users);
    expect(row).toMatchObject({ email: 'ada@example.com', role: 'talent', emailVerifiedAt: null });
    const mail = await t.mail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'ada@example.com', subject: 'Verify Email Address' });
    expect(mail[0]!.links[0]).toMatch(
      /^http:\/\/localhost:3000\/email\/verify\/[0-9a-f-]{36}\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });

  it('answers a taken address exactly as a new one, and mails its owner instead of changing the account', async () => {
    const owner = await t.createUser({ email: 'grace@example.com', verified: true });
    const taken = t.client();
    const fresh = t.client();
    await taken.csrfCookie();
    await fresh.csrfCookie();
    const guestSessions = [taken.cookies.get('talent_session'), fresh.cookies.get('talent_session')];
    const a = await signUp(taken, registration({ email: ' GRACE@example.com ' }));
    const b = await signUp(fresh, registration({ email: 'someone.new@example.com' }));
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.statusCode).toBe(202);
    // Neither answer opens a session (a session only for new addresses would say which ones are taken): each keeps
    // its guest session, which the answer merely refreshes, and no session belongs to anyone.
    expect([taken.cookies.get('talent_session'), fresh.cookies.get('talent_session')]).toEqual(guestSessions);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.map((row) => row.userId)).toEqual([null, null]);
    expect((await taken.get('/api/user')).statusCode).toBe(401);
    expect((await fresh.get('/api/user')).statusCode).toBe(401);

    const [after] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toMatchObject({
      name: owner.name,
      password: owner.password,
      emailVerifiedAt: owner.emailVerifiedAt,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'grace@example.com'))).toHaveLength(
      1,
    );
    const mail = await t.mail();
    const toOwner = mail.filter((m) => m.to === 'grace@example.com');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe('Someone tried to create an account with your email');
    expect(toOwner[0]!.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/forgot-password',
    ]);
    expect(mail.find((m) => m.to === 'someone.new@example.com')!.subject).toBe('Verify Email Address');
    // The owner's password still works; the one typed on the sign-up form does not.
    expect((await t.client().login(owner.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
    expect((await t.client().login(owner.email, registration().password)).statusCode).toBe(422);
  });

  it('hashes the password and answers before any lookup, for a taken address as for a new one', async () => {
    await t.createUser({ email: 'grace@example.com' });
    const hashed = vi.spyOn(argon2, 'hash');
    onTestFinished(() => hashed.mockRestore());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookup = vi
      .spyOn(AuthService.prototype as unknown as { finishSignUp(): Promise<void> }, 'finishSignUp')
      .mockImplementation(() => gate);
    onTestFinished(() => lookup.mockRestore());
    const client = t.client();
    await client.csrfCookie();
    // Were the answer to wait for the lookup (and the insert or mail after it), these would hang on the gate.
    for (const email of ['grace@example.com', 'new@example.com']) {
      expect((await client.post('/register', registration({ email }))).statusCode).toBe(202);
    }
    expect(hashed).toHaveBeenCalledTimes(2);
    expect(lookup).toHaveBeenCalledTimes(2);
    release();
  });

  it('ignores mass-assigned role, email_verified_at, is_admin and user_id', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await signUp(
      client,
      registration({
        role: 'operator',
        email_verified_at: '2020-01-01T00:00:00Z',
        is_admin: true,
        user_id: 'x',
      }),
    );
    expect(res.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(users);
    expect(row).toMatchObject({ role: 'talent', emailVerifiedAt: null });
  });

  it('answers 422 in Laravel shape with every failing field', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await client.post('/register', { email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(body.message).toMatch(/^The name field is required\. \(and \d+ more errors\)$/);
  });

  it.each(['password', 'Password1', 'qwertyuiop', 'iloveyou'])(
    'rejects the common password %s',
    async (password) => {
      const client = t.client();
      await client.csrfCookie();
      const res = await client.post('/register', registration({ password, password_confirmation: password }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password[0]).toMatch(/too common/);
    },
  );

  it('enforces 8 to 128 characters', async () => {
    const client = t.client();
    await client.csrfCookie();
    const long = 'x'.repeat(129);
    const res = await client.post('/register', registration({ password: long, password_confirmation: long }));
    expect(res.json().errors.password).toEqual([
      'The password field must not be greater than 128 characters.',
    ]);
  });

  it('throttles one address from one IP with 429, whether or not it has an account', async () => {
    await t.createUser({ email: 'grace@example.com' });
    for (const email of ['grace@example.com', 'new@example.com']) {
      const client = t.client();
      await client.csrfCookie();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await signUp(client, registration({ email }))).statusCode);
      expect(codes, email).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });

  it('accepts a form-encoded body', async () => {
    const client = t.client();
    await client.csrfCookie();
    const res = await signUp(client, registration(), { form: true });
    expect(res.statusCode).toBe(202);
  });
});

describe('POST /login and /logout', () => {
  it('logs in with {"two_factor":false}, rotating the session id and CSRF token', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.csrfCookie();
    const oldSession = client.cookies.get('talent_session')!;
    const oldXsrf = client.cookies.get('XSRF-TOKEN')!;
    const res = await client.post('/login', {
      email: user.email.toUpperCase(),
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ two_factor: false });
    expect(client.cookies.get('talent_session')).not.toBe(oldSession);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf);
    expect((await client.get('/api/user')).json().id).toBe(user.id);

    // The pre-login session is gone: its cookie is a stranger now.
    const stale = t.client();
    stale.cookies.set('talent_session', oldSession);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
    // And the pre-login XSRF value no longer passes.
    const replay = await client.post('/logout', {}, { headers: { 'x-xsrf-token': oldXsrf } });
    expect(replay.statusCode).toBe(419);
  });

  it('refuses wrong credentials with the Fortify message, and unknown emails the same way', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.csrfCookie();
    for (const body of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'wrong-password' },
    ]) {
      const res = await client.post('/login', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('throttles the 6th attempt per email + IP with 429 and Retry-After, even with the right password', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.csrfCookie();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/login', { email: user.email, password: 'wrong' })).statusCode).toBe(422);
    }
    const sixth = await client.post('/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address from the same IP is not affected.
    const other = await t.createUser();
    expect(
      (await client.post('/login', { email: other.email, password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('clears the counter on success', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.csrfCookie();
    for (let i = 0; i < 4; i++) await client.post('/login', { email: user.email, password: 'wrong' });
    expect(
      (await client.post('/login', { email: user.email, password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/login', { email: user.email, password: 'wrong' })).statusCode).toBe(422);
    }
  });

  it('logout answers 204, ends the session, and 401 when not logged in', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const session = client.cookies.get('talent_session')!;
    expect((await client.post('/logout')).statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await client.post('/logout')).statusCode).toBe(401);
    const stale = t.client();
    stale.cookies.set('talent_session', session);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
  });

  it('never stores the session id itself', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toBe(client.cookies.get('talent_session'));
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires a session idle for more than 120 minutes', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    await t.database.db.update(sessions).set({ lastActivity: new Date(Date.now() - 121 * 60_000) });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('GET /api/user', () => {
  it('returns the user without hashes or tokens, uncached', async () => {
    const user = await t.createUser({ email: 'grace@example.com' });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.get('/api/user');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('answers 401 {"message":"Unauthenticated."} to guests', async () => {
    const res = await t.client().get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('email verification', () => {
  async function registered(overrides: Record<string, unknown> = {}) {
    const client = t.client();
    await client.csrfCookie();
    await signUp(client, registration(overrides));
    const link = (await t.mail()).at(-1)!.links[0]!.replace('http://localhost:3000', '');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    return { client, link, user: { id: row!.id, email: row!.email } };
  }

  it('signs in with the mailed link, once: 204 for JSON, and a second use opens no session', async () => {
    const { client, link } = await registered();
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const res = await client.get(link);
    expect(res.statusCode).toBe(204);
    expect([res.headers['set-cookie']].flat().join()).toMatch(/talent_session=/);
    const me = (await client.get('/api/user')).json();
    expect(me).toMatchObject({ email: 'ada@example.com', email_verified_at: expect.any(String) });

    // The same link again, elsewhere (a forwarded mail, a replay): still 204, but nobody is signed in.
    const other = t.client();
    const again = await other.get(link);
    expect(again.statusCode).toBe(204);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('redirects a browser into the app signed in, and a second use to /login', async () => {
    const { link } = await registered();
    const first = t.client();
    const res = await first.get(link, { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?verified=1');
    expect((await first.get('/api/user')).statusCode).toBe(200);
    const guest = await t.client().get(link, { headers: { accept: 'text/html' } });
    expect(guest.headers.location).toBe('/login?verified=1');
  });

  it('sends someone who signed up from a job back into that application, signed in', async () => {
    const job = await createJob(t.database.db);
    const { link } = await registered({ source_job_id: job.id });
    const browser = t.client();
    const res = await browser.get(link, { headers: { accept: 'text/html' } });
    expect(res.headers.location).toBe(`/apply/${job.id}/screener-tests?verified=1`);
    expect((await browser.get('/api/user')).json().source_job_id).toBe(job.id);
    const elsewhere = await t.client().get(link, { headers: { accept: 'text/html' } });
    expect(elsewhere.headers.location).toBe(`/login/${job.id}?verified=1`);
  });

  it('expires 60 minutes after it was sent, by the app clock', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const clocked = new AuthService({
      db: t.database.db,
      config: { appUrl: 'http://localhost:3000', appKey: TEST_APP_KEY } as never,
      mailer: { send: async () => undefined } as never,
      limiter: undefined as never,
      now: () => now,
    });
    const user = await t.createUser({ verified: false });
    const link = new URL(clocked.verificationUrl(user));
    const params = { id: user.id, hash: link.pathname.split('/').at(-1)! };
    const query = Object.fromEntries(link.searchParams);
    now = new Date('2030-01-01T11:00:01Z');
    await expect(clocked.verifyEmail(params, query, null)).rejects.toMatchObject({ code: 'forbidden' });
    now = new Date('2030-01-01T10:59:59Z');
    expect((await clocked.verifyEmail(params, query, null)).signIn).toBe(true);
  });

  it('refuses tampered, expired and foreign links with 403', async () => {
    const { client, link, user } = await registered();
    const tampered = link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await client.get(tampered)).statusCode).toBe(403);
    expect((await client.get(link.replace(/expires=\d+/, 'expires=9999999999'))).statusCode).toBe(403);
    expect((await client.get(link.split('?')[0]!)).statusCode).toBe(403);

    const path = `/email/verify/${user.id}/${emailHash(user.email)}`;
    const expired = signPath(TEST_APP_KEY, path, new Date(Date.now() - 1000));
    const res = await client.get(expired);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });

    // Correctly signed, but the hash is not of this user's email.
    const wrongHash = signPath(
      TEST_APP_KEY,
      `/email/verify/${user.id}/${emailHash('x@y.z')}`,
      new Date(Date.now() + 60_000),
    );
    expect((await client.get(wrongHash)).statusCode).toBe(403);

    // A valid link opened while logged in as someone else.
    const other = await t.createUser();
    const otherClient = t.client();
    await otherClient.login(other.email, DEFAULT_TEST_PASSWORD);
    expect((await otherClient.get(link)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeNull();
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('resends with 202, 204 once verified, 429 after six a minute', async () => {
    const { client, link } = await registered();
    await client.login('ada@example.com', registration().password);
    for (let i = 0; i < 6; i++) {
      expect((await client.post('/email/verification-notification')).statusCode).toBe(202);
    }
    const seventh = await client.post('/email/verification-notification');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBeDefined();
    await client.get(link);
    expect((await client.post('/email/verification-notification')).statusCode).toBe(204);
    expect((await t.client().post('/email/verification-notification', {}, { csrf: false })).statusCode).toBe(
      419,
    );
  });
});

describe('password reset', () => {
  async function requestLink(email: string) {
    const client = t.client();
    await client.csrfCookie();
    const services = instancesCalled(AuthService.prototype, 'forgotPassword');
    const res = await client.post('/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    // The link is made and mailed after the answer: wait for that work, not for a time.
    await Promise.all(services.map((service) => service.drain()));
    const mail = (await t.mail()).find((m) => m.to === email.toLowerCase());
    const url = mail ? new URL(mail.links[0]!) : undefined;
    return { client, res, token: url?.searchParams.get('token') ?? '', url };
  }

  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const user = await t.createUser();
    const known = await requestLink(user.email);
    const unknown = await requestLink('nobody@example.com');
    expect(known.res.json()).toEqual({ message: 'We have emailed your password reset link.' });
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(await t.mail()).toHaveLength(1);
    expect(known.url!.pathname).toBe('/reset-password');
    expect(known.url!.searchParams.get('email')).toBe(user.email);
    expect(known.token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.database.db.select().from(passwordResetTokens);
    expect(row!.tokenHash).not.toBe(known.token);
  });

  it('answers before looking the address up or mailing, so its timing says nothing about the account', async () => {
    const user = await t.createUser();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.spyOn(FileMailer.prototype, 'send').mockImplementation(() => gate);
    onTestFinished(() => send.mockRestore());
    const client = t.client();
    await client.csrfCookie();
    // Were the answer to wait for the mail, this request would hang on the gate.
    const res = await client.post('/forgot-password', { email: user.email });
    expect(res.json()).toEqual({ message: 'We have emailed your password reset link.' });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
  });

  it('throttles forgot-password with 429', async () => {
    const client = t.client();
    await client.csrfCookie();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await client.post('/forgot-password', { email: 'x@example.com' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('resets once, ends every session, and refuses the token a second time', async () => {
    const user = await t.createUser();
    const other = t.client();
    await other.login(user.email, DEFAULT_TEST_PASSWORD);
    const { client, token } = await requestLink(user.email);
    const body = { token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const res = await client.post('/reset-password', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset.' });
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const again = await client.post('/reset-password', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['This password reset token is invalid.']);
    expect((await client.post('/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong or expired token', async () => {
    const user = await t.createUser();
    const { client, token } = await requestLink(user.email);
    const body = { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await client.post('/reset-password', { ...body, token: token + 'x' })).statusCode).toBe(422);
    await t.database.db.update(passwordResetTokens).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    const res = await client.post('/reset-password', { ...body, token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('rejects a common new password', async () => {
    const user = await t.createUser();
    const { client, token } = await requestLink(user.email);
    const res = await client.post('/reset-password', {
      token,
      email: user.email,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });
});

describe('PUT /user/password', () => {
  const change = {
    current_password: DEFAULT_TEST_PASSWORD,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  };

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await t.createUser();
    const here = t.client();
    const elsewhere = t.client();
    await here.login(user.email, DEFAULT_TEST_PASSWORD);
    await elsewhere.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await here.put('/user/password', change);
    expect(res.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 422 on current_password when it is wrong', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.put('/user/password', { ...change, current_password: 'nope-nope-nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      current_password: ['The provided password does not match your current password.'],
    });
  });

  it('answers 401 to guests', async () => {
    const client = t.client();
    await client.csrfCookie();
    expect((await client.put('/user/password', change)).statusCode).toBe(401);
  });

  it('accepts POST with _method=PUT (form and JSON); refuses _method GET/TRACE and a plain POST with 405', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const form = await client.post('/user/password', { ...change, _method: 'PUT' }, { form: true });
    expect(form.statusCode).toBe(200);
    const back = {
      current_password: NEW_PASSWORD,
      password: DEFAULT_TEST_PASSWORD,
      password_confirmation: DEFAULT_TEST_PASSWORD,
    };
    expect((await client.post('/user/password', { ...back, _method: 'put' })).statusCode).toBe(200);
    for (const method of ['GET', 'TRACE', 'DELETE', 'POST']) {
      const res = await client.post('/user/password', { ...change, _method: method });
      expect(res.statusCode, method).toBe(405);
      // The answer names what the URL does take (PUT, and its POST + `_method` twin).
      expect(res.headers.allow, method).toBe('POST, PUT');
    }
    expect((await client.post('/user/password', change)).statusCode).toBe(405);
    // `_method` in the query string is never honoured.
    expect((await client.post('/user/password?_method=PUT', change)).statusCode).toBe(405);
    // Spoofing elsewhere: only POST is allowed as a value.
    const logout = await client.post('/logout', { _method: 'GET' });
    expect(logout.statusCode).toBe(405);
    expect(logout.headers.allow).toBe('POST');
    expect((await client.post('/logout', { _method: 'TRACE' })).statusCode).toBe(405);
  });

  it('applies the CSRF check to the spoofed POST', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.post('/user/password', { ...change, _method: 'PUT' }, { csrf: false });
    expect(res.statusCode).toBe(419);
  });
});
