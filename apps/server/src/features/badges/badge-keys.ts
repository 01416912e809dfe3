import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { parseEd25519PrivateKey, type Config } from '../../config.ts';

/** The platform's badge-signing key: the private half, and the public half as published in the JWKS. */
export interface BadgeSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The RFC 7638 thumbprint of the public JWK: the JWT header's `kid`. */
  kid: string;
  publicJwk: JWK & { kid: string; alg: 'EdDSA'; use: 'sig' };
}

const KEY_FILE = 'badge-signing-key.pem';

/**
 * BADGE_SIGNING_KEY when set; otherwise the key in DATA_DIR/badge-signing-key.pem, generated there on first use
 * (mode 0600, like secrets.json), so restarts keep every issued credential verifiable.
 */
function privateKeyOf(config: Pick<Config, 'badgeSigningKey' | 'dataDir'>): KeyObject {
  if (config.badgeSigningKey) return parseEd25519PrivateKey(config.badgeSigningKey);
  const file = join(config.dataDir, KEY_FILE);
  try {
    return parseEd25519PrivateKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  try {
    // 'wx': a second process generating at the same moment keeps the first one's key.
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return privateKey;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parseEd25519PrivateKey(readFileSync(file, 'utf8'));
  }
}

export async function loadBadgeSigningKey(
  config: Pick<Config, 'badgeSigningKey' | 'dataDir'>,
): Promise<BadgeSigningKey> {
  const privateKey = privateKeyOf(config);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint({ kty: jwk.kty!, crv: jwk.crv!, x: jwk.x! });
  return {
    privateKey,
    publicKey,
    kid,
    publicJwk: { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x!, kid, alg: 'EdDSA', use: 'sig' },
  };
}
