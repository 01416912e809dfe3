import type { Answer, ItemView, RunCode } from '@talent/contract/assessments';
import { CircleCheck, CircleX, CloudOff, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePracticeCheck, type PracticeFeedback } from '../api/practice-check.ts';
import { runPracticeCode } from '../api/practice-run.ts';
import { usePracticeSet } from '../api/practice-set.ts';
import { isAnswered } from '../../../components/assessment-items/answers.ts';
import { PromptText } from '../../../components/assessment-items/prompt-text.tsx';
import { RunCases } from '../../../components/assessment-items/run-results.tsx';
import { TestRunner } from './test-runner.tsx';

function Feedback({ feedback }: { feedback: PracticeFeedback }) {
  return (
    <div
      role="status"
      className={`mt-5 rounded-control border p-4 text-sm ${feedback.correct ? 'border-brand-200 bg-brand-50' : 'border-red-200 bg-red-50'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {feedback.correct ? (
          <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
        ) : (
          <CircleX aria-hidden="true" className="size-4 text-red-700" />
        )}
        {feedback.correct ? 'Correct' : 'Not quite'} — {feedback.points} of {feedback.max_points} points
      </p>
      {feedback.expected && <p className="mt-2 text-ink-800">Expected: {feedback.expected}</p>}
      {feedback.explanation && <PromptText markdown={feedback.explanation} className="mt-2" />}
      {feedback.cases.length > 0 && (
        <div className="mt-3">
          <RunCases cases={feedback.cases} />
        </div>
      )}
    </div>
  );
}

/**
 * Practice in the test's own interface: untimed, nothing recorded, and each answer can be checked on the spot with
 * the explanation (the timed test never shows these).
 */
export function PracticeView({ slug, title }: { slug: string; title: string }) {
  const practice = usePracticeSet(slug, true);
  const check = usePracticeCheck(slug);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [feedback, setFeedback] = useState<Record<string, PracticeFeedback>>({});
  const [checking, setChecking] = useState<string | null>(null);
  const [current, setCurrent] = useState(0);
  const [checkError, setCheckError] = useState<{ itemId: string; message: string } | null>(null);

  if (practice.isPending) {
    return (
      <p role="status" className="px-6 py-16 text-center text-ink-600">
        Loading the practice tasks…
      </p>
    );
  }
  if (practice.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The practice tasks did not load"
          actions={<Button onClick={() => void practice.refetch()}>Try again</Button>}
        >
          {errorMessage(practice.error)}
        </StatePanel>
      </div>
    );
  }

  const items = practice.data.items;
  const onAnswer = (item: ItemView, answer: Answer) => {
    setAnswers((previous) => ({ ...previous, [item.id]: answer }));
    setFeedback((previous) => {
      const next = { ...previous };
      delete next[item.id];
      return next;
    });
  };

  const checkItem = (item: ItemView) => {
    const answer = answers[item.id];
    if (!answer) return;
    setChecking(item.id);
    setCheckError(null);
    check.mutate(
      { itemId: item.id, answer },
      {
        onSuccess: (result) => setFeedback((previous) => ({ ...previous, [item.id]: result })),
        onError: (error) =>
          setCheckError({
            itemId: item.id,
            message: errorMessage(error, 'The answer could not be checked.'),
          }),
        onSettled: () => setChecking(null),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div
        className="rounded-control border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
        role="note"
      >
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="size-4" />
          Practice — not recorded
        </p>
        <p className="mt-1">Untimed. Nothing you do here is stored or counts towards a result.</p>
      </div>
      <h1 className="mt-4 font-display text-2xl font-bold text-ink-900">Practice: {title}</h1>
      {items.length === 0 ? (
        <p className="mt-6 text-ink-600">This test has no practice tasks yet.</p>
      ) : (
        <div className="mt-6">
          <TestRunner
            items={items}
            answers={answers}
            onAnswer={onAnswer}
            disabled={false}
            runCode={(body: RunCode) => runPracticeCode(slug, body)}
            flagsKey={null}
            current={current}
            onGo={setCurrent}
            toolbar={null}
            finish={
              <ButtonLink variant="secondary" to="?" className="w-full">
                Leave practice
              </ButtonLink>
            }
            afterItem={(item) => (
              <div className="mt-5">
                <Button
                  variant="secondary"
                  onClick={() => checkItem(item)}
                  loading={checking === item.id}
                  disabled={!isAnswered(item, answers[item.id])}
                >
                  Check my answer
                </Button>
                {checkError?.itemId === item.id && (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {checkError.message}
                  </p>
                )}
                {feedback[item.id] && <Feedback feedback={feedback[item.id]!} />}
              </div>
            )}
          />
        </div>
      )}
    </div>
  );
}
