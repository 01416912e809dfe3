import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { redactUrl } from './lib/log-redaction.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-config-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('redactUrl', () => {
  it('hides tokens, signatures and addresses in logged URLs', () => {
    expect(redactUrl('/reset-password?token=abc&email=a%40b.c&x=1')).toBe(
      '/reset-password?token=%5Bredacted%5D&email=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/email/verify/1/2?expires=3&signature=s')).toBe(
      '/email/verify/1/2?expires=3&signature=%5Bredacted%5D',
    );
    expect(redactUrl('/jobs')).toBe('/jobs');
    expect(redactUrl('/calendar/AbC_123-xyz.ics?x=1')).toBe('/calendar/[redacted]?x=1');
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      env: 'local',
      dataDir: join(dir, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.statefulOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(loadConfig({ APP_ENV: 'production', APP_URL: 'https://t.example' }, dir).statefulOrigins).toEqual([
      'https://t.example',
    ]);
  });

  it('samples the request log in production only: one ordinary answer in 100, slow ones over 1 s always', () => {
    expect(loadConfig({}, dir).requestLog).toEqual({ sampleEvery: 1, slowMs: 1000 });
    const production = { APP_ENV: 'production', APP_URL: 'https://t.example' };
    expect(loadConfig(production, dir).requestLog).toEqual({ sampleEvery: 100, slowMs: 1000 });
    expect(
      loadConfig({ ...production, REQUEST_LOG_SAMPLE: '1', REQUEST_LOG_SLOW_MS: '250' }, dir).requestLog,
    ).toEqual({ sampleEvery: 1, slowMs: 250 });
  });

  it('keeps page views in the embedded store unless POSTHOG_KEY names a PostHog project', () => {
    expect(loadConfig({}, dir).analytics).toEqual({
      enabled: true,
      relayPath: '/ingest',
      retentionDays: 180,
      posthog: undefined,
    });
    expect(loadConfig({ POSTHOG_KEY: 'phc_x' }, dir).analytics.posthog).toEqual({
      key: 'phc_x',
      host: 'https://us.i.posthog.com',
      assetsHost: 'https://us-assets.i.posthog.com',
      timeoutMs: 10_000,
    });
    // PostHog Cloud's assets host is derived per region; a self-hosted PostHog serves its own.
    expect(
      loadConfig({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://eu.i.posthog.com/' }, dir).analytics.posthog
        ?.assetsHost,
    ).toBe('https://eu-assets.i.posthog.com');
    expect(
      loadConfig({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://ph.example.com' }, dir).analytics.posthog
        ?.assetsHost,
    ).toBe('https://ph.example.com');
    expect(
      loadConfig({ ANALYTICS_ENABLED: 'false', ANALYTICS_RETENTION_DAYS: '30' }, dir).analytics,
    ).toMatchObject({
      enabled: false,
      retentionDays: 30,
    });
    expect(() => loadConfig({ POSTHOG_HOST: 'https://eu.i.posthog.com' }, dir)).toThrow(/POSTHOG_KEY/);
    expect(() => loadConfig({ POSTHOG_KEY: 'k', POSTHOG_HOST: 'ftp://x' }, dir)).toThrow(ConfigError);
  });

  it('derives APP_URL from PORT and accepts extra stateful origins', () => {
    const config = loadConfig(
      { PORT: '4001', STATEFUL_ORIGINS: 'http://localhost:5173/, https://x.test' },
      dir,
    );
    expect(config.appUrl).toBe('http://localhost:4001');
    expect(config.statefulOrigins).toContain('http://localhost:5173');
    expect(config.statefulOrigins).toContain('https://x.test');
  });

  it('generates APP_KEY and real-time credentials once, into DATA_DIR/secrets.json (0600)', async () => {
    const first = loadConfig({ DATA_DIR: 'd' }, dir);
    const second = loadConfig({ DATA_DIR: 'd' }, dir);
    expect(first.appKey).toHaveLength(43);
    expect(second.appKey).toBe(first.appKey);
    expect(second.pusher.key).toBe(first.pusher.key);
    const file = join(dir, 'd', 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).app_key).toBe(first.appKey);
  });

  it('always has a public feedback token: FEEDBACK_TOKEN, else one derived from APP_KEY; a script URL needs it', () => {
    const key = { APP_KEY: 'k'.repeat(40) };
    const derived = loadConfig(key, dir).feedback;
    expect(derived).toEqual({
      token: expect.stringMatching(/^fb_[\w-]{22}$/),
      scriptUrl: undefined,
      scriptOrigin: undefined,
    });
    expect(loadConfig(key, dir).feedback.token).toBe(derived.token);
    expect(derived.token).not.toContain(key.APP_KEY);
    expect(loadConfig({ APP_KEY: 'j'.repeat(40) }, dir).feedback.token).not.toBe(derived.token);
    expect(
      loadConfig(
        { ...key, FEEDBACK_TOKEN: 'pub_123', FEEDBACK_SCRIPT_URL: 'https://widget.example/v2/loader.js?x=1' },
        dir,
      ).feedback,
    ).toEqual({
      token: 'pub_123',
      scriptUrl: 'https://widget.example/v2/loader.js?x=1',
      scriptOrigin: 'https://widget.example',
    });
    expect(() => loadConfig({ ...key, FEEDBACK_SCRIPT_URL: 'https://widget.example/a.js' }, dir)).toThrow(
      /FEEDBACK_SCRIPT_URL: set FEEDBACK_TOKEN too/,
    );
  });

  it.each([
    [{ FEEDBACK_SCRIPT_URL: 'javascript:alert(1)', FEEDBACK_TOKEN: 'x' }, 'FEEDBACK_SCRIPT_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ APP_ENV: 'staging' }, 'APP_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ APP_KEY: 'short' }, 'APP_KEY'],
  ])('stops with a clear message on %o', (env, name) => {
    expect(() => loadConfig(env, dir)).toThrow(ConfigError);
    expect(() => loadConfig(env, dir)).toThrow(new RegExp(`${name}:`));
  });
});
