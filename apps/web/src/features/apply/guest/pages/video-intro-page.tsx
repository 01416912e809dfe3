import { VIDEO_INTRO_MAX_SECONDS, type Application, type StoredFile } from '@talent/contract/applications';
import type { JobDetail } from '@talent/contract/jobs';
import { ArrowLeft, CheckCircle2, CloudOff, FileText, PartyPopper, Send, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { documentTitle } from '../../../../lib/route-table.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { statusOf } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';
import {
  deleteApplicationDraft,
  useApplicationDraft,
  useDraftAutosave,
  type DraftResponse,
} from '../../api/application-draft.ts';
import { useApplyJob } from '../../api/get-apply-job.ts';
import { useSubmitApplication } from '../../api/submit-application.ts';
import { UploadError, uploadFile } from '../../../../lib/upload-file.ts';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';
import { VideoRecorder, type VideoTake } from '../../../../components/video-recorder/video-recorder.tsx';
import { clock } from '../../../../components/video-recorder/media.ts';
import { AlreadyApplied } from '../components/already-applied.tsx';
import { ApplySteps } from '../components/apply-steps.tsx';
import { JobUnavailable } from '../components/job-unavailable.tsx';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { clearLocalDraft } from '../lib/local-draft.ts';
import { draftFields } from '../lib/sync-draft.ts';
import { currentAnswers } from '../../lib/screener.ts';

function Summary({
  job,
  server,
  video,
}: {
  job: JobDetail;
  server: DraftResponse;
  video: StoredFile | null;
}) {
  const answered = server.answers?.length ?? 0;
  const note = server.cover_note?.trim() ?? '';
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="summary-heading" className="font-display text-base font-semibold text-ink-900">
          What you are sending
        </h2>
        <Link
          to={`/apply/${encodeURIComponent(job.id)}/screener-tests`}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Edit
        </Link>
      </div>
      <dl className="mt-3 space-y-3 text-sm">
        {job.screener_questions.length > 0 && (
          <div>
            <dt className="text-ink-500">Answers</dt>
            <dd className="text-ink-900">
              {answered} of {job.screener_questions.length} questions answered
            </dd>
          </div>
        )}
        <div>
          <dt className="text-ink-500">Resume</dt>
          <dd className="flex items-center gap-1.5 text-ink-900">
            <FileText aria-hidden="true" className="size-4 text-brand-700" />
            <span className="truncate">{server.resume?.name ?? 'Chosen'}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-500">Note</dt>
          <dd className="text-ink-900">
            {note ? <span className="line-clamp-3 whitespace-pre-line">{note}</span> : 'No note'}
          </dd>
        </div>
        <div>
          <dt className="text-ink-500">Video intro</dt>
          <dd className="flex items-center gap-1.5 text-ink-900">
            <Video aria-hidden="true" className="size-4 text-brand-700" />
            {video ? 'Uploaded' : 'Not added yet'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function VideoStep({
  job,
  server,
  onSent,
}: {
  job: JobDetail;
  server: DraftResponse;
  onSent: (application: Application) => void;
}) {
  const [take, setTake] = useState<VideoTake | null>(null);
  const [video, setVideo] = useState<StoredFile | null>(server.video);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  const autosave = useDraftAutosave(job.id);
  const submit = useSubmitApplication(job.id);

  useEffect(() => () => abort.current?.abort(), []);

  const onTakeChange = (next: VideoTake | null) => {
    abort.current?.abort();
    setTake(next);
    setUploadError(undefined);
    // A new take replaces the uploaded one once it is uploaded in turn.
    if (next) setVideo(null);
  };

  const upload = async (): Promise<StoredFile | null> => {
    if (!take) return null;
    const controller = new AbortController();
    abort.current = controller;
    setUploadError(undefined);
    setProgress(0);
    try {
      const stored = await uploadFile({
        file: take.file,
        kind: 'video_intro',
        // The server refuses a video over the limit by its stated length (read before the file's bytes).
        fields: take.durationSeconds === null ? {} : { duration_seconds: String(take.durationSeconds) },
        signal: controller.signal,
        onProgress: setProgress,
      });
      setVideo(stored);
      autosave.save({ ...draftFields(server), video_file_id: stored.id, step: 'video-intro' });
      return stored;
    } catch (error) {
      if (!(error instanceof UploadError && error.aborted)) {
        setUploadError(error instanceof UploadError ? error.message : errorMessage(error));
      }
      return null;
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const send = async (withVideo: boolean) => {
    setSendError(undefined);
    if (!server.resume_file_id) return;
    // A take not uploaded yet goes up first: one click from "recorded" to "sent".
    const attached = withVideo ? (video ?? (await upload())) : null;
    if (withVideo && !attached) return;
    try {
      const application = await submit.submit({
        cover_note: server.cover_note ?? '',
        answers: currentAnswers(server.answers ?? [], job.screener_questions),
        resume_file_id: server.resume_file_id,
        video_file_id: attached?.id ?? null,
        source: 'guest',
      });
      autosave.cancel();
      // Sent: neither copy of the draft is needed any more.
      clearLocalDraft(job.id);
      await deleteApplicationDraft(job.id).catch(() => undefined);
      onSent(application);
    } catch (error) {
      setSendError(
        statusOf(error) === 409
          ? 'You have already applied to this job.'
          : `Your application was not sent. ${errorMessage(error)}`,
      );
    }
  };

  const uploading = progress !== null;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-4">
        <section
          aria-labelledby="record-heading"
          className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id="record-heading" className="font-display text-lg font-semibold text-ink-900">
            Record a short intro
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-600">
            60–90 seconds is plenty: who you are, what you do best, and why this job. Only this employer’s
            team sees it. Watch it back and record again as often as you like.
          </p>
          <VideoRecorder
            maxSeconds={VIDEO_INTRO_MAX_SECONDS}
            onTakeChange={onTakeChange}
            fileName="video-intro"
            busy={uploading || submit.isPending}
          />
          <div className="mt-4 space-y-3">
            {uploading && (
              <UploadProgress
                label="Uploading your video"
                fraction={progress}
                onCancel={() => abort.current?.abort()}
              />
            )}
            {uploadError && <Alert tone="error">{uploadError}</Alert>}
            {video && !uploading && (
              <p className="flex items-center gap-2 rounded-control bg-brand-50 px-3.5 py-2.5 text-sm font-medium text-brand-900">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Video uploaded{take?.durationSeconds ? ` (${clock(take.durationSeconds)})` : ''}. It goes with
                your application.
              </p>
            )}
            {take && !video && !uploading && <Button onClick={() => void upload()}>Use this video</Button>}
          </div>
        </section>
      </div>

      <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
        <Summary job={job} server={server} video={video} />
        {sendError && <Alert tone="error">{sendError}</Alert>}
        <div className="space-y-2">
          <Button
            className="w-full"
            onClick={() => void send(true)}
            loading={submit.isPending}
            disabled={(!video && !take) || uploading}
          >
            <Send aria-hidden="true" className="size-4" />
            Send application
          </Button>
          {!video && (
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => void send(false)}
              disabled={uploading || submit.isPending}
            >
              Skip the video and send
            </Button>
          )}
          <p className="text-center text-xs text-ink-600">
            {video || take
              ? 'Your video goes with the application.'
              : 'Record or upload a video to send it with your application. It is optional.'}
          </p>
        </div>
      </aside>
    </div>
  );
}

function Sent({ job, application }: { job: JobDetail; application: Application }) {
  return (
    <StatePanel
      Icon={PartyPopper}
      title="Application sent"
      headingLevel="h2"
      actions={
        <>
          <ButtonLink to="/applications">See your applications</ButtonLink>
          <ButtonLink to="/jobs" variant="secondary">
            Find more jobs
          </ButtonLink>
        </>
      }
    >
      <p>
        {job.company.name} has your application for {job.title}
        {application.video ? ', with your video intro' : ''}. They promise a first answer within{' '}
        {job.response_days} days, and you will see every step in your applications.
      </p>
      {application.knocked_out && (
        <p className="mt-2">
          One of your answers misses a stated requirement; the recruiter sees that, and may still get in
          touch.
        </p>
      )}
    </StatePanel>
  );
}

/** /apply/:id/video-intro (verified): record or upload a video intro, then send the application. */
export default function VideoIntroPage() {
  const { id = '' } = useParams();
  const job = useApplyJob(id);
  const draft = useApplicationDraft(id);
  // Kept here: once sent, the job reports an application, and the page must still say "sent", not "already applied".
  const [sent, setSent] = useState<Application | null>(null);

  useEffect(() => {
    if (job.data) document.title = documentTitle(`Video intro: ${job.data.title}`);
  }, [job.data]);

  let body: React.ReactNode;
  if (sent && job.data) {
    body = <Sent job={job.data} application={sent} />;
  } else if (job.isPending || (draft.isPending && !job.isError)) {
    body = (
      <div role="status" aria-label="Loading your application">
        <div aria-hidden="true" className="aspect-video animate-pulse rounded-card bg-ink-100" />
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
  } else if (draft.data && !draft.data.resume_file_id) {
    body = (
      <StatePanel
        Icon={FileText}
        title="Add your resume first"
        actions={
          <ButtonLink to={`/apply/${encodeURIComponent(id)}/screener-tests`}>
            Go to answers and resume
          </ButtonLink>
        }
      >
        A resume is required for this application. Your answers are saved; add the resume, then come back
        here.
      </StatePanel>
    );
  } else if (draft.data) {
    body = <VideoStep job={job.data} server={draft.data} onSent={setSent} />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <ApplySteps current={sent ? 'sent' : 'video'} />
      <header className="mt-6 mb-6">
        {!sent && (
          <Link
            to={`/apply/${encodeURIComponent(id)}/screener-tests`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Answers and resume
          </Link>
        )}
        <h1 className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {sent ? 'You are done' : 'Your video intro'}
        </h1>
        {job.data && (
          <p className="mt-1 text-ink-700">
            {job.data.title} · {job.data.company.name}
          </p>
        )}
      </header>
      {body}
    </div>
  );
}
