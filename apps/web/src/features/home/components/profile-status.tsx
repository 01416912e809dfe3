import type { HomeProfile } from '@talent/contract/home';
import { REJECTION_REASON_TEXT } from '@talent/contract/identity';
import { ArrowRight, BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { Link } from 'react-router';

export function IdentityStatus({ profile }: { profile: HomeProfile }) {
  switch (profile.identity_status) {
    case 'verified':
      return (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Identity verified
          </span>
          Recruiters see the badge, never your documents.
        </p>
      );
    case 'pending':
      return (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
            <Clock aria-hidden="true" className="size-4" />
            Identity check in review
          </span>
          Usually within one working day.
        </p>
      );
    case 'rejected': {
      const rejection = profile.identity_rejection;
      const text = rejection?.reason ? REJECTION_REASON_TEXT[rejection.reason] : null;
      return (
        <div className="rounded-control border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden="true" className="size-4" />
            Identity check not passed
          </p>
          <p className="mt-1">
            {text?.reason ?? 'The reviewer could not accept what you sent.'}{' '}
            {rejection?.retry_hint ?? text?.retry ?? ''}
          </p>
          <Link to="/identity-verification" className="mt-2 inline-block font-semibold underline">
            Retry the identity check
          </Link>
        </div>
      );
    }
    default:
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-0.5 font-semibold text-ink-700">
            <ShieldQuestion aria-hidden="true" className="size-4" />
            Identity not verified
          </span>
          <Link to="/identity-verification" className="font-medium text-brand-700 underline">
            Verify your identity
          </Link>
        </p>
      );
  }
}

/** After onboarding: how complete the profile is, the next thing to add and what it unlocks, identity status. */
export function ProfileStatus({ profile }: { profile: HomeProfile }) {
  const { percent, next } = profile.completeness;
  const complete = next === null;
  return (
    <section
      aria-labelledby="profile-status-title"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-status-title" className="font-display text-lg font-semibold text-ink-900">
          {complete ? 'Your profile is complete' : 'Your profile'}
        </h2>
        <Link to="/profile" className="text-sm font-medium text-brand-700 underline">
          View profile
        </Link>
      </div>
      <div className="mt-4">
        <div className="flex items-baseline justify-between text-sm">
          <span id="home-completeness" className="text-ink-700">
            Completeness
          </span>
          <span className="font-semibold text-ink-900 tabular-nums">{percent}%</span>
        </div>
        <div
          role="meter"
          aria-labelledby="home-completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {next && (
        <Link
          to={next.href}
          className="group mt-4 flex items-center gap-3 rounded-control border border-ink-200 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
        >
          <span className="min-w-0 flex-1 text-sm">
            <span className="block font-semibold text-ink-900 group-hover:text-brand-800">
              Next: {next.label}
            </span>
            <span className="text-ink-600">{next.unlocks}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        </Link>
      )}
      <div className="mt-4">
        <IdentityStatus profile={profile} />
      </div>
    </section>
  );
}
