import { useCallback, useEffect, useRef, useState } from 'react';
import { baseType, cameraProblemOf, canRecord, pickMimeType, type CameraProblem } from './media.ts';

/** A finished take: recorded here or chosen from disk. `url` is an object URL owned by the recorder. */
export interface VideoTake {
  file: File;
  url: string;
  /** Whole seconds (rounded up); null when an uploaded file's length could not be read. */
  durationSeconds: number | null;
  source: 'recorded' | 'uploaded';
}

export type RecorderPhase =
  | { name: 'idle' }
  | { name: 'requesting' }
  | { name: 'blocked'; problem: CameraProblem }
  | { name: 'ready' }
  | { name: 'countdown'; left: number }
  | { name: 'recording'; elapsed: number }
  | { name: 'review'; take: VideoTake };

export const COUNTDOWN_FROM = 3;
const TICK_MS = 250;

export interface UseVideoRecorder {
  phase: RecorderPhase;
  stream: MediaStream | null;
  /** Ask for the camera and microphone and show the live preview. */
  enableCamera(): Promise<void>;
  /** 3-2-1, then record. */
  start(): void;
  stop(): void;
  /** Back to the live preview for another take (the last one is dropped). */
  retake(): Promise<void>;
  /** Use a file from disk as the take (already checked by the caller). */
  chooseFile(file: File, durationSeconds: number | null): void;
  /** Drop the take and turn the camera off. */
  reset(): void;
}

/**
 * The recorder's state machine around getUserMedia and MediaRecorder. It owns the stream, the timers and the
 * take's object URL, and releases all of them when the take changes or the component goes away.
 */
export function useVideoRecorder({
  maxSeconds,
  fileName = 'video-intro',
  onTake,
}: {
  maxSeconds: number;
  fileName?: string;
  onTake?: (take: VideoTake | null) => void;
}): UseVideoRecorder {
  const [phase, setPhase] = useState<RecorderPhase>({ name: 'idle' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const takeUrl = useRef<string | null>(null);
  const onTakeRef = useRef(onTake);
  useEffect(() => {
    onTakeRef.current = onTake;
  });

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };

  const stopStream = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  const setTake = useCallback((take: VideoTake | null) => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = take?.url ?? null;
    onTakeRef.current?.(take);
  }, []);

  useEffect(
    () => () => {
      clearTimers();
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    },
    [],
  );

  const enableCamera = useCallback(async () => {
    if (!canRecord() || !pickMimeType()) {
      setPhase({ name: 'blocked', problem: 'unsupported' });
      return;
    }
    setPhase({ name: 'requesting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
        audio: { echoCancellation: true, noiseSuppression: true },
      });
      streamRef.current = media;
      setStream(media);
      setPhase({ name: 'ready' });
    } catch (error) {
      setPhase({ name: 'blocked', problem: cameraProblemOf(error) });
    }
  }, []);

  const record = useCallback(() => {
    const media = streamRef.current;
    const mimeType = pickMimeType();
    if (!media || !mimeType) {
      setPhase({ name: 'blocked', problem: 'unsupported' });
      return;
    }
    const chunks: Blob[] = [];
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(media, { mimeType, videoBitsPerSecond: 2_500_000 });
    } catch {
      setPhase({ name: 'blocked', problem: 'unsupported' });
      return;
    }
    recorderRef.current = recorder;
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearTimers();
      recorderRef.current = null;
      const type = baseType(recorder.mimeType || mimeType);
      const blob = new Blob(chunks, { type });
      const seconds = Math.min(maxSeconds, Math.max(1, Math.ceil((Date.now() - startedAt) / 1000)));
      const extension = type === 'video/mp4' ? 'mp4' : 'webm';
      const file = new File([blob], `${fileName}.${extension}`, { type });
      const take: VideoTake = {
        file,
        url: URL.createObjectURL(blob),
        durationSeconds: seconds,
        source: 'recorded',
      };
      // The camera light goes off while the candidate watches their take.
      stopStream();
      setTake(take);
      setPhase({ name: 'review', take });
    };
    // A timeslice, so a long take is not one giant buffer at the end.
    recorder.start(1000);
    setPhase({ name: 'recording', elapsed: 0 });
    const tick = () => {
      const elapsed = (Date.now() - startedAt) / 1000;
      if (elapsed >= maxSeconds) {
        // The hard limit: stop exactly at it, whatever the candidate is doing.
        if (recorder.state !== 'inactive') recorder.stop();
        return;
      }
      setPhase({ name: 'recording', elapsed });
      timers.current.push(setTimeout(tick, TICK_MS));
    };
    timers.current.push(setTimeout(tick, TICK_MS));
  }, [fileName, maxSeconds, setTake, stopStream]);

  const start = useCallback(() => {
    clearTimers();
    setPhase({ name: 'countdown', left: COUNTDOWN_FROM });
    for (let step = 1; step <= COUNTDOWN_FROM; step += 1) {
      timers.current.push(
        setTimeout(() => {
          if (step === COUNTDOWN_FROM) record();
          else setPhase({ name: 'countdown', left: COUNTDOWN_FROM - step });
        }, step * 1000),
      );
    }
  }, [record]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') {
      recorder.stop();
      return;
    }
    // Stopped during the countdown: back to the preview.
    clearTimers();
    if (streamRef.current) setPhase({ name: 'ready' });
  }, []);

  const retake = useCallback(async () => {
    setTake(null);
    if (streamRef.current) setPhase({ name: 'ready' });
    else await enableCamera();
  }, [enableCamera, setTake]);

  const chooseFile = useCallback(
    (file: File, durationSeconds: number | null) => {
      clearTimers();
      stopStream();
      const take: VideoTake = {
        file,
        url: URL.createObjectURL(file),
        durationSeconds: durationSeconds === null ? null : Math.ceil(durationSeconds),
        source: 'uploaded',
      };
      setTake(take);
      setPhase({ name: 'review', take });
    },
    [setTake, stopStream],
  );

  const reset = useCallback(() => {
    clearTimers();
    stopStream();
    setTake(null);
    setPhase({ name: 'idle' });
  }, [setTake, stopStream]);

  return { phase, stream, enableCamera, start, stop, retake, chooseFile, reset };
}
