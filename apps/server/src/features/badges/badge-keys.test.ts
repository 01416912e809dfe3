import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { loadBadgeSigningKey } from './badge-keys.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'badge-keys-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the badge signing key', () => {
  it('is generated into DATA_DIR on first use (owner-only), then the same key on every load', async () => {
    const first = await loadBadgeSigningKey({ dataDir, badgeSigningKey: undefined });
    const file = join(dataDir, 'badge-signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadBadgeSigningKey({ dataDir, badgeSigningKey: undefined });
    expect(again.kid).toBe(first.kid);
    expect(first.publicJwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: first.kid,
      alg: 'EdDSA',
      use: 'sig',
    });
  });

  it('takes BADGE_SIGNING_KEY as a PKCS8 PEM or a JWK (the same key either way), and writes nothing', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    const fromPem = await loadBadgeSigningKey(
      loadConfig({ DATA_DIR: dataDir, BADGE_SIGNING_KEY: pem }, dataDir),
    );
    const fromJwk = await loadBadgeSigningKey(
      loadConfig({ DATA_DIR: dataDir, BADGE_SIGNING_KEY: jwk }, dataDir),
    );
    expect(fromJwk.kid).toBe(fromPem.kid);
    await expect(stat(join(dataDir, 'badge-signing-key.pem'))).rejects.toThrow();
  });

  it('refuses a key that is not an Ed25519 private key at startup', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    for (const bad of ['not a key', '{"kty":"OKP"}', rsa.toString()]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, BADGE_SIGNING_KEY: bad }, dataDir)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, BADGE_SIGNING_KEY: 'not a key' }, dataDir)).toThrow(
      /BADGE_SIGNING_KEY: must be an Ed25519 private key/,
    );
  });
});
