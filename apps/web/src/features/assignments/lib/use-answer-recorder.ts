import { useCallback, useEffect, useRef, useState } from 'react';
import {
  baseType,
  cameraProblemOf,
  canRecord,
  pickMimeType,
  type CameraProblem,
} from '../../../components/video-recorder/media.ts';

/*
 * The interview's recorder. The shared video recorder (components/video-recorder) counts 3-2-1 before recording and
 * takes video only; an interview answer starts the instant think time ends (the server dates it) and may be audio
 * only, so this hook drives MediaRecorder itself, on the shared helpers for containers and camera problems. One
 * stream serves the device check, the practice and every question, so the browser asks once.
 */

export type RecordingMode = 'video' | 'audio';

export interface RecordedAnswer {
  file: File;
  url: string;
  durationSeconds: number;
  mode: RecordingMode;
}

const AUDIO_CANDIDATES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

function pickAudioType(): string | null {
  return AUDIO_CANDIDATES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

function extensionOf(type: string): string {
  if (type.endsWith('/mp4')) return type.startsWith('audio') ? 'm4a' : 'mp4';
  if (type === 'audio/ogg') return 'ogg';
  return 'webm';
}

export function useAnswerRecorder() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [recording, setRecording] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<{ recorder: MediaRecorder; done: Promise<RecordedAnswer> } | null>(null);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      const current = recorderRef.current;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  /** Camera and microphone (or the microphone alone when no question needs video). */
  const acquire = useCallback(async (withVideo: boolean) => {
    if (!canRecord()) {
      setProblem('unsupported');
      return null;
    }
    setRequesting(true);
    setProblem(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: withVideo ? { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' } : false,
        audio: { echoCancellation: true, noiseSuppression: true },
      });
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = media;
      setStream(media);
      return media;
    } catch (error) {
      setProblem(cameraProblemOf(error));
      return null;
    } finally {
      setRequesting(false);
    }
  }, []);

  /** Starts at once (no 3-2-1: think time was the countdown). False when this browser cannot record the mode. */
  const start = useCallback((mode: RecordingMode, fileName: string): boolean => {
    const media = streamRef.current;
    if (!media) return false;
    const source = mode === 'audio' ? new MediaStream(media.getAudioTracks()) : media;
    const mimeType = mode === 'audio' ? pickAudioType() : pickMimeType();
    if (!mimeType) return false;
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(source, {
        mimeType,
        ...(mode === 'video' ? { videoBitsPerSecond: 2_000_000 } : {}),
      });
    } catch {
      return false;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const done = new Promise<RecordedAnswer>((resolve) => {
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        const type = baseType(recorder.mimeType || mimeType);
        const blob = new Blob(chunks, { type });
        const file = new File([blob], `${fileName}.${extensionOf(type)}`, { type, lastModified: Date.now() });
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        resolve({ file, url, durationSeconds: (performance.now() - startedAt) / 1000, mode });
      };
    });
    recorder.start(1000);
    recorderRef.current = { recorder, done };
    setRecording(true);
    return true;
  }, []);

  /** Stops the running recording and hands back the take (null when nothing was recording). */
  const stop = useCallback(async (): Promise<RecordedAnswer | null> => {
    const current = recorderRef.current;
    if (!current) return null;
    recorderRef.current = null;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    const answer = await current.done;
    setRecording(false);
    return answer;
  }, []);

  return { stream, problem, requesting, recording, acquire, start, stop };
}
