import { Headphones, Lightbulb, Volume2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useUser } from '../../../lib/identity.ts';
import { CameraPreview } from '../components/camera-preview.tsx';
import { CheckCard } from '../components/check-card.tsx';
import { CheckSummary } from '../components/check-summary.tsx';
import { DeviceSelect } from '../components/device-select.tsx';
import { LevelMeter } from '../components/level-meter.tsx';
import { useDeviceCheck } from '../hooks/use-device-check.ts';
import { CHECK_ORDER, CHECK_TITLES, isDone, STATUS_LABELS, summarize, type CheckId } from '../lib/checks.ts';

const TIPS = [
  'Close other video calls and apps that use the camera.',
  'Headphones stop the echo; plug in your laptop.',
  'Sit facing a light, not with a window behind you.',
];

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/test`: the camera, microphone, speakers and connection check anyone can run before an interview, a skill test
 * or a talk. Nothing is asked of the browser until "Start check"; everything is released when the page is left.
 */
export default function DeviceCheckPage() {
  const user = useUser();
  const check = useDeviceCheck({ profileZone: user?.timezone ?? null });
  const { results, started, busy } = check;
  const summary = summarize(results, started);
  const toneControls = useRef<HTMLDivElement>(null);
  // After an answer the Yes/No pair goes away; focus returns to the tone button.
  const focusToneButton = () => toneControls.current?.querySelector('button')?.focus();
  const retry = (id: CheckId) => () => void check.retry(id);
  const allDone = CHECK_ORDER.every((id) => isDone(results[id]));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">Before an interview, a skill test or a talk</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900">
          Check your camera, microphone and connection
        </h1>
        <p className="mt-2 text-ink-600">
          The picture and sound stay in this browser: nothing is recorded. The speed test sends random data
          that our server counts and throws away.
        </p>
      </header>

      <div className="mt-6">
        <CheckSummary summary={summary} started={started} busy={busy} onStart={() => void check.start()} />
      </div>

      {/* One line per finished check (and the verdict at the end), read out politely as they arrive. */}
      <div role="log" aria-label="Check results" className="sr-only">
        {CHECK_ORDER.filter((id) => isDone(results[id])).map((id) => (
          <p key={`${id}-${results[id].status}`}>
            {CHECK_TITLES[id]}: {STATUS_LABELS[results[id].status]}. {results[id].summary}
          </p>
        ))}
        {started && allDone && <p key={`summary-${summary.title}`}>{summary.title}</p>}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Group id="device-check-devices" title="Camera, microphone and speakers">
          <CheckCard id="camera" result={results.camera} onRetry={retry('camera')}>
            <CameraPreview
              stream={check.cameraStream}
              idleText={
                results.camera.status === 'fail' || results.camera.status === 'warning'
                  ? 'No picture from the camera'
                  : results.camera.status === 'running'
                    ? 'Waiting for the camera…'
                    : 'Your picture shows here once the check starts.'
              }
            />
            <DeviceSelect
              label="Camera"
              devices={check.devices.cameras}
              value={check.chosen.camera}
              onChange={(id) => check.choose('camera', id)}
            />
          </CheckCard>

          <CheckCard id="microphone" result={results.microphone} onRetry={retry('microphone')}>
            <LevelMeter level={check.level} active={results.microphone.status !== 'waiting'} />
            <DeviceSelect
              label="Microphone"
              devices={check.devices.microphones}
              value={check.chosen.microphone}
              onChange={(id) => check.choose('microphone', id)}
            />
          </CheckCard>

          <CheckCard id="speakers" result={results.speakers}>
            <div ref={toneControls} className="mt-3 flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                aria-disabled={check.tone === 'playing' || undefined}
                onClick={() => void check.playTone()}
              >
                <Volume2 aria-hidden="true" className="size-4" />
                {check.tone === 'idle' ? 'Play test tone' : 'Play it again'}
              </Button>
              {check.tone === 'played' && results.speakers.status === 'waiting' && (
                <div role="group" aria-label="Did you hear the tone?" className="flex gap-2">
                  <Button
                    onClick={() => {
                      check.answerTone(true);
                      focusToneButton();
                    }}
                  >
                    Yes, I heard it
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      check.answerTone(false);
                      focusToneButton();
                    }}
                  >
                    No
                  </Button>
                </div>
              )}
            </div>
            <DeviceSelect
              label="Speaker"
              devices={check.devices.speakers}
              value={check.chosen.speaker}
              onChange={(id) => check.choose('speaker', id)}
            />
          </CheckCard>
        </Group>

        <div className="space-y-8">
          <Group id="device-check-connection" title="Connection to Borderless">
            <CheckCard id="realtime" result={results.realtime} onRetry={retry('realtime')} />
            <CheckCard id="upload" result={results.upload} onRetry={retry('upload')} />
            <CheckCard id="download" result={results.download} onRetry={retry('download')} />
          </Group>

          <Group id="device-check-browser" title="This browser">
            <CheckCard id="browser" result={results.browser} onRetry={retry('browser')} />
            <CheckCard id="storage" result={results.storage} onRetry={retry('storage')} />
            <CheckCard id="clock" result={results.clock} onRetry={retry('clock')} />
          </Group>

          <aside
            aria-labelledby="device-check-tips"
            className="rounded-card border border-brand-100 bg-brand-50 p-5 text-sm text-ink-800"
          >
            <h2 id="device-check-tips" className="flex items-center gap-2 font-semibold text-ink-900">
              <Lightbulb aria-hidden="true" className="size-4 text-brand-700" />
              On the day
            </h2>
            <ul className="mt-2 space-y-1.5">
              {TIPS.map((tip, index) => (
                <li key={tip} className="flex items-start gap-2">
                  {index === 1 ? (
                    <Headphones aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  ) : (
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  )}
                  {tip}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
