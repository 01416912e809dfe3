import { createPublicKey, randomUUID, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

/*
 * A verifier that shares nothing with ours: only node:crypto, node:zlib and fetch over HTTP, following the
 * published specs (VC-JOSE-COSE, Bitstring Status List). It learns where the keys and the list are from the
 * credential itself, as an employer's tool would.
 */

const PORT = 3431;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const t = useTestApp({ env: { APP_URL: ORIGIN, PORT: String(PORT) } });

// The harness closes the app (and so the listener) after the file.
beforeAll(async () => {
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});

/** What this verifier reads of a credential and of a status list (the specs' names). */
interface Claims {
  id: string;
  type: string[];
  issuer: { id: string } | string;
  validFrom: string;
  validUntil?: string;
  credentialStatus: {
    type: string;
    statusPurpose: string;
    statusListIndex: string;
    statusListCredential: string;
  };
  credentialSubject: { encodedList?: string };
}

const part = <T = Claims>(text: string): T =>
  JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T;

async function checkSignature(jwt: string, jwksUrl: string): Promise<Claims> {
  const [headerPart, payloadPart, signaturePart] = jwt.split('.');
  const header = part<{ alg: string; kid: string }>(headerPart!);
  if (header.alg !== 'EdDSA') throw new Error(`unexpected alg ${header.alg}`);
  const jwks = (await (await fetch(jwksUrl)).json()) as { keys: Array<JsonWebKey & { kid: string }> };
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new Error('no published key has this kid');
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
  if (!verifySignature(null, signed, publicKey, Buffer.from(signaturePart!, 'base64url'))) {
    throw new Error('bad signature');
  }
  return part(payloadPart!);
}

async function independentlyVerify(jwt: string, now: Date): Promise<'valid' | 'expired' | 'revoked'> {
  const unverified = part(jwt.split('.')[1]!);
  const issuer = new URL(typeof unverified.issuer === 'string' ? unverified.issuer : unverified.issuer.id);
  const jwksUrl = new URL('/.well-known/jwks.json', issuer.origin).toString();
  const credential = await checkSignature(jwt, jwksUrl);
  if (new Date(credential.validFrom) > now) throw new Error('not yet valid');

  const status = credential.credentialStatus;
  if (status.type !== 'BitstringStatusListEntry' || status.statusPurpose !== 'revocation') {
    throw new Error('no revocation status');
  }
  const listJwt = await (await fetch(status.statusListCredential)).text();
  const list = await checkSignature(listJwt, jwksUrl);
  if (list.id !== status.statusListCredential || !list.type.includes('BitstringStatusListCredential')) {
    throw new Error('not the list the credential names');
  }
  const encoded = list.credentialSubject.encodedList ?? '';
  if (!encoded.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  if (bits.length < 16 * 1024) throw new Error('the list is shorter than 16 KB');
  const index = Number.parseInt(status.statusListIndex, 10);
  const revoked = (bits[Math.floor(index / 8)]! >> (7 - (index % 8))) & 1;
  if (revoked) return 'revoked';
  return credential.validUntil && new Date(credential.validUntil) <= now ? 'expired' : 'valid';
}

async function freshBadgeJwt(): Promise<{ id: string; jwt: string }> {
  const user = await t.createUser();
  const badge = await t.app.badges.issueForPass(t.database.db, {
    userId: user.id,
    testSlug: 'typescript',
    skillSlug: 'typescript',
    skillName: 'TypeScript',
    testTitle: 'TypeScript skill test',
    level: 'proficient',
    attemptId: randomUUID(),
    percent: 74,
    issuedAt: new Date(),
  });
  const { jwt } = await t.app.badges.credentialOf(user.id, badge.id);
  return { id: badge.id, jwt };
}

describe('an independent verifier (node:crypto only, over HTTP)', () => {
  it('accepts a fresh badge, sees it expire, and sees its revocation in the status list', async () => {
    const { id, jwt } = await freshBadgeJwt();
    expect(await independentlyVerify(jwt, new Date())).toBe('valid');
    expect(await independentlyVerify(jwt, new Date(Date.now() + 731 * 86_400_000))).toBe('expired');

    await t.app.badges.revoke(t.database.db, id, 'Revoked in a test');
    expect(await independentlyVerify(jwt, new Date())).toBe('revoked');
  });

  it('rejects a tampered payload', async () => {
    const { jwt } = await freshBadgeJwt();
    const [header, payload, signature] = jwt.split('.');
    const changed = part(payload!);
    changed.validUntil = '2099-01-01T00:00:00.000Z';
    const tampered = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    await expect(independentlyVerify(tampered, new Date())).rejects.toThrow('bad signature');

    // One flipped bit of the signature, too.
    const sig = Buffer.from(signature!, 'base64url');
    sig[0] = sig[0]! ^ 1;
    await expect(
      independentlyVerify(`${header}.${payload}.${sig.toString('base64url')}`, new Date()),
    ).rejects.toThrow('bad signature');
  });
});
