import { Check, X } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useUser } from '../../lib/identity.ts';

export type FlowLayoutName =
  'apply' | 'apply-onboarding' | 'assessments' | 'elite-onboarding' | 'new-onboarding';

interface Step {
  label: string;
  /** A path (suffix) that marks this step as the current one. */
  match?: string;
}

interface Flow {
  label: string;
  steps: Step[];
  exitLabel: string;
}

// The steps each flow is known to have (product.md); pages of later issues fill them in.
const FLOWS: Record<FlowLayoutName, Flow> = {
  apply: {
    label: 'Application',
    exitLabel: 'Save and exit',
    steps: [{ label: 'Your details' }, { label: 'Questions' }, { label: 'Review & send' }],
  },
  'apply-onboarding': {
    label: 'Apply',
    exitLabel: 'Exit',
    steps: [{ label: 'Account' }, { label: 'Application' }, { label: 'Done' }],
  },
  assessments: {
    label: 'Assessment',
    exitLabel: 'Exit',
    steps: [{ label: 'Device check' }, { label: 'Assessment' }, { label: 'Result' }],
  },
  'elite-onboarding': {
    label: 'Elite programme',
    exitLabel: 'Save and exit',
    steps: [
      { label: 'Join Elite', match: '/forms/join-elite' },
      { label: 'Work preference', match: '/forms/work-preference' },
      { label: 'Contract & compliance', match: '/forms/contract-compliance' },
      { label: 'Skill assessments', match: '/forms/skill-assessments' },
      { label: 'Review', match: '/completed' },
    ],
  },
  'new-onboarding': {
    label: 'Getting started',
    exitLabel: 'Skip for now',
    steps: [{ label: 'Profile' }, { label: 'Preferences' }, { label: 'Verification' }],
  },
};

/** The focused layouts: logo, an exit, and a step area; no main navigation to wander off into. */
export function FlowLayout({ name }: { name: FlowLayoutName }) {
  const flow = FLOWS[name];
  const { pathname } = useLocation();
  const user = useUser();
  const matched = flow.steps.findIndex((step) => step.match && pathname.endsWith(step.match));
  const current = matched === -1 ? 0 : matched;

  return (
    <div data-layout={name} className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <span aria-hidden="true" className="hidden h-6 w-px bg-ink-200 sm:block" />
          <span className="hidden text-sm font-semibold text-ink-700 sm:block">{flow.label}</span>
          <Link
            to={user ? '/' : '/login'}
            className="ml-auto inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <X aria-hidden="true" className="size-4" />
            {flow.exitLabel}
          </Link>
        </div>
        <nav aria-label={`${flow.label} progress`} className="mx-auto max-w-5xl px-4 pb-4 sm:px-6">
          <ol className="flex items-center gap-2">
            {flow.steps.map((step, index) => {
              const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
              return (
                <li key={step.label} className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <span
                    aria-hidden="true"
                    className={`h-1.5 rounded-full ${state === 'upcoming' ? 'bg-ink-200' : 'bg-brand-600'}`}
                  />
                  <span
                    aria-current={state === 'current' ? 'step' : undefined}
                    className={`flex items-center gap-1 truncate text-xs ${
                      state === 'current' ? 'font-semibold text-brand-800' : 'text-ink-500'
                    }`}
                  >
                    {state === 'done' && <Check aria-hidden="true" className="size-3" />}
                    <span className="truncate">{step.label}</span>
                    <span className="sr-only">
                      {state === 'done' ? ' (completed)' : state === 'current' ? ' (current step)' : ''}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
