import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/harness.ts';
import { PERMISSIONS_POLICY, securityHeadersPlugin } from './security-headers.plugin.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-headers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every header of an answer but the ones Fastify and Node add themselves. */
async function headersWith(env: Record<string, string>, url: string) {
  const config = await testConfig(dir, env);
  const app = Fastify();
  await app.register(securityHeadersPlugin, { config });
  app.get('/json', async () => ({ ok: true }));
  app.get('/text', async () => 'ok');
  const res = await app.inject(url);
  await app.close();
  const headers: Record<string, unknown> = { ...res.headers };
  for (const name of ['content-type', 'content-length', 'date', 'connection']) delete headers[name];
  return headers;
}

// The values helmet 8 sent with our options before they were worked out once per process: pinned, so a change
// to any of them is a decision, not a side effect.
const HARDENING = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};
const LOCAL_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self' ws://localhost:3000 wss://localhost:3000;media-src 'self' blob:;" +
  "object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'";

describe('security headers', () => {
  it('are the same on every answer locally, with no-store on JSON and errors only', async () => {
    expect(await headersWith({}, '/json')).toEqual({
      'content-security-policy': LOCAL_CSP,
      ...HARDENING,
      'cache-control': 'no-store',
    });
    expect(await headersWith({}, '/text')).toEqual({ 'content-security-policy': LOCAL_CSP, ...HARDENING });
    expect(await headersWith({}, '/missing')).toEqual({
      'content-security-policy': LOCAL_CSP,
      ...HARDENING,
      'cache-control': 'no-store',
    });
  });

  it('add HSTS and upgrade-insecure-requests in production, and only the https socket', async () => {
    expect(await headersWith({ APP_ENV: 'production', APP_URL: 'https://talent.example' }, '/text')).toEqual({
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self' wss://talent.example:443;media-src 'self' blob:;" +
        "object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none';upgrade-insecure-requests",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      ...HARDENING,
    });
  });

  it("let a feedback widget's origin run its script, call home and show its frame", async () => {
    const headers = await headersWith(
      { FEEDBACK_SCRIPT_URL: 'https://widget.example/w.js', FEEDBACK_TOKEN: 't' },
      '/text',
    );
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' https://widget.example;style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;" +
        "connect-src 'self' ws://localhost:3000 wss://localhost:3000 https://widget.example;" +
        "frame-src 'self' https://widget.example;media-src 'self' blob:;object-src 'none';base-uri 'none';" +
        "form-action 'self';frame-ancestors 'none'",
    );
  });
});
