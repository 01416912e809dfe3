import { randomInt, randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import {
  BADGE_LEVEL_LABELS,
  BADGE_LEVELS,
  BADGE_VALID_DAYS,
  type BadgeLevel,
  type BadgeSummary,
  type Verification,
} from '@talent/contract/badges';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { loadBadgeSigningKey, type BadgeSigningKey } from './badge-keys.ts';
import {
  badgeCredential,
  certificateCredential,
  CREDENTIAL_JWT_TYPE,
  issuerProfile,
  OB_CONTEXT,
  statusListCredential,
  VC_CONTEXT,
} from './badge-credential.ts';
import { verifyCredentialJwt } from './badge-verification.ts';
import {
  findBadge,
  findCertificate,
  findCertificateOf,
  findOwnBadge,
  holderName,
  holderSubjectId,
  insertBadgeUnlessIndexTaken,
  insertCertificateUnlessTaken,
  isStatusIndexRevoked,
  listOwnBadges,
  markRevoked,
  newestValidBadge,
  revokedStatusIndexes,
  statusIndexInUse,
  validBadgesInSkills,
  type BadgeRow,
  type CertificateRow,
} from './badges.repository.ts';
import { badgeSummaryJson } from './badges.view.ts';
import { encodeStatusList, STATUS_LIST_BITS } from './status-list.ts';

const DAY_MS = 86_400_000;
/** Pasted credentials one address may check per minute (each is a signature check and a lookup). */
export const VERIFY_PER_MINUTE = 60;

/** What the assessment engine hands over when a candidate passes a test. */
export interface PassedTest {
  userId: string;
  testSlug: string;
  skillSlug: string;
  skillName: string;
  testTitle: string;
  level: BadgeLevel;
  attemptId: string;
  percent: number;
  issuedAt: Date;
}

/** What the courses feature hands over when a candidate completes a course. */
export interface CompletedCourse {
  certificateId: string;
  userId: string;
  courseId: string;
  courseTitle: string;
  skills: string[];
  passPercent: number;
  issuedAt: Date;
}

/** A skill and the least level a screener question accepts. */
export interface SkillRequirement {
  slug: string;
  level: BadgeLevel;
}

export function levelAtLeast(level: BadgeLevel, least: BadgeLevel): boolean {
  return BADGE_LEVELS.indexOf(level) >= BADGE_LEVELS.indexOf(least);
}

/** Why a badge cannot answer a question, or null when it can. */
export function badgeCoverageProblem(
  row: BadgeRow | undefined,
  requirement: SkillRequirement,
  now: Date,
): string | null {
  if (!row) return 'This is not one of your badges.';
  if (row.revokedAt) return 'This badge was revoked.';
  if (row.expiresAt <= now || row.issuedAt > now) return 'This badge has expired.';
  if (row.skillSlug !== requirement.slug) return 'This badge is for another skill.';
  if (!levelAtLeast(row.level, requirement.level)) {
    return `This question needs the ${BADGE_LEVEL_LABELS[requirement.level]} level or above.`;
  }
  return null;
}

/**
 * Skill badges: issued when a test is passed, signed as Open Badges 3.0 VC-JWTs with the platform's Ed25519 key,
 * revoked through the Bitstring Status List, verified for anyone. Methods that write take the `db` to use, so the
 * assessment engine issues a badge in the same transaction that grades the attempt.
 */
export class BadgesService {
  private key: Promise<BadgeSigningKey> | undefined;

  constructor(
    private readonly deps: {
      db: Db;
      config: Pick<Config, 'appUrl' | 'dataDir' | 'badgeSigningKey'>;
      /** Throttles the public paste-and-verify per address. */
      limiter?: RateLimiter;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get appUrl(): string {
    return this.deps.config.appUrl;
  }

  /** The signing key, loaded (or generated into DATA_DIR) on first use. */
  signingKey(): Promise<BadgeSigningKey> {
    this.key ??= loadBadgeSigningKey(this.deps.config).catch((err: unknown) => {
      this.key = undefined;
      throw err;
    });
    return this.key;
  }

  private async sign(payload: JWTPayload): Promise<string> {
    const key = await this.signingKey();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: CREDENTIAL_JWT_TYPE })
      .sign(key.privateKey);
  }

  /** Issues the badge of a passed test: a random status list slot, the signed credential, the row. */
  async issueForPass(db: Db, pass: PassedTest): Promise<BadgeSummary> {
    const name = await holderName(db, pass.userId);
    if (name === undefined) throw new AppError('not_found');
    const subjectId = await holderSubjectId(db, pass.userId);
    const badgeId = randomUUID();
    const expiresAt = new Date(pass.issuedAt.getTime() + BADGE_VALID_DAYS * DAY_MS);
    const title = `${pass.skillName} — ${BADGE_LEVEL_LABELS[pass.level]}`;
    // A random slot, not the next one: the position of a bit must not tell when (or in what order) badges were issued.
    for (let attempt = 0; attempt < 20; attempt++) {
      const statusListIndex = randomInt(STATUS_LIST_BITS);
      // Course certificates draw from the same list.
      if (await statusIndexInUse(db, statusListIndex)) continue;
      const credentialJwt = await this.sign(
        badgeCredential({
          appUrl: this.appUrl,
          badgeId,
          subjectId,
          holderName: name,
          testSlug: pass.testSlug,
          testTitle: pass.testTitle,
          skillName: pass.skillName,
          level: pass.level,
          title,
          issuedAt: pass.issuedAt,
          expiresAt,
          statusListIndex,
        }),
      );
      const row = await insertBadgeUnlessIndexTaken(db, {
        id: badgeId,
        userId: pass.userId,
        testSlug: pass.testSlug,
        skillSlug: pass.skillSlug,
        skillName: pass.skillName,
        testTitle: pass.testTitle,
        title,
        level: pass.level,
        attemptId: pass.attemptId,
        percent: Math.round(pass.percent),
        issuedAt: pass.issuedAt,
        expiresAt,
        statusListIndex,
        credentialJwt,
      });
      if (row) return badgeSummaryJson(row, this.now(), this.appUrl);
    }
    throw new AppError('service_unavailable', { message: 'The badge could not be issued; try again.' });
  }

  /**
   * Issues a course certificate: a random slot of the same status list, the signed credential
   * (`achievementType: Certificate`), the row. Undefined when the holder already has this course's certificate (the
   * caller reads it); the caller holds the enrolment's lock so a course completes once.
   */
  async issueCertificate(db: Db, course: CompletedCourse): Promise<CertificateRow | undefined> {
    const name = await holderName(db, course.userId);
    if (name === undefined) throw new AppError('not_found');
    const subjectId = await holderSubjectId(db, course.userId);
    for (let attempt = 0; attempt < 20; attempt++) {
      const statusListIndex = randomInt(STATUS_LIST_BITS);
      if (await statusIndexInUse(db, statusListIndex)) continue;
      const credentialJwt = await this.sign(
        certificateCredential({
          appUrl: this.appUrl,
          certificateId: course.certificateId,
          subjectId,
          holderName: name,
          courseId: course.courseId,
          courseTitle: course.courseTitle,
          skills: course.skills,
          passPercent: course.passPercent,
          issuedAt: course.issuedAt,
          statusListIndex,
        }),
      );
      const row = await insertCertificateUnlessTaken(db, {
        id: course.certificateId,
        userId: course.userId,
        courseId: course.courseId,
        courseTitle: course.courseTitle,
        issuedAt: course.issuedAt,
        statusListIndex,
        credentialJwt,
      });
      if (row) return row;
      // Not the slot (checked above, barring a race): the holder has this course's certificate already.
      if (await findCertificateOf(db, course.userId, course.courseId)) return undefined;
    }
    throw new AppError('service_unavailable', { message: 'The certificate could not be issued; try again.' });
  }

  /** The candidate's newest badge of this test that is valid now, or null. */
  async currentBadge(db: Db, userId: string, testSlug: string): Promise<BadgeSummary | null> {
    const now = this.now();
    const row = await newestValidBadge(db, userId, testSlug, now);
    return row ? badgeSummaryJson(row, now, this.appUrl) : null;
  }

  /** Withdraws a badge: its status list bit is set from now on. Unknown id → 404. */
  async revoke(db: Db, badgeId: string, reason: string): Promise<BadgeSummary> {
    if (!isUuid(badgeId)) throw new AppError('not_found');
    const row = await markRevoked(db, badgeId, this.now(), reason);
    if (!row) throw new AppError('not_found');
    return badgeSummaryJson(row, this.now(), this.appUrl);
  }

  async listMine(userId: string): Promise<BadgeSummary[]> {
    const now = this.now();
    return (await listOwnBadges(this.deps.db, userId)).map((row) => badgeSummaryJson(row, now, this.appUrl));
  }

  /** The candidate's own signed credential; another's (or an unknown id) → 404. */
  async credentialOf(userId: string, badgeId: string): Promise<{ jwt: string; title: string }> {
    const row = isUuid(badgeId) ? await findOwnBadge(this.deps.db, userId, badgeId) : undefined;
    if (!row) throw new AppError('not_found');
    return { jwt: row.credentialJwt, title: row.title };
  }

  /**
   * The public verification of one of our badges or course certificates by its id; unknown (or its holder gone)
   * → 404.
   */
  async verifyById(id: string): Promise<Verification> {
    if (!isUuid(id)) throw new AppError('not_found');
    const row = (await findBadge(this.deps.db, id)) ?? (await findCertificate(this.deps.db, id));
    if (!row?.userId) throw new AppError('not_found');
    return this.verify(row.credentialJwt);
  }

  /** A credential pasted by anyone: throttled per address, then checked like any other. */
  async verifyPasted(jwt: string, client: string): Promise<Verification> {
    if (this.deps.limiter) {
      const { hits, retryAfter } = await this.deps.limiter.hit(`credential-verify:${client}`, 60);
      if (hits > VERIFY_PER_MINUTE) throw new AppError('too_many_attempts', { retryAfter });
    }
    return this.verify(jwt);
  }

  /** Any credential, checked as an outside verifier would. */
  async verify(jwt: string): Promise<Verification> {
    return verifyCredentialJwt(jwt, {
      key: await this.signingKey(),
      appUrl: this.appUrl,
      now: this.now(),
      isRevoked: (index) => isStatusIndexRevoked(this.deps.db, index),
    });
  }

  /** The signed `BitstringStatusListCredential`, as of now. */
  async statusListJwt(): Promise<string> {
    const encoded = encodeStatusList(await revokedStatusIndexes(this.deps.db));
    return this.sign(statusListCredential(this.appUrl, encoded, this.now()));
  }

  async jwks() {
    return { keys: [(await this.signingKey()).publicJwk] };
  }

  /** The issuer's profile (JSON-LD), with the public key a verifier checks signatures against. */
  async issuer() {
    const key = await this.signingKey();
    const profile = issuerProfile(this.appUrl);
    return {
      '@context': [VC_CONTEXT, OB_CONTEXT],
      ...profile,
      description: 'Borderless issues skill badges to candidates who pass its timed skill tests.',
      verificationMethod: [
        {
          id: `${profile.id}#${key.kid}`,
          type: 'JsonWebKey',
          controller: profile.id,
          publicKeyJwk: key.publicJwk,
        },
      ],
    };
  }

  /**
   * For each required skill, the candidate's best valid badge that meets the level (the test passport). A skill
   * with no such badge is absent from the map.
   */
  async coveringBadges(
    db: Db,
    userId: string,
    requirements: SkillRequirement[],
  ): Promise<Map<string, { id: string; title: string; level: BadgeLevel }>> {
    const now = this.now();
    const rows = await validBadgesInSkills(db, userId, [...new Set(requirements.map((r) => r.slug))], now);
    const best = new Map<string, BadgeRow>();
    for (const row of rows) {
      const held = best.get(row.skillSlug);
      if (!held || BADGE_LEVELS.indexOf(row.level) > BADGE_LEVELS.indexOf(held.level))
        best.set(row.skillSlug, row);
    }
    const covered = new Map<string, { id: string; title: string; level: BadgeLevel }>();
    for (const requirement of requirements) {
      const row = best.get(requirement.slug);
      if (row && levelAtLeast(row.level, requirement.level)) {
        covered.set(`${requirement.slug}:${requirement.level}`, {
          id: row.id,
          title: row.title,
          level: row.level,
        });
      }
    }
    return covered;
  }

  /**
   * Checks a badge the browser says answers a question: the candidate's own, valid now, in the skill, at or above
   * the level. Returns it for the application to record, or the reason it cannot answer.
   */
  async checkCoveringBadge(
    db: Db,
    userId: string,
    badgeId: string,
    requirement: SkillRequirement,
  ): Promise<{ badge: { id: string; title: string; verify_url: string } } | { problem: string }> {
    const row = isUuid(badgeId) ? await findOwnBadge(db, userId, badgeId) : undefined;
    const problem = badgeCoverageProblem(row, requirement, this.now());
    if (problem || !row) return { problem: problem ?? 'This is not one of your badges.' };
    return {
      badge: {
        id: row.id,
        title: row.title,
        verify_url: badgeSummaryJson(row, this.now(), this.appUrl).verify_url,
      },
    };
  }
}
