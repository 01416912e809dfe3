import type { Application } from '@talent/contract/applications';
import { HOME_LIMITS, type Home, type HomeProfile, type MovedApplication } from '@talent/contract/home';
import type { Db } from '../../db/client.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { InterviewsService } from '../interviews/interviews.service.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { OnboardingService } from '../onboarding/onboarding.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import { lastMoves } from './home.repository.ts';

const DAY_MS = 86_400_000;

/** Who asks for home: the verified candidate, with the zone of the request as a fallback. */
export interface HomeUser {
  id: string;
  name: string;
  timezone: string | null;
}

/** The calendar date (YYYY-MM-DD) it is at `now` in `zone`. */
function localDate(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * `GET /talent/api/home`: every section of the dashboard in one answer. The sections are read in parallel from the
 * services that own them (the same rules and scoping as their own pages); home only picks the few items that
 * matter today.
 */
export class HomeService {
  constructor(
    readonly deps: {
      db: Db;
      jobs: JobsService;
      applications: ApplicationsService;
      interviews: InterviewsService;
      offers: OffersService;
      invitations: InvitationsService;
      profiles: ProfileService;
      onboarding: OnboardingService;
      identity: IdentityService;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  async get(user: HomeUser, requestZone: string): Promise<Home> {
    const { jobs, applications, interviews, offers, invitations, onboarding, identity } = this.deps;
    const now = this.now();
    const jobViewer = await jobs.viewer(user.id, user.timezone, requestZone);
    const viewer: PipelineViewer = {
      kind: 'talent',
      userId: user.id,
      name: user.name,
      timezone: user.timezone,
    };
    const [upcoming, requests, invited, pendingOffers, accepted, moved, profile, verification, recommended] =
      await Promise.all([
        interviews.listInterviews(viewer, { scope: 'upcoming' }),
        interviews.listRequests(viewer, { status: 'open' }),
        invitations.list(jobViewer, 'pending'),
        offers.list(viewer, { status: 'pending' }),
        offers.list(viewer, { status: 'accepted' }),
        applications.list(jobViewer).then((list) => this.moved(list.data, now)),
        onboarding.get(user.id),
        identity.current(user.id),
        jobs.recommended({ limit: HOME_LIMITS.recommended_jobs }, jobViewer),
      ]);

    const nextInterview =
      upcoming.data
        .filter((i) => i.status === 'scheduled' && Date.parse(i.ends_at) > now.getTime())
        .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0] ?? null;
    const waiting = requests.data.filter((r) => r.status === 'pending');
    const openInvitations = invited.data.filter((i) => i.status === 'pending');
    const awaiting = pendingOffers.data.filter((o) => o.status === 'pending');
    const today = localDate(now, jobViewer.zone);
    const starting =
      accepted.data
        .filter((o) => o.status === 'accepted' && o.start_date >= today)
        .sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? null;

    const homeProfile: HomeProfile = {
      completeness: profile.profile.completeness,
      identity_status: profile.profile.identity_status,
      identity_rejection:
        profile.profile.identity_status === 'rejected'
          ? { reason: verification.rejection_reason, retry_hint: verification.retry_hint }
          : null,
      onboarding: {
        current_step: profile.current_step,
        completed_steps: profile.completed_steps,
        skipped_steps: profile.skipped_steps,
        completed_at: profile.completed_at,
      },
    };

    return {
      starting,
      next_interview: nextInterview,
      interview_requests: {
        data: waiting.slice(0, HOME_LIMITS.interview_requests),
        total: waiting.length,
      },
      invitations: {
        data: openInvitations.slice(0, HOME_LIMITS.invitations),
        total: openInvitations.length,
      },
      offers: { data: awaiting.slice(0, HOME_LIMITS.offers), total: awaiting.length },
      moved_applications: {
        data: moved.slice(0, HOME_LIMITS.moved_applications),
        total: moved.length,
      },
      profile: homeProfile,
      recommended_jobs: recommended.data.slice(0, HOME_LIMITS.recommended_jobs),
      timezone: jobViewer.zone,
      generated_at: now.toISOString(),
    };
  }

  /**
   * Applications whose state changed in the last 14 days by someone other than the candidate, latest first. The
   * move is read from the timeline (the newest event that set a state): who made it and when.
   */
  private async moved(list: Application[], now: Date): Promise<MovedApplication[]> {
    const since = now.getTime() - HOME_LIMITS.moved_days * DAY_MS;
    const moves = await lastMoves(
      this.deps.db,
      list.map((a) => a.id),
    );
    return list
      .flatMap((a) => {
        const move = moves.get(a.id);
        if (!move || move.actor.kind === 'talent' || move.at.getTime() < since) return [];
        return [
          {
            ...a,
            moved_by: move.actor,
            moved_summary: move.summary,
            moved_at: move.at.toISOString(),
          },
        ];
      })
      .sort((a, b) => Date.parse(b.moved_at) - Date.parse(a.moved_at));
  }
}
