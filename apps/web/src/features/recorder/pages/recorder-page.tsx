import { FILE_LIMITS, VIDEO_MAX_SECONDS } from '@talent/contract/applications';
import { CheckCircle2, CloudOff, Download, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../../../lib/route-table.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { clock } from '../../../components/video-recorder/media.ts';
import { VideoRecorder, type VideoTake } from '../../../components/video-recorder/video-recorder.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isVerified, useUser } from '../../../lib/identity.ts';
import { ResumableUploadError } from '../../../lib/resumable-upload.ts';
import { useSaveVideoResume } from '../api/save-video-resume.ts';

function Progress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label="Saving your video resume"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 overflow-hidden rounded-full bg-ink-100"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The standalone recorder: record (or pick a file), watch it back, keep it on this device. A verified candidate
 * can also save the take as their video resume.
 */
export default function RecorderPage() {
  const user = useUser();
  const [take, setTake] = useState<VideoTake | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; resumeId: string | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const save = useSaveVideoResume();

  useEffect(() => {
    document.title = documentTitle('Recorder');
    return () => abort.current?.abort();
  }, []);

  const onTakeChange = (next: VideoTake | null) => {
    abort.current?.abort();
    setTake(next);
    setFailure(null);
    setSaved(false);
  };

  const saveTake = async (resumeId: string | null = null) => {
    if (!take) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setProgress(0);
    try {
      await save.mutateAsync({
        file: take.file,
        durationSeconds: take.durationSeconds,
        onProgress: setProgress,
        signal: controller.signal,
        resumeId,
      });
      setSaved(true);
    } catch (error) {
      if (error instanceof ResumableUploadError) {
        setFailure({
          message: error.aborted ? 'Upload paused.' : error.message,
          resumeId: error.resumable || error.aborted ? error.uploadId : null,
        });
      } else {
        setFailure({
          message: errorMessage(error, 'Your video was not saved. Please try again.'),
          resumeId: null,
        });
      }
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const extension = take?.file.type === 'video/mp4' ? 'mp4' : 'webm';
  const saving = progress !== null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-900">Video recorder</h1>
        <p className="mt-1 text-ink-600">
          Record a short video with your camera and microphone — up to {clock(VIDEO_MAX_SECONDS)}. It stays on
          this device until you choose to keep or save it.
        </p>
      </div>
      <section
        aria-label="Recorder"
        className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
      >
        <VideoRecorder
          maxSeconds={VIDEO_MAX_SECONDS}
          limits={FILE_LIMITS.video_resume}
          fileName="recording"
          onTakeChange={onTakeChange}
          busy={saving}
          labels={{ take: 'Your recording, ready to watch' }}
        />
        {take && (
          <div className="mt-5 space-y-3 border-t border-ink-100 pt-5">
            <div className="flex flex-wrap gap-3">
              <a
                href={take.url}
                download={`recording.${extension}`}
                className="inline-flex items-center gap-2 rounded-control border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
              >
                <Download aria-hidden="true" className="size-4" />
                Download to this device
              </a>
              {isVerified(user) && !saved && !saving && !failure && (
                <Button onClick={() => void saveTake()}>
                  <Upload aria-hidden="true" className="size-4" />
                  Save as my video resume
                </Button>
              )}
            </div>
            {saving && <Progress fraction={progress} />}
            {failure && (
              <div
                role="alert"
                className="flex items-start gap-2.5 rounded-control border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
              >
                <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <div>
                  <p>{failure.message}</p>
                  {failure.resumeId && (
                    <button
                      type="button"
                      onClick={() => void saveTake(failure.resumeId)}
                      className="mt-1 font-semibold underline"
                    >
                      Resume upload
                    </button>
                  )}
                </div>
              </div>
            )}
            {saved && (
              <p role="status" className="flex items-center gap-2 text-sm text-brand-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Saved as your video resume.{' '}
                <Link to="/profile/video-resume-upload" className="font-semibold underline">
                  See it on your profile
                </Link>
              </p>
            )}
            {!user && (
              <p className="text-sm text-ink-600">
                <Link to="/login" className="font-semibold text-brand-700 underline">
                  Log in
                </Link>{' '}
                to save it as your video resume.
              </p>
            )}
            {user && !isVerified(user) && (
              <p className="text-sm text-ink-600">Verify your email to save it as your video resume.</p>
            )}
          </div>
        )}
      </section>
      {!take && user && (
        <p className="text-sm text-ink-600">
          Looking for your saved video resume?{' '}
          <ButtonLink to="/profile/video-resume-upload" variant="ghost" className="px-1 py-0 underline">
            Open it
          </ButtonLink>
        </p>
      )}
    </div>
  );
}
