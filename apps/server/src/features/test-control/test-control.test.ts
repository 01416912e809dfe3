import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

const CONTROLS = ['/__test/clock', '/__test/sweeps', '/__test/users'];

describe('the e2e test controls under APP_ENV=test', () => {
  const t = useTestApp();

  it('move the app clock forward, to an instant and back to real time', async () => {
    const client = t.client();
    await client.csrfCookie();
    const before = Date.now();
    const advanced = await client.post('/__test/clock', { advance_ms: 3_600_000 });
    expect(advanced.statusCode).toBe(200);
    const ahead = new Date((advanced.json() as { now: string }).now).getTime();
    expect(ahead - before).toBeGreaterThanOrEqual(3_600_000);
    expect(ahead - before).toBeLessThan(3_600_000 + 60_000);
    expect(
      new Date((await client.get('/__test/clock')).json<{ now: string }>().now).getTime(),
    ).toBeGreaterThanOrEqual(ahead);

    const set = await client.post('/__test/clock', { set: '2030-01-02T03:04:05.000Z' });
    expect(set.json<{ now: string }>().now.slice(0, 16)).toBe('2030-01-02T03:04');
    const reset = await client.post('/__test/clock', { reset: true });
    expect(Math.abs(new Date(reset.json<{ now: string }>().now).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await client.post('/__test/clock', { advance_ms: 'soon' })).statusCode).toBe(422);
  });

  it('run the pipeline sweeps at the app clock', async () => {
    const client = t.client();
    await client.csrfCookie();
    const runs: Date[] = [];
    const original = t.app.pipelineScheduler.runAll.bind(t.app.pipelineScheduler);
    t.app.pipelineScheduler.runAll = async (now?: Date) => {
      runs.push(now!);
      return original(now);
    };
    try {
      await client.post('/__test/clock', { set: '2031-05-06T07:08:09.000Z' });
      expect((await client.post('/__test/sweeps')).statusCode).toBe(204);
      expect(runs.map((at) => at.toISOString().slice(0, 16))).toEqual(['2031-05-06T07:08']);
    } finally {
      t.app.pipelineScheduler.runAll = original;
      await client.post('/__test/clock', { reset: true });
    }
  });

  it('create a verified account signed in on the caller, or an unverified one', async () => {
    const client = t.client();
    await client.csrfCookie();
    const created = await client.post('/__test/users', {
      name: 'Vera Verified',
      email: 'vera@e2e.test',
      password: 'Passage-Across-Borders-42',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Vera Verified', email: 'vera@e2e.test' });
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'vera@e2e.test', role: 'talent' });
    expect(me.json<{ email_verified_at: string | null }>().email_verified_at).not.toBeNull();
    // The password is a real one: the account logs in like any other.
    expect((await t.client().login('vera@e2e.test', 'Passage-Across-Borders-42')).statusCode).toBe(200);

    const other = t.client();
    await other.csrfCookie();
    await other.post('/__test/users', {
      name: 'Una Unverified',
      email: 'una@e2e.test',
      password: 'Passage-Across-Borders-42',
      verified: false,
    });
    expect((await other.get('/api/user')).json()).toMatchObject({
      email: 'una@e2e.test',
      email_verified_at: null,
    });
    // No mail round trip: nothing went to the dev mailbox.
    expect(await t.mail()).toEqual([]);
  });

  it('create an account whose identity check already passed', async () => {
    const client = t.client();
    await client.csrfCookie();
    await client.post('/__test/users', {
      name: 'Ida Identified',
      email: 'ida@e2e.test',
      password: 'Passage-Across-Borders-42',
      identity_verified: true,
    });
    expect((await client.get('/talent/api/profile')).json()).toMatchObject({
      data: { identity_status: 'verified', verified: true },
    });
  });

  it('keep CSRF: a control without the token is refused', async () => {
    const client = t.client();
    await client.csrfCookie();
    expect((await client.post('/__test/clock', { advance_ms: 1 }, { csrf: false })).statusCode).toBe(419);
  });
});

for (const env of ['local', 'production'] as const) {
  describe(`APP_ENV=${env}`, () => {
    const t = useTestApp({
      env:
        env === 'production'
          ? { APP_ENV: 'production', APP_URL: 'https://talent.example' }
          : { APP_ENV: env },
    });

    it('has no test controls (404)', async () => {
      const client = t.client();
      const headers = env === 'production' ? { origin: 'https://talent.example' } : undefined;
      await client.request('GET', '/sanctum/csrf-cookie', undefined, headers ? { headers } : {});
      for (const path of CONTROLS) {
        const response = await client.request('POST', path, { advance_ms: 1 }, headers ? { headers } : {});
        expect(response.statusCode, path).toBe(404);
      }
      expect(t.app.hasRoute({ method: 'GET', url: '/__test/clock' })).toBe(false);
    });
  });
}
