import {
  ANSWER_MODE_LABELS,
  ANSWER_MODES,
  ANSWER_SECONDS,
  INTERVIEW_MAX_QUESTIONS,
  MAX_TAKES_LIMIT,
  THINK_SECONDS,
} from '@talent/contract/assignments';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAssignment } from '../api/create-assignment.ts';
import type { AssignmentOptions } from '../api/get-assignment-options.ts';
import { saveDraft } from '../lib/assignment-draft.ts';
import {
  blankQuestion,
  deadlineBounds,
  defaultDeadline,
  interviewBody,
  interviewResolver,
  questionValues,
  type InterviewValues,
} from '../lib/assignment-form.ts';
import { applyServerErrors, InputField, SelectInput, TextAreaField } from './fields.tsx';

const RUBRIC_MAX = 8;
const TOP_FIELDS = ['title', 'questions', 'rubric', 'deadline_at', 'message'];

export function initialInterview(options: AssignmentOptions, zone: string): InterviewValues {
  return {
    title: '',
    questions: [blankQuestion()],
    rubric: options.default_rubric.map((c) => ({ label: c.label, description: c.description ?? '' })),
    deadline_at: defaultDeadline(zone),
    message: '',
  };
}

function Questions({
  control,
  register,
  errors,
  templates,
}: {
  control: Control<InterviewValues>;
  register: UseFormRegister<InterviewValues>;
  errors: FieldErrors<InterviewValues>;
  templates: AssignmentOptions['interview_templates'];
}) {
  const id = useId();
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'questions' });
  const [templateId, setTemplateId] = useState('');
  const listError = errors.questions?.message ?? errors.questions?.root?.message;
  const full = fields.length >= INTERVIEW_MAX_QUESTIONS;

  const addTemplate = () => {
    const template = templates.find((t) => t.id === templateId);
    if (!template) return;
    const incoming = template.questions.map(questionValues);
    // A lone untouched question gives way to the template's; otherwise they are added after.
    const onlyBlank = fields.length === 1 && fields[0]?.prompt.trim() === '';
    if (onlyBlank) replace(incoming.slice(0, INTERVIEW_MAX_QUESTIONS));
    else append(incoming.slice(0, INTERVIEW_MAX_QUESTIONS - fields.length));
  };

  return (
    <fieldset aria-describedby={listError ? `${id}-questions-error` : undefined}>
      <legend className="text-sm font-semibold text-ink-900">Questions (1–{INTERVIEW_MAX_QUESTIONS})</legend>
      {templates.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <SelectInput
            label="Start from a template"
            name="template"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            className="min-w-56 flex-1"
          >
            <option value="">Choose a template…</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title} ({t.questions.length} questions)
              </option>
            ))}
          </SelectInput>
          <Button variant="secondary" onClick={addTemplate} disabled={!templateId || full}>
            Add its questions
          </Button>
        </div>
      )}
      <ol className="mt-3 space-y-3">
        {fields.map((field, index) => {
          const q = errors.questions?.[index];
          const n = index + 1;
          return (
            <li
              key={field.id}
              className="rounded-control border border-ink-200 p-3"
              data-testid="interview-question"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-sm font-semibold text-ink-800">Question {n}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">Move question {n} up</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">Move question {n} down</span>
                  </Button>
                  <Button variant="ghost" className="px-2" onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove question {n}</span>
                  </Button>
                </div>
              </div>
              <TextAreaField
                label={`Question ${n} text`}
                rows={2}
                maxLength={1000}
                error={q?.prompt?.message}
                {...register(`questions.${index}.prompt`)}
              />
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                <InputField
                  label="Think time (s)"
                  type="number"
                  inputMode="numeric"
                  min={THINK_SECONDS.min}
                  max={THINK_SECONDS.max}
                  error={q?.think_seconds?.message}
                  {...register(`questions.${index}.think_seconds`)}
                />
                <InputField
                  label="Answer time (s)"
                  type="number"
                  inputMode="numeric"
                  min={ANSWER_SECONDS.min}
                  max={ANSWER_SECONDS.max}
                  error={q?.answer_seconds?.message}
                  {...register(`questions.${index}.answer_seconds`)}
                />
                <InputField
                  label="Takes"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_TAKES_LIMIT}
                  error={q?.max_takes?.message}
                  hint="At least one retake helps."
                  {...register(`questions.${index}.max_takes`)}
                />
              </div>
              <fieldset
                className="mt-2"
                aria-describedby={q?.modes ? `${id}-modes-${index}-error` : undefined}
              >
                <legend className="text-sm font-medium text-ink-800">Question {n} may be answered by</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  {ANSWER_MODES.map((mode) => (
                    <label key={mode} className="flex items-center gap-2 text-sm text-ink-800">
                      <input
                        type="checkbox"
                        value={mode}
                        className="size-4 accent-brand-700"
                        {...register(`questions.${index}.modes`)}
                      />
                      {ANSWER_MODE_LABELS[mode]}
                    </label>
                  ))}
                </div>
                {q?.modes && (
                  <p id={`${id}-modes-${index}-error`} className="mt-1 text-sm text-red-700">
                    {q.modes.message ?? q.modes.root?.message}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!full && (
        <Button variant="secondary" className="mt-2" onClick={() => append(blankQuestion())}>
          <Plus aria-hidden="true" className="size-4" /> Add a question
        </Button>
      )}
      {listError && (
        <p id={`${id}-questions-error`} className="mt-1.5 text-sm text-red-700">
          {listError}
        </p>
      )}
    </fieldset>
  );
}

function Rubric({
  control,
  register,
  errors,
}: {
  control: Control<InterviewValues>;
  register: UseFormRegister<InterviewValues>;
  errors: FieldErrors<InterviewValues>;
}) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'rubric' });
  const listError = errors.rubric?.message ?? errors.rubric?.root?.message;
  return (
    <fieldset aria-describedby={listError ? `${id}-rubric-error` : undefined}>
      <legend className="text-sm font-semibold text-ink-900">Rubric</legend>
      <p className="mt-0.5 text-xs text-ink-500">
        You rate each answer 1–5 against these. Nothing is scored automatically.
      </p>
      <ol className="mt-2 space-y-2">
        {fields.map((field, index) => {
          const c = errors.rubric?.[index];
          const n = index + 1;
          return (
            <li key={field.id} className="flex flex-wrap items-start gap-2">
              <InputField
                label={`Criterion ${n}`}
                maxLength={80}
                error={c?.label?.message}
                className="min-w-40 flex-1"
                {...register(`rubric.${index}.label`)}
              />
              <InputField
                label={`What a 5 looks like (criterion ${n})`}
                maxLength={300}
                error={c?.description?.message}
                className="min-w-56 flex-[2]"
                {...register(`rubric.${index}.description`)}
              />
              <Button variant="ghost" className="mt-7 px-2" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove criterion {n}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {fields.length < RUBRIC_MAX && (
        <Button variant="secondary" className="mt-2" onClick={() => append({ label: '', description: '' })}>
          <Plus aria-hidden="true" className="size-4" /> Add a criterion
        </Button>
      )}
      {listError && (
        <p id={`${id}-rubric-error`} className="mt-1.5 text-sm text-red-700">
          {listError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Video interview": a title, questions (from a template or written here; each with think and answer time, takes
 * and the ways it may be answered), the rubric to rate against (the default one to start), a deadline, a message.
 */
export function InterviewForm({
  applicationId,
  options,
  zone,
  draftKey,
  initial,
  onSent,
}: {
  applicationId: string;
  options: AssignmentOptions;
  zone: string;
  draftKey: string;
  initial: InterviewValues | undefined;
  onSent: () => void;
}) {
  const create = useCreateAssignment(applicationId);
  const resolver = useMemo(() => interviewResolver(zone), [zone]);
  const bounds = useMemo(() => deadlineBounds(zone), [zone]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<InterviewValues>({
    resolver,
    defaultValues: initial ?? initialInterview(options, zone),
  });

  // Every change goes to the draft, so closing the dialog (or switching tabs) loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(draftKey, { interview: values as InterviewValues }),
      }),
    [subscribe, draftKey],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(interviewBody(values, zone));
      toast.success(`"${values.title.trim()}" was sent; the candidate has the link.`);
      onSent();
    } catch (error) {
      const accepts = (key: string) => TOP_FIELDS.includes(key.split('.')[0] ?? '');
      if (!applyServerErrors(error, setError, accepts))
        setError('root.server', { message: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Send a video interview">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <InputField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
      <Questions
        control={control}
        register={register}
        errors={errors}
        templates={options.interview_templates}
      />
      <Rubric control={control} register={register} errors={errors} />
      <InputField
        label="Deadline"
        type="datetime-local"
        min={bounds.min}
        max={bounds.max}
        error={errors.deadline_at?.message}
        hint={`Your time (${zone.replaceAll('_', ' ')}); from a day to 30 days away.`}
        {...register('deadline_at')}
      />
      <TextAreaField
        label={
          <>
            Message to the candidate <span className="font-normal text-ink-500">(optional)</span>
          </>
        }
        maxLength={2000}
        error={errors.message?.message}
        hint="Shown on the interview's page with the link."
        {...register('message')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Close</Button>
        </Dialog.Close>
        <Button type="submit" loading={isSubmitting}>
          Send interview
        </Button>
      </div>
    </form>
  );
}
