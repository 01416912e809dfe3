import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { LOGIN_IP_MAX_FAILURES } from './auth.service.ts';

let clock = new Date('2026-03-02T09:00:00Z');
// TRUST_PROXY lets a test speak from several addresses through X-Forwarded-For.
const t = useTestApp({ now: () => clock, env: { TRUST_PROXY: 'true' } });

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('password spraying: one IP, many accounts', () => {
  it(`answers 429 after ${LOGIN_IP_MAX_FAILURES} failures across accounts, per IP, until the window passes`, async () => {
    clock = new Date('2026-03-02T09:00:00Z');
    const users = [];
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES + 2; i++) users.push(await t.createUser());
    const sprayer = t.client();
    await sprayer.csrfCookie();
    const codes: number[] = [];
    for (const user of users) {
      const res = await sprayer.post(
        '/login',
        { email: user.email, password: 'Summer2026!' },
        from('198.51.100.9'),
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LOGIN_IP_MAX_FAILURES)).toEqual(Array(LOGIN_IP_MAX_FAILURES).fill(422));
    expect(codes.slice(LOGIN_IP_MAX_FAILURES)).toEqual([429, 429]);

    // Even the right password waits: the address is throttled, not the account.
    const right = await sprayer.post(
      '/login',
      { email: users[0]!.email, password: DEFAULT_TEST_PASSWORD },
      from('198.51.100.9'),
    );
    expect(right.statusCode).toBe(429);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another address is not affected.
    const neighbour = t.client();
    await neighbour.csrfCookie();
    const elsewhere = await neighbour.post(
      '/login',
      { email: users[1]!.email, password: DEFAULT_TEST_PASSWORD },
      from('203.0.113.7'),
    );
    expect(elsewhere.statusCode).toBe(200);

    // On the app's clock, once the window has passed, the address may try again.
    clock = new Date(clock.getTime() + retryAfter * 1000);
    const later = await sprayer.post(
      '/login',
      { email: users[0]!.email, password: DEFAULT_TEST_PASSWORD },
      from('198.51.100.9'),
    );
    expect(later.statusCode).toBe(200);
  });

  it('a success does not reset the count of an address', async () => {
    clock = new Date('2026-03-02T12:00:00Z');
    const own = await t.createUser();
    const client = t.client();
    await client.csrfCookie();
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES; i++) {
      const victim = await t.createUser();
      await client.post('/login', { email: victim.email, password: 'wrong-password' }, from('198.51.100.10'));
      // A login to one's own account in between changes nothing for the others.
      if (i === LOGIN_IP_MAX_FAILURES / 2) {
        const ok = await client.post(
          '/login',
          { email: own.email, password: DEFAULT_TEST_PASSWORD },
          from('198.51.100.10'),
        );
        expect(ok.statusCode).toBe(200);
      }
    }
    const next = await t.createUser();
    const res = await client.post(
      '/login',
      { email: next.email, password: 'wrong-password' },
      from('198.51.100.10'),
    );
    expect(res.statusCode).toBe(429);
  });
});
