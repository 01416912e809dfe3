import { compactVerify } from 'jose';
import {
  BADGE_LEVEL_LABELS,
  BADGE_LEVELS,
  type BadgeLevel,
  type Verification,
} from '@talent/contract/badges';
import type { BadgeSigningKey } from './badge-keys.ts';
import { CREDENTIAL_JWT_TYPE, issuerId, OB_CONTEXT, statusListUrl, VC_CONTEXT } from './badge-credential.ts';
import { STATUS_LIST_BITS } from './status-list.ts';

type Check = Verification['checks'][number];
type CheckName = Check['name'];
type Json = Record<string, unknown>;

const CHECK_ORDER: CheckName[] = ['format', 'signature', 'issuer', 'dates', 'status'];

function isObject(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function decodeJsonPart(part: string): Json | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function typesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function instant(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The level named by the credential's result ("Advanced" → advanced), if it names one of ours. */
function levelOf(subject: Json): BadgeLevel | null {
  const results = Array.isArray(subject.result) ? subject.result : [];
  for (const result of results) {
    if (!isObject(result)) continue;
    const found = BADGE_LEVELS.find((level) => BADGE_LEVEL_LABELS[level] === result.value);
    if (found) return found;
  }
  return null;
}

/** What the page shows of a credential whose signature is ours (never of one we did not sign). */
function summaryOf(payload: Json): Verification['credential'] {
  const issuer = isObject(payload.issuer) ? payload.issuer : { id: payload.issuer };
  const subject = isObject(payload.credentialSubject) ? payload.credentialSubject : {};
  const achievement = isObject(subject.achievement) ? subject.achievement : {};
  const criteria = isObject(achievement.criteria) ? achievement.criteria : {};
  return {
    id: text(payload.id),
    issuer: { id: text(issuer.id), name: text(issuer.name), url: text(issuer.url) },
    achievement: {
      name: text(achievement.name),
      description: text(achievement.description),
      criteria: text(criteria.narrative),
    },
    subject_name: text(subject.name),
    level: levelOf(subject),
    issued_at: instant(payload.validFrom)?.toISOString() ?? '',
    expires_at: instant(payload.validUntil)?.toISOString() ?? null,
  };
}

export interface VerifyContext {
  key: BadgeSigningKey;
  appUrl: string;
  now: Date;
  /** The status list's bit for this index (our own list, read from the database). */
  isRevoked(index: number): Promise<boolean>;
}

/**
 * Verifies any pasted VC-JWT the way an outside verifier would: its form, our signature, our issuer, its dates,
 * then its bit in our status list. Never throws: whatever the input, each check says what it found.
 */
export async function verifyCredentialJwt(jwt: string, ctx: VerifyContext): Promise<Verification> {
  const checks: Check[] = [];
  const done = (status: Verification['status'], credential: Verification['credential']): Verification => {
    for (const name of CHECK_ORDER) {
      if (!checks.some((c) => c.name === name)) {
        checks.push({ name, ok: false, message: 'Not checked: an earlier check failed.' });
      }
    }
    return { status, checks, credential, checked_at: ctx.now.toISOString() };
  };
  const fail = (name: CheckName, message: string) => {
    checks.push({ name, ok: false, message });
    return done('invalid', null);
  };

  // 1. Format: a compact JWS whose header and payload are a VC-JWT of an Open Badges credential.
  const compact = jwt.trim();
  const parts = compact.split('.');
  const header = parts.length === 3 ? decodeJsonPart(parts[0]!) : undefined;
  const payload = parts.length === 3 ? decodeJsonPart(parts[1]!) : undefined;
  if (!header || !payload || !parts[2]) {
    return fail('format', 'This is not a signed credential (a VC-JWT has three dot-separated parts).');
  }
  const contexts = Array.isArray(payload['@context']) ? payload['@context'] : [];
  const types = typesOf(payload.type);
  if (header.alg !== 'EdDSA' || header.typ !== CREDENTIAL_JWT_TYPE) {
    return fail('format', `The header must say alg "EdDSA" and typ "${CREDENTIAL_JWT_TYPE}".`);
  }
  if (contexts[0] !== VC_CONTEXT || !contexts.includes(OB_CONTEXT)) {
    return fail(
      'format',
      'The credential does not name the Verifiable Credentials 2.0 and Open Badges 3.0 contexts.',
    );
  }
  if (!types.includes('VerifiableCredential') || !types.includes('OpenBadgeCredential')) {
    return fail('format', 'This is not an Open Badges credential.');
  }
  checks.push({ name: 'format', ok: true, message: 'An Open Badges 3.0 credential, signed as a VC-JWT.' });

  // 2. Signature: by our key (the kid names it), over exactly these bytes.
  if (header.kid !== ctx.key.kid) {
    return fail('signature', 'It was not signed with a key of this platform.');
  }
  try {
    await compactVerify(compact, ctx.key.publicKey, { algorithms: ['EdDSA'] });
  } catch {
    return fail('signature', 'The signature does not match: the credential was changed after it was signed.');
  }
  checks.push({ name: 'signature', ok: true, message: `Signed by this platform's key ${ctx.key.kid}.` });
  const credential = summaryOf(payload);

  // 3. Issuer: the signed credential names us.
  const expectedIssuer = issuerId(ctx.appUrl);
  if (credential?.issuer.id !== expectedIssuer) {
    checks.push({ name: 'issuer', ok: false, message: `The issuer is not ${expectedIssuer}.` });
    return done('invalid', credential);
  }
  checks.push({
    name: 'issuer',
    ok: true,
    message: `Issued by ${credential.issuer.name} (${expectedIssuer}).`,
  });

  // 4. Dates, at the app's clock.
  const validFrom = instant(payload.validFrom);
  const validUntil = payload.validUntil === undefined ? undefined : instant(payload.validUntil);
  let expired = false;
  if (!validFrom || (payload.validUntil !== undefined && !validUntil)) {
    checks.push({ name: 'dates', ok: false, message: 'The validity dates cannot be read.' });
    return done('invalid', credential);
  }
  if (validFrom > ctx.now) {
    checks.push({ name: 'dates', ok: false, message: `Not valid before ${validFrom.toISOString()}.` });
    return done('invalid', credential);
  }
  if (validUntil && validUntil <= ctx.now) {
    expired = true;
    checks.push({ name: 'dates', ok: false, message: `Expired on ${validUntil.toISOString()}.` });
  } else {
    checks.push({
      name: 'dates',
      ok: true,
      message: validUntil ? `Valid until ${validUntil.toISOString()}.` : 'Valid with no end date.',
    });
  }

  // 5. Status: its bit in our revocation list.
  const status = isObject(payload.credentialStatus) ? payload.credentialStatus : {};
  const index = Number(text(status.statusListIndex) || Number.NaN);
  if (
    status.type !== 'BitstringStatusListEntry' ||
    status.statusPurpose !== 'revocation' ||
    status.statusListCredential !== statusListUrl(ctx.appUrl) ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= STATUS_LIST_BITS
  ) {
    checks.push({
      name: 'status',
      ok: false,
      message: 'The credential does not point to our revocation list.',
    });
    return done('invalid', credential);
  }
  if (await ctx.isRevoked(index)) {
    checks.push({ name: 'status', ok: false, message: 'Revoked: the issuer has withdrawn this credential.' });
    return done('revoked', credential);
  }
  checks.push({ name: 'status', ok: true, message: 'Not revoked.' });
  return done(expired ? 'expired' : 'valid', credential);
}
