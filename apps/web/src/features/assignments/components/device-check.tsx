import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CAMERA_PROBLEM_TEXT, type CameraProblem } from '../../../components/video-recorder/media.ts';
import { DeviceCheckLink } from '../../../components/device-check-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { measureUpload, networkVerdict, type NetworkVerdict } from '../lib/network-probe.ts';
import { useMicLevel } from '../lib/use-mic-level.ts';

/** Speech on Chromium's fake microphone and a quiet voice both pass this; silence does not. */
const HEARD = 0.04;

type Status = 'ok' | 'warn' | 'running';

function CheckRow({ status, title, children }: { status: Status; title: string; children: React.ReactNode }) {
  const Icon = status === 'ok' ? CheckCircle2 : status === 'warn' ? CircleAlert : Loader2;
  const tone =
    status === 'ok' ? 'text-emerald-700' : status === 'warn' ? 'text-amber-700' : 'text-ink-500 animate-spin';
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone}`} />
      <div>
        <p className="font-semibold text-ink-900">
          {title}:{' '}
          <span className="font-normal">
            {status === 'ok' ? 'OK' : status === 'warn' ? 'Check this' : 'Checking…'}
          </span>
        </p>
        <div className="text-sm text-ink-700">{children}</div>
      </div>
    </li>
  );
}

export function MicMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-1 h-2.5 w-48 overflow-hidden rounded-full bg-ink-100"
    >
      <div className="h-full bg-brand-600 transition-[width] duration-100" style={{ width: `${percent}%` }} />
    </div>
  );
}

const NETWORK_TEXT: Record<NetworkVerdict, string> = {
  good: 'Answers will upload quickly.',
  slow: 'Answers will upload, slowly: keep this tab open after each answer until its upload finishes.',
  'too-slow':
    'Your upload speed is very low. Answers still upload in pieces and resume if the connection drops, but it may take a long time; a better connection helps.',
};

/**
 * Camera, microphone level and upload speed, on the very stream the answers are recorded from. The full check
 * (speakers, browser, latency) is one link away, in a new tab.
 */
export function DeviceCheck({
  stream,
  needsVideo,
  problem,
  requesting,
  onEnable,
}: {
  stream: MediaStream | null;
  needsVideo: boolean;
  problem: CameraProblem | null;
  requesting: boolean;
  onEnable: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [picture, setPicture] = useState(false);
  const { level, peak } = useMicLevel(stream);
  const [network, setNetwork] = useState<{ bps: number } | 'running' | 'failed'>('running');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    const onFrame = () => setPicture(video.videoWidth > 0);
    video.addEventListener('loadeddata', onFrame);
    void video.play().catch(() => undefined);
    return () => video.removeEventListener('loadeddata', onFrame);
  }, [stream]);

  useEffect(() => {
    const controller = new AbortController();
    measureUpload(controller.signal).then(
      (bps) => setNetwork({ bps }),
      () => {
        if (!controller.signal.aborted) setNetwork('failed');
      },
    );
    return () => controller.abort();
  }, []);

  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div>
        {needsVideo && (
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="Your camera"
            className="aspect-video w-full rounded-control bg-ink-900 object-cover"
          />
        )}
        {!stream && (
          <Button className="mt-3" onClick={onEnable} loading={requesting}>
            {needsVideo ? 'Turn on camera and microphone' : 'Turn on the microphone'}
          </Button>
        )}
      </div>
      <div>
        {problem && (
          <div className="mb-3">
            <Alert tone="error">
              <strong>{CAMERA_PROBLEM_TEXT[problem].title}.</strong>{' '}
              {CAMERA_PROBLEM_TEXT[problem].text.split(' — ')[0]}
            </Alert>
          </div>
        )}
        <ul className="space-y-3">
          {needsVideo && (
            <CheckRow status={!stream ? 'warn' : picture && hasVideo ? 'ok' : 'running'} title="Camera">
              {!stream
                ? 'Not on yet.'
                : picture
                  ? 'We can see you. Make sure your face is lit from the front.'
                  : 'Waiting for a picture…'}
            </CheckRow>
          )}
          <CheckRow status={!stream ? 'warn' : peak >= HEARD ? 'ok' : 'running'} title="Microphone">
            {!stream
              ? 'Not on yet.'
              : peak >= HEARD
                ? 'We can hear you.'
                : 'Say something: the bar should move.'}
            {stream && <MicMeter level={level} />}
          </CheckRow>
          <CheckRow
            status={
              network === 'running'
                ? 'running'
                : network === 'failed'
                  ? 'warn'
                  : networkVerdict(network.bps) === 'good'
                    ? 'ok'
                    : 'warn'
            }
            title="Connection"
          >
            {network === 'running'
              ? 'Measuring the upload speed…'
              : network === 'failed'
                ? 'We could not measure it. Answers upload in pieces and resume if the connection drops.'
                : `About ${formatNumber(Math.round(network.bps / 100_000) / 10)} Mbit/s up. ${NETWORK_TEXT[networkVerdict(network.bps)]}`}
          </CheckRow>
        </ul>
        <p className="mt-4">
          <DeviceCheckLink />
        </p>
      </div>
    </div>
  );
}
