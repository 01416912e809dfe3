import { ELITE_ONLY_JOB_MESSAGE } from '@talent/contract/elite';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { eliteMemberships } from '../elite/elite.repository.ts';

/**
 * An elite-only job takes applications from elite members only: anyone else gets 403 with the reason. Every way
 * into an application (applying, signed in or as a guest, and accepting an invitation) asks this first.
 */
export async function requireEliteAccess(db: Db, job: { eliteOnly: boolean }, userId: string): Promise<void> {
  // Membership as the elite programme defines it (its newest accepted application).
  if (job.eliteOnly && !(await eliteMemberships(db, [userId])).has(userId)) {
    throw new AppError('forbidden', { message: ELITE_ONLY_JOB_MESSAGE });
  }
}
