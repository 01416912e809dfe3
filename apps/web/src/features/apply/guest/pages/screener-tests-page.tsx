import type { ScreenerAnswer, StoredFile } from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { ArrowRight, CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { documentTitle } from '../../../../lib/route-table.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useApplicationDraft, useDraftAutosave, type DraftResponse } from '../../api/application-draft.ts';
import { useApplyJob } from '../../api/get-apply-job.ts';
import { CoverNoteField } from '../../components/cover-note-field.tsx';
import { ResumeStep } from '../../components/resume-step.tsx';
import { ScreenerQuestionsForm } from '../../components/screener-questions-form.tsx';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';
import { AlreadyApplied } from '../components/already-applied.tsx';
import { ApplySteps } from '../components/apply-steps.tsx';
import { AutosaveLine } from '../components/autosave-status.tsx';
import { JobUnavailable } from '../components/job-unavailable.tsx';
import { startingDraft } from '../lib/sync-draft.ts';

const FORM_ID = 'screener-answers';

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ScreenerStep({ job, server }: { job: JobDetail; server: DraftResponse }) {
  const navigate = useNavigate();
  // Read once: the starting point must not move while the candidate edits.
  const [start] = useState(() => startingDraft(job.id, server));
  const [note, setNote] = useState(start.draft.cover_note ?? '');
  const [answers, setAnswers] = useState<ScreenerAnswer[]>(start.draft.answers ?? []);
  const [resume, setResume] = useState<StoredFile | null>(
    server.resume && server.resume.id === start.draft.resume_file_id ? server.resume : null,
  );
  const [resumeError, setResumeError] = useState<string>();
  const [leaveError, setLeaveError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const autosave = useDraftAutosave(job.id);

  const draftNow = (patch: {
    cover_note?: string;
    answers?: ScreenerAnswer[];
    resume?: StoredFile | null;
  }) => ({
    ...start.draft,
    cover_note: patch.cover_note ?? note,
    answers: patch.answers ?? answers,
    resume_file_id: (patch.resume === undefined ? resume : patch.resume)?.id ?? null,
    video_file_id: server.video_file_id ?? null,
    step: 'screener-tests',
  });
  // What came from this browser goes to the account at once, so another device sees it too.
  const { save } = autosave;
  const serverVideo = server.video_file_id ?? null;
  useEffect(() => {
    if (start.fromLocal) save({ ...start.draft, video_file_id: serverVideo, step: 'screener-tests' });
  }, [start, save, serverVideo]);

  const next = async (validAnswers: ScreenerAnswer[]) => {
    setLeaveError(undefined);
    if (!resume) {
      setResumeError('Add your resume to continue: choose one or upload a PDF or DOCX.');
      document.getElementById('resume-heading')?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setLeaving(true);
    try {
      autosave.save({ ...draftNow({ answers: validAnswers }), step: 'video-intro' });
      await autosave.flush();
      await navigate(`/apply/${encodeURIComponent(job.id)}/video-intro`);
    } catch (error) {
      setLeaveError(`We could not save your answers. ${errorMessage(error)}`);
      setLeaving(false);
    }
  };

  const nextButton = (
    <Button
      type={job.screener_questions.length > 0 ? 'submit' : 'button'}
      form={job.screener_questions.length > 0 ? FORM_ID : undefined}
      onClick={job.screener_questions.length > 0 ? undefined : () => void next(answers)}
      loading={leaving}
    >
      Next: video intro
      <ArrowRight aria-hidden="true" className="size-4" />
    </Button>
  );

  return (
    <div className="space-y-6">
      {job.screener_questions.length > 0 && (
        <Section id="questions-heading" title="The employer’s questions">
          <p className="-mt-2 mb-5 text-sm text-ink-600">
            {start.draft.answers?.length
              ? 'Your answers from before are filled in. Check them, change anything, then go on.'
              : 'Answer honestly: an answer that misses a requirement is shown to the recruiter, never hidden.'}
          </p>
          <ScreenerQuestionsForm
            id={FORM_ID}
            questions={job.screener_questions}
            defaultAnswers={start.draft.answers}
            onAnswersChange={(value) => {
              setAnswers(value);
              autosave.save(draftNow({ answers: value }), { debounce: true });
            }}
            onSubmit={next}
            actions={null}
          />
        </Section>
      )}

      <Section id="resume-heading" title="Resume">
        <ResumeStep
          selectedId={resume?.id ?? null}
          knownResume={server.resume}
          error={resumeError}
          onSelect={(file) => {
            setResume(file);
            setResumeError(undefined);
            autosave.save(draftNow({ resume: file }));
          }}
        />
      </Section>

      <Section id="note-heading" title="Note to the recruiter">
        <CoverNoteField
          value={note}
          onChange={(value) => {
            setNote(value);
            autosave.save(draftNow({ cover_note: value }), { debounce: true });
          }}
        />
      </Section>

      {leaveError && <Alert tone="error">{leaveError}</Alert>}
      <div className="flex flex-col-reverse items-stretch justify-between gap-3 sm:flex-row sm:items-center">
        <AutosaveLine status={autosave.status} onRetry={() => void autosave.flush().catch(() => {})} />
        {nextButton}
      </div>
    </div>
  );
}

/** /apply/:id/screener-tests (verified): review the answers kept from the guest page, add a resume. */
export default function ScreenerTestsPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const job = useApplyJob(id);
  const draft = useApplicationDraft(id);
  // The verification link lands here with ?verified=1.
  const justVerified = searchParams.get('verified') === '1';

  useEffect(() => {
    if (job.data) document.title = documentTitle(`Questions: ${job.data.title}`);
  }, [job.data]);

  let body: React.ReactNode;
  if (job.isPending || (draft.isPending && !job.isError)) {
    body = (
      <div role="status" aria-label="Loading your application" className="space-y-4">
        <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-ink-100" />
        <div aria-hidden="true" className="h-28 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (job.isError || job.data.status !== 'open') {
    body = <JobUnavailable error={job.isError ? job.error : 'closed'} onRetry={() => void job.refetch()} />;
  } else if (job.data.application) {
    body = <AlreadyApplied jobId={job.data.id} title={job.data.title} />;
  } else if (draft.isError) {
    body = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your draft did not load"
        actions={<Button onClick={() => void draft.refetch()}>Try again</Button>}
      >
        {errorMessage(draft.error)}
      </StatePanel>
    );
  } else if (draft.data) {
    body = <ScreenerStep job={job.data} server={draft.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <ApplySteps current="resume" />
      <header className="mt-6 mb-6">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {job.data ? `Your application to ${job.data.title}` : 'Your application'}
        </h1>
        {job.data && (
          <p className="mt-1 text-ink-700">
            {job.data.company.name} · about {job.data.apply_minutes} minutes in all
          </p>
        )}
      </header>
      {justVerified && (
        <div className="mb-6">
          <Alert tone="success">
            Your email address is verified. Check your answers, add your resume, then record a short intro.
          </Alert>
        </div>
      )}
      {body}
    </div>
  );
}
