import type { Answer, CodeLanguage, RunCode } from '@talent/contract/assessments';
import type { Certificate, Lesson } from '@talent/contract/courses';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CodingItem } from '../../../components/assessment-items/coding-item.tsx';
import { PromptText } from '../../../components/assessment-items/prompt-text.tsx';
import { RunCases } from '../../../components/assessment-items/run-results.tsx';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, formatWait, retryAfterSeconds } from '../../../lib/form-errors.ts';
import { runExercise, useSubmitExercise, type ExerciseResult } from '../api/exercise.ts';

type ExerciseLesson = Extract<Lesson, { kind: 'exercise' }>;

/** The code to start from: what was submitted last in the first language, else its starter. */
function firstAnswer(lesson: ExerciseLesson): Extract<Answer, { type: 'coding' }> | undefined {
  if (lesson.item.type !== 'coding') return undefined;
  const saved = Object.entries(lesson.saved)[0] as [CodeLanguage, string] | undefined;
  if (saved) return { type: 'coding', language: saved[0], source: saved[1] };
  const language = lesson.item.languages[0];
  return language ? { type: 'coding', language, source: lesson.item.starter[language] ?? '' } : undefined;
}

/**
 * A coding exercise: the task, the editor (the skill tests' one), Run against the sample cases and the
 * candidate's own input, and Submit, graded on hidden cases; the lesson is done when every case passes.
 */
export function ExerciseLesson({
  lesson,
  onCertificate,
}: {
  lesson: ExerciseLesson;
  onCertificate: (certificate: Certificate) => void;
}) {
  const [answer, setAnswer] = useState(() => firstAnswer(lesson));
  const [result, setResult] = useState<ExerciseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set when a graded result arrives: its heading takes the focus once it is on the page (not before: a frame
  // can come before React has rendered it on a busy machine).
  const focusResult = useRef(false);
  useEffect(() => {
    if (!result || !focusResult.current) return;
    focusResult.current = false;
    resultHeading.current?.focus();
  }, [result]);
  const submit = useSubmitExercise(lesson.course_id, lesson.id);
  const item = lesson.item;
  if (item.type !== 'coding') return <p className="text-ink-600">This exercise cannot be shown.</p>;

  const runCode = ({ language, source, custom_input }: RunCode) =>
    runExercise(lesson.course_id, lesson.id, {
      language,
      source,
      ...(custom_input !== undefined ? { custom_input } : {}),
    });

  const onSubmit = () => {
    if (!answer) return;
    setError(null);
    submit.mutate(
      { language: answer.language, source: answer.source },
      {
        onSuccess: (graded) => {
          focusResult.current = true;
          setResult(graded);
          if (graded.certificate) onCertificate(graded.certificate);
        },
        onError: (failure) => {
          const wait = retryAfterSeconds(failure);
          setError(
            wait !== null
              ? `Too many submissions. Try again in ${formatWait(wait)}.`
              : errorMessage(failure, 'Your code could not be graded. Please try again.'),
          );
        },
      },
    );
  };

  const passed = result?.cases.filter((c) => c.passed).length ?? 0;
  return (
    <div className="space-y-5">
      {lesson.body && <LessonMarkdown markdown={lesson.body} />}
      <section aria-labelledby="exercise-task" className="rounded-card border border-ink-200 bg-white p-5">
        <h3 id="exercise-task" className="font-semibold text-ink-900">
          {item.title}
        </h3>
        <div id="exercise-prompt" className="mt-2">
          <PromptText markdown={item.prompt} />
        </div>
        <div className="mt-4">
          <CodingItem
            item={item}
            answer={answer}
            onChange={(next) => {
              if (next.type === 'coding') setAnswer(next);
            }}
            disabled={submit.isPending}
            labelledBy="exercise-task"
            runCode={runCode}
          />
        </div>
        <div className="mt-5 border-t border-ink-100 pt-4">
          <Button onClick={onSubmit} loading={submit.isPending} disabled={!answer}>
            <Send aria-hidden="true" className="size-4" />
            Submit for grading
          </Button>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </section>
      {result && (
        <section
          aria-labelledby="exercise-result"
          className={`rounded-card border p-5 ${result.passed ? 'border-brand-200 bg-brand-50' : 'border-amber-200 bg-amber-50'}`}
        >
          <h3
            id="exercise-result"
            ref={resultHeading}
            tabIndex={-1}
            className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900 focus:outline-none"
          >
            {result.passed ? (
              <CircleCheck aria-hidden="true" className="size-5 text-brand-700" />
            ) : (
              <CircleX aria-hidden="true" className="size-5 text-amber-700" />
            )}
            {result.passed
              ? 'Every test passed: this lesson is done'
              : `${passed} of ${result.cases.length} tests passed`}
          </h3>
          {!result.passed && (
            <p className="mt-1 text-sm text-ink-800">Fix what failed below and submit again.</p>
          )}
          <div className="mt-4">
            <RunCases cases={result.cases} />
          </div>
        </section>
      )}
    </div>
  );
}
