import type { ProctoringMode, SkillTestDetail } from '@talent/contract/assessments';
import { COHORT_MIN } from '@talent/contract/assessments';
import { BookOpenCheck, PlayCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { cooldownUntil, useStartAttempt } from '../api/start-attempt.ts';
import type { Attempt } from '@talent/contract/assessments';
import { ProctoringChoice, type CameraCheck } from './proctoring-choice.tsx';
import { RulesList } from './rules-list.tsx';

/**
 * Before the clock: the rules, what is recorded under each choice, "I have read the rules", Start and Practice.
 * An attempt already running is offered first (Resume): its timer kept running on the server.
 */
export function IntroView({
  test,
  onStarted,
  onResume,
}: {
  test: SkillTestDetail;
  onStarted: (attempt: Attempt) => void;
  onResume: (attemptId: string) => void;
}) {
  const zone = useTimeZone();
  const start = useStartAttempt(test.slug);
  const modes = test.rules.proctoring_modes;
  const [mode, setMode] = useState<ProctoringMode>(
    modes.includes('signals') ? 'signals' : (modes[0] ?? 'none'),
  );
  const [accepted, setAccepted] = useState(false);
  const [camera, setCamera] = useState<CameraCheck>('idle');
  const [errors, setErrors] = useState<{ accept?: string; proctoring?: string }>({});
  const mine = test.mine;
  const [openedAt] = useState(() => Date.now());
  const waitUntil =
    mine.next_attempt_at && Date.parse(mine.next_attempt_at) > openedAt && !mine.redo_available
      ? mine.next_attempt_at
      : null;
  const cooldown = cooldownUntil(start.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!accepted) next.accept = 'Confirm that you have read the rules.';
    if (mode === 'webcam' && camera !== 'ready')
      next.proctoring = 'The camera is not ready. Allow it, or choose another option.';
    setErrors(next);
    if (next.proctoring)
      document.querySelector<HTMLInputElement>('input[name="proctoring"]:checked')?.focus();
    else if (next.accept) document.getElementById('accept-rules')?.focus();
    if (next.accept || next.proctoring) return;
    start.mutate({ proctoring: mode, accept_rules: true }, { onSuccess: onStarted });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold text-brand-700">
        <Link to={`/skill-center/${encodeURIComponent(test.skill.slug)}`} className="underline">
          {test.skill.name}
        </Link>{' '}
        · Skill test
      </p>
      <h1 className="mt-1 font-display text-3xl font-bold text-ink-900">{test.title}</h1>
      <p className="mt-2 text-ink-600">{test.summary}</p>

      {mine.state === 'in_progress' && mine.attempt_id && (
        <div className="mt-6 rounded-card border border-amber-300 bg-amber-50 p-5">
          <h2 className="font-semibold text-amber-950">You have an attempt in progress</h2>
          <p className="mt-1 text-sm text-amber-900">
            Its timer kept running on our server
            {mine.deadline_at ? `; it closes at ${formatDateTime(mine.deadline_at, zone)}` : ''}. Your saved
            answers are waiting.
          </p>
          <Button className="mt-3" onClick={() => onResume(mine.attempt_id ?? '')}>
            <PlayCircle aria-hidden="true" className="size-4" />
            Resume the test
          </Button>
        </div>
      )}

      <section
        aria-labelledby="rules-title"
        className="mt-8 rounded-card border border-ink-200 bg-white p-6 shadow-card"
      >
        <h2 id="rules-title" className="font-display text-lg font-semibold text-ink-900">
          The rules
        </h2>
        <div className="mt-4">
          <RulesList rules={test.rules} />
        </div>
        <p className="mt-4 text-sm text-ink-600">
          Your percentile compares you with everyone who has taken this test; while fewer than {COHORT_MIN}{' '}
          people have, your band comes from your score.{' '}
          <Link to="/skill-center/tests/talent_modal" className="font-medium text-brand-700 underline">
            How skill tests work
          </Link>
        </p>
      </section>

      {mine.state !== 'in_progress' && (
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 space-y-6 rounded-card border border-ink-200 bg-white p-6 shadow-card"
        >
          <ProctoringChoice
            rules={test.rules}
            value={mode}
            onChange={(next) => {
              setMode(next);
              setErrors((previous) => ({ ...previous, proctoring: undefined }));
            }}
            onCameraCheck={setCamera}
            error={errors.proctoring}
          />
          <p className="text-sm text-ink-600">
            Who sees recordings: only you, and the reviewers of a test a recruiter assigned you, as facts to
            read. Kept {test.rules.retention_days} days, or until you delete them from your result.
          </p>

          <div>
            <label className="flex items-start gap-3 text-sm text-ink-800">
              <input
                id="accept-rules"
                type="checkbox"
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked) setErrors((previous) => ({ ...previous, accept: undefined }));
                }}
                aria-invalid={errors.accept ? true : undefined}
                aria-describedby={errors.accept ? 'accept-rules-error' : undefined}
                className="mt-0.5 size-4 accent-brand-700"
              />
              I have read the rules
            </label>
            <FieldMessages error={errors.accept} errorId="accept-rules-error" />
          </div>

          {waitUntil && <Alert>Your next attempt opens on {formatDateTime(waitUntil, zone)}.</Alert>}
          {mine.redo_available && <Alert>You have one free redo: you can take the test again now.</Alert>}
          {cooldown ? (
            <Alert tone="error">You can take this test again from {formatDateTime(cooldown, zone)}.</Alert>
          ) : (
            start.error && (
              <Alert tone="error">
                {errorMessage(start.error, 'The test could not start. Please try again.')}
              </Alert>
            )
          )}

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={start.isPending} disabled={waitUntil !== null}>
              <PlayCircle aria-hidden="true" className="size-4" />
              Start the test
            </Button>
            {test.practice_items > 0 && (
              <ButtonLink variant="secondary" to="?mode=practice">
                <BookOpenCheck aria-hidden="true" className="size-4" />
                Practice first
              </ButtonLink>
            )}
            <span className="text-xs text-ink-500">The clock starts when you press Start.</span>
          </div>
        </form>
      )}
    </div>
  );
}
