import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema/applications.schema.ts';
import { assessmentAttempts } from '../db/schema/assessments.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { jobs, recruiters } from '../db/schema/jobs.schema.ts';
import { liveTests } from '../features/assessments/assessments.repository.ts';
import { newAssignmentToken } from '../features/assignments/assignment-token.ts';
import {
  assignmentsOfApplication,
  insertAssignment,
} from '../features/assignments/assignments.repository.ts';
import { DEFAULT_RUBRIC, INTERVIEW_TEMPLATES } from '../features/assignments/interview-templates.ts';
import { lockApplication, transitionApplication } from '../features/pipeline/pipeline.repository.ts';
import { FileKeyring } from '../lib/crypto/file-cipher.ts';

const DAY = 86_400_000;

/**
 * The demo talent's recruiter-sent assessments: on their application in review, the job's recruiter sends a skill
 * test (the passed one when there is one, so the page offers the badge instead; never the one in progress) and a
 * video interview from a template; the application moves to assessment. Needs the item bank for the test; looks
 * before it writes.
 */
export async function seedDemoAssignments(
  db: Db,
  { talentEmail, appKey }: { talentEmail: string; appKey: string },
) {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, talentEmail)).limit(1);
  if (!talent) return 0;
  const [target] = await db
    .select({ id: applications.id, companyId: jobs.companyId, recruiter: recruiters })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .where(and(eq(applications.userId, talent.id), eq(applications.status, 'in_review')))
    .limit(1);
  if (!target || (await assignmentsOfApplication(db, target.id)).length > 0) return 0;
  const attempts = await db
    .select({
      testId: assessmentAttempts.testId,
      status: assessmentAttempts.status,
      passed: assessmentAttempts.passed,
    })
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.userId, talent.id));
  const open = new Set(attempts.filter((a) => a.status === 'in_progress').map((a) => a.testId));
  const passed = new Set(attempts.filter((a) => a.passed).map((a) => a.testId));
  const tests = (await liveTests(db)).filter((t) => !open.has(t.id));
  const test = tests.find((t) => passed.has(t.id)) ?? tests[0];

  const keyring = FileKeyring.fromAppKey(appKey);
  const now = new Date();
  const actor = { kind: 'recruiter' as const, userId: target.recruiter.userId, name: target.recruiter.name };
  const common = {
    applicationId: target.id,
    talentUserId: talent.id,
    companyId: target.companyId,
    recruiterId: target.recruiter.id,
    createdByUserId: target.recruiter.userId,
    sentAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, target.id);
    if (!application) return 0;
    await transitionApplication(tx, application, {
      to: 'assessment',
      actor,
      summary: `${target.recruiter.name} sent a skill test and a video interview`,
      at: now,
    });
    let written = 0;
    if (test) {
      const token = newAssignmentToken(keyring);
      await insertAssignment(
        tx,
        {
          ...common,
          kind: 'skill_test',
          tokenHash: token.hash,
          tokenSealed: token.sealed,
          title: test.title,
          message:
            'A short test of the skill this role uses every day. Take it whenever suits you this week.',
          testId: test.id,
          testSlug: test.slug,
          passMarkPercent: 70,
          deadlineAt: new Date(now.getTime() + 7 * DAY),
        },
        [],
        [],
      );
      written++;
    }
    const template = INTERVIEW_TEMPLATES[0]!;
    const token = newAssignmentToken(keyring);
    await insertAssignment(
      tx,
      {
        ...common,
        kind: 'interview',
        tokenHash: token.hash,
        tokenSealed: token.sealed,
        title: template.title,
        message: 'Three short questions, answered when it suits you. Retakes are fine.',
        deadlineAt: new Date(now.getTime() + 10 * DAY),
      },
      template.questions.map((q, i) => ({
        position: i + 1,
        prompt: q.prompt,
        thinkSeconds: q.think_seconds,
        answerSeconds: q.answer_seconds,
        maxTakes: q.max_takes,
        modes: q.modes,
      })),
      DEFAULT_RUBRIC.map((c, i) => ({ position: i + 1, label: c.label, description: c.description })),
    );
    return written + 1;
  });
}
