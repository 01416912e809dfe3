import { FILE_LIMITS } from '@talent/contract/applications';
import { Captions, CirclePlay, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ResumableUploadError } from '../../../lib/resumable-upload.ts';
import { checkFile, UploadError } from '../../../lib/upload-file.ts';
import { uploadLessonCaptions, uploadLessonVideo } from '../api/upload-lesson-media.ts';

type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; fraction: number }
  | { step: 'failed'; message: string; file: File | null; resumeId: string | null };

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

/** A file box with its current file, progress while sending, and the error (tied to the box) when it fails. */
function FileField({
  label,
  accept,
  hint,
  current,
  phase,
  error,
  onFile,
  onCancel,
  onRetry,
  retryLabel,
  extra,
}: {
  label: string;
  accept: string;
  hint: string;
  current: ReactNode;
  phase: Phase;
  error: string | undefined;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: (() => void) | null;
  retryLabel: string;
  extra?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = phase.step === 'failed' ? phase.message : error;
  return (
    <div className="rounded-control border border-ink-200 bg-ink-50 p-4">
      <p className="text-sm font-medium text-ink-800">{label}</p>
      <div className="mt-1 text-sm text-ink-700">{current}</div>
      {phase.step === 'uploading' ? (
        <div className="mt-3">
          <UploadProgress
            label={`Uploading ${phase.name}`}
            fraction={phase.fraction}
            onCancel={onCancel}
            cancelLabel={`Stop uploading ${phase.name}`}
          />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-label={`Choose a file: ${label}`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <Upload aria-hidden="true" className="size-4" />
            Choose a file
          </label>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry} className="py-2">
              {retryLabel}
            </Button>
          )}
          {extra}
        </div>
      )}
      <p id={`${id}-hint`} className="mt-2 text-xs text-ink-500">
        {hint}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * The lesson's clip: a resumable upload with progress (cancel keeps what was sent; "Resume upload" goes on from
 * there). The server reads the clip's length from the file.
 */
export function VideoField({
  value,
  durationSeconds,
  onChange,
  error,
}: {
  value: string | null;
  durationSeconds: number | null;
  onChange: (fileId: string) => void;
  error: string | undefined;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File, resumeId: string | null) => {
    const problem = checkFile(file, 'lesson_video');
    if (problem) {
      setPhase({ step: 'failed', message: problem, file: null, resumeId: null });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'uploading', name: file.name, fraction: 0 });
    try {
      const stored = await uploadLessonVideo(file, {
        signal: controller.signal,
        resumeId,
        onProgress: (fraction) => setPhase({ step: 'uploading', name: file.name, fraction }),
      });
      setUploaded(stored.name);
      setPhase({ step: 'idle' });
      onChange(stored.id);
    } catch (failure) {
      const resumable =
        failure instanceof ResumableUploadError && (failure.resumable || failure.aborted)
          ? failure.uploadId
          : null;
      setPhase({
        step: 'failed',
        message:
          failure instanceof ResumableUploadError && failure.aborted
            ? 'Upload paused. Resume it to go on from where it stopped.'
            : failure instanceof Error
              ? failure.message
              : 'The upload failed. Please try again.',
        file: resumable ? file : null,
        resumeId: resumable,
      });
    }
  };

  const current = uploaded ? (
    <span className="inline-flex items-center gap-1.5">
      <CirclePlay aria-hidden="true" className="size-4 text-brand-700" />
      {uploaded} is uploaded; save the lesson to use it.
    </span>
  ) : value ? (
    <span className="inline-flex items-center gap-1.5">
      <CirclePlay aria-hidden="true" className="size-4 text-brand-700" />A clip is in place
      {durationSeconds ? ` (${clock(durationSeconds)})` : ''}. Choose another file to replace it.
    </span>
  ) : (
    'No video yet.'
  );

  return (
    <FileField
      label="Video"
      accept="video/webm,video/mp4,.webm,.mp4"
      hint={`${FILE_LIMITS.lesson_video.label}. A dropped connection resumes where it stopped.`}
      current={current}
      phase={phase}
      error={error}
      onFile={(file) => void send(file, null)}
      onCancel={() => abort.current?.abort()}
      onRetry={
        phase.step === 'failed' && phase.file && phase.resumeId
          ? () => void send(phase.file!, phase.resumeId)
          : null
      }
      retryLabel="Resume upload"
    />
  );
}

/** The captions of the clip (WebVTT); optional, but candidates rely on them. */
export function CaptionsField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (fileId: string | null) => void;
  error: string | undefined;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File) => {
    const problem = checkFile(file, 'lesson_captions');
    if (problem) {
      setPhase({ step: 'failed', message: problem, file: null, resumeId: null });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'uploading', name: file.name, fraction: 0 });
    try {
      const stored = await uploadLessonCaptions(file, {
        signal: controller.signal,
        onProgress: (fraction) => setPhase({ step: 'uploading', name: file.name, fraction }),
      });
      setUploaded(stored.name);
      setPhase({ step: 'idle' });
      onChange(stored.id);
    } catch (failure) {
      setPhase({
        step: 'failed',
        message:
          failure instanceof UploadError && failure.aborted
            ? 'Upload cancelled.'
            : failure instanceof Error
              ? failure.message
              : 'The upload failed. Please try again.',
        file: null,
        resumeId: null,
      });
    }
  };

  const current = uploaded ? (
    <span className="inline-flex items-center gap-1.5">
      <Captions aria-hidden="true" className="size-4 text-brand-700" />
      {uploaded} is uploaded; save the lesson to use it.
    </span>
  ) : value ? (
    <span className="inline-flex items-center gap-1.5">
      <Captions aria-hidden="true" className="size-4 text-brand-700" />
      Captions are in place.
    </span>
  ) : (
    'No captions yet: candidates who cannot hear the clip rely on them.'
  );

  return (
    <FileField
      label="Captions"
      accept="text/vtt,.vtt"
      hint={`${FILE_LIMITS.lesson_captions.label}; the file starts with the line WEBVTT.`}
      current={current}
      phase={phase}
      error={error}
      onFile={(file) => void send(file)}
      onCancel={() => abort.current?.abort()}
      onRetry={null}
      retryLabel=""
      extra={
        value && (
          <Button
            variant="ghost"
            className="py-2"
            onClick={() => {
              setUploaded(null);
              onChange(null);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove the captions
          </Button>
        )
      }
    />
  );
}
