import { PROCTORING_MODE_LABELS, type ProctoringMode, type TestRules } from '@talent/contract/assessments';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  cameraProblemOf,
  cameraProblemText,
  canUseCamera,
  type CameraProblem,
} from '../../../components/camera-capture/camera.ts';
import { DeviceCheckLink } from '../../../components/device-check-link.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';

export type CameraCheck = 'idle' | 'checking' | 'ready' | CameraProblem;

/** What each choice records, said plainly (the same words as the standalone introduction). */
export function recordedUnder(
  mode: ProctoringMode,
  rules: Pick<TestRules, 'snapshot_interval_seconds' | 'retention_days'>,
): string {
  const minutes = Math.round(rules.snapshot_interval_seconds / 60);
  switch (mode) {
    case 'none':
      return 'Nothing is recorded besides your answers.';
    case 'signals':
      return `When you leave the tab, when the window loses focus (and for how many seconds), and when you paste (the number of characters, never the text). Kept ${rules.retention_days} days.`;
    case 'webcam':
      return `The browser signals, plus a small webcam photo every ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} while the test runs. Kept ${rules.retention_days} days; you can delete them sooner from your result.`;
  }
}

/**
 * The camera check behind the webcam choice: it asks for the camera as soon as it is shown and previews it. It
 * mounts only while the webcam is chosen, so choosing something else stops the camera.
 */
function WebcamCheck({ onCheck }: { onCheck: (check: CameraCheck) => void }) {
  const [check, setCheck] = useState<CameraCheck>(() => (canUseCamera() ? 'checking' : 'unsupported'));
  const preview = useRef<HTMLVideoElement>(null);
  const report = useEffectEvent((value: CameraCheck) => onCheck(value));

  useEffect(() => {
    report(check);
  }, [check]);

  useEffect(() => {
    if (!canUseCamera()) return;
    const element = preview.current;
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: false })
      .then(async (granted) => {
        stream = granted;
        if (cancelled) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        if (element) {
          element.srcObject = granted;
          await element.play().catch(() => undefined);
        }
        if (!cancelled) setCheck('ready');
      })
      .catch((failure: unknown) => {
        if (!cancelled) setCheck(cameraProblemOf(failure));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, []);

  const problem =
    check !== 'checking' && check !== 'ready' && check !== 'idle'
      ? cameraProblemText(check, 'choose another option')
      : null;
  return (
    <div className="mt-3 rounded-control border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-start gap-4">
        <video
          ref={preview}
          muted
          playsInline
          aria-label="Camera preview"
          className="h-28 w-40 rounded bg-ink-900 object-cover"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p role="status" className="font-semibold text-ink-800">
            {check === 'checking' && 'Asking for the camera…'}
            {check === 'ready' && 'Camera ready. This is what a snapshot will show.'}
            {problem?.title}
          </p>
          {problem && <p className="mt-1 text-ink-600">{problem.text}</p>}
          <DeviceCheckLink className="mt-2" />
        </div>
      </div>
    </div>
  );
}

/**
 * The proctoring consent: a radio group of the modes the test offers, each saying what it records. Choosing the
 * webcam checks the camera at once, so a blocked camera is found before the clock starts, not after.
 */
export function ProctoringChoice({
  rules,
  value,
  onChange,
  onCameraCheck,
  error,
}: {
  rules: TestRules;
  value: ProctoringMode;
  onChange: (mode: ProctoringMode) => void;
  onCameraCheck: (check: CameraCheck) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'proctoring-error' : undefined}>
      <legend className="text-base font-semibold text-ink-900">What may be recorded during the test</legend>
      <p className="mt-1 text-sm text-ink-600">
        Recordings are facts for a person to read, never an automatic fail.
        {rules.proctoring_modes.length > 1 ? ' Choose one.' : ''}
      </p>
      <div className="mt-3 space-y-2">
        {rules.proctoring_modes.map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="proctoring"
              value={mode}
              checked={value === mode}
              onChange={() => {
                if (mode !== 'webcam') onCameraCheck('idle');
                onChange(mode);
              }}
              aria-describedby={`proctoring-${mode}-detail`}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-semibold text-ink-900">{PROCTORING_MODE_LABELS[mode]}</span>
              <span id={`proctoring-${mode}-detail`} className="block text-sm text-ink-600">
                {recordedUnder(mode, rules)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {value === 'webcam' && <WebcamCheck onCheck={onCameraCheck} />}
      <FieldMessages error={error} errorId="proctoring-error" />
    </fieldset>
  );
}
