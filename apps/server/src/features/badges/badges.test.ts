import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { BADGE_VALID_DAYS, type BadgeLevel } from '@talent/contract/badges';
import { badges } from '../../db/schema/badges.schema.ts';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import type { badgeCredential, statusListCredential } from './badge-credential.ts';
import { VERIFY_PER_MINUTE } from './badges.service.ts';
import { decodeStatusList, STATUS_LIST_BITS, statusBit } from './status-list.ts';

const DAY = 86_400_000;
let clock = new Date('2026-03-02T10:00:00Z');
const t = useTestApp({ now: () => clock });
const APP_URL = 'http://localhost:3000';

async function candidate() {
  const user = await t.createUser({ name: 'Ada Lovelace' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

function issue(userId: string, level: BadgeLevel = 'proficient', issuedAt = clock) {
  return t.app.badges.issueForPass(t.database.db, {
    userId,
    testSlug: 'react',
    skillSlug: 'react',
    skillName: 'React',
    testTitle: 'React skill test',
    level,
    attemptId: randomUUID(),
    percent: 82.4,
    issuedAt,
  });
}

type BadgeClaims = ReturnType<typeof badgeCredential>;

function decode<T = BadgeClaims>(jwt: string) {
  const [header, payload] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as T,
  };
}

async function storedJwt(badgeId: string) {
  const rows = await t.database.db.select().from(badges);
  return rows.find((row) => row.id === badgeId)!.credentialJwt;
}

const verify = (credential: string) =>
  t.client().post('/shared/api/credentials/verify', { credential }, { csrf: false });

describe('issuing and signing', () => {
  it('signs an Open Badges 3.0 credential as an EdDSA VC-JWT that names the holder by a random id', async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    const { user, client } = await candidate();
    const badge = await issue(user.id, 'advanced');
    expect(badge).toMatchObject({
      skill: { slug: 'react', name: 'React' },
      test_slug: 'react',
      title: 'React — Advanced',
      level: 'advanced',
      status: 'valid',
      issued_at: clock.toISOString(),
      expires_at: new Date(clock.getTime() + BADGE_VALID_DAYS * DAY).toISOString(),
      verify_url: `${APP_URL}/credentials/${badge.id}`,
    });

    const download = await client.get(`/talent/api/badges/${badge.id}/credential`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/vc+jwt');
    expect(download.headers['content-disposition']).toBe('attachment; filename="react-advanced.jwt"');
    const { header, payload } = decode(download.body);
    const jwks = (await t.client().get('/.well-known/jwks.json')).json();
    expect(header).toEqual({ alg: 'EdDSA', kid: jwks.keys[0].kid, typ: 'vc+jwt' });
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `urn:uuid:${badge.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: `${APP_URL}/credentials/issuer`, type: ['Profile'], name: 'Borderless', url: APP_URL },
      validFrom: badge.issued_at,
      validUntil: badge.expires_at,
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Ada Lovelace',
        achievement: { type: ['Achievement'], name: 'React — Advanced', achievementType: 'Badge' },
        result: [{ type: ['Result'], value: 'Advanced' }],
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: `${APP_URL}/credentials/status/1`,
      },
    });
    // Never the account id or the address; never the score.
    expect(payload.credentialSubject.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(JSON.stringify(payload)).not.toContain(user.id);
    expect(JSON.stringify(payload)).not.toContain(user.email);
    expect(JSON.stringify(payload)).not.toMatch(/"(percent|score)"|82\.4/);

    // The same holder id on every badge of one person.
    const second = await issue(user.id, 'proficient');
    expect(decode(await storedJwt(second.id)).payload.credentialSubject.id).toBe(
      payload.credentialSubject.id,
    );

    const json = await client.get(`/talent/api/badges/${badge.id}/credential?format=json`);
    expect(json.json().data).toEqual({ jwt: download.body, credential: payload });
  });

  it('lists only my badges, newest first, and another candidate’s credential is a 404', async () => {
    const me = await candidate();
    const other = await candidate();
    const older = await issue(me.user.id, 'proficient', new Date(clock.getTime() - DAY));
    const newer = await issue(me.user.id, 'advanced');
    const theirs = await issue(other.user.id);

    const list = await me.client.get('/talent/api/badges');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([newer.id, older.id]);
    expect((await me.client.get(`/talent/api/badges/${theirs.id}/credential`)).statusCode).toBe(404);
    expect((await me.client.get(`/talent/api/badges/not-a-uuid/credential`)).statusCode).toBe(404);
    expect((await t.client().get('/talent/api/badges')).statusCode).toBe(401);
    expect((await t.client().get(`/talent/api/badges/${newer.id}/credential`)).statusCode).toBe(401);
  });

  it('verifies a fresh badge by its id, every check passing, without a session', async () => {
    const { user } = await candidate();
    const badge = await issue(user.id);
    const res = await t.client().get(`/shared/api/credentials/${badge.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('valid');
    expect(data.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok])).toEqual([
      ['format', true],
      ['signature', true],
      ['issuer', true],
      ['dates', true],
      ['status', true],
    ]);
    expect(data.credential).toMatchObject({
      id: `urn:uuid:${badge.id}`,
      issuer: { id: `${APP_URL}/credentials/issuer`, name: 'Borderless', url: APP_URL },
      achievement: { name: 'React — Proficient' },
      subject_name: 'Ada Lovelace',
      level: 'proficient',
      issued_at: badge.issued_at,
      expires_at: badge.expires_at,
    });
    expect(data.checked_at).toBe(clock.toISOString());

    expect((await t.client().get(`/shared/api/credentials/${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.client().get('/shared/api/credentials/nope')).statusCode).toBe(404);
  });

  it('keeps the current badge of a test: the newest valid one', async () => {
    const { user } = await candidate();
    expect(await t.app.badges.currentBadge(t.database.db, user.id, 'react')).toBeNull();
    const first = await issue(user.id, 'proficient', new Date(clock.getTime() - 2 * DAY));
    const second = await issue(user.id, 'advanced', new Date(clock.getTime() - DAY));
    expect((await t.app.badges.currentBadge(t.database.db, user.id, 'react'))?.id).toBe(second.id);
    await t.app.badges.revoke(t.database.db, second.id, 'Issued by mistake');
    expect((await t.app.badges.currentBadge(t.database.db, user.id, 'react'))?.id).toBe(first.id);
    expect(await t.app.badges.currentBadge(t.database.db, user.id, 'python')).toBeNull();
  });
});

describe('revocation through the status list', () => {
  it('publishes a signed list of at least 16 KB whose bit flips when the badge is revoked', async () => {
    const { user, client } = await candidate();
    const badge = await issue(user.id);
    const index = Number(decode(await storedJwt(badge.id)).payload.credentialStatus.statusListIndex);

    const bitOf = async () => {
      const res = await t.client().get('/credentials/status/1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/vc+jwt');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const { header, payload } = decode<ReturnType<typeof statusListCredential>>(res.body);
      expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
      expect(payload).toMatchObject({
        id: `${APP_URL}/credentials/status/1`,
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: `${APP_URL}/credentials/issuer`,
        credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
      });
      // The pasted list verifies with our own checks too (its signature is ours).
      const bits = decodeStatusList(payload.credentialSubject.encodedList);
      expect(bits.length * 8).toBeGreaterThanOrEqual(STATUS_LIST_BITS);
      return statusBit(bits, index);
    };

    expect(await bitOf()).toBe(false);
    const revoked = await t.app.badges.revoke(t.database.db, badge.id, 'The attempt broke the rules');
    expect(revoked.status).toBe('revoked');
    expect(await bitOf()).toBe(true);

    const byId = (await t.client().get(`/shared/api/credentials/${badge.id}`)).json().data;
    expect(byId.status).toBe('revoked');
    expect(byId.checks.at(-1)).toMatchObject({ name: 'status', ok: false });
    expect((await verify(await storedJwt(badge.id))).json().data.status).toBe('revoked');
    expect((await client.get('/talent/api/badges')).json().data[0].status).toBe('revoked');
    await expect(t.app.badges.revoke(t.database.db, randomUUID(), 'x')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('revokes a deleted account’s badges and erases their signed copies, keeping the bits set', async () => {
    const { user, client } = await candidate();
    const other = await candidate();
    const badge = await issue(user.id);
    const kept = await issue(other.user.id);
    const jwt = await storedJwt(badge.id);
    const deleted = await client.request('DELETE', '/talent/api/account', {
      password: DEFAULT_TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const rows = await t.database.db.select().from(badges);
    const row = rows.find((r) => r.id === badge.id)!;
    expect(row).toMatchObject({ userId: null, credentialJwt: '' });
    expect(row.revokedAt).not.toBeNull();
    expect(rows.find((r) => r.id === kept.id)).toMatchObject({ userId: other.user.id, revokedAt: null });
    // A copy the holder handed out before now verifies as revoked; the page by id knows it no more.
    expect((await verify(jwt)).json().data.status).toBe('revoked');
    expect((await t.client().get(`/shared/api/credentials/${badge.id}`)).statusCode).toBe(404);
    expect((await verify(await storedJwt(kept.id))).json().data.status).toBe('valid');
  });

  it('does not serve lists that do not exist', async () => {
    expect((await t.client().get('/credentials/status/2')).statusCode).toBe(404);
  });
});

describe('expiry, at the app’s clock', () => {
  it('is valid until validUntil, then expired (and no longer the current badge)', async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    const { user, client } = await candidate();
    const badge = await issue(user.id);
    clock = new Date(new Date(badge.expires_at).getTime() - 1000);
    expect((await t.client().get(`/shared/api/credentials/${badge.id}`)).json().data.status).toBe('valid');
    clock = new Date(badge.expires_at);
    const data = (await t.client().get(`/shared/api/credentials/${badge.id}`)).json().data;
    expect(data.status).toBe('expired');
    expect(data.checks.find((c: { name: string }) => c.name === 'dates')).toMatchObject({ ok: false });
    expect(data.checks.find((c: { name: string }) => c.name === 'signature')).toMatchObject({ ok: true });
    expect((await client.get('/talent/api/badges')).json().data[0].status).toBe('expired');
    expect(await t.app.badges.currentBadge(t.database.db, user.id, 'react')).toBeNull();
    clock = new Date('2026-03-02T10:00:00Z');
  });
});

describe('POST /shared/api/credentials/verify', () => {
  it('rejects a tampered credential: the signature no longer matches', async () => {
    const { user } = await candidate();
    const badge = await issue(user.id, 'proficient');
    const jwt = await storedJwt(badge.id);
    const [header, , signature] = jwt.split('.');
    const { payload } = decode(jwt);
    payload.credentialSubject.result[0]!.value = 'Advanced';
    payload.credentialSubject.achievement.name = 'React — Advanced';
    const forged = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;

    const res = await verify(forged);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('invalid');
    expect(data.checks[0]).toMatchObject({ name: 'format', ok: true });
    expect(data.checks[1]).toMatchObject({ name: 'signature', ok: false });
    expect(data.checks[1].message).toMatch(/changed after it was signed/);
    // What a forgery says is never shown as if we had said it.
    expect(data.credential).toBeNull();
    expect(data.checks).toHaveLength(5);

    expect((await verify(jwt)).json().data.status).toBe('valid');
  });

  it('rejects a credential signed with someone else’s key, and one that names another issuer', async () => {
    const { user } = await candidate();
    const badge = await issue(user.id);
    const { payload } = decode(await storedJwt(badge.id));
    const { privateKey } = generateKeyPairSync('ed25519');
    const kid = (await t.app.badges.signingKey()).kid;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'vc+jwt' })
      .sign(privateKey);
    const data = (await verify(foreign)).json().data;
    expect(data.status).toBe('invalid');
    expect(data.checks[1]).toMatchObject({ name: 'signature', ok: false });

    const otherKid = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'someone-else', typ: 'vc+jwt' })
      .sign(privateKey);
    expect((await verify(otherKid)).json().data.checks[1].message).toMatch(
      /not signed with a key of this platform/,
    );

    // Our own key, but a credential that claims another issuer.
    const key = await t.app.badges.signingKey();
    const elsewhere = await new SignJWT({
      ...payload,
      issuer: { ...payload.issuer, id: 'https://elsewhere.test/issuer' },
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt' })
      .sign(key.privateKey);
    const issuerCheck = (await verify(elsewhere)).json().data;
    expect(issuerCheck.status).toBe('invalid');
    expect(issuerCheck.checks[2]).toMatchObject({ name: 'issuer', ok: false });
  });

  it('answers any garbage with "invalid" and the reason, never an error; an empty paste is a field error', async () => {
    for (const garbage of [
      'hello',
      'a.b.c',
      '...',
      'eyJhbGciOiJub25lIn0.eyJ9.',
      `${Buffer.from('{"alg":"none","typ":"vc+jwt"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.x`,
      `${Buffer.from('[1]').toString('base64url')}.${Buffer.from('null').toString('base64url')}.x`,
      'é.ü.🙂',
      'x'.repeat(19_999),
    ]) {
      const res = await verify(garbage);
      expect(res.statusCode, garbage.slice(0, 40)).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'invalid', credential: null });
      expect(res.json().data.checks[0]).toMatchObject({ name: 'format', ok: false });
    }
    const empty = await verify('   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.credential).toEqual(['Paste the credential.']);
    const long = await verify('x'.repeat(20_001));
    expect(long.statusCode).toBe(422);
    const notString = await t
      .client()
      .post('/shared/api/credentials/verify', { credential: 42 }, { csrf: false });
    expect(notString.statusCode).toBe(422);
  });

  it('throttles pasted checks per address: past the minute’s budget, 429 with Retry-After', async () => {
    for (let i = 0; i < VERIFY_PER_MINUTE; i += 1) expect((await verify('a.b.c')).statusCode).toBe(200);
    const refused = await verify('a.b.c');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 61_000);
    expect((await verify('a.b.c')).statusCode).toBe(200);
  });
});

describe('the issuer’s public documents', () => {
  it('serves the JWKS and the issuer profile with its key, open to any origin', async () => {
    const jwks = await t.client().get('/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers['access-control-allow-origin']).toBe('*');
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');

    const issuer = await t.client().get('/credentials/issuer', { headers: { accept: 'text/html' } });
    expect(issuer.statusCode).toBe(200);
    expect(issuer.headers['content-type']).toContain('application/ld+json');
    expect(issuer.json()).toMatchObject({
      id: `${APP_URL}/credentials/issuer`,
      type: ['Profile'],
      name: 'Borderless',
      verificationMethod: [{ type: 'JsonWebKey', publicKeyJwk: key }],
    });
  });
});
