import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { AppError } from '../../lib/app-error.ts';
import { listEvents, lockApplication } from './pipeline.repository.ts';
import { pipelineTransition } from './pipeline-transition.ts';

describe('pipelineTransition', () => {
  const t = useTestApp();

  it('moves the application, records the event and announces once, after the commit', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const db = t.database.db;
    const actor = { kind: 'recruiter' as const, userId: f.recruiterUser.id, name: f.recruiter.name };
    const seenByAnnounce: string[] = [];
    const announce = vi.fn(async (result: string) => {
      // Read outside the step's transaction: only a committed move is visible here.
      const committed = await lockApplication(db, f.application.id);
      seenByAnnounce.push(`${result}:${committed!.status}`);
    });
    const result = await pipelineTransition(db, {
      applicationId: f.application.id,
      run: async (step) => {
        const at = new Date();
        await step.move({ to: 'interviewing', actor, summary: 'Moved on', at });
        expect(step.application.status).toBe('interviewing');
        await step.record({
          type: 'interview_requested',
          actor,
          summary: 'A note',
          at: new Date(at.getTime() + 1),
        });
        return 'done';
      },
      announce,
    });
    expect(result).toBe('done');
    expect(announce).toHaveBeenCalledTimes(1);
    expect(seenByAnnounce).toEqual(['done:interviewing']);
    const events = await listEvents(db, [f.application.id]);
    expect(events.slice(-2).map((e) => [e.type, e.fromStatus, e.toStatus, e.summary])).toEqual([
      ['status_changed', 'in_review', 'interviewing', 'Moved on'],
      ['interview_requested', null, null, 'A note'],
    ]);
  });

  it('refuses a move the pipeline forbids with the same 409, writes nothing and announces nothing', async () => {
    const f = await pipelineFixture(t, { status: 'submitted' });
    const db = t.database.db;
    const before = await listEvents(db, [f.application.id]);
    const announce = vi.fn(async () => {});
    const error = await pipelineTransition(db, {
      applicationId: f.application.id,
      run: async (step) => {
        await step.record({
          type: 'interview_requested',
          actor: { kind: 'system', userId: null, name: 'x' },
          summary: 'x',
        });
        await step.move({ to: 'hired', actor: { kind: 'system', userId: null, name: 'x' }, summary: 'x' });
      },
      announce,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'An application that is "Submitted" cannot move to "Hired".',
    });
    expect(announce).not.toHaveBeenCalled();
    expect(await listEvents(db, [f.application.id])).toEqual(before);
    expect((await lockApplication(db, f.application.id))!.status).toBe('submitted');
  });

  it('is a 404 when the application or the locked row does not exist', async () => {
    const f = await pipelineFixture(t);
    const db = t.database.db;
    const run = vi.fn(async () => {});
    await expect(
      pipelineTransition(db, { applicationId: '00000000-0000-4000-8000-000000000000', run }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      pipelineTransition(db, { applicationId: f.application.id, lock: async () => undefined, run }),
    ).rejects.toMatchObject({ status: 404 });
    expect(run).not.toHaveBeenCalled();
  });
});
