import { BADGE_LEVEL_LABELS, type BadgeLevel } from '@talent/contract/badges';
import { STATUS_LIST_ID } from './status-list.ts';

/** The JSON-LD contexts every credential names (VC Data Model 2.0, Open Badges 3.0). Never fetched by us. */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** The JWT `typ` of every credential we sign (VC-JOSE-COSE), and the media type of a download. */
export const CREDENTIAL_JWT_TYPE = 'vc+jwt';
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';
export const ISSUER_NAME = 'Borderless';

export function issuerId(appUrl: string): string {
  return `${appUrl}/credentials/issuer`;
}
export function statusListUrl(appUrl: string): string {
  return `${appUrl}/credentials/status/${STATUS_LIST_ID}`;
}
export function verifyPageUrl(appUrl: string, badgeId: string): string {
  return `${appUrl}/credentials/${badgeId}`;
}

export function issuerProfile(appUrl: string) {
  return {
    id: issuerId(appUrl),
    type: ['Profile'],
    name: ISSUER_NAME,
    url: appUrl,
  };
}

export interface BadgeCredentialInput {
  appUrl: string;
  badgeId: string;
  /** The holder's random subject id (a uuid), never their account id. */
  subjectId: string;
  /** The holder's name as on their account when the badge was issued. */
  holderName: string;
  testSlug: string;
  testTitle: string;
  skillName: string;
  level: BadgeLevel;
  title: string;
  issuedAt: Date;
  expiresAt: Date;
  statusListIndex: number;
}

/**
 * The Open Badges 3.0 `OpenBadgeCredential` (VC Data Model 2.0) for one badge: what is signed, as is, as the JWT's
 * payload. The score stays out (the level says enough, and the candidate decides who sees a score); the JWT's
 * registered claims repeat the issuer, id, subject and dates for verifiers that read only those.
 */
export function badgeCredential(input: BadgeCredentialInput) {
  const level = BADGE_LEVEL_LABELS[input.level];
  const achievementId = `${input.appUrl}/credentials/achievements/${input.testSlug}/${input.level}`;
  const issuer = issuerProfile(input.appUrl);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${input.badgeId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: input.title,
    issuer,
    validFrom: input.issuedAt.toISOString(),
    validUntil: input.expiresAt.toISOString(),
    credentialSubject: {
      id: `urn:uuid:${input.subjectId}`,
      type: ['AchievementSubject'],
      name: input.holderName,
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Badge',
        name: input.title,
        description: `Shows ${input.skillName} skills at the ${level} level, measured by ${ISSUER_NAME}'s ${input.testTitle}.`,
        criteria: {
          narrative:
            `Pass the timed ${input.testTitle} on ${ISSUER_NAME} at the ${level} level. Answers are graded on ` +
            `the server (coding tasks against hidden tests); the badge is valid for two years.`,
        },
        resultDescription: [
          {
            id: `${achievementId}#level`,
            type: ['ResultDescription'],
            name: 'Level',
            resultType: 'PerformanceLevel',
            allowedValue: Object.values(BADGE_LEVEL_LABELS),
          },
        ],
        creator: issuer,
      },
      result: [{ type: ['Result'], resultDescription: `${achievementId}#level`, value: level }],
    },
    credentialStatus: {
      id: `${statusListUrl(input.appUrl)}#${input.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.statusListIndex),
      statusListCredential: statusListUrl(input.appUrl),
    },
    iss: issuer.id,
    jti: `urn:uuid:${input.badgeId}`,
    sub: `urn:uuid:${input.subjectId}`,
    iat: Math.floor(input.issuedAt.getTime() / 1000),
    nbf: Math.floor(input.issuedAt.getTime() / 1000),
    exp: Math.floor(input.expiresAt.getTime() / 1000),
  };
}

export interface CertificateCredentialInput {
  appUrl: string;
  certificateId: string;
  subjectId: string;
  holderName: string;
  courseId: string;
  courseTitle: string;
  /** The skills the course teaches, by name. */
  skills: string[];
  /** The final quiz's pass mark, for the criteria. */
  passPercent: number;
  issuedAt: Date;
  statusListIndex: number;
}

/**
 * A course certificate as an Open Badges 3.0 `OpenBadgeCredential` with `achievementType: Certificate`: signed,
 * revoked and verified exactly like a skill badge. Completing a course does not wear off, so there is no
 * `validUntil` (nor `exp`), and no result: a certificate has no level.
 */
export function certificateCredential(input: CertificateCredentialInput) {
  const issuer = issuerProfile(input.appUrl);
  const achievementId = `${input.appUrl}/credentials/achievements/courses/${input.courseId}`;
  const skills = input.skills.length > 0 ? ` It covers ${input.skills.join(', ')}.` : '';
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${input.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${input.courseTitle} — certificate of completion`,
    issuer,
    validFrom: input.issuedAt.toISOString(),
    credentialSubject: {
      id: `urn:uuid:${input.subjectId}`,
      type: ['AchievementSubject'],
      name: input.holderName,
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: input.courseTitle,
        description: `Completed the ${input.courseTitle} course on ${ISSUER_NAME}.${skills}`,
        criteria: {
          narrative:
            `Complete every lesson of the ${input.courseTitle} course on ${ISSUER_NAME} (reading, videos, quizzes ` +
            `and coding exercises run against tests) and pass its final quiz with at least ${input.passPercent} %.`,
        },
        ...(input.skills.length > 0 ? { tag: input.skills } : {}),
        creator: issuer,
      },
    },
    credentialStatus: {
      id: `${statusListUrl(input.appUrl)}#${input.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.statusListIndex),
      statusListCredential: statusListUrl(input.appUrl),
    },
    iss: issuer.id,
    jti: `urn:uuid:${input.certificateId}`,
    sub: `urn:uuid:${input.subjectId}`,
    iat: Math.floor(input.issuedAt.getTime() / 1000),
    nbf: Math.floor(input.issuedAt.getTime() / 1000),
  };
}

/** The `BitstringStatusListCredential` that publishes the revocation bits. */
export function statusListCredential(appUrl: string, encodedList: string, at: Date) {
  const url = statusListUrl(appUrl);
  return {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerId(appUrl),
    validFrom: at.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
    iss: issuerId(appUrl),
    iat: Math.floor(at.getTime() / 1000),
  };
}
