import { X } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { StepProgress, type StepProgressStep } from '../../components/ui/step-progress.tsx';
import { useUser } from '../../lib/identity.ts';

export type FlowLayoutName =
  'apply' | 'apply-onboarding' | 'assessments' | 'elite-onboarding' | 'new-onboarding';

interface Flow {
  label: string;
  exitLabel: string;
  /**
   * Steps derived from the route (each id is the path suffix that marks it current). Only for flows whose pages are those
   * steps; a layout that hosts many different pages leaves the steps to the page (StepProgress).
   */
  steps?: StepProgressStep[];
  /**
   * The steps' order is only a guide (the pages know what is done): none is ticked, and a page that is no step
   * (the tracker, the decision) shows no bar.
   */
  stepsAreAGuide?: boolean;
  /** Where the exit goes for a signed-in user (default home). */
  exitTo?: (pathname: string) => string;
}

const FLOWS: Record<FlowLayoutName, Flow> = {
  apply: { label: 'Application', exitLabel: 'Save and exit' },
  'apply-onboarding': { label: 'Apply', exitLabel: 'Exit' },
  assessments: { label: 'Assessment', exitLabel: 'Exit' },
  'elite-onboarding': {
    label: 'Elite programme',
    exitLabel: 'Save and exit',
    // The stages' order (elite.ts); skill assessments sit in the assessments layout, so they show no bar.
    steps: [
      { id: '/forms/join-elite', label: 'Join' },
      { id: '/forms/work-preference', label: 'Work preferences' },
      { id: '/forms/skill-assessments', label: 'Skill assessments' },
      { id: '/forms/contract-compliance', label: 'Contract & compliance' },
      { id: '/completed', label: 'Review and decision' },
    ],
    stepsAreAGuide: true,
    // Forms save as they go: leaving one goes back to the tracker; leaving the tracker, to the programme's page.
    exitTo: (pathname) => (pathname.includes('/forms/') ? '/elite/onboarding' : '/elite'),
  },
  'new-onboarding': { label: 'Getting started', exitLabel: 'Skip for now' },
};

/** Pages hosted by a flow layout that are not part of its flow: their own name, and an exit that promises nothing. */
const PAGE_LABELS: Record<string, { label: string; exitLabel: string; exitTo?: string }> = {
  '/identity-verification': { label: 'Identity verification', exitLabel: 'Exit' },
  '/profile/resume-upload': { label: 'Your resume', exitLabel: 'Back to profile', exitTo: '/profile' },
  '/profile/video-resume-upload': {
    label: 'Your video resume',
    exitLabel: 'Back to profile',
    exitTo: '/profile',
  },
};

/** A skill test sits in the apply layout (focused, no navigation); its answers save as they go, so the exit is plain. */
const SKILL_TEST_PATH = /^\/skill-center\/tests\/[^/]+\/?$/;
const SKILL_TEST_PAGE = { label: 'Skill test', exitLabel: 'Exit', exitTo: '/skill-center' };

/** The job a page of the apply journey is about, so its exit leads back to that job rather than home. */
function jobOfPath(pathname: string): string | null {
  const match = /^\/(?:jobs\/([^/]+)\/apply|apply\/([^/]+)\/(?:video-intro|screener-tests))\/?$/.exec(
    pathname,
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The focused layouts: logo, an exit, and (route-derived flows only) a step bar; no main navigation. */
export function FlowLayout({ name }: { name: FlowLayoutName }) {
  const flow = FLOWS[name];
  const { pathname } = useLocation();
  const user = useUser();
  const jobId = jobOfPath(pathname);
  // The video intro sits in the assessments layout, but to the candidate it is part of the application.
  const page =
    PAGE_LABELS[pathname.replace(/\/$/, '')] ??
    (SKILL_TEST_PATH.test(pathname) ? SKILL_TEST_PAGE : undefined);
  const exitTo =
    user && jobId
      ? `/jobs/${encodeURIComponent(jobId)}`
      : user
        ? (page?.exitTo ?? flow.exitTo?.(pathname) ?? '/')
        : '/login';
  const label = jobId ? 'Application' : (page?.label ?? flow.label);
  const steps = flow.steps;
  const matched = steps?.find((step) => pathname.endsWith(step.id));
  const current = flow.stepsAreAGuide ? matched?.id : (matched ?? steps?.[0])?.id;

  return (
    <div data-layout={name} className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <span aria-hidden="true" className="hidden h-6 w-px bg-ink-200 sm:block" />
          <span className="hidden text-sm font-semibold text-ink-700 sm:block">{label}</span>
          {user && (
            <span className="ml-auto">
              <FeedbackButton />
            </span>
          )}
          <Link
            to={exitTo}
            className={`${user ? '' : 'ml-auto '}inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900`}
          >
            <X aria-hidden="true" className="size-4" />
            {page?.exitLabel ?? flow.exitLabel}
          </Link>
        </div>
        {steps && current && (
          <StepProgress
            label={`${label} progress`}
            steps={steps}
            current={current}
            {...(flow.stepsAreAGuide ? { done: [] } : {})}
            className="mx-auto max-w-5xl px-4 pb-4 sm:px-6"
          />
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
