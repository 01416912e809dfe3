import type {
  Application,
  ApplicationDraft,
  ScreenerAnswer,
  StoredFile,
  SubmitApplication,
} from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { ArrowLeft, ArrowRight, CircleAlert, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { ApiError, statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDraftAutosave, type AutosaveStatus, type DraftResponse } from '../api/application-draft.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { ApplicationReview, type ReviewSection } from './application-review.tsx';
import { CoverNoteField } from './cover-note-field.tsx';
import { ResumeStep } from './resume-step.tsx';
import { ScreenerQuestionsForm } from './screener-questions-form.tsx';
import { currentAnswers, missesKnockout } from '../lib/screener.ts';
import {
  nextStep,
  previousStep,
  resumeAt,
  reviewProblems,
  STEP_LABELS,
  stepsFor,
  type StepId,
} from '../lib/steps.ts';
import { JobLine } from './job-line.tsx';
import { InvitedBanner } from './job-line.tsx';
import { StartScreen } from './start-screen.tsx';
import { AlreadyAppliedScreen } from './already-applied-screen.tsx';
import { formatTime, useTimeZone } from '../../../lib/format.ts';

function SaveStatus({
  status,
  savedAt,
  onRetry,
}: {
  status: AutosaveStatus;
  savedAt: Date | null;
  onRetry: () => void;
}) {
  const zone = useTimeZone();
  let text: ReactNode = null;
  if (status === 'saving' || status === 'pending') text = 'Saving…';
  else if (status === 'saved' && savedAt) text = `Draft saved ${formatTime(savedAt, zone)}`;
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

/**
 * A step's h1. Each step mounts its own heading, so it takes the focus as it mounts when the candidate moved here
 * (not on first load: the page opened on this step); otherwise the button just pressed is gone and focus falls to
 * the page's body.
 */
function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
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

/** The server's word on an invitation that is not open for this job, from a failed draft save. */
function invitationErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
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
    error instanceof ApiError && error.response?.status === 422
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

/** The steps of one application, from the saved draft: each change autosaves; the review sends it. */
export function ApplyWizard({
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
  // Set once the candidate moves between steps: from then on each new step's heading takes the focus.
  const [moved, setMoved] = useState(false);
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
    setMoved(true);
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

  if (conflict) return <AlreadyAppliedScreen job={job} submittedAt={null} />;

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
        focusHeading={moved}
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
            <StepHeading focus={moved}>Your resume</StepHeading>
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
            <StepHeading focus={moved}>Cover note</StepHeading>
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
            <StepHeading focus={moved}>Screening questions</StepHeading>
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
            <StepHeading focus={moved}>Review your application</StepHeading>
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
