import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPLICATION_TRANSITIONS } from '@talent/contract/applications';
import { recruiters } from '../../db/schema/jobs.schema.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { AppError } from '../../lib/app-error.ts';
import { listEvents, lockApplication, transitionApplication } from './pipeline.repository.ts';
import { assertTransition, canTransition } from './state-machine.ts';

describe('the state machine', () => {
  it('allows exactly the contract transitions and refuses the rest with a 409 naming both states', () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const allowed = APPLICATION_TRANSITIONS[from].includes(to);
        expect(canTransition(from, to)).toBe(allowed);
        if (!allowed) {
          let error: unknown;
          try {
            assertTransition(from, to);
          } catch (err) {
            error = err;
          }
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(409);
        }
      }
    }
    expect(() => assertTransition('hired', 'in_review')).toThrow(
      'An application that is "Hired" cannot move to "In review".',
    );
  });
});

describe('transitionApplication', () => {
  const t = useTestApp();

  it('moves, stamps, records the event and the first response, and refreshes the recruiter median', async () => {
    const submittedAt = new Date(Date.now() - 10 * 3600_000);
    const f = await pipelineFixture(t, { submittedAt });
    const db = t.database.db;
    const moved = await db.transaction(async (tx) => {
      const locked = (await lockApplication(tx, f.application.id))!;
      return transitionApplication(tx, locked, {
        to: 'in_review',
        actor: { kind: 'recruiter', userId: f.recruiterUser.id, name: f.recruiter.name },
        summary: 'Moved to review',
      });
    });
    expect(moved.application.status).toBe('in_review');
    expect(moved.application.firstResponseAt).not.toBeNull();
    const events = await listEvents(db, [f.application.id]);
    expect(events.map((e) => [e.type, e.fromStatus, e.toStatus])).toEqual([
      ['submitted', null, 'submitted'],
      ['status_changed', 'submitted', 'in_review'],
    ]);
    const [row] = await db.select().from(recruiters).where(eq(recruiters.id, f.recruiter.id));
    expect(row!.medianResponseHours).toBe(10);

    await expect(
      db.transaction(async (tx) => {
        const locked = (await lockApplication(tx, f.application.id))!;
        return transitionApplication(tx, locked, {
          to: 'hired',
          actor: { kind: 'recruiter', userId: f.recruiterUser.id, name: f.recruiter.name },
          summary: 'x',
        });
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
