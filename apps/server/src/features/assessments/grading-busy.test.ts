import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessments.schema.ts';
import { createSandbox } from '../../sandbox/index.ts';
import type { Sandbox, SandboxJob } from '../../sandbox/types.ts';
import { rightAnswer, startAttempt, useAssessmentsApp } from './testing/assessments-kit.ts';

/** The real sandbox, which can be made to report what it reports when its workers fail or its queue is full. */
const real = createSandbox();
let broken = false;
const sandbox: Sandbox = {
  run: async (job: SandboxJob) =>
    broken
      ? {
          status: 'crashed',
          error: 'The code runner is busy; try again in a moment',
          cases: [],
          durationMs: 0,
        }
      : real.run(job),
  close: () => real.close(),
};
afterAll(() => real.close());

const t = useAssessmentsApp({ assessments: { sandbox } });

describe('when the code runner fails', () => {
  it('grading waits (503, then the sweep) instead of scoring the code 0', async () => {
    broken = false;
    const { client } = await t.signedIn();
    const attempt = await startAttempt(client, 'javascript');
    for (const item of attempt.items) {
      await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
        answer: rightAnswer(t.bank, item),
      });
    }
    broken = true;
    const submit = await client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`);
    expect(submit.statusCode).toBe(503);
    expect(submit.json().message).toMatch(/answers are saved/);

    // Past the deadline: the lists still answer and the sweep leaves it for later.
    t.clock.advance(31 * 60_000);
    expect((await client.get('/talent/api/assessments')).statusCode).toBe(200);
    await t.app.pipelineScheduler.runAll(t.clock.now());
    const [waiting] = await t.database.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, attempt.id));
    expect(waiting!.status).toBe('in_progress');

    broken = false;
    await t.app.pipelineScheduler.runAll(t.clock.now());
    const [graded] = await t.database.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, attempt.id));
    expect(graded).toMatchObject({ status: 'expired', closedBy: 'deadline', percent: 100 });
  });
});
