import type { Home } from '@talent/contract/home';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, CloudOff, FileText, Sun, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { guardRedirect } from '../../../lib/guard.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { userQueryOptions } from '../../../lib/identity.ts';
import { useHome } from '../api/get-home.ts';
import { GuestOverview } from '../components/guest-overview.tsx';
import { OnboardingInvite } from '../components/onboarding-invite.tsx';
import { IdentityStatus, ProfileStatus } from '../components/profile-status.tsx';
import {
  InterviewRequestsCard,
  InvitationsCard,
  MovedApplications,
  NextInterviewCard,
  OffersCard,
  StartingCard,
  RecommendedJobs,
} from '../components/today-cards.tsx';
import { dismissInvite, isInviteDismissed } from '../lib/dismissed.ts';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The onboarding invitation while it is unfinished (unless dismissed), else completeness and identity. */
function ProfileArea({ userId, home }: { userId: string; home: Home }) {
  const [dismissed, setDismissed] = useState(() => isInviteDismissed(userId));
  const profile = home.profile;
  const unfinished = profile.onboarding.completed_at === null;
  if (unfinished && !dismissed) {
    // An identity check already sent still shows its state (a rejection needs action) next to the invitation.
    return (
      <div className="space-y-4">
        <OnboardingInvite
          onboarding={profile.onboarding}
          onDismiss={() => {
            dismissInvite(userId);
            setDismissed(true);
          }}
        />
        {profile.identity_status !== 'not_started' && <IdentityStatus profile={profile} />}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {unfinished && (
        <p className="text-sm text-ink-600">
          Your profile setup is not finished.{' '}
          <Link to="/onboarding" className="font-medium text-brand-700 underline">
            Continue setup
          </Link>
        </p>
      )}
      <ProfileStatus profile={profile} />
    </div>
  );
}

/** Next interview, requests, offers and invitations; or a calm "nothing needs you" with the next best actions. */
function Today({ home, now }: { home: Home; now: Date }) {
  const zone = home.timezone;
  const empty =
    !home.starting &&
    !home.next_interview &&
    home.interview_requests.total === 0 &&
    home.offers.total === 0 &&
    home.invitations.total === 0;
  return (
    <section aria-labelledby="home-today-title">
      <h2 id="home-today-title" className="font-display text-lg font-semibold text-ink-900">
        What matters today
      </h2>
      <div className="mt-3">
        {empty ? (
          <StatePanel
            Icon={Sun}
            title="Nothing needs you today"
            actions={
              <>
                <ButtonLink to="/jobs/recommended">
                  <Briefcase aria-hidden="true" className="size-4" />
                  Find jobs that fit
                </ButtonLink>
                <ButtonLink to="/applications" variant="secondary">
                  <FileText aria-hidden="true" className="size-4" />
                  See your applications
                </ButtonLink>
                {home.profile.completeness.next && (
                  <ButtonLink to={home.profile.completeness.next.href} variant="secondary">
                    <UserRound aria-hidden="true" className="size-4" />
                    Profile: {home.profile.completeness.next.label}
                  </ButtonLink>
                )}
              </>
            }
          >
            No interview coming up, and no request, offer or invitation waiting for your answer. We will tell
            you the moment a recruiter moves.
          </StatePanel>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {home.starting && <StartingCard offer={home.starting} />}
            {home.next_interview && (
              <NextInterviewCard interview={home.next_interview} timeZone={zone} now={now} />
            )}
            {home.offers.total > 0 && <OffersCard section={home.offers} now={now} />}
            {home.interview_requests.total > 0 && (
              <InterviewRequestsCard section={home.interview_requests} timeZone={zone} />
            )}
            {home.invitations.total > 0 && <InvitationsCard section={home.invitations} now={now} />}
          </div>
        )}
      </div>
    </section>
  );
}

function Dashboard({ userId }: { userId: string }) {
  const home = useHome();
  const now = new Date();
  if (home.isPending) {
    return (
      <div role="status" aria-label="Loading what matters today" className="mt-8 space-y-4">
        <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-white shadow-card" />
        <div aria-hidden="true" className="h-28 animate-pulse rounded-card bg-white shadow-card" />
      </div>
    );
  }
  if (home.isError) {
    return (
      <div
        role="alert"
        className="mt-8 flex flex-wrap items-center gap-3 rounded-card border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900"
      >
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 flex-1">Your home did not load. {errorMessage(home.error)}</span>
        <Button variant="secondary" onClick={() => void home.refetch()} loading={home.isRefetching}>
          Try again
        </Button>
      </div>
    );
  }
  const data = home.data;
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-10">
        <Today home={data} now={now} />
        <MovedApplications section={data.moved_applications} timeZone={data.timezone} />
        <RecommendedJobs jobs={data.recommended_jobs} />
      </div>
      <aside aria-label="Your profile and identity">
        <ProfileArea userId={userId} home={data} />
      </aside>
    </div>
  );
}

export default function HomePage() {
  const identity = useQuery(userQueryOptions());
  const user = identity.data ?? null;
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  // Arriving from the email link (/?verified=1): say so once, then tidy the URL.
  useEffect(() => {
    if (searchParams.get('verified') !== '1') return;
    toast.success('Your email address is verified.');
    setSearchParams(
      (params) => {
        params.delete('verified');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  // `/dashboard` is open to anyone in the route table: a guest gets the product's overview, an unverified user
  // goes to verify.
  if (identity.isPending) {
    return <div role="status" aria-label="Loading" className="min-h-[50vh]" />;
  }
  if (!user) return <GuestOverview returnTo={`${location.pathname}${location.search}`} />;
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  const away = guardRedirect('verified', user, url);
  if (away) return <Navigate to={away} replace />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700">Your Borderless home</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Hello, {firstName(user.name)}
        </h1>
        <p className="mt-3 text-ink-600">What needs you today, what moved, and the jobs that fit you best.</p>
      </header>
      <Dashboard userId={user.id} />
    </div>
  );
}
