import { LIKERT_LABELS } from '@talent/contract/work-style';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Questionnaire } from '../api/work-style-api.ts';

/** Statements per screen: short enough to read without scrolling far, few enough screens to feel quick. */
export const PER_SCREEN = 5;

/**
 * The statements a few at a time, each a group of five labelled radio buttons. Next checks the screen: an
 * unanswered statement is marked and gets the focus. The parent keeps the answers (and saves them as a draft).
 */
export function QuestionnaireForm({
  questionnaire,
  answers,
  page,
  onAnswer,
  onPage,
  onFinish,
  submitting,
  focusOnMount,
}: {
  questionnaire: Questionnaire;
  answers: Record<string, number>;
  page: number;
  onAnswer: (itemId: string, value: number) => void;
  onPage: (page: number) => void;
  onFinish: () => void;
  submitting: boolean;
  /** Move the focus to the screen's heading when it appears (after Start, Next or Back). */
  focusOnMount: boolean;
}) {
  const screens = Math.ceil(questionnaire.items.length / PER_SCREEN);
  const screen = Math.min(page, screens - 1);
  const items = questionnaire.items.slice(screen * PER_SCREEN, (screen + 1) * PER_SCREEN);
  const answered = questionnaire.items.filter((item) => answers[item.id] !== undefined).length;
  const last = screen === screens - 1;
  const [checked, setChecked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each screen is a new instance (the page keys it): the focus moves to its heading, except on the first one shown.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the screen mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const next = () => {
    const missing = items.find((item) => answers[item.id] === undefined);
    if (missing) {
      setChecked(true);
      document.querySelector<HTMLInputElement>(`input[name="${missing.id}"]`)?.focus();
      return;
    }
    if (last) onFinish();
    else onPage(screen + 1);
  };

  return (
    <section aria-labelledby="questions-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="questions-heading"
          ref={heading}
          tabIndex={-1}
          className="font-display text-lg font-semibold text-ink-900 focus:outline-none"
        >
          Screen {screen + 1} of {screens}
        </h2>
        <p className="text-sm text-ink-600">
          {answered} of {questionnaire.items.length} answered
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Statements answered"
        aria-valuemin={0}
        aria-valuemax={questionnaire.items.length}
        aria-valuenow={answered}
        aria-valuetext={`${answered} of ${questionnaire.items.length} answered`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${(answered / questionnaire.items.length) * 100}%` }}
        />
      </div>
      <p className="mt-4 text-sm text-ink-600">
        How much do you agree with each statement? Think of how you like to work, not how you think you
        should.
      </p>

      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {items.map((item, index) => {
          const number = screen * PER_SCREEN + index + 1;
          const invalid = checked && answers[item.id] === undefined;
          return (
            <fieldset
              key={item.id}
              aria-describedby={invalid ? `${item.id}-error` : undefined}
              className={`rounded-card border bg-white p-4 shadow-card sm:p-5 ${
                invalid ? 'border-red-400' : 'border-ink-200'
              }`}
            >
              <legend className="float-left w-full font-medium text-ink-900">
                <span className="text-ink-600">{number}.</span> {item.statement}
              </legend>
              {invalid && (
                <p id={`${item.id}-error`} className="clear-left pt-1 text-sm text-red-700">
                  Choose an answer for this statement.
                </p>
              )}
              <div className="clear-left grid grid-cols-1 gap-2 pt-3 sm:grid-cols-5">
                {LIKERT_LABELS.map((label, i) => {
                  const value = i + 1;
                  const id = `${item.id}-${value}`;
                  return (
                    <label
                      key={value}
                      htmlFor={id}
                      className="flex cursor-pointer items-center gap-2 rounded-control border border-ink-200 px-3 py-2 text-sm text-ink-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 sm:flex-col sm:gap-1 sm:text-center"
                    >
                      <input
                        type="radio"
                        id={id}
                        name={item.id}
                        value={value}
                        checked={answers[item.id] === value}
                        onChange={() => onAnswer(item.id, value)}
                        className="size-4 accent-brand-600 focus:outline-none"
                      />
                      {label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {checked && items.some((item) => answers[item.id] === undefined) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            Answer every statement on this screen to go on.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <Button
            type="button"
            variant="secondary"
            disabled={screen === 0 || submitting}
            onClick={() => onPage(screen - 1)}
          >
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            {last ? 'See my result' : 'Next'}
          </Button>
        </div>
      </form>
    </section>
  );
}
