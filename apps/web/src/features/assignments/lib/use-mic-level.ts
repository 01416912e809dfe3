import { useEffect, useState } from 'react';

const TICK_MS = 100;

/** Root mean square of a waveform (−1…1), scaled so speech at a normal distance reads about half way. */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** The microphone's live level (0–1) and the loudest level heard so far, from the stream's audio track. */
export function useMicLevel(stream: MediaStream | null): { level: number; peak: number } {
  const [state, setState] = useState({ level: 0, peak: 0 });
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext !== 'function') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const level = levelOf(samples);
      setState((previous) => ({ level, peak: Math.max(previous.peak, level) }));
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return state;
}
