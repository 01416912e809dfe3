import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserTimeZone } from '../../../lib/api-client.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { downloadProber, measureClockSkew, ProbeError, uploadProber } from '../api/connection-probes.ts';
import { parseUserAgent } from '../lib/browser.ts';
import {
  CHECK_ORDER,
  evaluateBrowser,
  evaluateCamera,
  evaluateClock,
  evaluateLatency,
  evaluateMicrophone,
  evaluateSpeakers,
  evaluateSpeed,
  evaluateStorage,
  levelOf,
  mediaFailure,
  mediaProblemOf,
  probeFailure,
  realtimeFailure,
  running,
  waiting,
  type CheckId,
  type CheckResult,
} from '../lib/checks.ts';
import { pingRealtime, realtimeSocketUrl } from '../lib/realtime-ping.ts';
import { measureSpeed } from '../lib/speed.ts';
import { probeStorage } from '../lib/storage-probe.ts';
import { playTestTone } from '../lib/test-tone.ts';

export type Results = Record<CheckId, CheckResult>;
type MediaKind = 'camera' | 'microphone';

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

/** Chromium's AudioContext can play to a chosen output; the DOM types do not list it yet. */
type SinkableAudioContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

const FRAME_WAIT_MS = 5_000;
const METER_TICK_MS = 100;

const initialResults = (): Results => Object.fromEntries(CHECK_ORDER.map((id) => [id, waiting()])) as Results;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function browserFeatures() {
  return {
    webSocket: typeof WebSocket === 'function',
    getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    webAudio: typeof AudioContext === 'function',
    mediaRecorder: typeof MediaRecorder === 'function',
  };
}

/** Waits for the track's first frame in a detached video, then reads its size and mean brightness. */
async function inspectPicture(stream: MediaStream, signal: AbortSignal) {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play().catch(() => undefined);
    const started = performance.now();
    while (video.videoWidth === 0 && performance.now() - started < FRAME_WAIT_MS) {
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const width = video.videoWidth;
    const height = video.videoHeight;
    let meanLuma: number | null = null;
    if (width > 0) {
      const canvas = document.createElement('canvas');
      canvas.width = 32;
      canvas.height = 18;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (context) {
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let total = 0;
        for (let i = 0; i < data.length; i += 4) {
          total += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
        }
        meanLuma = total / (data.length / 4);
      }
    }
    return { width, height, meanLuma };
  } finally {
    video.pause();
    video.srcObject = null;
  }
}

/**
 * The whole device check: runs every check, keeps the camera stream for the preview and the microphone level for
 * the meter, and releases everything (tracks, audio, sockets, requests) when the page goes away. Nothing is asked
 * of the browser before `start()`: the camera and microphone prompt comes from the user's own click.
 */
export function useDeviceCheck({ profileZone }: { profileZone: string | null }) {
  const [results, setResults] = useState<Results>(initialResults);
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cameraStream, setCameraStream] = useState<MediaStream | null>(null);
  const [level, setLevel] = useState(0);
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [], speakers: [] });
  const [chosen, setChosen] = useState<Record<MediaKind | 'speaker', string>>({
    camera: '',
    microphone: '',
    speaker: '',
  });
  const [tone, setTone] = useState<'idle' | 'playing' | 'played'>('idle');

  const mounted = useRef(true);
  const controllers = useRef(new Map<CheckId, AbortController>());
  const streams = useRef<Record<MediaKind, MediaStream | null>>({ camera: null, microphone: null });
  const audio = useRef<SinkableAudioContext | null>(null);
  const meter = useRef<{ timer: ReturnType<typeof setInterval>; source: MediaStreamAudioSourceNode } | null>(
    null,
  );
  const profileZoneRef = useRef(profileZone);
  useEffect(() => {
    profileZoneRef.current = profileZone;
  }, [profileZone]);

  const set = useCallback((id: CheckId, result: CheckResult) => {
    if (!mounted.current) return;
    setResults((previous) => ({ ...previous, [id]: result }));
  }, []);

  /** A fresh signal for a check; the same check started again cancels the run before it. */
  const begin = useCallback((id: CheckId): AbortSignal => {
    controllers.current.get(id)?.abort();
    const controller = new AbortController();
    controllers.current.set(id, controller);
    return controller.signal;
  }, []);

  const audioContext = useCallback(async (): Promise<SinkableAudioContext> => {
    audio.current ??= new AudioContext();
    if (audio.current.state === 'suspended') await audio.current.resume().catch(() => undefined);
    return audio.current;
  }, []);

  const stopMeter = useCallback(() => {
    if (!meter.current) return;
    clearInterval(meter.current.timer);
    meter.current.source.disconnect();
    meter.current = null;
    if (mounted.current) setLevel(0);
  }, []);

  const release = useCallback(
    (kind: MediaKind) => {
      streams.current[kind]?.getTracks().forEach((track) => track.stop());
      streams.current[kind] = null;
      if (kind === 'camera' && mounted.current) setCameraStream(null);
      if (kind === 'microphone') stopMeter();
    },
    [stopMeter],
  );

  const refreshDevices = useCallback(async () => {
    if (typeof navigator.mediaDevices?.enumerateDevices !== 'function') return;
    const all = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    // Without permission the list has no labels and no ids: nothing worth offering.
    const usable = all.filter((device) => device.deviceId && device.label);
    if (!mounted.current) return;
    setDevices({
      cameras: usable.filter((device) => device.kind === 'videoinput'),
      microphones: usable.filter((device) => device.kind === 'audioinput'),
      // Only worth listing when the tone can be sent to a chosen output.
      speakers:
        typeof (AudioContext.prototype as SinkableAudioContext).setSinkId === 'function'
          ? usable.filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default')
          : [],
    });
  }, []);

  const checkCamera = useCallback(
    async (stream: MediaStream, signal: AbortSignal) => {
      const track = stream.getVideoTracks()[0];
      if (!track) return;
      set('camera', running('Waiting for the first picture…'));
      setCameraStream(stream);
      track.addEventListener('ended', () => {
        if (streams.current.camera === stream) {
          set('camera', mediaFailure('camera', 'failed'));
          release('camera');
        }
      });
      try {
        const picture = await inspectPicture(stream, signal);
        set('camera', evaluateCamera({ ...picture, label: track.label }));
      } catch (error) {
        if (!isAbort(error)) set('camera', mediaFailure('camera', 'failed'));
      }
    },
    [release, set],
  );

  const listen = useCallback(
    async (stream: MediaStream, signal: AbortSignal) => {
      const track = stream.getAudioTracks()[0];
      if (!track) return;
      stopMeter();
      const context = await audioContext();
      if (signal.aborted) return;
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      // Into the analyser only, never to the speakers: no echo.
      source.connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      const began = performance.now();
      let peak = 0;
      let heard = false;
      set('microphone', evaluateMicrophone(0, 0, track.label));
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        const now = levelOf(samples);
        peak = Math.max(peak, now);
        if (mounted.current) setLevel(now);
        // Keeps listening after a silent start: the check turns green as soon as the person speaks.
        if (!heard) {
          const verdict = evaluateMicrophone(peak, performance.now() - began, track.label);
          heard = verdict.status === 'pass';
          set('microphone', verdict);
        }
      }, METER_TICK_MS);
      meter.current = { timer, source };
      track.addEventListener('ended', () => {
        if (streams.current.microphone === stream) {
          set('microphone', mediaFailure('microphone', 'failed'));
          release('microphone');
        }
      });
    },
    [audioContext, release, set, stopMeter],
  );

  /** Asks for the camera, the microphone or both (one prompt), then checks what it got. */
  const startMedia = useCallback(
    async (kinds: MediaKind[], deviceIds: Partial<Record<MediaKind, string>> = {}) => {
      const signals = Object.fromEntries(kinds.map((kind) => [kind, begin(kind)])) as Record<
        MediaKind,
        AbortSignal
      >;
      for (const kind of kinds) release(kind);
      if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
        for (const kind of kinds) set(kind, mediaFailure(kind, 'unsupported'));
        return;
      }
      for (const kind of kinds) set(kind, running('Waiting for your permission…'));
      const constraint = (kind: MediaKind): MediaTrackConstraints | false => {
        if (!kinds.includes(kind)) return false;
        const id = deviceIds[kind];
        const device = id ? { deviceId: { exact: id } } : {};
        // The meter shows the microphone as it is, without the browser's noise suppression and gain.
        return kind === 'camera'
          ? { width: { ideal: 1280 }, height: { ideal: 720 }, ...device }
          : { echoCancellation: false, noiseSuppression: false, autoGainControl: false, ...device };
      };
      const ask = (wanted: MediaKind[]) =>
        navigator.mediaDevices.getUserMedia({
          video: wanted.includes('camera') ? constraint('camera') : false,
          audio: wanted.includes('microphone') ? constraint('microphone') : false,
        });

      const got: Partial<Record<MediaKind, MediaStream>> = {};
      try {
        const stream = await ask(kinds);
        for (const kind of kinds) {
          const tracks = kind === 'camera' ? stream.getVideoTracks() : stream.getAudioTracks();
          got[kind] = new MediaStream(tracks);
        }
      } catch (error) {
        const problem = mediaProblemOf(error);
        if (problem === 'denied' || kinds.length === 1) {
          for (const kind of kinds) set(kind, mediaFailure(kind, problem));
        } else {
          // One of the two may be missing or busy: ask for each alone to tell which.
          for (const kind of kinds) {
            try {
              got[kind] = await ask([kind]);
            } catch (alone) {
              set(kind, mediaFailure(kind, mediaProblemOf(alone)));
            }
          }
        }
      }
      // The page was left, or the same check started again, while the browser asked.
      for (const kind of kinds) {
        const stream = got[kind];
        if (!stream) continue;
        if (!mounted.current || signals[kind].aborted) {
          stream.getTracks().forEach((track) => track.stop());
          delete got[kind];
          continue;
        }
        streams.current[kind] = stream;
      }
      await refreshDevices();
      await Promise.all([
        got.camera ? checkCamera(got.camera, signals.camera) : null,
        got.microphone ? listen(got.microphone, signals.microphone) : null,
      ]);
    },
    [begin, checkCamera, listen, refreshDevices, release, set],
  );

  const checkRealtime = useCallback(async () => {
    const signal = begin('realtime');
    const realtime = getRuntimeConfig().realtime;
    if (!realtime.key) {
      set('realtime', realtimeFailure('The live connection is not set up: reload the page'));
      return;
    }
    set('realtime', running('Connecting…', 0));
    try {
      const result = await pingRealtime({
        url: realtimeSocketUrl(realtime, window.location),
        signal,
        onProgress: (done, total) =>
          set('realtime', running(`Measuring: ${done} of ${total} pings`, done / total)),
      });
      set('realtime', evaluateLatency(result.roundTripsMs));
    } catch (error) {
      if (!isAbort(error)) set('realtime', realtimeFailure((error as Error).message));
    }
  }, [begin, set]);

  const checkSpeed = useCallback(
    async (direction: 'upload' | 'download') => {
      const signal = begin(direction);
      set(direction, running(direction === 'upload' ? 'Sending test data…' : 'Receiving test data…', 0));
      try {
        const prober = direction === 'upload' ? uploadProber(signal) : downloadProber(signal);
        const speed = await measureSpeed(prober, (fraction) =>
          set(
            direction,
            running(direction === 'upload' ? 'Sending test data…' : 'Receiving test data…', fraction),
          ),
        );
        set(direction, evaluateSpeed(direction, speed));
      } catch (error) {
        if (isAbort(error) || signal.aborted) return;
        set(direction, probeFailure(direction, error instanceof ProbeError ? error.status : 0));
      }
    },
    [begin, set],
  );

  const checkClock = useCallback(async () => {
    const signal = begin('clock');
    set('clock', running('Comparing your clock with ours…'));
    try {
      const skewMs = await measureClockSkew(signal);
      set('clock', evaluateClock({ zone: browserTimeZone(), skewMs, profileZone: profileZoneRef.current }));
    } catch (error) {
      if (!isAbort(error)) throw error;
    }
  }, [begin, set]);

  const checkBrowser = useCallback(() => {
    set('browser', evaluateBrowser(parseUserAgent(navigator.userAgent), browserFeatures()));
  }, [set]);

  const checkStorage = useCallback(() => {
    set('storage', evaluateStorage(probeStorage()));
  }, [set]);

  /** Every check, from the start: media and network side by side, network probes one after another. */
  const start = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setStarted(true);
    setTone('idle');
    setResults({ ...initialResults(), speakers: evaluateSpeakers(null) });
    checkBrowser();
    checkStorage();
    try {
      await Promise.all([
        startMedia(['camera', 'microphone'], { camera: chosen.camera, microphone: chosen.microphone }),
        checkClock(),
        (async () => {
          await checkRealtime();
          await checkSpeed('upload');
          await checkSpeed('download');
        })(),
      ]);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [busy, checkBrowser, checkClock, checkRealtime, checkSpeed, checkStorage, chosen, startMedia]);

  /** One check again (its "Try again"). */
  const retry = useCallback(
    async (id: CheckId) => {
      switch (id) {
        case 'camera':
        case 'microphone':
          return startMedia([id], { [id]: chosen[id] });
        case 'realtime':
          return checkRealtime();
        case 'upload':
        case 'download':
          return checkSpeed(id);
        case 'clock':
          return checkClock();
        case 'browser':
          return checkBrowser();
        case 'storage':
          return checkStorage();
        case 'speakers':
          setTone('idle');
          return set('speakers', evaluateSpeakers(null));
      }
    },
    [checkBrowser, checkClock, checkRealtime, checkSpeed, checkStorage, chosen, set, startMedia],
  );

  const choose = useCallback(
    (kind: MediaKind | 'speaker', deviceId: string) => {
      setChosen((previous) => ({ ...previous, [kind]: deviceId }));
      if (kind !== 'speaker') void startMedia([kind], { [kind]: deviceId });
    },
    [startMedia],
  );

  const playTone = useCallback(async () => {
    if (tone === 'playing') return;
    setTone('playing');
    set('speakers', running('Playing the test tone…'));
    try {
      const context = await audioContext();
      if (chosen.speaker && typeof context.setSinkId === 'function') {
        await context.setSinkId(chosen.speaker).catch(() => undefined);
      }
      await playTestTone(context);
      if (!mounted.current) return;
      setTone('played');
      set('speakers', waiting('Did you hear the tone?'));
    } catch {
      setTone('idle');
      set('speakers', evaluateSpeakers(false));
    }
  }, [audioContext, chosen.speaker, set, tone]);

  const answerTone = useCallback(
    (heard: boolean) => {
      set('speakers', evaluateSpeakers(heard));
    },
    [set],
  );

  // Leaving the page releases the camera, the microphone, the socket and any probe still running.
  useEffect(() => {
    mounted.current = true;
    const current = controllers.current;
    const held = streams.current;
    return () => {
      mounted.current = false;
      for (const controller of current.values()) controller.abort();
      current.clear();
      for (const kind of ['camera', 'microphone'] as const) {
        held[kind]?.getTracks().forEach((track) => track.stop());
        held[kind] = null;
      }
      if (meter.current) {
        clearInterval(meter.current.timer);
        meter.current = null;
      }
      void audio.current?.close().catch(() => undefined);
      audio.current = null;
    };
  }, []);

  // A device plugged in or out while the page is open.
  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!started || typeof mediaDevices?.addEventListener !== 'function') return;
    const onChange = () => void refreshDevices();
    mediaDevices.addEventListener('devicechange', onChange);
    return () => mediaDevices.removeEventListener('devicechange', onChange);
  }, [refreshDevices, started]);

  return useMemo(
    () => ({
      results,
      started,
      busy,
      cameraStream,
      level,
      devices,
      chosen,
      tone,
      start,
      retry,
      choose,
      playTone,
      answerTone,
    }),
    [
      answerTone,
      busy,
      cameraStream,
      choose,
      chosen,
      devices,
      level,
      playTone,
      results,
      retry,
      start,
      started,
      tone,
    ],
  );
}
