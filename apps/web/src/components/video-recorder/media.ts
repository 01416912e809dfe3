/*
 * Browser media helpers for the recorder: which container MediaRecorder can write, and what a getUserMedia
 * failure means for the person in front of the camera.
 */

/** In order of preference: VP8 + Opus WebM plays everywhere we care about and is what the server stores best. */
export const MIME_CANDIDATES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** The first candidate this browser's MediaRecorder can write, or null. */
export function pickMimeType(
  isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string | null {
  return MIME_CANDIDATES.find((type) => isSupported(type)) ?? null;
}

/** "video/webm;codecs=vp8,opus" → "video/webm": the type a file and the server understand. */
export function baseType(mimeType: string): string {
  return mimeType.split(';')[0]?.trim() || 'video/webm';
}

export type CameraProblem = 'denied' | 'no-device' | 'busy' | 'unsupported' | 'failed';

/** getUserMedia rejects with a DOMException whose name says why. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-device';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; text: string }> = {
  denied: {
    title: 'Camera and microphone are blocked',
    text: 'Your browser is not letting this page use them. Allow the camera and microphone for this site (usually the icon at the left of the address bar), then try again — or upload a video you recorded elsewhere.',
  },
  'no-device': {
    title: 'No camera or microphone found',
    text: 'Connect a camera and a microphone and try again, or upload a video you recorded elsewhere.',
  },
  busy: {
    title: 'Your camera is busy',
    text: 'Another app or tab seems to be using it. Close that, then try again — or upload a video instead.',
  },
  unsupported: {
    title: 'This browser cannot record here',
    text: 'Recording needs a recent Chrome, Edge, Firefox or Safari. You can still upload a video you recorded elsewhere.',
  },
  failed: {
    title: 'The camera did not start',
    text: 'Something went wrong while turning it on. Try again, or upload a video instead.',
  },
};

/** "1:05" */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A video file's duration from its metadata, or null when the browser cannot tell (within `timeoutMs`). */
export function probeDuration(file: Blob, timeoutMs = 4000): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') {
      resolve(null);
      return;
    }
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let done = false;
    const finish = (value: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
