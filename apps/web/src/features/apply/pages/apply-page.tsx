import type {
  Application,
  ApplicationDraft,
  ScreenerAnswer,
  StoredFile,
  SubmitApplication,
} from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { addDays } from 'date-fns';
import {
  ArrowLeft,
  ArrowRight,
  CircleAlert,
  CircleCheck,
  Clock,
  CloudOff,
  FileCheck2,
  Mail,
  SearchX,
  Send,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AxiosError } from 'axios';
import { documentTitle } from '../../../lib/route-table.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import {
  useApplicationDraft,
  useDraftAutosave,
  type AutosaveStatus,
  type DraftResponse,
} from '../api/application-draft.ts';
import { useApplyJob } from '../api/get-apply-job.ts';
import { useSimilarJobs } from '../api/get-similar-jobs.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { ApplicationReview, type ReviewSection } from '../components/application-review.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { CoverNoteField } from '../components/cover-note-field.tsx';
import { ResumeStep } from '../components/resume-step.tsx';
import { ScreenerQuestionsForm } from '../components/screener-questions-form.tsx';
import { plural, shortDate } from '../lib/format.ts';
import { currentAnswers, knockoutRuleText, missesKnockout } from '../lib/screener.ts';
import {
  nextStep,
  previousStep,
  resumeAt,
  reviewProblems,
  STEP_LABELS,
  stepMinutes,
  stepsFor,
  type FormStepId,
  type StepId,
} from '../lib/steps.ts';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">{children}</div>;
}

/** The job in one line above every step, so the candidate never loses track of what they apply to. */
function JobLine({ job }: { job: JobDetail }) {
  return (
    <div className="flex items-center gap-3">
      <CompanyLogo company={job.company} size="sm" />
      <p className="min-w-0 text-sm">
        <Link to={`/jobs/${job.id}`} className="block truncate font-semibold text-ink-900 hover:underline">
          {job.title}
        </Link>
        <span className="block truncate text-ink-600">{job.company.name}</span>
      </p>
    </div>
  );
}

function InvitedBanner({ job }: { job: JobDetail }) {
  return (
    <p className="mt-4 flex items-center gap-2 rounded-control bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Invited by <strong className="font-semibold">{job.recruiter.name}</strong>, {job.recruiter.title}
      </span>
    </p>
  );
}

function SaveStatus({
  status,
  savedAt,
  onRetry,
}: {
  status: AutosaveStatus;
  savedAt: Date | null;
  onRetry: () => void;
}) {
  let text: ReactNode = null;
  if (status === 'saving' || status === 'pending') text = 'Saving…';
  else if (status === 'saved' && savedAt)
    text = `Draft saved ${savedAt.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })}`;
  else if (status === 'error')
    text = (
      <span className="text-red-700">
        Not saved.{' '}
        <button type="button" onClick={onRetry} className="font-medium underline">
          Retry
        </button>
      </span>
    );
  return (
    <p aria-live="polite" className="min-h-5 text-xs text-ink-500">
      {text}
    </p>
  );
}

function StepHeading({ children, step }: { children: ReactNode; step: StepId }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Moving between steps moves focus to the new step's heading (not on first load: the page has its own).
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
    >
      {children}
    </h1>
  );
}

function StartScreen({
  job,
  steps,
  resuming,
  invited,
  notice,
  onStart,
}: {
  job: JobDetail;
  notice: ReactNode;
  steps: readonly FormStepId[];
  resuming: boolean;
  invited: boolean;
  onStart: () => void;
}) {
  const questions = job.screener_questions;
  const knockouts = questions.filter((q) => q.knockout);
  return (
    <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <JobLine job={job} />
      {invited && <InvitedBanner job={job} />}
      {notice}
      <h1 className="mt-6 font-display text-2xl font-bold tracking-tight text-ink-900">
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

function SuccessScreen({ job, application }: { job: JobDetail; application: Application }) {
  const similar = useSimilarJobs(job.id);
  const replyBy = addDays(new Date(application.submitted_at), job.response_days);
  return (
    <>
      <StatePanel
        variant="card"
        headingLevel="h1"
        Icon={CircleCheck}
        tone="success"
        title={`Application sent to ${job.company.name}`}
      >
        <p>
          Your application for <strong className="font-semibold text-ink-900">{job.title}</strong> is with{' '}
          {job.recruiter.name}.
        </p>
      </StatePanel>
      <section
        aria-labelledby="next-heading"
        className="mt-6 rounded-card border border-ink-200 bg-white p-6 shadow-card"
      >
        <h2 id="next-heading" className="font-display text-lg font-semibold text-ink-900">
          What happens next
        </h2>
        <ol className="mt-3 space-y-3 text-sm text-ink-700">
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {job.recruiter.name} promises a first reply within{' '}
              <strong className="font-semibold text-ink-900">{plural(job.response_days, 'day')}</strong>, by{' '}
              {shortDate(replyBy.toISOString())}. If they miss it, we tell you.
            </span>
          </li>
          <li className="flex gap-3">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>Follow its status under Applications; you can withdraw it there until an offer.</span>
          </li>
          {application.knocked_out && (
            <li className="flex gap-3">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span>
                At least one answer did not meet the job’s stated requirement. The recruiter sees it beside
                your application and may still get in touch.
              </span>
            </li>
          )}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/applications">See my applications</ButtonLink>
          <ButtonLink to="/jobs" variant="secondary">
            Browse more jobs
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="similar-heading" className="mt-6">
        <h2 id="similar-heading" className="font-display text-lg font-semibold text-ink-900">
          Similar jobs
        </h2>
        {similar.isPending ? (
          <p role="status" className="mt-2 text-sm text-ink-600">
            Loading similar jobs…
          </p>
        ) : similar.isError ? (
          <p className="mt-2 text-sm text-ink-600">
            Similar jobs did not load.{' '}
            <button
              type="button"
              onClick={() => void similar.refetch()}
              className="font-medium text-brand-700 underline"
            >
              Try again
            </button>
          </p>
        ) : similar.data.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">No similar open jobs right now.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {similar.data.slice(0, 4).map((other) => (
              <li key={other.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
                <Link to={`/jobs/${other.id}`} className="font-semibold text-ink-900 hover:underline">
                  {other.title}
                </Link>
                <p className="text-sm text-ink-600">{other.company.name}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function AlreadyApplied({ job, submittedAt }: { job: JobDetail; submittedAt: string | null }) {
  return (
    <StatePanel
      variant="card"
      headingLevel="h1"
      Icon={FileCheck2}
      title="You already applied"
      actions={
        <>
          <ButtonLink to="/applications">See my applications</ButtonLink>
          <ButtonLink to={`/jobs/${job.id}`} variant="secondary">
            Back to the job
          </ButtonLink>
        </>
      }
    >
      <p>
        Your application for <strong className="font-semibold text-ink-900">{job.title}</strong> at{' '}
        {job.company.name}
        {submittedAt ? ` was sent on ${shortDate(submittedAt)}` : ' is already with the recruiter'}. One
        application per job; you can follow or withdraw it under Applications.
      </p>
    </StatePanel>
  );
}

/** The server's word on an invitation that is not open for this job, from a failed draft save. */
function invitationErrorOf(error: unknown): string | null {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return null;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  return parsed.success ? (parsed.data.errors.invitation_id?.[0] ?? null) : null;
}

interface SubmitErrors {
  sections: Partial<Record<ReviewSection, string>>;
  message: string | null;
}

/** A 422's field errors onto the review's sections; anything else becomes one message. */
function submitErrors(error: unknown): SubmitErrors {
  const parsed =
    error instanceof AxiosError && error.response?.status === 422
      ? ValidationErrorSchema.safeParse(error.response.data)
      : null;
  if (!parsed?.success) {
    return { sections: {}, message: errorMessage(error, 'Your application was not sent. Please try again.') };
  }
  const sections: SubmitErrors['sections'] = {};
  let other: string | null = null;
  for (const [field, messages] of Object.entries(parsed.data.errors)) {
    const message = messages[0] ?? parsed.data.message;
    if (field === 'resume_file_id') sections.resume = message;
    else if (field === 'cover_note') sections.cover = message;
    else if (field.startsWith('answers')) sections.questions ??= message;
    else other ??= message;
  }
  return { sections, message: other ?? 'Some parts need another look before sending.' };
}

function ApplyWizard({
  job,
  initial,
  invitationParam,
  onSent,
}: {
  job: JobDetail;
  initial: DraftResponse;
  invitationParam: string | null;
  onSent: (application: Application) => void;
}) {
  const questions = job.screener_questions;
  const steps = stepsFor(questions);
  const [step, setStep] = useState<StepId>(() => resumeAt(steps, initial.step));
  const [draft, setDraft] = useState<ApplicationDraft>(() => ({
    cover_note: initial.cover_note ?? '',
    answers: initial.answers ?? [],
    resume_file_id: initial.resume_file_id ?? null,
    invitation_id: invitationParam ?? initial.invitation_id ?? null,
    ...(initial.step ? { step: initial.step } : {}),
  }));
  const [resume, setResume] = useState<StoredFile | null>(initial.resume);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [fromReview, setFromReview] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<SubmitErrors | null>(null);
  const [invitationNotice, setInvitationNotice] = useState<string | null>(null);
  // An invitation link that is no longer open (expired, declined, another job's) must not block the draft:
  // drop it, say so, and let the candidate apply on their own.
  const autosave = useDraftAutosave(job.id, undefined, {
    repair: (error, failed) => {
      const message = invitationErrorOf(error);
      if (!message || !failed.invitation_id) return null;
      setInvitationNotice(message);
      setDraft((old) => ({ ...old, invitation_id: null }));
      return { ...failed, invitation_id: null };
    },
  });
  const submission = useSubmitApplication(job.id);
  // As the page opened: saving on the start screen (an invitation) must not relabel its button.
  const [resuming] = useState(() => initial.updated_at !== null);
  const sending = useRef(false);

  // An invitation link that is no longer open (expired, declined, another job's) must not block the draft:
  // drop it, say so once, and let the candidate apply on their own.
  // Arriving through an invitation link: keep the invitation with the draft at once, so coming back to the
  // job later (without the link) still answers it.
  const { save } = autosave;
  const invitationArrived = useRef(invitationParam !== null && invitationParam !== initial.invitation_id);
  useEffect(() => {
    if (!invitationArrived.current) return;
    invitationArrived.current = false;
    save(draft);
  }, [save, draft]);

  const update = (patch: Partial<ApplicationDraft>, debounce = false) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    autosave.save(next, { debounce });
    return next;
  };

  const go = (target: StepId, patch: Partial<ApplicationDraft> = {}) => {
    const isFormStep = target !== 'start' && target !== 'done';
    update({ ...patch, ...(isFormStep ? { step: target } : {}) });
    setStep(target);
    window.scrollTo({ top: 0 });
  };

  const advance = (patch: Partial<ApplicationDraft> = {}) => {
    if (fromReview) {
      setFromReview(false);
      go('review', patch);
    } else go(nextStep(steps, step), patch);
  };
  const back = () => {
    setFromReview(false);
    go(previousStep(steps, step));
  };
  const edit = (section: ReviewSection) => {
    setFromReview(true);
    go(section);
  };

  if (conflict) return <AlreadyApplied job={job} submittedAt={null} />;

  const invited = Boolean(draft.invitation_id);
  const notice = invitationNotice && (
    <div className="mt-4">
      <Alert tone="info">{invitationNotice} You can still apply on your own.</Alert>
    </div>
  );
  if (step === 'start' || step === 'done') {
    return (
      <StartScreen
        job={job}
        steps={steps}
        resuming={resuming}
        invited={invited}
        notice={notice}
        onStart={() => go(nextStep(steps, 'start'))}
      />
    );
  }

  const answers = currentAnswers(draft.answers ?? [], questions);
  const problems = reviewProblems(draft, questions);

  const send = async () => {
    // Set before the first await: a double click must not start a second attempt.
    if (problems.length > 0 || sending.current) return;
    sending.current = true;
    setFailure(null);
    autosave.cancel();
    // A save still on its way must land before the submit, or it would bring the draft back afterwards.
    await autosave.flush().catch(() => {});
    const body: SubmitApplication = {
      cover_note: draft.cover_note ?? '',
      answers,
      resume_file_id: draft.resume_file_id ?? '',
      invitation_id: draft.invitation_id ?? null,
      source: draft.invitation_id ? 'invitation' : 'direct',
    };
    try {
      onSent(await submission.submit(body));
    } catch (error) {
      if (statusOf(error) === 409) setConflict(true);
      else setFailure(submitErrors(error));
    } finally {
      sending.current = false;
    }
  };

  const nav = (primary: ReactNode) => (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 pt-5">
      <Button variant="ghost" onClick={back}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      <div className="flex flex-wrap items-center gap-4">
        <SaveStatus
          status={autosave.status}
          savedAt={autosave.savedAt}
          onRetry={() => void autosave.flush().catch(() => {})}
        />
        {primary}
      </div>
    </div>
  );
  const nextLabel = fromReview ? 'Back to review' : 'Continue';

  return (
    <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-col gap-5">
        <JobLine job={job} />
        <StepProgress
          label="Application steps"
          steps={steps.map((id) => ({ id, label: STEP_LABELS[id] }))}
          current={step}
        />
      </div>
      {invited && <InvitedBanner job={job} />}
      {notice}
      <div className="mt-8">
        {step === 'resume' && (
          <>
            <StepHeading step={step}>Your resume</StepHeading>
            <div className="mt-5">
              <ResumeStep
                legend="sr-only"
                selectedId={draft.resume_file_id ?? null}
                knownResume={resume}
                error={resumeError ?? failure?.sections.resume}
                onSelect={(file) => {
                  setResume(file);
                  setResumeError(undefined);
                  // A newly chosen file answers the server's complaint about the old one.
                  setFailure((old) => old && { ...old, sections: { ...old.sections, resume: undefined } });
                  update({ resume_file_id: file.id });
                }}
              />
            </div>
            {nav(
              <Button
                onClick={() => {
                  if (!draft.resume_file_id) setResumeError('Choose or upload a resume.');
                  else advance();
                }}
              >
                {nextLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>,
            )}
          </>
        )}

        {step === 'cover' && (
          <>
            <StepHeading step={step}>Cover note</StepHeading>
            <div className="mt-5">
              <CoverNoteField
                value={draft.cover_note ?? ''}
                onChange={(value) => update({ cover_note: value }, true)}
                error={failure?.sections.cover}
              />
            </div>
            {nav(
              <Button onClick={() => advance()}>
                {nextLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>,
            )}
          </>
        )}

        {step === 'questions' && (
          <>
            <StepHeading step={step}>Screening questions</StepHeading>
            <p className="mt-1 text-sm text-ink-600">
              From {job.company.name}. Requirements are shown with each question.
            </p>
            <div className="mt-6">
              <ScreenerQuestionsForm
                questions={questions}
                defaultAnswers={answers}
                onAnswersChange={(changed: ScreenerAnswer[]) => update({ answers: changed }, true)}
                onSubmit={(valid) => advance({ answers: valid })}
                formError={failure?.sections.questions}
                actions={nav(
                  <Button type="submit">
                    {nextLabel}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Button>,
                )}
              />
            </div>
          </>
        )}

        {step === 'review' && (
          <>
            <StepHeading step={step}>Review your application</StepHeading>
            <p className="mt-1 text-sm text-ink-600">This is what {job.recruiter.name} will see.</p>
            {failure?.message && (
              <div className="mt-5">
                <Alert tone="error">{failure.message}</Alert>
              </div>
            )}
            {problems.length > 0 && (
              <div className="mt-5">
                <Alert tone="error">
                  <p className="font-medium">Before you send:</p>
                  <ul className="mt-1 list-disc pl-5">
                    {problems.map((problem) => (
                      <li key={problem.step}>
                        <button
                          type="button"
                          onClick={() => edit(problem.step as ReviewSection)}
                          className="underline"
                        >
                          {problem.message}
                        </button>
                      </li>
                    ))}
                  </ul>
                </Alert>
              </div>
            )}
            {questions.some((q) => missesKnockout(q, answers.find((a) => a.question_id === q.id)?.value)) && (
              <p className="mt-5 flex items-start gap-2 rounded-control bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Some answers don’t meet the job’s stated requirements. You can still send; the recruiter will
                see which.
              </p>
            )}
            <div className="mt-6">
              <ApplicationReview
                questions={questions}
                resume={resume}
                coverNote={draft.cover_note ?? ''}
                answers={answers}
                onEdit={edit}
                errors={{
                  ...failure?.sections,
                  ...(!draft.resume_file_id ? { resume: 'Choose or upload a resume.' } : {}),
                }}
              />
            </div>
            {nav(
              <Button
                onClick={() => void send()}
                loading={submission.isPending}
                disabled={problems.length > 0}
              >
                <Send aria-hidden="true" className="size-4" />
                {failure ? 'Try sending again' : 'Send application'}
              </Button>,
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ApplyFlow({
  job,
  invitationParam,
  onSent,
}: {
  job: JobDetail;
  invitationParam: string | null;
  onSent: (application: Application) => void;
}) {
  const draft = useApplicationDraft(job.id);
  if (draft.isPending) return <FlowSkeleton />;
  if (draft.isError) {
    return (
      <StatePanel
        variant="card"
        headingLevel="h1"
        Icon={CloudOff}
        tone="error"
        title="We could not open your application"
        actions={
          <Button onClick={() => void draft.refetch()} loading={draft.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(draft.error)}
      </StatePanel>
    );
  }
  return <ApplyWizard job={job} initial={draft.data} invitationParam={invitationParam} onSent={onSent} />;
}

function FlowSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the application"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-10 w-1/2 rounded bg-ink-100" />
        <div className="h-6 w-3/4 rounded bg-ink-100" />
        <div className="h-32 rounded bg-ink-100" />
      </div>
    </div>
  );
}

export default function ApplyPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  const invitationParam = invitation && UUID.test(invitation) ? invitation : null;
  const job = useApplyJob(id);
  // Kept here: once sent, the refetched job carries the application, and the success screen must stay.
  const [sent, setSent] = useState<Application | null>(null);
  const title = job.data ? `Apply: ${job.data.title}` : null;

  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);

  let body: ReactNode;
  if (sent && job.data) body = <SuccessScreen job={job.data} application={sent} />;
  else if (job.isPending) body = <FlowSkeleton />;
  else if (job.isError) {
    const status = statusOf(job.error);
    body =
      status === 404 || status === 422 ? (
        <StatePanel
          variant="card"
          headingLevel="h1"
          Icon={SearchX}
          title="This job is no longer available"
          actions={<ButtonLink to="/jobs">Search open jobs</ButtonLink>}
        >
          It may have been filled or taken down by the employer, so it cannot take applications.
        </StatePanel>
      ) : (
        <StatePanel
          variant="card"
          headingLevel="h1"
          Icon={CloudOff}
          tone="error"
          title="We could not load this job"
          actions={
            <Button onClick={() => void job.refetch()} loading={job.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(job.error)}
        </StatePanel>
      );
  } else if (job.data.application) {
    body = <AlreadyApplied job={job.data} submittedAt={job.data.application.submitted_at} />;
  } else if (job.data.status !== 'open') {
    body = (
      <StatePanel
        variant="card"
        headingLevel="h1"
        Icon={SearchX}
        title="This job is closed to new applications"
        actions={<ButtonLink to="/jobs">Search open jobs</ButtonLink>}
      >
        {job.data.title} at {job.data.company.name} is no longer taking applications.
      </StatePanel>
    );
  } else {
    // Keyed by job, so moving to another job's flow starts from that job's own draft.
    body = (
      <ApplyFlow
        key={job.data.id}
        job={job.data}
        invitationParam={invitationParam}
        onSent={(application) => {
          setSent(application);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return <Page>{body}</Page>;
}
