/*
 * Browser camera helpers for still photos: what a getUserMedia failure means to the person in front of the
 * camera, and turning the current video frame into a JPEG file.
 */

export type CameraProblem = 'denied' | 'no-device' | 'busy' | 'unsupported' | 'failed';

export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

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

/** Titles and help for each problem; `fallback` names what the caller offers instead ("upload a photo"). */
export function cameraProblemText(problem: CameraProblem, fallback: string | null) {
  const instead = fallback ? ` — or ${fallback}` : '';
  const texts: Record<CameraProblem, { title: string; text: string }> = {
    denied: {
      title: 'The camera is blocked',
      text: `Your browser is not letting this page use the camera. Allow it for this site (usually the camera or lock icon at the left of the address bar), then try again${instead}.`,
    },
    'no-device': {
      title: 'No camera found',
      text: `Connect a camera (or open this page on a phone) and try again${instead}.`,
    },
    busy: {
      title: 'Your camera is busy',
      text: `Another app or tab seems to be using it. Close that, then try again${instead}.`,
    },
    unsupported: {
      title: 'This browser cannot use the camera here',
      text: `Taking a photo needs a recent Chrome, Edge, Firefox or Safari over a secure connection${instead}.`,
    },
    failed: {
      title: 'The camera did not start',
      text: `Something went wrong while turning it on. Try again${instead}.`,
    },
  };
  return texts[problem];
}

/** The video's current frame as a JPEG file (canvas → toBlob), at the camera's own resolution. */
export function captureFrame(video: HTMLVideoElement, name: string, quality = 0.92): Promise<File> {
  return new Promise((resolve, reject) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) {
      reject(new Error('The camera has no picture yet.'));
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('This browser cannot take a photo.'));
      return;
    }
    context.drawImage(video, 0, 0, width, height);
    canvas.toBlob(
      (blob) => {
        if (!blob) reject(new Error('The photo could not be made.'));
        else resolve(new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() }));
      },
      'image/jpeg',
      quality,
    );
  });
}
