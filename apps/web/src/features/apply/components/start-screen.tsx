import type { JobDetail } from '@talent/contract/jobs';
import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { plural } from '../lib/format.ts';
import { knockoutRuleText } from '../lib/screener.ts';
import { STEP_LABELS, stepMinutes, type FormStepId } from '../lib/steps.ts';
import { JobLine } from './job-line.tsx';
import { InvitedBanner } from './job-line.tsx';

export function StartScreen({
  job,
  steps,
  resuming,
  invited,
  notice,
  focusHeading = false,
  onStart,
}: {
  job: JobDetail;
  notice: ReactNode;
  steps: readonly FormStepId[];
  resuming: boolean;
  invited: boolean;
  /** Back from the first step: the heading takes the focus the pressed button had. */
  focusHeading?: boolean;
  onStart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const questions = job.screener_questions;
  const knockouts = questions.filter((q) => q.knockout);
  return (
    <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <JobLine job={job} />
      {invited && <InvitedBanner job={job} />}
      {notice}
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
      >
        Apply to {job.title}
      </h1>
      <p className="mt-2 flex items-start gap-2 text-ink-700">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          About <strong className="font-semibold">{plural(job.apply_minutes, 'minute')}</strong> in{' '}
          {plural(steps.length, 'step')}. Your answers save as you go.
        </span>
      </p>
      <ol className="mt-6 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium text-ink-900">
                {STEP_LABELS[step]}
                <span className="text-xs font-normal text-ink-500">
                  ~{stepMinutes(step, questions.length)} min
                </span>
              </p>
              <p className="text-sm text-ink-600">
                {step === 'resume' && 'Choose a stored resume or upload a PDF or DOCX.'}
                {step === 'cover' && 'A few optional sentences for the recruiter.'}
                {step === 'questions' && `${plural(questions.length, 'short question')} from the employer.`}
                {step === 'review' && 'Check everything, then send.'}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {knockouts.length > 0 && (
        <div className="mt-6 rounded-control bg-ink-50 px-4 py-3 text-sm text-ink-700">
          <p className="font-medium text-ink-900">The employer asks up front:</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5">
            {knockouts.map((q) => (
              <li key={q.id}>
                {q.text} <span className="text-ink-500">({knockoutRuleText(q)})</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-ink-600">
            You can apply either way; an answer that misses a requirement is shown to the recruiter.
          </p>
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Button onClick={onStart}>
          {resuming ? 'Continue where you left off' : 'Start application'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
        <ButtonLink to={`/jobs/${job.id}`} variant="ghost">
          Back to the job
        </ButtonLink>
      </div>
    </div>
  );
}
