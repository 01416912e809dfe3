import { FILE_LIMITS } from '@talent/contract/applications';
import { Camera, CameraOff, Circle, RotateCcw, Square, Upload, Video } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { DeviceCheckLink } from '../device-check-link.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { CAMERA_PROBLEM_TEXT, clock, probeDuration } from './media.ts';
import { useVideoRecorder, type RecorderPhase, type VideoTake } from './use-video-recorder.ts';

export type { VideoTake } from './use-video-recorder.ts';

export interface VideoLimits {
  maxBytes: number;
  types: readonly string[];
  label: string;
}

/** The words that depend on what the video is for. */
export interface VideoRecorderLabels {
  /** The accessible name of the take's player. */
  take: string;
  /** The heading and sentence shown before the camera is on. */
  idleTitle: string;
  idleText: string;
}

export const DEFAULT_RECORDER_LABELS: VideoRecorderLabels = {
  take: 'Your video intro, ready to watch',
  idleTitle: 'Record it right here',
  idleText: 'We ask for your camera and microphone first, and you see yourself before anything is recorded.',
};

export interface VideoRecorderProps {
  /** The hard limit of a take, in seconds; recording stops by itself there. */
  maxSeconds: number;
  /** A take is ready (recorded or chosen), or the last one was dropped (null). */
  onTakeChange?: (take: VideoTake | null) => void;
  /** A take was recorded here or chosen from disk: its bytes and length (null when a file's could not be read). */
  onRecorded?: (blob: Blob, durationSeconds: number | null) => void;
  labels?: Partial<VideoRecorderLabels>;
  /** Size and type limits for a chosen file (and the label shown beside the button). */
  limits?: VideoLimits;
  /** The recorded file's name, without extension. */
  fileName?: string;
  /** While the take uploads, the controls that would replace it are switched off. */
  busy?: boolean;
}

/** Courtesy check before upload; the server checks the bytes. */
export function checkVideoFile(
  file: Pick<File, 'name' | 'size' | 'type'>,
  limits: VideoLimits,
  durationSeconds: number | null,
  maxSeconds: number,
): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const type = file.type || (extension === 'webm' ? 'video/webm' : extension === 'mp4' ? 'video/mp4' : '');
  if (!limits.types.includes(type)) return `“${file.name}” is not a video we accept. Use ${limits.label}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > limits.maxBytes) {
    return `“${file.name}” is ${Math.round(file.size / 1048576)} MB; the limit is ${Math.round(limits.maxBytes / 1048576)} MB.`;
  }
  if (durationSeconds !== null && durationSeconds > maxSeconds + 0.5) {
    return `“${file.name}” is ${clock(durationSeconds)} long; keep it to ${clock(maxSeconds)}.`;
  }
  return null;
}

function announcement(phase: RecorderPhase, maxSeconds: number): string {
  switch (phase.name) {
    case 'requesting':
      return 'Asking for your camera and microphone.';
    case 'ready':
      return `Camera on. Press Start recording when you are ready; takes stop at ${clock(maxSeconds)}.`;
    case 'countdown':
      return String(phase.left);
    case 'recording':
      return phase.elapsed < 1 ? 'Recording.' : '';
    case 'review':
      return phase.take.source === 'recorded'
        ? `Recording stopped at ${clock(phase.take.durationSeconds ?? 0)}. Watch it back below.`
        : `${phase.take.file.name} is ready to watch.`;
    default:
      return '';
  }
}

function LivePreview({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // srcObject is the only way to show a live stream; autoPlay starts it without a play() call.
    video.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      aria-label={label}
      // Mirrored like a bathroom mirror: what people expect from a front camera. The take itself is not.
      className="size-full -scale-x-100 object-cover"
    />
  );
}

/**
 * An in-browser video recorder: camera + microphone check with a live preview, a 3-2-1 countdown, a visible
 * timer with a hard limit, playback, re-record, or a file from disk instead. It only produces a take; the caller
 * uploads it.
 */
export function VideoRecorder({
  maxSeconds,
  onTakeChange,
  limits = FILE_LIMITS.video_intro,
  fileName,
  busy = false,
  onRecorded,
  labels: labelOverrides,
}: VideoRecorderProps) {
  const id = useId();
  const labels = { ...DEFAULT_RECORDER_LABELS, ...labelOverrides };
  const recorder = useVideoRecorder({
    maxSeconds,
    fileName,
    onTake: (take) => {
      onTakeChange?.(take);
      if (take) onRecorded?.(take.file, take.durationSeconds);
    },
  });
  const { phase } = recorder;
  const [fileError, setFileError] = useState<string | null>(null);
  const [checkingFile, setCheckingFile] = useState(false);

  // The control that was pressed disappears with each phase; keyboard focus moves to the next one instead of
  // falling back to the page.
  const controls = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) return;
    const target =
      phase.name === 'blocked' || phase.name === 'requesting'
        ? stage.current?.querySelector<HTMLElement>('button')
        : controls.current?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus();
  }, [phase.name]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = checkVideoFile(file, limits, null, maxSeconds);
    setFileError(early);
    if (early) return;
    setCheckingFile(true);
    const duration = await probeDuration(file);
    setCheckingFile(false);
    const late = checkVideoFile(file, limits, duration, maxSeconds);
    setFileError(late);
    if (!late) recorder.chooseFile(file, duration);
  };

  const live = phase.name === 'ready' || phase.name === 'countdown' || phase.name === 'recording';
  const capturing = phase.name === 'countdown' || phase.name === 'recording';
  const elapsed = phase.name === 'recording' ? phase.elapsed : 0;
  const fileHintId = `${id}-file-hint`;
  const fileErrorId = fileError ? `${id}-file-error` : undefined;

  return (
    <div
      className="space-y-4"
      data-recorder-phase={phase.name}
      onClickCapture={() => {
        touched.current = true;
      }}
      onKeyDownCapture={() => {
        touched.current = true;
      }}
    >
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement(phase, maxSeconds)}
      </p>

      <div
        ref={stage}
        className="relative aspect-video min-h-72 w-full overflow-hidden rounded-card sm:min-h-0 bg-ink-900 text-white"
      >
        {live && <LivePreview stream={recorder.stream} label="Your camera preview" />}
        {phase.name === 'review' && (
          <video
            key={phase.take.url}
            src={phase.take.url}
            controls
            playsInline
            aria-label={labels.take}
            className="size-full bg-black object-contain"
          />
        )}

        {phase.name === 'idle' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-white/10">
              <Video aria-hidden="true" className="size-7" />
            </span>
            <p className="font-display text-lg font-semibold">{labels.idleTitle}</p>
            <p className="max-w-sm text-sm text-white/80">{labels.idleText}</p>
            <Button onClick={() => void recorder.enableCamera()} className="mt-2">
              <Camera aria-hidden="true" className="size-4" />
              Turn on camera
            </Button>
          </div>
        )}

        {phase.name === 'requesting' && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <Spinner className="size-7" />
            <p className="max-w-sm text-sm text-white/85">
              Waiting for your browser: allow the camera and microphone to continue.
            </p>
          </div>
        )}

        {phase.name === 'blocked' && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-red-500/20 text-red-200">
              <CameraOff aria-hidden="true" className="size-7" />
            </span>
            <p className="font-display text-lg font-semibold">{CAMERA_PROBLEM_TEXT[phase.problem].title}</p>
            <p className="max-w-md text-sm text-white/85">{CAMERA_PROBLEM_TEXT[phase.problem].text}</p>
            {phase.problem !== 'unsupported' && (
              <Button variant="secondary" onClick={() => void recorder.enableCamera()} className="mt-1">
                Try again
              </Button>
            )}
          </div>
        )}

        {phase.name === 'countdown' && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/40">
            <span
              aria-hidden="true"
              className="font-display text-8xl font-bold drop-shadow-lg"
              data-testid="countdown"
            >
              {phase.left}
            </span>
          </div>
        )}

        {phase.name === 'recording' && (
          <div className="absolute inset-x-0 top-0 flex items-center justify-between gap-3 bg-linear-to-b from-black/60 to-transparent px-4 py-3">
            <span className="inline-flex items-center gap-2 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide">
              <Circle aria-hidden="true" className="size-2.5 animate-pulse fill-current" />
              REC
            </span>
            <span role="timer" aria-label="Recording time" className="font-mono text-sm tabular-nums">
              {clock(elapsed)} / {clock(maxSeconds)}
            </span>
          </div>
        )}
      </div>

      {phase.name === 'recording' && (
        <div
          role="progressbar"
          aria-label="Time used of the limit"
          aria-valuemin={0}
          aria-valuemax={maxSeconds}
          aria-valuenow={Math.floor(elapsed)}
          aria-valuetext={`${clock(elapsed)} of ${clock(maxSeconds)}`}
          className="h-1.5 overflow-hidden rounded-full bg-ink-200"
        >
          <div
            className={`h-full rounded-full ${maxSeconds - elapsed <= 15 ? 'bg-amber-600' : 'bg-red-600'}`}
            style={{ width: `${Math.min(100, (elapsed / maxSeconds) * 100)}%` }}
          />
        </div>
      )}

      <div ref={controls} className="flex flex-wrap items-center gap-3">
        {phase.name === 'ready' && (
          <Button onClick={recorder.start}>
            <Circle aria-hidden="true" className="size-3.5 fill-current text-red-300" />
            Start recording
          </Button>
        )}
        {capturing && (
          <Button variant="danger" onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-3.5 fill-current" />
            {phase.name === 'countdown' ? 'Cancel' : 'Stop recording'}
          </Button>
        )}
        {phase.name === 'review' && (
          <Button variant="secondary" onClick={() => void recorder.retake()} disabled={busy}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {phase.take.source === 'recorded' ? 'Record again' : 'Record instead'}
          </Button>
        )}
        {!capturing && (
          <>
            <input
              id={`${id}-file`}
              type="file"
              accept={[...limits.types, '.webm', '.mp4'].join(',')}
              onChange={(event) => void onFile(event)}
              disabled={busy || checkingFile}
              aria-describedby={[fileHintId, fileErrorId].filter(Boolean).join(' ')}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClasses(
                phase.name === 'ready' ? 'ghost' : 'secondary',
                `cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                  busy || checkingFile ? 'pointer-events-none opacity-60' : ''
                }`,
              )}
            >
              {checkingFile ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
              {phase.name === 'review' && phase.take.source === 'uploaded'
                ? 'Choose another file'
                : 'Upload a video instead'}
            </label>
          </>
        )}
        {phase.name === 'review' && (
          <span className="text-sm text-ink-600">
            {phase.take.durationSeconds !== null && <>{clock(phase.take.durationSeconds)} · </>}
            {(phase.take.file.size / 1048576).toFixed(1)} MB
          </span>
        )}
      </div>
      <p id={fileHintId} className="text-xs text-ink-600">
        {limits.label}. Takes stop by themselves at {clock(maxSeconds)}.
      </p>
      {!capturing && phase.name !== 'review' && <DeviceCheckLink />}
      {fileError && (
        <p id={fileErrorId} role="alert" className="text-sm text-red-700">
          {fileError}
        </p>
      )}
    </div>
  );
}
