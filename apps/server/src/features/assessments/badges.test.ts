import { describe, expect, it } from 'vitest';
import type { BadgeSummary } from '@talent/contract/badges';
import type { BadgeIssuer, PassedAttempt } from './badge-issuer.ts';
import { answerAll, startAttempt, useAssessmentsApp } from './testing/assessments-kit.ts';

/** Stands in for the badges feature, which is built apart: it remembers what it was asked to issue. */
class RecordingIssuer implements BadgeIssuer {
  issued: PassedAttempt[] = [];
  async issueForPass(_db: unknown, passed: PassedAttempt): Promise<BadgeSummary> {
    this.issued.push(passed);
    return this.badgeOf(passed);
  }
  async currentBadge(_db: unknown, userId: string, testSlug: string): Promise<BadgeSummary | null> {
    const passed = this.issued.findLast((p) => p.userId === userId && p.testSlug === testSlug);
    return passed ? this.badgeOf(passed) : null;
  }
  private badgeOf(passed: PassedAttempt): BadgeSummary {
    return {
      id: `badge-${passed.attemptId}`,
      skill: { slug: passed.skillSlug, name: passed.skillName },
      test_slug: passed.testSlug,
      title: `${passed.skillName} — ${passed.level}`,
      level: passed.level,
      issued_at: passed.issuedAt.toISOString(),
      expires_at: passed.issuedAt.toISOString(),
      status: 'valid',
      verify_url: `http://localhost/credentials/badge-${passed.attemptId}`,
    };
  }
}

const issuer = new RecordingIssuer();
const t = useAssessmentsApp({ assessments: { badges: issuer } });

describe('badges through the issuer the app passes in', () => {
  it('a pass asks for a badge with the attempt facts; results and standings show it; a fail asks for none', async () => {
    issuer.issued = [];
    const { client, userId } = await t.signedIn();
    const attempt = await startAttempt(client, 'sql');
    await answerAll(client, t.bank, attempt);
    const result = (await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`)).json().data;
    expect(issuer.issued).toEqual([
      {
        userId,
        testSlug: 'sql',
        skillSlug: 'sql',
        skillName: 'SQL',
        testTitle: 'SQL',
        level: 'advanced',
        attemptId: attempt.id,
        percent: 100,
        issuedAt: t.clock.at,
      },
    ]);
    expect(result.badge).toMatchObject({ id: `badge-${attempt.id}`, level: 'advanced' });
    const completed = (await client.get('/talent/api/assessments/completed')).json().data;
    expect(completed.standings[0].badge.id).toBe(`badge-${attempt.id}`);
    expect((await client.get('/talent/api/skill-tests/sql')).json().data.mine.badge.id).toBe(
      `badge-${attempt.id}`,
    );

    const other = await t.signedIn();
    const failed = await startAttempt(other.client, 'sql');
    await answerAll(other.client, t.bank, failed, 0);
    const failedResult = (
      await other.client.post(`/talent/api/assessment-attempts/${failed.id}/submit`)
    ).json().data;
    expect(failedResult.badge).toBeNull();
    expect(issuer.issued).toHaveLength(1);
  });
});
