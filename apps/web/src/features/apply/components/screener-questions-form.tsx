import { zodResolver } from '@hookform/resolvers/zod';
import type { ScreenerAnswer } from '@talent/contract/applications';
import { BadgeCheck, Info, TriangleAlert } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import {
  answersFormSchema,
  coveredText,
  KNOCKOUT_WARNING,
  knockoutRuleText,
  missesKnockout,
  NUMBER_ANSWER_MAX,
  TEXT_ANSWER_MAX,
  toAnswers,
  toFormValues,
  type AnswerFormValues,
  type AskedQuestion,
} from '../lib/screener.ts';

export interface ScreenerQuestionsFormProps {
  /** With `covered_by` on the signed-in flow: a question the candidate's badge answers is shown, not asked. */
  questions: readonly AskedQuestion[];
  /** Answers from a draft, so Back and a reload keep them. */
  defaultAnswers?: readonly ScreenerAnswer[] | undefined;
  /** Called with valid, typed answers (blank optional ones left out). */
  onSubmit: (answers: ScreenerAnswer[]) => void | Promise<void>;
  /** Every change, for autosave; the caller debounces. */
  onAnswersChange?: ((answers: ScreenerAnswer[]) => void) | undefined;
  /** The buttons under the questions; one of them should be `type="submit"`. */
  actions: ReactNode;
  /** A message for the whole form (a failed save, a server error). */
  formError?: string | undefined;
  /** Id of the <form>, so a submit button elsewhere can use `form=`. */
  id?: string | undefined;
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="ml-1 text-red-700">
      <span aria-hidden="true">*</span>
      <span className="sr-only">(required)</span>
    </span>
  ) : (
    <span className="ml-1.5 text-xs font-normal text-ink-500">(optional)</span>
  );
}

function RuleNote({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 flex items-center gap-1.5 text-xs font-medium text-ink-600">
      <Info aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
      {text}
    </p>
  );
}

function KnockoutWarning({ id }: { id: string }) {
  return (
    <p
      id={id}
      className="mt-2 flex items-start gap-2 rounded-control bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {KNOCKOUT_WARNING}
    </p>
  );
}

/** The test passport: the candidate's badge answers this question, so it is not asked. */
function CoveredQuestion({ question, index }: { question: AskedQuestion; index: number }) {
  const badge = question.covered_by!;
  return (
    <div data-testid={`covered-${question.id}`}>
      <p className="text-sm font-medium text-ink-900">
        <span className="mr-1.5 text-ink-500">{index + 1}.</span>
        {question.text}
      </p>
      <p className="mt-2 flex items-start gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">{coveredText(question)}</span> ({badge.title}): the recruiter sees
          the badge as your answer.{' '}
          <a
            href={`/credentials/${badge.badge_id}`}
            target="_blank"
            rel="noreferrer"
            className="font-medium underline hover:text-brand-700"
          >
            View the badge<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      </p>
    </div>
  );
}

function QuestionField({
  question,
  index,
  prefix,
  register,
  errors,
  value,
}: {
  question: AskedQuestion;
  index: number;
  prefix: string;
  register: UseFormRegister<AnswerFormValues>;
  errors: FieldErrors<AnswerFormValues>;
  value: string;
}) {
  const base = `${prefix}-${question.id}`;
  const rule = knockoutRuleText(question);
  const error = errors[question.id]?.message;
  const typed = toAnswers([question], { [question.id]: value })[0]?.value;
  const missed = !error && missesKnockout(question, typed);
  const ruleId = rule ? `${base}-rule` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const warningId = missed ? `${base}-warning` : undefined;
  const describedBy = [ruleId, errorId, warningId].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      <span className="mr-1.5 text-ink-500">{index + 1}.</span>
      {question.text}
      <RequiredMark required={question.required} />
    </>
  );
  const messages = (
    <>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      {/* Polite live region: the warning appears as the candidate answers, without interrupting them. */}
      <div aria-live="polite">{missed && warningId && <KnockoutWarning id={warningId} />}</div>
    </>
  );

  if (question.kind === 'yes_no') {
    return (
      <fieldset
        role="radiogroup"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={question.required}
      >
        <legend className="text-sm font-medium text-ink-900">{label}</legend>
        {rule && ruleId && <RuleNote id={ruleId} text={rule} />}
        <div className="mt-2.5 flex gap-3">
          {(['yes', 'no'] as const).map((option) => (
            <label
              key={option}
              htmlFor={`${base}-${option}`}
              className={`flex min-w-24 cursor-pointer items-center gap-2 rounded-control border px-3.5 py-2.5 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                error ? 'border-red-600' : 'border-ink-300'
              }`}
            >
              <input
                id={`${base}-${option}`}
                type="radio"
                value={option}
                className="size-4 accent-brand-700"
                {...register(question.id)}
              />
              {option === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  const inputId = `${base}-input`;
  const control =
    'block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      {rule && ruleId && <RuleNote id={ruleId} text={rule} />}
      {question.kind === 'number' ? (
        <div className="mt-2 flex max-w-56 items-center gap-2">
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0}
            max={NUMBER_ANSWER_MAX}
            step="any"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${control} ${error ? 'border-red-600' : 'border-ink-300'}`}
            {...register(question.id)}
          />
          {question.unit && <span className="text-sm text-ink-600">{question.unit}</span>}
        </div>
      ) : (
        <textarea
          id={inputId}
          rows={4}
          maxLength={TEXT_ANSWER_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-2 ${control} ${error ? 'border-red-600' : 'border-ink-300'}`}
          {...register(question.id)}
        />
      )}
      {messages}
    </div>
  );
}

/**
 * The job's screener questions: yes/no as radio groups, numbers with their unit, free text. Each knock-out rule
 * is stated before the answer, and an answer that misses it gets a calm warning rather than a block: the
 * candidate may still apply, flagged.
 */
export function ScreenerQuestionsForm({
  questions,
  defaultAnswers,
  onSubmit,
  onAnswersChange,
  actions,
  formError,
  id,
}: ScreenerQuestionsFormProps) {
  const prefix = useId();
  const schema = useMemo(() => answersFormSchema(questions), [questions]);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<AnswerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(questions, defaultAnswers),
  });
  const values = useWatch({ control });

  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit((formValues) => onSubmit(toAnswers(questions, formValues)))}
      // Input events bubble here after the field registered them: only what the candidate changed is reported.
      onChange={() => onAnswersChange?.(toAnswers(questions, getValues()))}
      className="space-y-6"
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id}>
            {question.covered_by ? (
              <CoveredQuestion question={question} index={index} />
            ) : (
              <QuestionField
                question={question}
                index={index}
                prefix={prefix}
                register={register}
                errors={errors}
                value={values[question.id] ?? ''}
              />
            )}
          </li>
        ))}
      </ol>
      <p className="text-xs text-ink-500">
        <span aria-hidden="true" className="text-red-700">
          *
        </span>{' '}
        Required
      </p>
      {actions}
    </form>
  );
}
