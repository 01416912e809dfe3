import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@talent/contract/notifications';
import { createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { describeDevice } from './user-agent.ts';

const t = useTestApp();
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function loginAs(email: string, userAgent = CHROME_MAC): Promise<TestClient> {
  const client = t.client();
  const headers = { 'user-agent': userAgent };
  await client.request('GET', '/sanctum/csrf-cookie', undefined, { headers });
  const res = await client.request('POST', '/login', { email, password: DEFAULT_TEST_PASSWORD }, { headers });
  expect(res.statusCode).toBe(200);
  return client;
}

async function signedIn(userAgent = CHROME_MAC) {
  const user = await t.createUser({ verified: true, timezone: 'Europe/Berlin' });
  return { user, client: await loginAs(user.email, userAgent) };
}

const patch = (client: TestClient, url: string, body: Record<string, unknown>, options = {}) =>
  client.request('PATCH', url, body, options);
const del = (client: TestClient, url: string, body?: Record<string, unknown>, options = {}) =>
  client.request('DELETE', url, body ?? {}, options);

describe('GET /talent/api/settings', () => {
  it('returns the user, no pending email, the default preferences and visible when there is no profile', async () => {
    const { user, client } = await signedIn();
    const res = await client.get('/talent/api/settings');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: user.id, email: user.email });
    expect(data.user).not.toHaveProperty('password');
    expect(data.pending_email).toBeNull();
    expect(data.visible_to_recruiters).toBe(true);
    expect(data.notification_preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('answers 401 to guests on every settings route', async () => {
    const guest = t.client();
    await guest.csrfCookie();
    for (const [method, url] of [
      ['GET', '/talent/api/settings'],
      ['PATCH', '/talent/api/account'],
      ['DELETE', '/talent/api/account'],
      ['POST', '/talent/api/account/email'],
      ['PUT', '/talent/api/settings/notifications'],
      ['PUT', '/talent/api/settings/privacy'],
      ['GET', '/talent/api/sessions'],
      ['POST', '/talent/api/sessions/logout-others'],
      ['GET', '/talent/api/account/export'],
    ] as const) {
      const res = await guest.request(method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('PATCH /talent/api/account', () => {
  it('changes the name and the zone, and keeps the profile zone in step', async () => {
    const { user, client } = await signedIn();
    await createTalentProfile(t.database.db, user.id, { timezone: 'Europe/Berlin' });
    const res = await patch(client, '/talent/api/account', {
      name: '  Ada Lovelace ',
      timezone: 'Asia/Tokyo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Ada Lovelace', timezone: 'Asia/Tokyo' });
    const [profile] = await t.database.db
      .select()
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, user.id));
    expect(profile!.timezone).toBe('Asia/Tokyo');
    // Only what is sent changes; null clears the zone.
    const cleared = await patch(client, '/talent/api/account', { timezone: null });
    expect(cleared.json().data).toMatchObject({ name: 'Ada Lovelace', timezone: null });
  });

  it('answers 422 to an unknown zone and an empty name, and works as a form POST with _method', async () => {
    const { client } = await signedIn();
    const bad = await patch(client, '/talent/api/account', { timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ timezone: ['The timezone must be a valid time zone.'] });
    const empty = await patch(client, '/talent/api/account', { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['The name field is required.']);
    const form = await client.post(
      '/talent/api/account',
      { _method: 'PATCH', name: 'Grace Hopper' },
      { form: true },
    );
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.name).toBe('Grace Hopper');
  });

  it('refuses a change without the CSRF token (419)', async () => {
    const { client } = await signedIn();
    expect((await patch(client, '/talent/api/account', { name: 'X' }, { csrf: false })).statusCode).toBe(419);
  });
});

describe('email change', () => {
  const EMAIL = '/talent/api/account/email';

  async function requestChange(client: TestClient, email: string) {
    const res = await client.post(EMAIL, { email, password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    const mail = (await t.mail()).find((m) => m.to === email);
    const link = mail?.links.find((l) => l.includes('/email/change/'));
    expect(link).toBeDefined();
    return new URL(link!);
  }

  it('mails a link to the new address and a notice to the old; following it changes the email', async () => {
    const { user, client } = await signedIn();
    const res = await client.post(EMAIL, {
      email: ' New.Address@Example.com ',
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.pending_email).toBe('new.address@example.com');
    expect(res.json().data.user.email).toBe(user.email);
    const mail = await t.mail();
    const toNew = mail.find((m) => m.to === 'new.address@example.com')!;
    expect(toNew.subject).toBe('Confirm your new email address');
    const notice = mail.find((m) => m.to === user.email)!;
    expect(notice.text).toContain('new.address@example.com');

    const link = new URL(toNew.links.find((l) => l.includes('/email/change/'))!);
    expect(link.searchParams.get('email')).toBe('new.address@example.com');
    const follow = await client.request('GET', `${link.pathname}${link.search}`, undefined, {
      headers: { accept: 'text/html' },
    });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/settings?email_changed=1');

    const settings = (await client.get('/talent/api/settings')).json().data;
    expect(settings.user.email).toBe('new.address@example.com');
    expect(settings.user.email_verified_at).not.toBeNull();
    expect(settings.pending_email).toBeNull();
    // Both addresses hear about the change; the in-app notice is an account_security one.
    const after = await t.mail();
    expect(
      after
        .filter((m) => m.subject === 'Your email address was changed')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['new.address@example.com', user.email].sort());
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.type)).toEqual(['account_security', 'account_security']);
    // The new address signs in; the old does not.
    const old = t.client();
    expect((await old.login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(422);
    expect((await t.client().login('new.address@example.com', DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('works from a device that is not signed in (the link is the proof), and JSON clients get 204', async () => {
    const { user, client } = await signedIn();
    const link = await requestChange(client, 'elsewhere@example.com');
    const res = await t.client().get(`${link.pathname}${link.search}`);
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('elsewhere@example.com');
  });

  it('answers a taken address exactly as a free one, and tells its owner instead of mailing a link', async () => {
    const { client } = await signedIn();
    const taken = await t.createUser();
    const toTaken = await client.post(EMAIL, { email: taken.email, password: DEFAULT_TEST_PASSWORD });
    const { client: other } = await signedIn();
    const toFree = await other.post(EMAIL, { email: 'free@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    const shape = (body: { data: { pending_email: string | null } }) => body.data.pending_email !== null;
    expect(shape(toTaken.json())).toBe(true);
    expect(shape(toFree.json())).toBe(true);
    const mail = await t.mail();
    const owner = mail.find((m) => m.to === taken.email)!;
    expect(owner.subject).toMatch(/Someone asked to use your email/);
    expect(owner.links.some((l) => l.includes('/email/change/'))).toBe(false);
    expect(
      mail.find((m) => m.to === 'free@example.com')!.links.some((l) => l.includes('/email/change/')),
    ).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, taken.id));
    expect(row!.email).toBe(taken.email);
  });

  it('answers 422 on a wrong password, the same address and a malformed one', async () => {
    const { user, client } = await signedIn();
    const wrong = await client.post(EMAIL, { email: 'a@example.com', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const same = await client.post(EMAIL, {
      email: user.email.toUpperCase(),
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(same.json().errors).toEqual({ email: ['This is already your email address.'] });
    const bad = await client.post(EMAIL, { email: 'nope', password: DEFAULT_TEST_PASSWORD });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
    expect(await t.mail()).toHaveLength(0);
  });

  it('403 on a tampered, expired or cancelled link; the email stays', async () => {
    const { user, client } = await signedIn();
    const link = await requestChange(client, 'first@example.com');
    const tampered = new URL(link);
    tampered.searchParams.set('email', 'attacker@example.com');
    expect((await client.get(`${tampered.pathname}${tampered.search}`)).statusCode).toBe(403);
    const forged = new URL(link);
    forged.searchParams.set('signature', '0'.repeat(64));
    expect((await client.get(`${forged.pathname}${forged.search}`)).statusCode).toBe(403);
    const stale = new URL(link);
    stale.searchParams.set('expires', '1000');
    expect((await client.get(`${stale.pathname}${stale.search}`)).statusCode).toBe(403);

    const cancel = await del(client, EMAIL);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.pending_email).toBeNull();
    expect((await client.get(`${link.pathname}${link.search}`)).statusCode).toBe(403);
    // A newer request replaces the older one: the first link no longer works.
    const second = await requestChange(client, 'second@example.com');
    const first = await requestChange(client, 'third@example.com');
    expect((await client.get(`${second.pathname}${second.search}`)).statusCode).toBe(403);
    expect((await client.get(`${first.pathname}${first.search}`)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('third@example.com');
  });

  it('an unverified account can fix its address: following the link verifies the new one; a second click is harmless', async () => {
    const user = await t.createUser({ verified: false });
    const client = await loginAs(user.email);
    const link = await requestChange(client, 'typo-fixed@example.com');
    expect((await client.get(`${link.pathname}${link.search}`)).statusCode).toBe(204);
    expect((await client.get(`${link.pathname}${link.search}`)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('typo-fixed@example.com');
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('a link followed while signed in as someone else is refused (403)', async () => {
    const { client } = await signedIn();
    const link = await requestChange(client, 'mine@example.com');
    const other = await signedIn();
    expect((await other.client.get(`${link.pathname}${link.search}`)).statusCode).toBe(403);
  });

  it('when the address was taken meanwhile, the browser lands on /settings?email_taken=1 and nothing changes', async () => {
    const { user, client } = await signedIn();
    const link = await requestChange(client, 'contested@example.com');
    await t.createUser({ email: 'contested@example.com' });
    const res = await client.request('GET', `${link.pathname}${link.search}`, undefined, {
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/settings?email_taken=1');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('refuses the request without the CSRF token (419)', async () => {
    const { client } = await signedIn();
    const res = await client.post(
      EMAIL,
      { email: 'x@example.com', password: DEFAULT_TEST_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
  });
});

describe('PUT /talent/api/settings/notifications', () => {
  it('saves the choices; security email cannot be turned off (422)', async () => {
    const { client } = await signedIn();
    const preferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      job_alert: { in_app: false, email: true },
      message_received: { in_app: true, email: false },
    };
    const res = await client.put('/talent/api/settings/notifications', { preferences });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notification_preferences).toEqual(preferences);
    expect((await client.get('/talent/api/settings')).json().data.notification_preferences).toEqual(
      preferences,
    );

    const off = await client.put('/talent/api/settings/notifications', {
      preferences: { ...preferences, account_security: { in_app: false, email: false } },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({
      'preferences.account_security.email': ['Security emails cannot be turned off.'],
    });
    const partial = await client.put('/talent/api/settings/notifications', {
      preferences: { job_alert: { in_app: true, email: true } },
    });
    expect(partial.statusCode).toBe(422);
  });
});

describe('PUT /talent/api/settings/privacy', () => {
  it('creates the profile row when missing, and updates it after', async () => {
    const { user, client } = await signedIn();
    const hide = await client.put('/talent/api/settings/privacy', { visible_to_recruiters: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data.visible_to_recruiters).toBe(false);
    const [row] = await t.database.db.select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(row!.visibleToRecruiters).toBe(false);
    const show = await client.put('/talent/api/settings/privacy', { visible_to_recruiters: true });
    expect(show.json().data.visible_to_recruiters).toBe(true);
    expect(
      (await client.put('/talent/api/settings/privacy', { visible_to_recruiters: 'no' })).statusCode,
    ).toBe(422);
  });

  it('keeps the rest of an existing profile', async () => {
    const { user, client } = await signedIn();
    await createTalentProfile(t.database.db, user.id, { country: 'BR' });
    await client.put('/talent/api/settings/privacy', { visible_to_recruiters: false });
    const [row] = await t.database.db.select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(row).toMatchObject({ country: 'BR', visibleToRecruiters: false });
  });
});

describe('sessions', () => {
  it('lists mine, this one first, named by device, with an opaque id that is not the cookie', async () => {
    const { user, client } = await signedIn(CHROME_MAC);
    const phone = await loginAs(user.email, SAFARI_IPHONE);
    const laptop = await loginAs(user.email, FIREFOX_WIN);
    // Someone else's session is never listed.
    const other = await signedIn();
    void other;
    const res = await client.get('/talent/api/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome on macOS', user_agent: CHROME_MAC });
    expect(
      list
        .slice(1)
        .map((s: { device: string }) => s.device)
        .sort(),
    ).toEqual(['Firefox on Windows', 'Safari on iPhone'].sort());
    const cookies = [client, phone, laptop].map((c) => c.cookies.get('talent_session'));
    for (const s of list) {
      expect(cookies).not.toContain(s.id);
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    }
  });

  it('ends another session (it is signed out); the current one is a 422; unknown and others’ → 404', async () => {
    const { user, client } = await signedIn();
    const phone = await loginAs(user.email, SAFARI_IPHONE);
    const list = (await client.get('/talent/api/sessions')).json().data;
    const current = list.find((s: { current: boolean }) => s.current);
    const other = list.find((s: { current: boolean }) => !s.current);
    const self = await del(client, `/talent/api/sessions/${current.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.id).toBeDefined();

    const stranger = await signedIn();
    const strangers = (await stranger.client.get('/talent/api/sessions')).json().data;
    expect((await del(client, `/talent/api/sessions/${strangers[0].id}`)).statusCode).toBe(404);
    expect((await del(stranger.client, `/talent/api/sessions/${other.id}`)).statusCode).toBe(404);
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    expect((await del(client, `/talent/api/sessions/${other.id}`, {}, { csrf: false })).statusCode).toBe(419);
    expect((await del(client, `/talent/api/sessions/${other.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await del(client, `/talent/api/sessions/${other.id}`)).statusCode).toBe(404);
  });

  it('logout-others needs the password and keeps only this session', async () => {
    const { user, client } = await signedIn();
    const phone = await loginAs(user.email, SAFARI_IPHONE);
    const laptop = await loginAs(user.email, FIREFOX_WIN);
    const stranger = await signedIn();
    const wrong = await client.post('/talent/api/sessions/logout-others', { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const ok = await client.post('/talent/api/sessions/logout-others', { password: DEFAULT_TEST_PASSWORD });
    expect(ok.statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await stranger.client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/talent/api/sessions')).json().data).toHaveLength(1);
  });

  it('throttles password confirmations (429 after ten a minute)', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/talent/api/sessions/logout-others', { password: `guess-${i}` })).statusCode,
      ).toBe(422);
    }
    const res = await client.post('/talent/api/sessions/logout-others', { password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
  });
});

describe('describeDevice', () => {
  it.each([
    [CHROME_MAC, 'Chrome on macOS'],
    [FIREFOX_WIN, 'Firefox on Windows'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    [null, 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});

describe('PUT /user/password', () => {
  it('ends every other session, keeps this one, and sends an account_security notice by mail and in-app', async () => {
    const { user, client } = await signedIn();
    const phone = await loginAs(user.email, SAFARI_IPHONE);
    const NEW = 'Another-Long-Passphrase-42';
    const res = await client.put('/user/password', {
      current_password: DEFAULT_TEST_PASSWORD,
      password: NEW,
      password_confirmation: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/talent/api/sessions')).json().data).toHaveLength(1);
    expect((await t.mail()).map((m) => [m.to, m.subject])).toEqual([
      [user.email, 'Your password was changed'],
    ]);
    const notes = (await client.get('/talent/api/notifications')).json().data;
    expect(notes).toEqual([expect.objectContaining({ type: 'account_security', url: '/settings' })]);
  });
});
