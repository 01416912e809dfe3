import type { Answer, ItemView, RunResult } from '@talent/contract/assessments';
import type { Certificate, Lesson } from '@talent/contract/courses';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { InlineText } from '../../../components/assessment-items/inline-text.tsx';
import { ItemAnswer } from '../../../components/assessment-items/item-answer.tsx';
import { PromptText } from '../../../components/assessment-items/prompt-text.tsx';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCheckQuizItem, useSubmitQuiz, type QuizFeedback, type QuizResult } from '../api/quiz.ts';
import { plural } from '../lib/format-course.ts';
import { answerOf, submission, unanswered } from '../lib/quiz.ts';

type QuizLesson = Extract<Lesson, { kind: 'quiz' }>;

// Quizzes hold no coding items; the control still asks how to run code.
const noRun = (): Promise<RunResult> => Promise.reject(new Error('A quiz has no code to run.'));

function Verdict({ correct, explanation, expected }: QuizFeedback) {
  return (
    <div
      className={`mt-4 rounded-control border p-3 text-sm ${
        correct ? 'border-brand-200 bg-brand-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        {correct ? (
          <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
        ) : (
          <CircleX aria-hidden="true" className="size-4 text-red-700" />
        )}
        {correct ? 'Correct' : 'Not quite'}
      </p>
      {!correct && expected && (
        <p className="mt-1.5 text-ink-800">
          The answer: <InlineText text={expected} />
        </p>
      )}
      {explanation && <PromptText markdown={explanation} className="mt-1.5" />}
    </div>
  );
}

function Question({
  item,
  index,
  total,
  answer,
  canCheck,
  onAnswer,
  feedback,
  locked,
  onCheck,
  checking,
  checkError,
}: {
  item: ItemView;
  index: number;
  total: number;
  answer: Answer | undefined;
  canCheck: boolean;
  onAnswer: (answer: Answer) => void;
  feedback: QuizFeedback | undefined;
  locked: boolean;
  onCheck: () => void;
  checking: boolean;
  checkError: string | null;
}) {
  const headingId = `quiz-${item.id}-heading`;
  const promptId = `quiz-${item.id}-prompt`;
  return (
    <li aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-5">
      <h3 id={headingId} className="text-sm font-semibold text-ink-600">
        Question {index + 1} of {total}
      </h3>
      <div id={promptId} className="mt-2">
        <PromptText markdown={item.prompt} />
      </div>
      <div className="mt-4">
        <ItemAnswer
          item={item}
          answer={answer}
          onChange={onAnswer}
          disabled={locked}
          labelledBy={promptId}
          runCode={noRun}
        />
      </div>
      {!locked && (
        <div className="mt-4">
          <Button variant="secondary" onClick={onCheck} loading={checking} disabled={!canCheck}>
            Check this answer
          </Button>
          {checkError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {checkError}
            </p>
          )}
        </div>
      )}
      <div aria-live="polite">{feedback && <Verdict {...feedback} />}</div>
    </li>
  );
}

function ResultPanel({
  result,
  passPercent,
  onRetry,
  headingRef,
}: {
  result: QuizResult;
  passPercent: number;
  onRetry: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const right = result.items.filter((item) => item.correct).length;
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className={`rounded-card border p-5 ${
        result.passed ? 'border-brand-200 bg-brand-50' : 'border-amber-200 bg-amber-50'
      }`}
    >
      <h3
        id="quiz-result-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-lg font-semibold text-ink-900 focus:outline-none"
      >
        {result.passed ? 'Passed' : 'Not passed yet'}: {result.score_percent}%
      </h3>
      <p className="mt-1 text-sm text-ink-800">
        {right} of {plural(result.items.length, 'question')} right; the pass mark is {passPercent}%.{' '}
        {result.passed
          ? 'This lesson is done.'
          : 'Read the explanations below, then try again: your best score counts.'}
      </p>
      <Button variant={result.passed ? 'secondary' : 'primary'} className="mt-3" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {result.passed ? 'Take it again' : 'Try again'}
      </Button>
    </section>
  );
}

/**
 * A short quiz: every question on one page, each can be checked on the spot with its explanation; Submit grades
 * them all against the pass mark. A retry is open at once and the best score counts.
 */
export function QuizLesson({
  lesson,
  onCertificate,
}: {
  lesson: QuizLesson;
  onCertificate: (certificate: Certificate) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [feedback, setFeedback] = useState<Record<string, QuizFeedback>>({});
  const [checking, setChecking] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<{ itemId: string; message: string } | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set when a graded result arrives: its heading takes the focus once it is on the page (not before: a frame
  // can come before React has rendered it on a busy machine).
  const focusResult = useRef(false);
  useEffect(() => {
    if (!result || !focusResult.current) return;
    focusResult.current = false;
    resultHeading.current?.focus();
  }, [result]);
  const check = useCheckQuizItem(lesson.course_id, lesson.id);
  const submit = useSubmitQuiz(lesson.course_id, lesson.id);
  const items = lesson.items;
  const best = lesson.progress.best_score;

  const onAnswer = (item: ItemView, answer: Answer) => {
    setAnswers((previous) => ({ ...previous, [item.id]: answer }));
    setFeedback((previous) => {
      const next = { ...previous };
      delete next[item.id];
      return next;
    });
  };

  const onCheck = (item: ItemView) => {
    const answer = answerOf(item, answers);
    if (!answer) return;
    setChecking(item.id);
    setCheckError(null);
    check.mutate(
      { itemId: item.id, answer },
      {
        onSuccess: (verdict) => setFeedback((previous) => ({ ...previous, [item.id]: verdict })),
        onError: (error) =>
          setCheckError({
            itemId: item.id,
            message: errorMessage(error, 'The answer could not be checked.'),
          }),
        onSettled: () => setChecking(null),
      },
    );
  };

  const onSubmit = () => {
    const missing = unanswered(items, answers);
    if (missing.length > 0) {
      setSubmitError(
        `Answer every question first: ${plural(missing.length, 'question')} ${missing.length === 1 ? 'is' : 'are'} still open.`,
      );
      document.getElementById(`quiz-${missing[0]!.id}-heading`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setSubmitError(null);
    submit.mutate(submission(items, answers), {
      onSuccess: (graded) => {
        focusResult.current = true;
        setResult(graded);
        setFeedback(
          Object.fromEntries(
            graded.items.map((item) => [
              item.item_id,
              { correct: item.correct, explanation: item.explanation, expected: item.expected },
            ]),
          ),
        );
        if (graded.certificate) onCertificate(graded.certificate);
      },
      onError: (error) =>
        setSubmitError(errorMessage(error, 'The quiz could not be sent. Please try again.')),
    });
  };

  const retry = () => {
    setResult(null);
    setAnswers({});
    setFeedback({});
    setSubmitError(null);
  };

  return (
    <div className="space-y-5">
      {lesson.body && <LessonMarkdown markdown={lesson.body} />}
      <p className="text-sm text-ink-700">
        {plural(items.length, 'question')} · pass mark {lesson.pass_percent}%
        {best !== null && ` · your best so far ${best}%`}
      </p>
      {result && (
        <ResultPanel
          result={result}
          passPercent={lesson.pass_percent}
          onRetry={retry}
          headingRef={resultHeading}
        />
      )}
      <ol aria-label="Questions" className="space-y-4">
        {items.map((item, index) => (
          <Question
            key={item.id}
            item={item}
            index={index}
            total={items.length}
            answer={answers[item.id]}
            canCheck={answerOf(item, answers) !== undefined}
            onAnswer={(answer) => onAnswer(item, answer)}
            feedback={feedback[item.id]}
            locked={result !== null}
            onCheck={() => onCheck(item)}
            checking={checking === item.id}
            checkError={checkError?.itemId === item.id ? checkError.message : null}
          />
        ))}
      </ol>
      {!result && (
        <div>
          <Button onClick={onSubmit} loading={submit.isPending}>
            Submit answers
          </Button>
          {submitError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {submitError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
