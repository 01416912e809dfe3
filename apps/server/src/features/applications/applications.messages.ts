import type { FastifyBaseLogger } from 'fastify';
import type { NotificationContent, NotificationsService } from '../notifications/notifications.service.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';

export interface ApplicationAnnouncerDeps {
  notifications?: NotificationsService | undefined;
  pipeline?: PipelineNotifier | undefined;
  log?: FastifyBaseLogger | undefined;
}

/** After a commit: a failed notification or broadcast (mail down) is logged, never the request's failure. */
export class ApplicationAnnouncer {
  constructor(private readonly deps: ApplicationAnnouncerDeps) {}

  async tell(userId: string | null, type: 'application_update', content: NotificationContent): Promise<void> {
    if (!userId || !this.deps.notifications) return;
    try {
      await this.deps.notifications.notify(userId, type, content);
    } catch (err) {
      this.deps.log?.warn({ err, userId }, 'application notification failed');
    }
  }

  async changed(applicationId: string, socketId?: string): Promise<void> {
    try {
      await this.deps.pipeline?.changed(applicationId, 'application', socketId);
    } catch (err) {
      this.deps.log?.warn({ err, applicationId }, 'pipeline broadcast failed');
    }
  }
}
