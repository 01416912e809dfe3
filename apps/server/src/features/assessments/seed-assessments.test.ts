import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessments.schema.ts';
import { createTalent, createTalentProfile } from '../../seed/factories.ts';
import { seedDemoAssessments } from '../../seed/seed-assessments.ts';
import { TEST_APP_KEY } from '../../test/harness.ts';
import { useAssessmentsApp } from './testing/assessments-kit.ts';

const t = useAssessmentsApp();

describe('demo data', () => {
  it('gives the demo talent a passed test through the real rules and one in progress', async () => {
    const db = t.database.db;
    const talent = await createTalent(db, { email: 'demo-seed@talent.test', verified: true });
    await createTalentProfile(db, talent.id, { skills: ['javascript'] });
    await seedDemoAssessments(db, { talentEmail: talent.email, appKey: TEST_APP_KEY });
    const attempts = await db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.userId, talent.id));
    const graded = attempts.find((a) => a.status === 'submitted');
    const open = attempts.find((a) => a.status === 'in_progress');
    // The JavaScript test first (a profile skill): the choice task wrong, the code right → 4 of 5 points.
    expect(graded).toMatchObject({ passed: true, percent: 80, level: 'proficient', closedBy: 'candidate' });
    expect(open).toBeDefined();
    expect(attempts).toHaveLength(2);
  });

  it('does nothing without tests or without the talent', async () => {
    await seedDemoAssessments(t.database.db, { talentEmail: 'nobody@talent.test', appKey: TEST_APP_KEY });
    expect(await t.database.db.select().from(assessmentAttempts)).toEqual([]);
  });
});
