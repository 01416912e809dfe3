import type { Profile } from '@talent/contract/profile';
import { ArrowRight, BadgeCheck, Sparkles, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';

const NEXT_STEPS = [
  {
    to: '/identity-verification',
    Icon: BadgeCheck,
    title: 'Verify your identity',
    text: 'A “verified” badge recruiters trust. About three minutes with an ID and a selfie.',
    done: (profile: Profile) =>
      profile.identity_status === 'verified' || profile.identity_status === 'pending',
  },
  {
    to: '/profile/video-resume-upload',
    Icon: Video,
    title: 'Add a video resume',
    text: 'One to three minutes about you. Candidates with a video hear back more often.',
    done: (profile: Profile) => profile.video_resume !== null,
  },
];

/** After the last step: how complete the profile is, what to do next, and the jobs picked for them. */
export function DoneScreen({ profile }: { profile: Profile }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const { percent, next } = profile.completeness;
  const steps = NEXT_STEPS.filter((step) => !step.done(profile));
  return (
    <section
      aria-labelledby="onboarding-done-title"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-white">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2
        id="onboarding-done-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
      >
        You’re set
      </h2>
      <p className="mt-1 text-ink-600">Your profile is ready for matching. Here is where it stands.</p>

      <div className="mt-6">
        <div className="flex items-baseline justify-between text-sm">
          <span id="done-completeness" className="font-medium text-ink-800">
            Profile completeness
          </span>
          <span className="font-semibold text-ink-900 tabular-nums">{percent}%</span>
        </div>
        <div
          role="meter"
          aria-labelledby="done-completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        {next && (
          <p className="mt-2 text-sm text-ink-600">
            Next:{' '}
            <Link to={next.href} className="font-medium text-brand-700 underline">
              {next.label}
            </Link>{' '}
            — {next.unlocks}
          </p>
        )}
      </div>

      {steps.length > 0 && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {steps.map(({ to, Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-3 rounded-control border border-ink-200 p-4 hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink-900 group-hover:text-brand-800">{title}</span>
                  <span className="text-sm text-ink-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/jobs/recommended">
          See jobs picked for you
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to home
        </ButtonLink>
      </div>
    </section>
  );
}
