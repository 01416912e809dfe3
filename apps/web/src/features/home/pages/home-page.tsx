import {
  BookOpen,
  Briefcase,
  CalendarClock,
  ClipboardCheck,
  FileText,
  Handshake,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useOnboardingState } from '../api/get-onboarding.ts';
import { useProfileStatus } from '../api/get-profile.ts';
import { OnboardingInvite } from '../components/onboarding-invite.tsx';
import { IdentityStatus, ProfileStatus } from '../components/profile-status.tsx';
import { dismissInvite, isInviteDismissed } from '../lib/dismissed.ts';

interface Area {
  to: string;
  title: string;
  Icon: LucideIcon;
  soon: string;
  /** Open today; the others are announced. */
  live?: boolean;
}

// What each area does or will do; the ones not open yet are stated as plans.
const AREAS: Area[] = [
  {
    to: '/jobs',
    title: 'Jobs',
    Icon: Briefcase,
    live: true,
    soon: 'Search with eligibility first: where a company can hire, pay currency and time-zone overlap up front.',
  },
  {
    to: '/applications',
    title: 'Applications',
    Icon: FileText,
    live: true,
    soon: 'One dated timeline per application, and a response promise from every employer.',
  },
  {
    to: '/interviews',
    title: 'Interviews',
    Icon: CalendarClock,
    soon: 'Pick a slot that fits your time zone, reschedule, and add every interview to your calendar.',
  },
  {
    to: '/assessments',
    title: 'Assessments',
    Icon: ClipboardCheck,
    soon: 'Practice first, see the time limit before you start, and keep your results with a per-skill breakdown.',
  },
  {
    to: '/courses',
    title: 'Learn',
    Icon: BookOpen,
    soon: 'Courses, masterclass talks and a skill center that shows which skill unlocks more jobs.',
  },
  {
    to: '/offers',
    title: 'Offers',
    Icon: Handshake,
    soon: 'Compare offers in your own currency, and accept, decline or ask for changes online.',
  },
  {
    to: '/chat',
    title: 'Chat',
    Icon: MessagesSquare,
    soon: 'One conversation per opportunity, right next to its timeline.',
  },
  {
    to: '/identity-verification',
    title: 'Identity',
    Icon: ShieldCheck,
    live: true,
    soon: 'Verify once; employers only ever see a "verified" badge, never your documents.',
  },
];

/** The invitation to onboarding, or once done (or dismissed) the profile's completeness and identity status. */
function ProfileArea({ userId }: { userId: string }) {
  const onboarding = useOnboardingState();
  const profile = useProfileStatus();
  const [dismissed, setDismissed] = useState(() => isInviteDismissed(userId));

  if (onboarding.isPending || profile.isPending) {
    return (
      <div role="status" aria-label="Loading your profile status">
        <div aria-hidden="true" className="h-44 animate-pulse rounded-card bg-white shadow-card" />
      </div>
    );
  }
  if (onboarding.isError || profile.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-card border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900"
      >
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 flex-1">
          Your profile status did not load. {errorMessage(onboarding.error ?? profile.error)}
        </span>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([onboarding.refetch(), profile.refetch()])}
          loading={onboarding.isRefetching || profile.isRefetching}
        >
          Try again
        </Button>
      </div>
    );
  }
  const unfinished = onboarding.data.completed_at === null;
  if (unfinished && !dismissed) {
    // An identity check already sent still shows its state (a rejection needs action) next to the invitation.
    return (
      <div className="space-y-4">
        <OnboardingInvite
          onboarding={onboarding.data}
          onDismiss={() => {
            dismissInvite(userId);
            setDismissed(true);
          }}
        />
        {profile.data.identity_status !== 'not_started' && <IdentityStatus profile={profile.data} />}
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
      <ProfileStatus profile={profile.data} />
    </div>
  );
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export default function HomePage() {
  const user = useUser();
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

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700">Your Borderless home</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Hello{user ? `, ${firstName(user.name)}` : ''}
        </h1>
        <p className="mt-3 text-ink-600">
          Your account is ready. We are opening the platform area by area; here is what is open and what each
          part will do for you.
        </p>
      </header>

      {user && (
        <div className="mt-8 max-w-3xl">
          <ProfileArea userId={user.id} />
        </div>
      )}

      <section aria-labelledby="areas-heading" className="mt-10">
        <h2 id="areas-heading" className="sr-only">
          Areas of Borderless
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map(({ to, title, Icon, soon, live }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex items-center justify-between">
                  <span className="flex size-10 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {!live && (
                    <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-600">
                      Coming soon
                    </span>
                  )}
                </span>
                <span className="mt-4 font-semibold text-ink-900 group-hover:text-brand-800">{title}</span>
                <span className="mt-1.5 text-sm text-ink-600">{soon}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
