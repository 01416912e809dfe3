import { Camera, CameraOff, RotateCcw, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DeviceCheckLink } from '../device-check-link.tsx';
import { Button } from '../ui/button.tsx';
import {
  canUseCamera,
  cameraProblemOf,
  cameraProblemText,
  captureFrame,
  type CameraProblem,
} from './camera.ts';

type State =
  | { name: 'idle' }
  | { name: 'requesting' }
  | { name: 'live' }
  | { name: 'captured'; url: string }
  | { name: 'blocked'; problem: CameraProblem };

export interface CameraCaptureProps {
  /** What the photo is of, for buttons and messages: "selfie", "front of the document". */
  subject: string;
  /** `user`: the front camera (selfies, mirrored preview); `environment`: the back camera (documents). */
  facingMode?: 'user' | 'environment';
  /** The file name the photo gets ("selfie.jpg"). */
  fileName: string;
  /** A photo was taken (a JPEG file). */
  onCapture: (file: File) => void;
  /** The photo was thrown away to take another. */
  onRetake?: () => void;
  /** What the page offers instead when the camera cannot be used ("upload a photo instead"); null: nothing. */
  fallback?: string | null;
  /** Guidance shown over the live picture ("Fit your face in the oval"). */
  guide?: 'face' | 'document';
  disabled?: boolean;
}

/**
 * Takes one still photo with the camera: turn it on, see a live preview, take the photo (a JPEG made from the
 * video frame on a canvas), retake. The camera is on only while the preview shows, and is switched off once the
 * photo is taken or the component goes away. A blocked, missing or busy camera says why and how to fix it.
 */
export function CameraCapture({
  subject,
  facingMode = 'user',
  fileName,
  onCapture,
  onRetake,
  fallback = null,
  guide,
  disabled = false,
}: CameraCaptureProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const actions = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<State>({ name: 'idle' });
  const [status, setStatus] = useState('');
  const [capturing, setCapturing] = useState(false);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  useEffect(() => stop, [stop]);
  // The previous photo's object URL is released when it is replaced or the component goes away.
  const capturedUrl = state.name === 'captured' ? state.url : null;
  useEffect(() => () => (capturedUrl ? URL.revokeObjectURL(capturedUrl) : undefined), [capturedUrl]);

  const start = async () => {
    if (!canUseCamera()) {
      setState({ name: 'blocked', problem: 'unsupported' });
      return;
    }
    setState({ name: 'requesting' });
    setStatus('Turning the camera on…');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      stream.current = media;
      setState({ name: 'live' });
      setStatus(`The camera is on. Take the photo of your ${subject} when you are ready.`);
    } catch (error) {
      setState({ name: 'blocked', problem: cameraProblemOf(error) });
      setStatus('');
    }
  };

  // The <video> exists only in the live state, so the stream is attached once it is rendered.
  useEffect(() => {
    if (state.name !== 'live' || !video.current || !stream.current) return;
    video.current.srcObject = stream.current;
    void video.current.play().catch(() => undefined);
  }, [state.name]);

  useEffect(() => {
    // Focus stays with the way out of the problem, not on a button that vanished.
    if (state.name === 'blocked') actions.current?.querySelector('button')?.focus();
  }, [state.name]);

  const take = async () => {
    if (!video.current) return;
    setCapturing(true);
    try {
      const file = await captureFrame(video.current, fileName);
      stop();
      setState({ name: 'captured', url: URL.createObjectURL(file) });
      setStatus(`Photo of your ${subject} taken.`);
      onCapture(file);
    } catch {
      setState({ name: 'blocked', problem: 'failed' });
    } finally {
      setCapturing(false);
    }
  };

  const retake = () => {
    onRetake?.();
    void start();
  };

  const mirrored = facingMode === 'user';
  const problem = state.name === 'blocked' ? cameraProblemText(state.problem, fallback) : null;

  return (
    <div className="space-y-3">
      <div className="relative aspect-[4/3] w-full max-w-md overflow-hidden rounded-card bg-ink-900">
        {state.name === 'live' || state.name === 'requesting' ? (
          <>
            <video
              ref={video}
              muted
              playsInline
              autoPlay
              aria-label={`Live camera preview for your ${subject}`}
              className={`size-full object-cover ${mirrored ? '-scale-x-100' : ''}`}
            />
            {guide && state.name === 'live' && (
              <span
                aria-hidden="true"
                className={`pointer-events-none absolute inset-0 m-auto border-2 border-dashed border-white/80 ${
                  guide === 'face' ? 'h-3/4 w-1/2 rounded-[50%]' : 'h-3/5 w-4/5 rounded-lg'
                }`}
              />
            )}
          </>
        ) : state.name === 'captured' ? (
          <img src={state.url} alt={`Your ${subject}, as taken`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 px-6 text-center text-sm text-ink-200">
            {state.name === 'blocked' ? (
              <VideoOff aria-hidden="true" className="size-8" />
            ) : (
              <Camera aria-hidden="true" className="size-8" />
            )}
            <span>{state.name === 'blocked' ? 'No camera picture' : 'The camera is off'}</span>
          </div>
        )}
      </div>

      {problem && (
        <div
          role="alert"
          className="max-w-md rounded-control border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1">{problem.text}</p>
        </div>
      )}

      <div ref={actions} className="flex flex-wrap gap-2">
        {state.name === 'idle' && (
          <Button variant="secondary" onClick={() => void start()} disabled={disabled}>
            <Camera aria-hidden="true" className="size-4" />
            Turn on the camera
          </Button>
        )}
        {state.name === 'requesting' && (
          <Button variant="secondary" loading>
            Turning the camera on
          </Button>
        )}
        {state.name === 'live' && (
          <>
            <Button
              onClick={() => void take()}
              loading={capturing}
              disabled={disabled}
              aria-label={`Take the photo of your ${subject}`}
            >
              <Camera aria-hidden="true" className="size-4" />
              Take the photo
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                stop();
                setState({ name: 'idle' });
                setStatus('The camera is off.');
              }}
            >
              <CameraOff aria-hidden="true" className="size-4" />
              Turn off the camera
            </Button>
          </>
        )}
        {state.name === 'captured' && (
          <Button
            variant="secondary"
            onClick={retake}
            disabled={disabled}
            aria-label={`Retake the photo of your ${subject}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Retake
          </Button>
        )}
        {state.name === 'blocked' && (
          <Button variant="secondary" onClick={() => void start()} disabled={disabled}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try the camera again
          </Button>
        )}
      </div>
      {(state.name === 'idle' || state.name === 'blocked') && <DeviceCheckLink />}
      <p id={`${id}-status`} role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
