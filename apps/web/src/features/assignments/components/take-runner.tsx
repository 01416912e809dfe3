import {
  ANSWER_MODE_LABELS,
  TEXT_ANSWER_MAX_LENGTH,
  overrunCapSeconds,
  type AnswerMode,
  type InterviewQuestion,
  type InterviewSession,
  type Take,
} from '@talent/contract/assignments';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { clock } from '../../../components/video-recorder/media.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { announcement, durationWords, overrunText, takePhase } from '../lib/interview-timing.ts';
import { useServerNow } from '../lib/server-clock.ts';
import type { TakeBackend } from '../lib/take-backend.ts';
import type { RecordedAnswer, useAnswerRecorder } from '../lib/use-answer-recorder.ts';

type Recorder = ReturnType<typeof useAnswerRecorder>;
/** The step a "Try again" repeats. */
type RetryStep = 'answer' | 'upload' | 'finish';

/** Text answers survive a reload: the draft sits in sessionStorage under the take until it is sent. */
const draftKey = (takeId: string) => `talent.interview-draft.${takeId}`;
function readDraft(takeId: string): string {
  try {
    return sessionStorage.getItem(draftKey(takeId)) ?? '';
  } catch {
    return '';
  }
}
function writeDraft(takeId: string, text: string | null) {
  try {
    if (text === null) sessionStorage.removeItem(draftKey(takeId));
    else sessionStorage.setItem(draftKey(takeId), text);
  } catch {
    // Storage blocked: only a reload loses the draft.
  }
}

function Countdown({
  label,
  value,
  tone = 'normal',
}: {
  label: string;
  value: string;
  tone?: 'normal' | 'over';
}) {
  return (
    <p className="flex items-baseline gap-3">
      <span className="text-sm font-semibold uppercase tracking-wide text-ink-600">{label}</span>
      <span
        className={`font-display text-4xl font-bold tabular-nums ${tone === 'over' ? 'text-amber-700' : 'text-ink-900'}`}
      >
        {value}
      </span>
    </p>
  );
}

/**
 * One question, take by take: choose how to answer → the question and think time (start early allowed) → the
 * answer time, recorded (an overrun is recorded and shown until the cap, where recording stops) → stop → upload →
 * watch → keep, or record again while takes remain. The same screen runs the practice question on a local backend.
 */
export function TakeRunner({
  question,
  label,
  backend,
  recorder,
  initialTake,
  takesUsed: initialTakesUsed,
  onSession,
  practice = false,
}: {
  question: InterviewQuestion;
  /** "Question 2 of 5" or "Practice question". */
  label: string;
  backend: TakeBackend;
  recorder: Recorder;
  /** A take left open by a reload (thinking, answering, stopped or recorded). */
  initialTake: Take | null;
  takesUsed: number;
  /** After keep or discard: the server's session (null for the practice). */
  onSession: (session: InterviewSession | null, kept: boolean) => void;
  practice?: boolean;
}) {
  const [take, setTake] = useState<Take | null>(initialTake);
  const [mode, setMode] = useState<AnswerMode>(initialTake?.mode ?? question.modes[0] ?? 'video');
  const [takesUsed, setTakesUsed] = useState(initialTakesUsed);
  const [answer, setAnswer] = useState<RecordedAnswer | null>(null);
  const [text, setText] = useState(() => (initialTake ? readDraft(initialTake.id) : ''));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; retry?: RetryStep } | null>(null);
  const pendingUpload = useRef<{ stopped: Take; recorded: RecordedAnswer | { text: string } } | null>(null);
  const [busy, setBusy] = useState(false);
  // Lost on a reload: a media take that was answering or stopped has no recording any more.
  const [orphaned, setOrphaned] = useState(
    () =>
      initialTake !== null &&
      initialTake.mode !== 'text' &&
      (initialTake.state === 'answering' || initialTake.state === 'stopped'),
  );
  const stepping = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const textId = useId();

  const live = take !== null && (take.state === 'thinking' || take.state === 'answering') && !orphaned;
  const now = useServerNow(live);
  const phase = take ? takePhase(take, question.answer_seconds, now) : null;
  const takesLeft = question.max_takes - takesUsed;

  // One announcement per phase change (and one warning near the end), never every second.
  const said = phase ? announcement(phase, question.answer_seconds) : null;
  const [spoken, setSpoken] = useState<{ key: string; text: string } | null>(null);
  if (said && said.key !== spoken?.key && !orphaned) setSpoken(said);

  const fail = (cause: unknown, retry?: RetryStep) =>
    setError({ message: errorMessage(cause), ...(retry ? { retry } : {}) });

  const begin = async () => {
    setError(null);
    setBusy(true);
    try {
      const started = await backend.start(mode);
      setTake(started);
      setTakesUsed((used) => used + 1);
      setAnswer(null);
      setText('');
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const startAnswering = useCallback(async () => {
    if (!take || take.state !== 'thinking' || stepping.current) return;
    stepping.current = true;
    setError(null);
    // The recorder starts first, so the first word is never lost to the request's round trip.
    if (take.mode !== 'text' && !recorder.start(take.mode, `answer-${take.question_id}-${take.number}`)) {
      stepping.current = false;
      setError({ message: 'This browser cannot record here. Try a recent Chrome, Edge, Firefox or Safari.' });
      return;
    }
    try {
      setTake(await backend.answer(take));
    } catch (cause) {
      await recorder.stop();
      fail(cause, 'answer');
    } finally {
      stepping.current = false;
    }
  }, [backend, recorder, take]);

  const upload = useCallback(
    async (stopped: Take, recorded: RecordedAnswer | { text: string }) => {
      setError(null);
      setProgress(0);
      try {
        const attached = await backend.attach(stopped, recorded, setProgress);
        writeDraft(stopped.id, null);
        setTake(attached);
      } catch (cause) {
        pendingUpload.current = { stopped, recorded };
        fail(cause, 'upload');
      } finally {
        setProgress(null);
      }
    },
    [backend],
  );

  const finish = useCallback(async () => {
    if (!take || take.state !== 'answering' || stepping.current) return;
    stepping.current = true;
    setError(null);
    try {
      const recorded = take.mode === 'text' ? null : await recorder.stop();
      if (recorded) setAnswer(recorded);
      const stopped = await backend.stop(take, recorded?.durationSeconds);
      setTake(stopped);
      if (stopped.mode === 'text') {
        if (text.trim()) await upload(stopped, { text: text.trim() });
        // An empty written answer stays "stopped": nothing to send, so it can only be discarded.
      } else if (recorded) await upload(stopped, recorded);
    } catch (cause) {
      fail(cause, 'finish');
    } finally {
      stepping.current = false;
    }
  }, [backend, recorder, take, text, upload]);

  // Think time over → answering starts on its own; the overrun cap → the recorder stops on its own.
  // (From a timer callback: the clock is what moved, and the steps set state.)
  const due = orphaned
    ? null
    : phase?.name === 'think-over'
      ? 'answer'
      : phase?.name === 'cap-reached'
        ? 'finish'
        : null;
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => void (due === 'answer' ? startAnswering() : finish()), 0);
    return () => window.clearTimeout(timer);
  }, [due, startAnswering, finish]);

  // Focus follows the step, so the keyboard is always on the next thing to do.
  const step = take ? (orphaned ? 'orphaned' : take.state) : 'intro';
  useEffect(() => {
    const action = sectionRef.current?.querySelector<HTMLButtonElement>('[data-step-action]:not([disabled])');
    (action ?? headingRef.current)?.focus();
  }, [step]);

  const decide = async (keep: boolean) => {
    if (!take) return;
    setError(null);
    setBusy(true);
    try {
      const session = keep ? await backend.keep(take) : await backend.discard(take);
      writeDraft(take.id, null);
      setTake(null);
      setAnswer(null);
      setOrphaned(false);
      onSession(session, keep);
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const dropOrphan = async () => {
    if (!take) return;
    setBusy(true);
    try {
      const stopped = take.state === 'answering' ? await backend.stop(take, undefined) : take;
      setTake(stopped);
      await decide(false);
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const retry = (step: RetryStep) => {
    if (step === 'answer') void startAnswering();
    else if (step === 'finish') void finish();
    else if (pendingUpload.current)
      void upload(pendingUpload.current.stopped, pendingUpload.current.recorded);
  };

  const cap = overrunCapSeconds(question.answer_seconds);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="take-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="take-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-lg font-semibold text-ink-900 focus:outline-none"
        >
          {label}
        </h2>
        <p className="text-sm text-ink-600">
          {takesLeft} of {question.max_takes} take{question.max_takes === 1 ? '' : 's'} left
          {practice && ' · never sent'}
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {spoken?.text ?? ''}
      </p>

      {!take && (
        <div className="mt-3">
          <p className="text-ink-700">
            {question.think_seconds > 0
              ? `The question appears with ${durationWords(question.think_seconds)} to think; you can start answering sooner.`
              : 'The question appears and answering starts at once.'}{' '}
            Then {durationWords(question.answer_seconds)} to answer; up to {durationWords(cap)} over is
            recorded and shown.
          </p>
          {question.modes.length > 1 && (
            <fieldset className="mt-4">
              <legend className="text-sm font-medium text-ink-800">Answer by</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {question.modes.map((option) => (
                  <label
                    key={option}
                    className="flex items-center gap-2 rounded-control border border-ink-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`mode-${question.id}`}
                      checked={mode === option}
                      onChange={() => setMode(option)}
                      className="accent-brand-700"
                    />
                    {ANSWER_MODE_LABELS[option]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <Button
            data-step-action=""
            className="mt-4"
            onClick={() => void begin()}
            loading={busy}
            disabled={takesLeft <= 0}
          >
            {takesUsed === 0 ? 'Show the question' : 'Start the next take'}
          </Button>
        </div>
      )}

      {take && (
        <blockquote className="mt-3 whitespace-pre-line rounded-control bg-brand-50 p-4 text-lg text-ink-900">
          {question.prompt}
        </blockquote>
      )}

      {take && orphaned && (
        <div className="mt-4 space-y-3" data-testid="interrupted-take">
          <Alert tone="info">
            This take was interrupted before it was saved; it counts as one of your takes.{' '}
            {takesLeft > 0
              ? `You have ${takesLeft} left.`
              : 'You have none left, so this question stays without an answer and the interview goes on.'}
          </Alert>
          <Button data-step-action="" onClick={() => void dropOrphan()} loading={busy}>
            {takesLeft > 0 ? 'Discard it and record again' : 'Discard it and continue'}
          </Button>
          {takesLeft > 0 && (
            <p className="text-xs text-ink-600">
              You choose how to answer and start the next take when you are ready.
            </p>
          )}
        </div>
      )}

      {phase?.name === 'thinking' && !orphaned && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <Countdown label="Think time" value={clock(phase.secondsLeft)} />
          <Button data-step-action="" onClick={() => void startAnswering()}>
            Start answering now
          </Button>
        </div>
      )}

      {(phase?.name === 'answering' || phase?.name === 'overrun') && !orphaned && (
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-4">
            {phase.name === 'answering' ? (
              <Countdown
                label={take?.mode === 'text' ? 'Time to answer' : 'Recording · time left'}
                value={clock(phase.secondsLeft)}
              />
            ) : (
              <Countdown label="Over the answer time" value={overrunText(phase.overSeconds)} tone="over" />
            )}
            <Button
              data-step-action=""
              variant={take?.mode === 'text' ? 'primary' : 'danger'}
              onClick={() => void finish()}
            >
              {take?.mode === 'text' ? 'Done' : 'Stop recording'}
            </Button>
          </div>
          {phase.name === 'overrun' && (
            <p className="text-sm text-amber-800">
              Still recording; the recruiter sees how far over you went. Recording stops in{' '}
              {clock(phase.capSecondsLeft)}.
            </p>
          )}
          {take?.mode === 'text' && (
            <div>
              <label htmlFor={textId} className="block text-sm font-medium text-ink-800">
                Your answer
              </label>
              <textarea
                id={textId}
                value={text}
                maxLength={TEXT_ANSWER_MAX_LENGTH}
                rows={8}
                onChange={(event) => {
                  setText(event.target.value);
                  if (take) writeDraft(take.id, event.target.value);
                }}
                className="mt-1.5 block w-full rounded-control border border-ink-300 px-3.5 py-2.5 text-sm focus:outline-2 focus:outline-brand-600"
              />
              <p className="mt-1 text-xs text-ink-500">
                {text.length} / {TEXT_ANSWER_MAX_LENGTH} characters
              </p>
            </div>
          )}
          {take?.mode === 'audio' && (
            <p className="text-sm text-ink-700">Recording your voice only; the camera is not used.</p>
          )}
        </div>
      )}

      {progress !== null && (
        <div className="mt-4">
          <UploadProgress label="Uploading your answer" fraction={progress} />
        </div>
      )}

      {take &&
        (take.state === 'recorded' || (take.state === 'stopped' && !orphaned && progress === null)) && (
          <div className="mt-4 space-y-3">
            <h3 className="font-semibold text-ink-900">Your take {take.number}</h3>
            {take.mode === 'text' ? (
              <p className="whitespace-pre-line rounded-control border border-ink-200 p-3 text-ink-800">
                {take.text ?? text}
              </p>
            ) : answer || take.media_url ? (
              take.mode === 'audio' ? (
                <audio controls src={answer?.url ?? take.media_url ?? undefined} className="w-full">
                  <track kind="captions" />
                </audio>
              ) : (
                <video
                  controls
                  playsInline
                  src={answer?.url ?? take.media_url ?? undefined}
                  className="aspect-video w-full max-w-xl rounded-control bg-ink-900"
                >
                  <track kind="captions" />
                </video>
              )
            ) : null}
            {take.overrun_seconds > 0 && (
              <p className="text-sm font-medium text-amber-800">
                {overrunText(take.overrun_seconds)} the answer time — recorded and shown to the recruiter.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              {take.state === 'recorded' && !practice && (
                <Button data-step-action="" onClick={() => void decide(true)} loading={busy}>
                  Keep this answer
                </Button>
              )}
              {practice && (
                <Button data-step-action="" onClick={() => void decide(true)}>
                  Done practising
                </Button>
              )}
              {(takesLeft > 0 || take.state !== 'recorded') && (
                <Button variant="secondary" onClick={() => void decide(false)} loading={busy && !practice}>
                  {takesLeft > 0
                    ? `Record again (${takesLeft} take${takesLeft === 1 ? '' : 's'} left)`
                    : 'Discard this take'}
                </Button>
              )}
            </div>
            {!practice && takesLeft > 0 && (
              <p className="text-xs text-ink-600">
                Recording again deletes this take; it still counts as one of your takes.
              </p>
            )}
          </div>
        )}

      {error && (
        <div className="mt-4 space-y-2">
          <Alert tone="error">{error.message}</Alert>
          {error.retry && (
            <Button variant="secondary" onClick={() => error.retry && retry(error.retry)}>
              Try again
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
