import type { Answer, Attempt, ItemView, RunCode } from '@talent/contract/assessments';
import { Camera, TimerOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { runAttemptCode } from '../api/run-code.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import { isAnswered } from '../../../components/assessment-items/answers.ts';
import { savesImmediately } from '../lib/answers.ts';
import { AutosaveQueue, type SaveState } from '../lib/autosave.ts';
import { clockOffsetMs } from '../lib/server-clock.ts';
import { useProctoring } from '../lib/use-proctoring.ts';
import { Countdown } from './countdown.tsx';
import { SaveStatus } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { TestRunner } from './test-runner.tsx';

export const resultPath = (slug: string, attemptId: string) =>
  `/skill-center/tests/${encodeURIComponent(slug)}/result?attempt=${encodeURIComponent(attemptId)}`;

/** How long the "time is up" panel shows before the result opens. */
export const ENDED_REDIRECT_MS = 3000;

/**
 * A timed attempt in progress: the countdown by the server's clock, every answer autosaved, proctoring as the
 * candidate chose, and Submit. Whatever ends it (Submit, the deadline, a 409 from the server) leads to the result.
 */
export function AttemptView({
  attempt,
  receivedAt,
  snapshotIntervalSeconds,
}: {
  attempt: Attempt;
  /** The local clock when the attempt arrived, to pair with its `server_now`. */
  receivedAt: number;
  snapshotIntervalSeconds: number;
}) {
  const navigate = useNavigate();
  const slug = attempt.test.slug;
  const offsetMs = useMemo(
    () => clockOffsetMs(attempt.server_now, receivedAt),
    [attempt.server_now, receivedAt],
  );
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [ended, setEnded] = useState<null | 'deadline' | 'closed'>(null);
  const [current, setCurrent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitAttempt();

  const queue = useMemo(
    () =>
      new AutosaveQueue({
        attemptId: attempt.id,
        send: (itemId, answer) => saveAnswer(attempt.id, itemId, answer),
        onState: setSaveState,
        onEnded: () => setEnded((previous) => previous ?? 'closed'),
      }),
    [attempt.id],
  );

  // The server's answers, with any this device kept but never got confirmed on top (they are newer).
  const [answers, setAnswers] = useState<Record<string, Answer>>(() => {
    const fromServer = Object.fromEntries(attempt.answers.map((saved) => [saved.item_id, saved.answer]));
    return { ...fromServer, ...Object.fromEntries(queue.pendingAnswers()) };
  });

  useEffect(() => {
    queue.start();
    if (queue.hasUnsent) void queue.flush();
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue]);

  const { camera, video } = useProctoring({
    attemptId: attempt.id,
    mode: attempt.proctoring,
    active: ended === null,
    intervalSeconds: snapshotIntervalSeconds,
    currentItemId: attempt.items[current]?.id,
  });

  // Once ended, the result opens after a moment (the panel says so).
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => void navigate(resultPath(slug, attempt.id)), ENDED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [ended, navigate, slug, attempt.id]);

  const onAnswer = (item: ItemView, answer: Answer) => {
    if (ended || queue.isEnded) return;
    setAnswers((previous) => ({ ...previous, [item.id]: answer }));
    queue.change(item.id, answer, savesImmediately(answer));
  };

  const runCode = (body: RunCode) =>
    runAttemptCode(attempt.id, body).catch((error: unknown) => {
      if (statusOf(error) === 409) setEnded('closed');
      throw error;
    });

  const confirmSubmit = async () => {
    await queue.flush();
    if (queue.isEnded) return;
    submit.mutate(attempt.id, {
      onSuccess: () => {
        queue.stop();
        void navigate(resultPath(slug, attempt.id));
      },
      onError: (error) => {
        if (statusOf(error) === 409) {
          setConfirming(false);
          setEnded('closed');
        }
      },
    });
  };

  if (ended) {
    return (
      <StatePanel
        Icon={TimerOff}
        variant="card"
        headingLevel="h1"
        title={ended === 'deadline' ? 'Time is up' : 'This attempt has ended'}
        actions={<ButtonLink to={resultPath(slug, attempt.id)}>See your result</ButtonLink>}
      >
        <p role="status">
          {ended === 'deadline'
            ? 'The attempt is closed. Every answer saved before the deadline is graded.'
            : 'The attempt was closed, so answers can no longer change. What was saved is graded.'}{' '}
          Your result opens in a moment.
        </p>
      </StatePanel>
    );
  }

  const unanswered = attempt.items.flatMap((item, index) =>
    isAnswered(item, answers[item.id]) ? [] : [index],
  );
  const flaggedKey = `skill-test:${attempt.id}:flags`;
  let flagged: number[] = [];
  try {
    const ids = JSON.parse(localStorage.getItem(flaggedKey) ?? '[]') as string[];
    flagged = attempt.items.flatMap((item, index) => (ids.includes(item.id) ? [index] : []));
  } catch {
    flagged = [];
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-2xl font-bold text-ink-900">{attempt.test.title}</h1>
      <div className="mt-6">
        <TestRunner
          items={attempt.items}
          answers={answers}
          onAnswer={onAnswer}
          disabled={false}
          runCode={runCode}
          flagsKey={flaggedKey}
          current={current}
          onGo={setCurrent}
          toolbar={
            <div className="space-y-2">
              <Countdown
                deadlineAt={attempt.deadline_at}
                offsetMs={offsetMs}
                onExpire={() => {
                  // Whatever is still waiting for the pause in typing goes now.
                  void queue.flush();
                  setEnded('deadline');
                }}
              />
              <SaveStatus state={saveState} />
              {attempt.proctoring === 'webcam' && (
                <div className="flex items-center gap-2 text-xs text-ink-700">
                  <video
                    ref={video}
                    muted
                    playsInline
                    aria-hidden="true"
                    className="h-9 w-12 rounded bg-ink-900 object-cover"
                  />
                  <Camera aria-hidden="true" className="size-4 text-red-600" />
                  <span role="status">
                    {camera === 'on'
                      ? 'Camera on'
                      : camera === 'failed'
                        ? 'Camera unavailable: no snapshots are taken'
                        : 'Starting the camera…'}
                  </span>
                </div>
              )}
              {attempt.proctoring === 'signals' && (
                <p className="text-xs text-ink-600">
                  Recording browser signals (tab switches, focus, pastes).
                </p>
              )}
            </div>
          }
          finish={
            <Button className="w-full" onClick={() => setConfirming(true)}>
              Submit the test
            </Button>
          }
        />
      </div>
      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        unanswered={unanswered}
        flagged={flagged}
        onGo={setCurrent}
        onConfirm={() => void confirmSubmit()}
        submitting={submit.isPending}
        error={submit.error && statusOf(submit.error) !== 409 ? errorMessage(submit.error) : null}
      />
    </div>
  );
}
