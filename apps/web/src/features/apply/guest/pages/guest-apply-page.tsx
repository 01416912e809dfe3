import type { JobDetail } from '@talent/contract/jobs';
import { CheckCircle2, LogIn, Save, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { documentTitle } from '../../../../lib/route-table.ts';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { CoverNoteField } from '../../components/cover-note-field.tsx';
import { ScreenerQuestionsForm } from '../../components/screener-questions-form.tsx';
import { usePublicJob } from '../api/get-public-job.ts';
import { ApplySteps } from '../components/apply-steps.tsx';
import { JobOverview, JobOverviewSkeleton } from '../components/job-overview.tsx';
import { JobUnavailable } from '../components/job-unavailable.tsx';
import { useLocalDraft } from '../lib/local-draft.ts';

const STEPS = [
  'Start here: your note and answers are kept in this browser as you type.',
  'Create a free account and confirm your email address.',
  'Add your resume and, if you like, a short video intro.',
  'Send your application. You can follow it from your account.',
];

function StartApplication({ job }: { job: JobDetail }) {
  const navigate = useNavigate();
  const draft = useLocalDraft(job.id);
  const signupPath = `/signup/${encodeURIComponent(job.id)}`;
  const formId = 'guest-apply-form';

  return (
    <section
      aria-labelledby="start-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="start-heading" className="font-display text-lg font-semibold text-ink-900">
        Start your application
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        No account needed to start. What you write here stays on this device until you sign up, then moves to
        your account.
      </p>
      <div className="mt-5 space-y-6">
        <CoverNoteField
          label="A note to the recruiter"
          value={draft.coverNote}
          onChange={draft.setCoverNote}
        />
        {job.screener_questions.length > 0 && (
          <div>
            <h3 className="mb-3 text-sm font-semibold text-ink-900">
              The employer’s questions ({job.screener_questions.length})
            </h3>
            <ScreenerQuestionsForm
              id={formId}
              questions={job.screener_questions}
              defaultAnswers={draft.answers}
              onAnswersChange={draft.setAnswers}
              // Enter in an answer moves on the same way as the main button.
              onSubmit={() => navigate(signupPath)}
              actions={null}
            />
          </div>
        )}
      </div>
      <p
        aria-live="polite"
        className="mt-5 flex items-center gap-1.5 text-xs text-ink-600"
        data-testid="local-draft-status"
      >
        {draft.savedAt ? (
          <>
            <Save aria-hidden="true" className="size-3.5 text-brand-700" />
            Saved on this device
          </>
        ) : (
          'Nothing saved yet'
        )}
      </p>
      <div className="mt-5 flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row">
        <ButtonLink to={signupPath} className="sm:flex-1">
          <UserPlus aria-hidden="true" className="size-4" />
          Create an account to send your application
        </ButtonLink>
        <ButtonLink to={`/login/${encodeURIComponent(job.id)}`} variant="secondary">
          <LogIn aria-hidden="true" className="size-4" />I have an account
        </ButtonLink>
      </div>
    </section>
  );
}

/** /apply/:id (guests): see the job and start applying before making an account; nothing typed is lost. */
export default function GuestApplyPage() {
  const { id = '' } = useParams();
  const job = usePublicJob(id);

  useEffect(() => {
    if (job.data) document.title = documentTitle(`Apply: ${job.data.title}`);
  }, [job.data]);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <ApplySteps current="answers" className="mb-6" />
      {job.isPending ? (
        <div role="status" aria-label="Loading the job">
          <JobOverviewSkeleton />
        </div>
      ) : job.isError || job.data.status !== 'open' ? (
        <JobUnavailable error={job.isError ? job.error : 'closed'} onRetry={() => void job.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0 space-y-6">
            <JobOverview job={job.data} />
            <StartApplication job={job.data} />
          </div>
          <aside aria-labelledby="how-heading" className="lg:sticky lg:top-6 lg:self-start">
            <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
              <h2 id="how-heading" className="font-display text-base font-semibold text-ink-900">
                How applying works
              </h2>
              <ol className="mt-3 space-y-3">
                {STEPS.map((step, index) => (
                  <li key={step} className="flex gap-2.5 text-sm text-ink-700">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800">
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
              <p className="mt-4 flex items-start gap-2 text-xs text-ink-600">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />
                The recruiter promises a first answer within {job.data.response_days} days.
              </p>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
