import type { Offer } from '@talent/contract/offers';
import { SYSTEM_ACTOR } from '../pipeline/pipeline.repository.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { pipelineTransition, type PipelineStep } from '../pipeline/pipeline-transition.ts';
import type { OfferAnnouncer, OfferAnnouncerDeps } from './offers.messages.ts';
import {
  attachmentsOf,
  claimExpired,
  findExpiredPending,
  findOfferOwner,
  findOfferView,
  lockOffer,
  type OfferRow,
} from './offers.repository.ts';
import { dateFormat, offersJson } from './offers.view.ts';

export interface OfferSweepDeps extends OfferAnnouncerDeps {
  announcer: OfferAnnouncer;
  now?: (() => Date) | undefined;
}

/**
 * Turns an expired pending offer into `expired` inside a step holding the application's lock: the application
 * returns to interviewing. False when another process claimed it first.
 */
export async function expireLocked<Row>(
  step: PipelineStep<Row>,
  offer: OfferRow,
  at: Date,
): Promise<boolean> {
  const claimed = await claimExpired(step.tx, offer.id, at);
  if (!claimed) return false;
  const event = {
    type: 'offer_expired' as const,
    actor: SYSTEM_ACTOR,
    summary: `The offer "${offer.title}" expired without an answer`,
    offerId: offer.id,
    at,
  };
  if (step.application.status === 'offer') await step.move({ ...event, to: 'interviewing' });
  else await step.record(event);
  return true;
}

/** Expiry of pending offers. */
export function offerSweeps(deps: OfferSweepDeps): Sweep[] {
  return [
    {
      name: 'offers.expire',
      run: async (now) => {
        await expireDue(deps, now);
      },
    },
  ];
}

/**
 * Claims each pending offer past its expiry with a conditional update (several processes may sweep at once;
 * one wins each offer), returns its application to interviewing, and tells both sides.
 */
export async function expireDue(deps: OfferSweepDeps, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await findExpiredPending(deps.db, now);
    let claimedThisRound = 0;
    for (const { id, applicationId } of due) {
      const claimed = await pipelineTransition(deps.db, {
        applicationId,
        lock: (tx) => lockOffer(tx, id),
        run: (step) => expireLocked(step, step.row, now),
      }).catch((err: unknown) => {
        // The application or the offer went away meanwhile: nothing to expire.
        if ((err as { code?: string }).code === 'not_found') return false;
        throw err;
      });
      if (!claimed) continue;
      claimedThisRound += 1;
      const offer = await offerForSystem(deps, id);
      if (offer) {
        const when = dateFormat.format(new Date(offer.expires_at));
        await deps.announcer.talent(
          offer,
          `The offer from ${offer.job.company.name} expired`,
          `${offer.title} expired on ${when} without an answer. Your application is back at interviewing.`,
        );
        await deps.announcer.company(
          offer,
          `Your offer to ${offer.talent.name} expired`,
          `${offer.title} expired on ${when} without an answer. The application is back at interviewing.`,
        );
      }
      await deps.announcer.changed(applicationId);
    }
    expired += claimedThisRound;
    // A full batch may hide more; a batch where nothing was claimed means another process holds the rest.
    if (due.length < 100 || claimedThisRound === 0) return expired;
  }
}

/** The offer as its candidate sees it, for messages the system sends. */
async function offerForSystem(deps: OfferSweepDeps, id: string): Promise<Offer | null> {
  const owner = await findOfferOwner(deps.db, id);
  if (!owner) return null;
  const view = await findOfferView(deps.db, id, { talentId: owner.talentId });
  if (!view) return null;
  const attachments = await attachmentsOf(deps.db, [view.offer.id]);
  const [json] = offersJson([view], attachments, 'talent', deps.now?.() ?? new Date());
  return json ?? null;
}
