import type { HomeProfile } from '@talent/contract/home';
import { ONBOARDING_STEPS } from '@talent/contract/profile';
import { ArrowRight, Sparkles, X } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** The prominent card for a candidate who has not finished onboarding; "Not now" hides it on this device. */
export function OnboardingInvite({
  onboarding,
  onDismiss,
}: {
  onboarding: HomeProfile['onboarding'];
  onDismiss: () => void;
}) {
  const total = ONBOARDING_STEPS.length;
  const step = Math.min(ONBOARDING_STEPS.indexOf(onboarding.current_step) + 1, total);
  const done = onboarding.completed_steps.length + onboarding.skipped_steps.length;
  const started = done > 0;
  return (
    <section
      aria-labelledby="onboarding-invite-title"
      className="relative overflow-hidden rounded-card border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 shadow-card sm:p-8"
    >
      <button
        type="button"
        onClick={onDismiss}
        className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-ink-600 hover:bg-white hover:text-ink-900"
      >
        <X aria-hidden="true" className="size-4" />
        Not now<span className="sr-only">: hide the profile setup invitation</span>
      </button>
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white">
        <Sparkles aria-hidden="true" className="size-5" />
      </span>
      <h2 id="onboarding-invite-title" className="mt-4 font-display text-xl font-bold text-ink-900">
        Finish setting up your profile — step {step} of {total}
      </h2>
      <p className="mt-1 max-w-xl text-ink-600">
        {started
          ? 'You are part way through. Pick up where you stopped: what you saved is kept.'
          : 'Five short steps — role, skills, experience, preferences and resume — and we can match you to jobs that can hire you where you live.'}
      </p>
      <div
        role="progressbar"
        aria-label="Profile setup"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} steps done`}
        className="mt-4 flex max-w-md gap-1.5"
      >
        {ONBOARDING_STEPS.map((id, index) => (
          <span
            key={id}
            className={`h-1.5 flex-1 rounded-full ${index < done ? 'bg-brand-600' : 'bg-ink-200'}`}
          />
        ))}
      </div>
      <div className="mt-6">
        <ButtonLink to="/onboarding">
          {started ? 'Continue setup' : 'Set up my profile'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
