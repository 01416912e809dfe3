import type { BadgeLevel, BadgeSummary } from '@talent/contract/badges';
import type { Db } from '../../db/client.ts';

export interface PassedAttempt {
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

/**
 * What the assessments need from badges: issue one for a passed attempt, and the candidate's current badge in a
 * test's skill. The app passes the badges service in; the assessments never import it.
 */
export interface BadgeIssuer {
  issueForPass(db: Db, passed: PassedAttempt): Promise<BadgeSummary | null>;
  currentBadge(db: Db, userId: string, testSlug: string): Promise<BadgeSummary | null>;
}

/** Until badges are wired in: no badge is issued and none is shown. */
export const noBadges: BadgeIssuer = {
  issueForPass: async () => null,
  currentBadge: async () => null,
};
