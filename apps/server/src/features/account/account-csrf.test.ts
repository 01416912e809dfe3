import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const ID = '00000000-0000-4000-8000-000000000000';

// Every mutating route of identity, notifications and account, with a body good enough to reach the handler.
const mutating: Array<[method: string, url: string, body: Record<string, unknown>]> = [
  [
    'POST',
    '/talent/api/identity-verification',
    { document_type: 'passport', issuing_country: 'DE', consent: true },
  ],
  ['POST', `/shared/api/operator/identity-verifications/${ID}/decision`, { decision: 'verified' }],
  ['POST', `/talent/api/notifications/${ID}/read`, {}],
  ['POST', '/talent/api/notifications/read-all', {}],
  ['PATCH', '/talent/api/account', { name: 'X' }],
  ['POST', '/talent/api/account', { _method: 'PATCH', name: 'X' }],
  ['DELETE', '/talent/api/account', { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' }],
  ['POST', '/talent/api/account/email', { email: 'new@example.com', password: DEFAULT_TEST_PASSWORD }],
  ['DELETE', '/talent/api/account/email', {}],
  ['PUT', '/talent/api/settings/notifications', { preferences: {} }],
  ['PUT', '/talent/api/settings/privacy', { visible_to_recruiters: false }],
  ['POST', '/talent/api/settings/notifications', { _method: 'PUT', preferences: {} }],
  ['POST', '/talent/api/settings/privacy', { _method: 'PUT', visible_to_recruiters: false }],
  ['POST', '/talent/api/sessions/abc', { _method: 'DELETE' }],
  ['DELETE', `/talent/api/sessions/abc`, {}],
  ['POST', '/talent/api/sessions/logout-others', { password: DEFAULT_TEST_PASSWORD }],
];

/** `METHOD path` of every mutating route under the prefixes these features own, from Fastify's own table. */
function registered(): string[] {
  const found: string[] = [];
  const own =
    /^\/(talent\/api\/(identity-verification|notifications|account|settings|sessions)|shared\/api\/operator\/identity-verifications)/;
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const tree = t.app.printRoutes({ commonPrefix: false, includeHooks: false, method });
    for (const line of tree.split('\n')) {
      const path = line
        .replace(/^[\s│├└─]+/, '')
        .replace(/ \(.*\)$/, '')
        .trim();
      if (own.test(path)) found.push(`${method} ${path}`);
    }
  }
  return found;
}

describe('CSRF on the identity, notification and account routes', () => {
  it('the list covers every mutating route these features register', () => {
    const listed = new Set(mutating.map(([m, u]) => `${m} ${u.replace(ID, ':id').replace('/abc', '/:id')}`));
    const routes = registered();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(listed, route).toContain(route);
  });

  it.each(mutating)(
    '%s %s: 419 without a token, with a wrong one and with another session’s',
    async (method, url, body) => {
      const user = await t.createUser({ verified: true });
      const client = t.client();
      await client.login(user.email, DEFAULT_TEST_PASSWORD);
      const none = await client.request(method as 'POST', url, body, { csrf: false });
      expect(none.statusCode).toBe(419);
      expect(none.json()).toEqual({ message: 'CSRF token mismatch.' });
      const wrong = await client.request(method as 'POST', url, body, {
        headers: { 'x-xsrf-token': 'wrong' },
      });
      expect(wrong.statusCode).toBe(419);
      const stranger = t.client();
      await stranger.csrfCookie();
      const theirs = await client.request(method as 'POST', url, body, {
        headers: { 'x-xsrf-token': stranger.cookies.get('XSRF-TOKEN')! },
      });
      expect(theirs.statusCode).toBe(419);
      // Nothing happened: still signed in, same account.
      expect((await client.get('/api/user')).json()).toMatchObject({ id: user.id, name: user.name });
    },
  );
});
