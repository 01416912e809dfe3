import type { FastifyBaseLogger } from 'fastify';
import type { Offer } from '@talent/contract/offers';
import type { Db } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { recruiterApplicationUrl, talentOfferUrl } from '../pipeline/pipeline-links.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import { recruiterAccounts } from './offers.repository.ts';

export interface OfferAnnouncerDeps {
  db: Db;
  notifications: NotificationsService;
  pipeline: PipelineNotifier;
  /** Where a notification that could not be sent is reported (the change itself is committed). */
  log?: FastifyBaseLogger | undefined;
}

/** Tells the candidate and the company about an offer, after the commit. */
export class OfferAnnouncer {
  constructor(private readonly deps: OfferAnnouncerDeps) {}

  /** Notifications are best effort: the change is committed, a lost notification is logged. */
  private async notify(userIds: string[], title: string, body: string, url: string): Promise<void> {
    for (const userId of userIds) {
      try {
        await this.deps.notifications.notify(userId, 'offer_update', { title, body, url });
      } catch (err) {
        this.deps.log?.warn({ err, userId }, 'offer notification failed');
      }
    }
  }

  async talent(offer: Offer, title: string, body: string): Promise<void> {
    await this.notify([offer.talent.id], title, body, talentOfferUrl(offer.id));
  }

  /** The company's recruiter accounts on the application, except the one who acted. */
  async company(offer: Offer, title: string, body: string, except?: string): Promise<void> {
    const accounts = await recruiterAccounts(this.deps.db, offer.application_id, offer.recruiter.id);
    await this.notify(
      accounts.filter((id) => id !== except),
      title,
      body,
      recruiterApplicationUrl(offer.application_id),
    );
  }

  /** Every open screen of both sides refetches. */
  async changed(applicationId: string, socketId?: string): Promise<void> {
    await this.deps.pipeline.changed(applicationId, 'offer', socketId);
  }
}
