import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { emptyQuestion, type LessonFormValues, type QuizItemType } from '../lib/lesson-form.ts';

const TYPE_LABELS: Record<QuizItemType, string> = {
  single_choice: 'One right option',
  multiple_choice: 'Several right options',
  short_answer: 'Short written answer',
  ordering: 'Put steps in order',
};

const inputClass = (invalid: boolean) =>
  `block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;

type ItemErrors = NonNullable<FieldErrors<LessonFormValues>['items']>[number];
type ListErrors = {
  root?: { message?: string };
  [index: number]: { text?: { message?: string } } | undefined;
};

interface ItemProps {
  index: number;
  control: Control<LessonFormValues>;
  register: UseFormRegister<LessonFormValues>;
  setValue: UseFormSetValue<LessonFormValues>;
  errors: ItemErrors | undefined;
}

/** The options of a choice question, each with its "right" tick (one for single choice, any for multiple). */
function Options({ index, control, register, setValue, errors }: ItemProps) {
  const id = useId();
  const name = `items.${index}.options` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const type = useWatch({ control, name: `items.${index}.type` });
  const options = useWatch({ control, name });
  const listErrors = errors?.options as ListErrors | undefined;
  const single = type === 'single_choice';
  return (
    <fieldset aria-describedby={`${id}-hint${listErrors?.root ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-ink-800">Options</legend>
      <ol className="mt-1.5 space-y-2">
        {fields.map((field, at) => {
          const error = listErrors?.[at]?.text?.message;
          return (
            <li key={field.id} className="flex items-start gap-2">
              <label className="mt-2 inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-ink-700">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`${id}-right`}
                  checked={options?.[at]?.correct ?? false}
                  onChange={(event) => {
                    if (single) {
                      options?.forEach((_, other) =>
                        setValue(`${name}.${other}.correct`, other === at, { shouldDirty: true }),
                      );
                    } else {
                      setValue(`${name}.${at}.correct`, event.target.checked, { shouldDirty: true });
                    }
                  }}
                  aria-label={`Right: option ${at + 1}`}
                  className="size-4 accent-brand-700"
                />
                Right
              </label>
              <div className="flex-1">
                <input
                  aria-label={`Option ${at + 1}`}
                  aria-invalid={error ? true : undefined}
                  maxLength={500}
                  className={inputClass(Boolean(error))}
                  {...register(`${name}.${at}.text`)}
                />
                {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
              </div>
              <button
                type="button"
                aria-label={`Remove option ${at + 1}`}
                disabled={fields.length <= 2}
                onClick={() => remove(at)}
                className="mt-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        className="mt-2 px-2 py-1"
        disabled={fields.length >= 8}
        onClick={() => append({ text: '', correct: false })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add an option
      </Button>
      <FieldMessages
        hint={single ? 'Tick the one right option.' : 'Tick every right option.'}
        hintId={`${id}-hint`}
        error={listErrors?.root?.message}
        errorId={`${id}-error`}
      />
    </fieldset>
  );
}

/** A list of short texts: the accepted answers, or the steps in their right order (movable). */
function TextList({ index, control, register, errors, list }: ItemProps & { list: 'accepted' | 'steps' }) {
  const id = useId();
  const name = `items.${index}.${list}` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const listErrors = errors?.[list] as ListErrors | undefined;
  const noun = list === 'accepted' ? 'Accepted answer' : 'Step';
  return (
    <fieldset aria-describedby={`${id}-hint${listErrors?.root ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-ink-800">
        {list === 'accepted' ? 'Accepted answers' : 'Steps, in the right order'}
      </legend>
      <ol className="mt-1.5 space-y-2">
        {fields.map((field, at) => {
          const error = listErrors?.[at]?.text?.message;
          return (
            <li key={field.id} className="flex items-start gap-2">
              <div className="flex-1">
                <input
                  aria-label={`${noun} ${at + 1}`}
                  aria-invalid={error ? true : undefined}
                  maxLength={list === 'accepted' ? 200 : 300}
                  className={inputClass(Boolean(error))}
                  {...register(`${name}.${at}.text`)}
                />
                {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
              </div>
              {list === 'steps' && (
                <>
                  <button
                    type="button"
                    aria-label={`Move step ${at + 1} up`}
                    disabled={at === 0}
                    onClick={() => move(at, at - 1)}
                    className="mt-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 disabled:opacity-40"
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move step ${at + 1} down`}
                    disabled={at === fields.length - 1}
                    onClick={() => move(at, at + 1)}
                    className="mt-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 disabled:opacity-40"
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </>
              )}
              <button
                type="button"
                aria-label={`Remove ${noun.toLowerCase()} ${at + 1}`}
                disabled={fields.length <= 1}
                onClick={() => remove(at)}
                className="mt-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <Button variant="ghost" className="mt-2 px-2 py-1" onClick={() => append({ text: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        {list === 'accepted' ? 'Add an accepted answer' : 'Add a step'}
      </Button>
      <FieldMessages
        hint={
          list === 'accepted'
            ? 'Any of these counts as right; case and spaces around the answer do not matter.'
            : 'Write them in the right order; candidates get them shuffled.'
        }
        hintId={`${id}-hint`}
        error={listErrors?.root?.message}
        errorId={`${id}-error`}
      />
    </fieldset>
  );
}

function Question(props: ItemProps & { total: number; onRemove: () => void }) {
  const { index, control, register, errors, total, onRemove } = props;
  const id = useId();
  const type = useWatch({ control, name: `items.${index}.type` });
  return (
    <li>
      <fieldset className="rounded-card border border-ink-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">Question {index + 1}</legend>
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-52 flex-1">
              <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink-800">
                Kind of question
              </label>
              <select
                id={`${id}-type`}
                className={`mt-1.5 ${inputClass(false)}`}
                {...register(`items.${index}.type`)}
              >
                {Object.entries(TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="ghost" onClick={onRemove} disabled={total <= 1}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove question {index + 1}
            </Button>
          </div>
          <div>
            <label htmlFor={`${id}-prompt`} className="block text-sm font-medium text-ink-800">
              Question
            </label>
            <textarea
              id={`${id}-prompt`}
              rows={2}
              maxLength={4000}
              aria-invalid={errors?.prompt ? true : undefined}
              aria-describedby={errors?.prompt ? `${id}-prompt-error` : undefined}
              className={`mt-1.5 ${inputClass(Boolean(errors?.prompt))}`}
              {...register(`items.${index}.prompt`)}
            />
            <FieldMessages error={errors?.prompt?.message} errorId={`${id}-prompt-error`} />
          </div>
          {type === 'single_choice' || type === 'multiple_choice' ? (
            <Options {...props} />
          ) : type === 'short_answer' ? (
            <TextList {...props} list="accepted" />
          ) : (
            <TextList {...props} list="steps" />
          )}
          <div>
            <label htmlFor={`${id}-explanation`} className="block text-sm font-medium text-ink-800">
              Explanation (shown after answering)
            </label>
            <textarea
              id={`${id}-explanation`}
              rows={2}
              maxLength={4000}
              className={`mt-1.5 ${inputClass(false)}`}
              {...register(`items.${index}.explanation`)}
            />
          </div>
        </div>
      </fieldset>
    </li>
  );
}

/** A quiz's questions of the assessment engine's types, each with its answer key and explanation. */
export function QuizItemsEditor({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<LessonFormValues>;
  register: UseFormRegister<LessonFormValues>;
  setValue: UseFormSetValue<LessonFormValues>;
  errors: FieldErrors<LessonFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const rootError =
    (errors.items as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    (errors.items as { message?: string } | undefined)?.message;
  return (
    <section aria-labelledby="quiz-questions-heading">
      <h4 id="quiz-questions-heading" className="text-sm font-semibold text-ink-900">
        Questions
      </h4>
      <ol className="mt-2 space-y-3">
        {fields.map((field, index) => (
          <Question
            key={field.id}
            index={index}
            total={fields.length}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors.items?.[index]}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {rootError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {rootError}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={fields.length >= 50}
        onClick={() => append(emptyQuestion())}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a question
      </Button>
    </section>
  );
}
