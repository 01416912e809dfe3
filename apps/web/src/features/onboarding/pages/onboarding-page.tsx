import { ValidationErrorSchema } from '@talent/contract/errors';
import {
  ONBOARDING_STEPS,
  SKIPPABLE_ONBOARDING_STEPS,
  type Onboarding,
  type OnboardingStep,
} from '@talent/contract/profile';
import { CloudOff, FileText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { useCompleteOnboarding, useSkipStep } from '../api/save-step.ts';
import { DoneScreen } from '../components/done-screen.tsx';
import { ExperienceStep, type ExperienceDraft } from '../components/experience-step.tsx';
import { PreferencesStep, type PreferencesDraft } from '../components/preferences-step.tsx';
import { ResumeSuggestionsStep } from '../components/resume-suggestions-step.tsx';
import { RoleStep } from '../components/role-step.tsx';
import { SkillsStep, type SkillsDraft } from '../components/skills-step.tsx';
import { STEP_LABELS, stepOrder } from '../lib/steps.ts';
import { ApiError } from '../../../lib/api-client.ts';

interface Drafts {
  role?: Parameters<typeof RoleStep>[0]['draft'];
  skills?: SkillsDraft;
  experience?: ExperienceDraft;
  preferences?: PreferencesDraft;
}

function isStep(value: string | null): value is OnboardingStep {
  return value !== null && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** The first step a 422 from /onboarding/complete names, if any. */
function missingStep(error: unknown): OnboardingStep | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  const named = parsed.success ? parsed.data.errors.step?.[0] : undefined;
  const found = ONBOARDING_STEPS.find((step) => named?.toLowerCase().includes(step));
  return found ?? null;
}

function Wizard({ onboarding }: { onboarding: Onboarding }) {
  const [params, setParams] = useSearchParams();
  const resumeFirst = params.get('start') === 'resume';
  const order = stepOrder(resumeFirst);
  const requested = params.get('step');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [notice, setNotice] = useState<string | null>(null);
  // The step heading takes focus when the candidate moves, not when the page first opens.
  const [moved, setMoved] = useState(false);
  const skip = useSkipStep();
  const complete = useCompleteOnboarding();

  const showDone = onboarding.completed_at !== null && !isStep(requested);
  const step: OnboardingStep = isStep(requested) ? requested : onboarding.current_step;
  const index = order.indexOf(step);
  const behind = (s: OnboardingStep) =>
    onboarding.completed_steps.includes(s) || onboarding.skipped_steps.includes(s);
  // The steps still open besides this one, in the wizard's order from here on (then the ones before it).
  const open = [...order.slice(index + 1), ...order.slice(0, index)].filter((s) => !behind(s));
  // "Finish" only where finishing can succeed: every other step is saved or skipped.
  const last = open.length === 0;

  const go = (next: OnboardingStep | null, options: { resumeFirst?: boolean } = {}) => {
    setMoved(true);
    setNotice(null);
    const first = options.resumeFirst ?? resumeFirst;
    setParams(next ? { step: next, ...(first ? { start: 'resume' } : {}) } : {});
    window.scrollTo({ top: 0 });
  };

  const finish = async () => {
    try {
      await complete.mutateAsync();
      go(null);
    } catch (error) {
      const missing = missingStep(error);
      if (missing) {
        go(missing);
        setNotice(`Finish “${STEP_LABELS[missing]}” first: it is needed for your matches.`);
      } else {
        setNotice(errorMessage(error, 'We could not finish setting up. Please try again.'));
      }
    }
  };

  const next = () => {
    if (last) void finish();
    else go(open[0] ?? null);
  };

  const nav = {
    onBack: index > 0 ? () => go(order[index - 1] ?? null) : undefined,
    onSkip: SKIPPABLE_ONBOARDING_STEPS.includes(step)
      ? () =>
          void skip
            .mutateAsync(step)
            .then(next)
            .catch((error: unknown) => setNotice(errorMessage(error)))
      : undefined,
    skipping: skip.isPending,
    last,
    focusHeading: moved,
  };

  if (showDone) return <DoneScreen profile={onboarding.profile} />;

  const draftOf = <K extends keyof Drafts>(key: K) => ({
    draft: drafts[key],
    onDraft: (values: NonNullable<Drafts[K]>) => setDrafts((old) => ({ ...old, [key]: values })),
  });
  const common = { profile: onboarding.profile, onSaved: next, nav };

  return (
    <>
      <div className="mb-6">
        <p className="text-sm font-medium text-ink-600">
          Step {index + 1} of {order.length}
        </p>
        <StepProgress
          label="Onboarding steps"
          steps={order.map((id) => ({ id, label: STEP_LABELS[id] }))}
          current={step}
          done={onboarding.completed_steps}
          className="mt-2"
        />
      </div>
      {(notice || complete.isPending) && (
        <div className="mb-4">
          {notice ? <Alert tone="error">{notice}</Alert> : <Alert tone="info">Finishing…</Alert>}
        </div>
      )}
      {index === 0 && !resumeFirst && !onboarding.completed_steps.includes('resume') && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1 text-sm text-brand-900">
            <span className="font-semibold">Have a resume?</span> Start from it: we read it and fill in what
            you accept.
          </p>
          <Button variant="secondary" onClick={() => go('resume', { resumeFirst: true })}>
            Start from my resume
          </Button>
        </div>
      )}
      {step === 'role' && <RoleStep key="role" {...common} {...draftOf('role')} />}
      {step === 'skills' && <SkillsStep key="skills" {...common} {...draftOf('skills')} />}
      {step === 'experience' && (
        <ExperienceStep
          key="experience"
          {...common}
          fromResume={onboarding.resume_draft}
          {...draftOf('experience')}
        />
      )}
      {step === 'preferences' && (
        <PreferencesStep
          key="preferences"
          {...common}
          fromResume={onboarding.resume_draft?.location ?? null}
          {...draftOf('preferences')}
        />
      )}
      {step === 'resume' && (
        <ResumeSuggestionsStep
          key="resume"
          onboarding={onboarding}
          onDone={next}
          // Accepted suggestions are now in the profile; drafts typed before would hide them.
          onPrefilled={() => setDrafts({})}
          nav={nav}
        />
      )}
    </>
  );
}

/** `/onboarding`: the first-run wizard; every step saves on the server, so a return resumes where it stopped. */
export default function OnboardingPage() {
  const onboarding = useOnboarding();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">
        {onboarding.data?.completed_at ? 'Your profile' : 'Set up your profile'}
      </h1>
      <p className="mt-1 mb-6 text-ink-600">
        {onboarding.data?.completed_at
          ? 'What you saved here is in your profile; change it here or on your profile page any time.'
          : 'Five short steps so we can match you to jobs that can hire you. It takes about five minutes.'}
      </p>
      {onboarding.isPending ? (
        <div role="status" aria-label="Loading your onboarding" className="space-y-3">
          <div aria-hidden="true" className="h-10 animate-pulse rounded-card bg-white" />
          <div aria-hidden="true" className="h-80 animate-pulse rounded-card bg-white shadow-card" />
        </div>
      ) : onboarding.isError ? (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="We could not load your onboarding"
          actions={
            <Button onClick={() => void onboarding.refetch()} loading={onboarding.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(onboarding.error)}
        </StatePanel>
      ) : (
        <Wizard onboarding={onboarding.data} />
      )}
    </div>
  );
}
