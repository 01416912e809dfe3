import { FILE_LIMITS, VIDEO_MAX_SECONDS, type StoredFile } from '@talent/contract/applications';
import { ArrowLeft, CircleAlert, CloudOff, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { clock } from '../../../components/video-recorder/media.ts';
import { VideoRecorder, type VideoTake } from '../../../components/video-recorder/video-recorder.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { ResumableUploadError } from '../../../lib/resumable-upload.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { uploadVideoResume } from '../api/upload-video.ts';
import { ConfirmRemove } from '../components/confirm-remove.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { VideoTips } from '../components/video-tips.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { fileSize } from '../lib/labels.ts';

function StoredVideo({
  file,
  onReplace,
  onDelete,
}: {
  file: StoredFile;
  onReplace: () => void;
  onDelete: () => Promise<boolean>;
}) {
  return (
    <section
      aria-labelledby="stored-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="stored-heading" className="font-display text-lg font-semibold text-ink-900">
        Your video resume
      </h2>
      <video
        key={file.id}
        src={file.url}
        controls
        playsInline
        preload="metadata"
        aria-label="Your saved video resume"
        data-testid="stored-video"
        className="mt-4 aspect-video w-full rounded-control bg-black"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-500">
          {fileSize(file.size)} · saved <DateText iso={file.created_at} />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onReplace}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Record a new one
          </Button>
          <ConfirmRemove
            what="your video resume"
            trigger="Delete"
            Icon={Trash2}
            title="Delete your video resume?"
            description="Recruiters will no longer see it. Applications that already include it keep their copy."
            onConfirm={onDelete}
          />
        </div>
      </div>
    </section>
  );
}

export default function VideoResumeUploadPage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [replacing, setReplacing] = useState(false);
  const [take, setTake] = useState<VideoTake | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{
    message: string;
    resumeId: string | null;
    retry: boolean;
  } | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Uploaded but not yet on the profile (the PATCH failed): a retry only saves it.
  const uploaded = useRef<StoredFile | null>(null);

  useEffect(() => {
    document.title = documentTitle('Upload your video resume');
    return () => abort.current?.abort();
  }, []);

  const onTakeChange = (next: VideoTake | null) => {
    abort.current?.abort();
    setTake(next);
    setFailure(null);
    uploaded.current = null;
  };

  const upload = async (file: File, durationSeconds: number | null, resumeId: string | null) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      return await uploadVideoResume(file, {
        durationSeconds,
        onProgress: setProgress,
        signal: controller.signal,
        resumeId,
      });
    } catch (error) {
      if (error instanceof ResumableUploadError) {
        // A cancelled or dropped upload keeps its bytes on the server: "Resume upload" continues it.
        setFailure({
          message: error.aborted ? 'Upload paused.' : error.message,
          resumeId: error.resumable || error.aborted ? error.uploadId : null,
          retry: error.resumable || error.aborted,
        });
      } else {
        setFailure({ message: 'The upload stopped. Please try again.', resumeId: null, retry: true });
      }
      return null;
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const save = async (resumeId: string | null = null) => {
    if (!take) return;
    setFailure(null);
    const stored = uploaded.current ?? (await upload(take.file, take.durationSeconds, resumeId));
    if (!stored) return;
    uploaded.current = stored;
    try {
      await update.mutateAsync({ video_resume_file_id: stored.id });
    } catch (error) {
      setFailure({
        message: errorMessage(
          error,
          'Your video was uploaded but not saved on your profile. Please try again.',
        ),
        resumeId: null,
        retry: true,
      });
      return;
    }
    toast.success('Video resume saved.');
    uploaded.current = null;
    setTake(null);
    setReplacing(false);
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ video_resume_file_id: null });
      toast.success('Video resume deleted.');
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Your video resume was not deleted. Please try again.'));
      return false;
    }
  };

  const stored = profile.data?.video_resume ?? null;
  const uploading = progress !== null;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/profile"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to your profile
        </Link>
        <h1 className="mt-3 font-display text-2xl font-bold text-ink-900">Your video resume</h1>
        <p className="mt-1 text-ink-600">
          A short video of you, on your profile for recruiters to watch. Record it here or upload one.
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          {profile.isPending ? (
            <div
              role="status"
              aria-label="Loading your video resume"
              className="aspect-video animate-pulse rounded-card bg-ink-100"
            />
          ) : profile.isError ? (
            <StatePanel
              Icon={CircleAlert}
              tone="error"
              title="We could not load your video resume"
              actions={<Button onClick={() => void profile.refetch()}>Try again</Button>}
            >
              {errorMessage(profile.error)}
            </StatePanel>
          ) : stored && !replacing ? (
            <StoredVideo file={stored} onReplace={() => setReplacing(true)} onDelete={remove} />
          ) : (
            <section
              aria-labelledby="record-heading"
              className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
            >
              <h2 id="record-heading" className="font-display text-lg font-semibold text-ink-900">
                {stored ? 'Record a new video resume' : 'Record your video resume'}
              </h2>
              <p className="mt-1 mb-4 text-sm text-ink-600">
                Check your camera and microphone, then record: a 3-second countdown, a timer, and it stops by
                itself at {clock(VIDEO_MAX_SECONDS)}. Watch it back before you save.
              </p>
              <VideoRecorder
                maxSeconds={VIDEO_MAX_SECONDS}
                limits={FILE_LIMITS.video_resume}
                fileName="video-resume"
                onTakeChange={onTakeChange}
                busy={uploading || update.isPending}
                labels={{ take: 'Your video resume, ready to watch' }}
              />
              <div className="mt-4 space-y-3">
                {uploading && (
                  <UploadProgress
                    label="Uploading your video resume"
                    fraction={progress}
                    onCancel={() => abort.current?.abort()}
                  />
                )}
                {failure && (
                  <div
                    role="alert"
                    className="flex items-start gap-2.5 rounded-control border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
                  >
                    <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <div>
                      <p>{failure.message}</p>
                      {failure.retry && (
                        <button
                          type="button"
                          onClick={() => void save(failure.resumeId)}
                          className="mt-1 font-semibold underline"
                        >
                          {failure.resumeId ? 'Resume upload' : 'Try again'}
                        </button>
                      )}
                    </div>
                  </div>
                )}
                <div className="flex flex-wrap gap-3">
                  {take && !uploading && !failure && (
                    <Button onClick={() => void save()} loading={update.isPending}>
                      <Upload aria-hidden="true" className="size-4" />
                      Save as my video resume
                    </Button>
                  )}
                  {stored && (
                    <Button variant="ghost" onClick={() => setReplacing(false)} disabled={uploading}>
                      Keep my current video
                    </Button>
                  )}
                </div>
              </div>
            </section>
          )}
        </div>
        <VideoTips />
      </div>
    </div>
  );
}
