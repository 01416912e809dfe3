import type { ProctoringMode } from '@talent/contract/assessments';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { sendProctoringEvents } from '../api/proctoring-events.ts';
import { sendSnapshot } from '../api/proctoring-snapshot.ts';
import { ProctoringBatcher } from './proctoring-batcher.ts';

/** Snapshots are small on purpose: enough for a reviewer to see a face, well under SNAPSHOT_MAX_BYTES. */
const SNAPSHOT_WIDTH = 320;
const SNAPSHOT_QUALITY = 0.7;
const FIRST_SNAPSHOT_DELAY_MS = 3000;

export type CameraState = 'off' | 'starting' | 'on' | 'failed';

/** The current camera frame as a small JPEG data URL, or null when there is no picture yet. */
export function frameAsJpeg(video: HTMLVideoElement): string | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = SNAPSHOT_WIDTH;
  canvas.height = Math.round((height / width) * SNAPSHOT_WIDTH);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', SNAPSHOT_QUALITY);
}

/**
 * What the candidate agreed to, and nothing more: `signals` records leaving the tab, losing focus (with the seconds
 * away) and pastes (the character count, never the text); `webcam` adds a snapshot every `intervalSeconds`;
 * `none` records nothing. Everything stops when the test ends or the page goes (the camera light goes off).
 */
export function useProctoring({
  attemptId,
  mode,
  active,
  intervalSeconds,
  currentItemId,
}: {
  attemptId: string;
  mode: ProctoringMode;
  active: boolean;
  intervalSeconds: number;
  currentItemId: string | undefined;
}): { camera: CameraState; video: React.RefObject<HTMLVideoElement | null> } {
  const shownItem = useEffectEvent(() => currentItemId);
  const video = useRef<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');

  useEffect(() => {
    if (!active || mode === 'none') return;
    const batcher = new ProctoringBatcher((events) => sendProctoringEvents(attemptId, events));
    const item = () => {
      const id = shownItem();
      return id ? { item_id: id } : {};
    };
    let blurredAt: number | null = null;

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        batcher.record({ kind: 'tab_hidden', at: new Date().toISOString(), ...item() });
      }
    };
    const onBlur = () => {
      blurredAt = Date.now();
    };
    const onFocus = () => {
      if (blurredAt === null) return;
      const away = Math.round((Date.now() - blurredAt) / 1000);
      batcher.record({ kind: 'window_blur', at: new Date(blurredAt).toISOString(), amount: away, ...item() });
      blurredAt = null;
    };
    const onPaste = (event: ClipboardEvent) => {
      const length = event.clipboardData?.getData('text').length ?? 0;
      batcher.record({ kind: 'paste', at: new Date().toISOString(), amount: length, ...item() });
    };
    const onHide = () => void batcher.flush();

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('paste', onPaste, true);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('paste', onPaste, true);
      window.removeEventListener('pagehide', onHide);
      void batcher.flush().finally(() => batcher.close());
    };
  }, [attemptId, mode, active]);

  useEffect(() => {
    if (!active || mode !== 'webcam') return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let first: ReturnType<typeof setTimeout> | null = null;
    let cancelled = false;
    const element = video.current;
    const snap = () => {
      const image = element ? frameAsJpeg(element) : null;
      if (image) void sendSnapshot(attemptId, image, new Date().toISOString()).catch(() => undefined);
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { width: 640, height: 480 },
          audio: false,
        });
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        if (cancelled) return;
        setCamera('on');
        // One soon after the start (once the camera has a picture), then one every interval.
        first = setTimeout(snap, FIRST_SNAPSHOT_DELAY_MS);
        timer = setInterval(snap, intervalSeconds * 1000);
      } catch {
        if (!cancelled) setCamera('failed');
      }
    })();
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, [attemptId, mode, active, intervalSeconds]);

  return { camera: active && mode === 'webcam' ? camera : 'off', video };
}
