import { eq, and, isNotNull } from 'drizzle-orm';
import { PIPELINE_CHANGED_EVENT, type PipelineChangedEvent } from '@talent/contract/pipeline-common';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs, recruiters } from '../../db/schema/jobs.schema.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';

/**
 * Tells every open screen of both sides that an application's pipeline changed (`PipelineChanged` on the talent's
 * and each company recruiter's user channel), whatever their notification preferences: screens refetch on it.
 * Call it after the commit. Notifications (the bell, email) are separate: NotificationsService.notify().
 */
export class PipelineNotifier {
  constructor(private readonly deps: { db: Db; broadcaster: Broadcaster }) {}

  async changed(applicationId: string, kind: PipelineChangedEvent['kind'], socketId?: string): Promise<void> {
    const userIds = await this.participants(applicationId);
    if (userIds.length === 0) return;
    const payload: PipelineChangedEvent = { application_id: applicationId, kind };
    await this.deps.broadcaster.publish(userIds.map(userChannelName), PIPELINE_CHANGED_EVENT, payload, {
      socketId,
    });
  }

  /** The candidate and every recruiter account of the job's company. */
  async participants(applicationId: string): Promise<string[]> {
    const [app] = await this.deps.db
      .select({ userId: applications.userId, companyId: jobs.companyId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId));
    if (!app) return [];
    const staff = await this.deps.db
      .select({ userId: recruiters.userId })
      .from(recruiters)
      .where(and(eq(recruiters.companyId, app.companyId), isNotNull(recruiters.userId)));
    return [app.userId, ...staff.map((s) => s.userId!)];
  }
}
