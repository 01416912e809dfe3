import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from '../../plugins/security-headers.plugin.ts';
import { testConfig } from '../../test/harness.ts';
import { runtimeConfig } from './system.service.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-csp-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function policyWith(env: Record<string, string>) {
  const config = await testConfig(dir, env);
  const app = Fastify();
  await app.register(securityHeadersPlugin, { config });
  app.get('/', async () => 'ok');
  const res = await app.inject('/');
  await app.close();
  const directives = new Map(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
  return { config, directives };
}

describe('the CSP and the feedback widget', () => {
  it('with our own widget: scripts, connections and frames stay on our origin', async () => {
    const { config, directives } = await policyWith({});
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'wss://localhost:3000']);
    expect(directives.has('frame-src')).toBe(false);
    expect(runtimeConfig(config, 'b1').feedback).toEqual({ token: config.feedback.token, script_url: null });
  });

  it('with a third-party widget: its origin (only) may run its script, call home and show its frame', async () => {
    const { config, directives } = await policyWith({
      FEEDBACK_TOKEN: 'pub_7f3a',
      FEEDBACK_SCRIPT_URL: 'https://widget.example.com/embed/v1.js',
    });
    expect(directives.get('script-src')).toEqual(["'self'", 'https://widget.example.com']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'ws://localhost:3000',
      'wss://localhost:3000',
      'https://widget.example.com',
    ]);
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://widget.example.com']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(runtimeConfig(config, 'b1').feedback).toEqual({
      token: 'pub_7f3a',
      script_url: 'https://widget.example.com/embed/v1.js',
    });
  });
});
