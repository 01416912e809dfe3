import type { Db } from '../../db/client.ts';
import { recordEvent, SYSTEM_ACTOR } from '../pipeline/pipeline.repository.ts';
import { talentApplicationUrl } from '../pipeline/pipeline-links.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { ApplicationAnnouncer } from './applications.messages.ts';
import { claimMissedPromises, jobRecruiters } from './applications.repository.ts';

export interface ApplicationSweepDeps {
  db: Db;
  announcer: ApplicationAnnouncer;
}

/** The response-promise sweep: run by the pipeline scheduler, safe with several processes. */
export function applicationSweeps(deps: ApplicationSweepDeps): Sweep[] {
  return [{ name: 'response-promises', run: async (now) => void (await sweepMissedPromises(deps, now)) }];
}

/**
 * Submitted applications nobody answered within the job's promise are claimed once (a conditional update, so two
 * processes never both notify), get a `promise_missed` step on the timeline, and the candidate is told what they
 * can do meanwhile.
 */
export async function sweepMissedPromises(deps: ApplicationSweepDeps, now: Date): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claimMissedPromises(tx, now);
    if (rows.length === 0) return [];
    const jobs = new Map(
      (await jobRecruiters(tx, [...new Set(rows.map((r) => r.jobId))])).map((j) => [j.jobId, j]),
    );
    const out = [];
    for (const row of rows) {
      const job = jobs.get(row.jobId);
      if (!job) continue;
      await recordEvent(tx, {
        applicationId: row.id,
        type: 'promise_missed',
        actor: SYSTEM_ACTOR,
        summary: `${job.recruiter.name} did not respond within the promised ${job.responseDays} days`,
        at: now,
      });
      out.push({ ...row, job });
    }
    return out;
  });
  for (const { id, userId, job } of claimed) {
    await deps.announcer.tell(userId, 'application_update', {
      title: `No answer yet from ${job.companyName}`,
      body:
        `${job.recruiter.name} promised a first response to your application for ${job.jobTitle} within ` +
        `${job.responseDays} days, and that time has passed. You can message them in the application's chat, ` +
        'and keep applying to other jobs meanwhile.',
      url: talentApplicationUrl(id),
    });
    await deps.announcer.changed(id);
  }
  return claimed.length;
}
