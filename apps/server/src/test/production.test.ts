import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

describe('APP_ENV=production', () => {
  const t = useTestApp({ env: { APP_ENV: 'production', APP_URL: 'https://talent.example' } });

  it('marks cookies Secure, sends HSTS, and hides the dev mailbox', async () => {
    const res = await t.client().request('GET', '/sanctum/csrf-cookie', undefined, {
      headers: { origin: 'https://talent.example' },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect((await t.client().get('/dev/mail/messages.json')).statusCode).toBe(404);
    expect((await t.client().get('/app-config.json')).json()).toMatchObject({
      dev_mailbox: false,
      environment: 'production',
    });
  });
});

describe('the API reference at /docs', () => {
  describe('in production, by default', () => {
    const t = useTestApp({ env: { APP_ENV: 'production', APP_URL: 'https://talent.example' } });

    it('is not served, and every answer carries a Permissions-Policy', async () => {
      for (const path of ['/docs', '/docs/json', '/docs/static/index.html']) {
        expect((await t.client().get(path)).statusCode, path).toBe(404);
      }
      const res = await t.client().get('/up');
      expect(res.headers['permissions-policy']).toContain('camera=(self)');
      expect(res.headers['permissions-policy']).toContain('microphone=(self)');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    });
  });

  describe('in production with API_DOCS=true', () => {
    const t = useTestApp({
      env: { APP_ENV: 'production', APP_URL: 'https://talent.example', API_DOCS: 'true' },
    });

    it('is served', async () => {
      expect((await t.client().get('/docs/json')).statusCode).toBe(200);
    });
  });
});
