import type { BadgeStatus, BadgeSummary } from '@talent/contract/badges';
import { verifyPageUrl } from './badge-credential.ts';
import type { BadgeRow } from './badges.repository.ts';

export function badgeStatus(row: BadgeRow, now: Date): BadgeStatus {
  if (row.revokedAt || !row.userId) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

export function badgeSummaryJson(row: BadgeRow, now: Date, appUrl: string): BadgeSummary {
  return {
    id: row.id,
    skill: { slug: row.skillSlug, name: row.skillName },
    test_slug: row.testSlug,
    title: row.title,
    level: row.level,
    issued_at: row.issuedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: badgeStatus(row, now),
    verify_url: verifyPageUrl(appUrl, row.id),
  };
}
