import {
  LESSON_KINDS,
  LESSON_KIND_LABELS,
  LessonInputSchema,
  type OperatorCourse,
} from '@talent/contract/courses';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveLesson } from '../api/course-actions.ts';
import { formDraft } from '../lib/drafts.ts';
import { applyServerErrors, contractResolver } from '../lib/form-errors.ts';
import {
  emptyLesson,
  emptyQuestion,
  isLessonValues,
  lessonFieldOf,
  lessonInput,
  lessonValues,
  type LessonFormValues,
} from '../lib/lesson-form.ts';
import { selectClass } from './select-class.ts';
import { MarkdownField } from './markdown-field.tsx';
import { CaptionsField, VideoField } from './media-fields.tsx';
import { QuizItemsEditor } from './quiz-items-editor.tsx';

type OperatorLesson = OperatorCourse['modules'][number]['lessons'][number];

const BODY_LABELS = {
  text: 'Lesson text',
  video: 'Notes under the video (optional)',
  quiz: 'Introduction (optional)',
  exercise: 'Introduction (optional)',
} as const;

/** Fields the form shows; a 422 on any other goes above the buttons. */
function shown(field: string): boolean {
  return (
    [
      'title',
      'kind',
      'minutes',
      'body',
      'video_file_id',
      'captions_file_id',
      'pass_percent',
      'is_final',
      'exercise_item_id',
    ].includes(field) || field.startsWith('items')
  );
}

/**
 * One lesson's form, new or existing: title, kind, time estimate, its Markdown with preview, and what its kind
 * needs (a clip and captions, questions with their key, or a coding task). Unsaved changes are kept for the session.
 */
export function LessonEditor({
  course,
  moduleId,
  lesson,
  userId,
  onClose,
}: {
  course: OperatorCourse;
  moduleId: string;
  lesson: OperatorLesson | null;
  userId: string;
  onClose: (saved: boolean) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = useMemo(
    () =>
      formDraft(userId, course.id, lesson ? `lesson-${lesson.id}` : `new-lesson-${moduleId}`, isLessonValues),
    [userId, course.id, lesson, moduleId],
  );
  const [restored] = useState(() => draft.load());
  const [showRestored, setShowRestored] = useState(restored !== null);
  const initial = lesson ? lessonValues(lesson) : emptyLesson();
  const save = useSaveLesson(course.id);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<LessonFormValues>({
    defaultValues: restored ?? initial,
    resolver: contractResolver(LessonInputSchema, lessonInput, lessonFieldOf),
  });
  const values = useWatch({ control }) as LessonFormValues;
  const kind = values.kind;
  useEffect(() => {
    if (isDirty) draft.save(values);
  }, [values, isDirty, draft]);
  useEffect(() => heading.current?.focus(), []);

  // A quiz starts with one empty question to fill in.
  useEffect(() => {
    if (kind === 'quiz' && values.items.length === 0) setValue('items', [emptyQuestion()]);
  }, [kind, values.items.length, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync({ moduleId, lessonId: lesson?.id ?? null, input: lessonInput(form) });
      draft.clear();
      toast.success(lesson ? 'The lesson is saved.' : 'The lesson is added.');
      onClose(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, lessonFieldOf, shown)) {
        setError('root.server', { message: errorMessage(error, 'The lesson could not be saved.') });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-card border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <h4
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-display font-semibold text-ink-900 focus:outline-none"
      >
        {lesson ? `Edit “${lesson.title}”` : 'New lesson'}
      </h4>
      {showRestored && (
        <Alert tone="info">
          <span className="flex flex-wrap items-center justify-between gap-2">
            Your unsaved changes from before are back.
            <button
              type="button"
              className="inline-flex items-center gap-1 font-semibold underline"
              onClick={() => {
                draft.clear();
                setShowRestored(false);
                reset(initial);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Discard them
            </button>
          </span>
        </Alert>
      )}
      <TextField label="Lesson title" maxLength={160} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-ink-800">
            Kind
          </label>
          <select
            id={`${id}-kind`}
            aria-invalid={errors.kind ? true : undefined}
            className={selectClass(Boolean(errors.kind))}
            {...register('kind')}
          >
            {LESSON_KINDS.map((option) => (
              <option key={option} value={option}>
                {LESSON_KIND_LABELS[option]}
              </option>
            ))}
          </select>
          <FieldMessages error={errors.kind?.message} errorId={`${id}-kind-error`} />
        </div>
        <TextField
          label="Time it takes (minutes)"
          type="number"
          min={1}
          max={600}
          hint="The estimate candidates see in the syllabus."
          error={errors.minutes?.message}
          {...register('minutes', { valueAsNumber: true })}
        />
      </div>

      {kind === 'video' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Controller
            control={control}
            name="video_file_id"
            render={({ field }) => (
              <VideoField
                value={field.value}
                durationSeconds={lesson?.duration_seconds ?? null}
                onChange={field.onChange}
                error={errors.video_file_id?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="captions_file_id"
            render={({ field }) => (
              <CaptionsField
                value={field.value}
                onChange={field.onChange}
                error={errors.captions_file_id?.message}
              />
            )}
          />
        </div>
      )}

      <MarkdownField
        label={BODY_LABELS[kind]}
        value={values.body ?? ''}
        registration={register('body')}
        error={errors.body?.message}
        maxLength={50_000}
        rows={kind === 'text' ? 14 : 5}
      />

      {kind === 'quiz' && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Pass mark (%)"
              type="number"
              min={1}
              max={100}
              hint={`Leave empty for the course's ${course.pass_percent}%.`}
              error={errors.pass_percent?.message}
              {...register('pass_percent', { setValueAs: (v: string) => (v === '' ? '' : Number(v)) })}
            />
            <div className="flex items-start gap-2 pt-7">
              <input
                id={`${id}-final`}
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                aria-describedby={`${id}-final-hint`}
                {...register('is_final')}
              />
              <div>
                <label htmlFor={`${id}-final`} className="text-sm font-medium text-ink-800">
                  The course's final quiz
                </label>
                <p id={`${id}-final-hint`} className="text-xs text-ink-500">
                  Passing it (with every lesson done) completes the course and issues the certificate. One per
                  course: marking this one moves the mark here.
                </p>
                <FieldMessages error={errors.is_final?.message} errorId={`${id}-final-error`} />
              </div>
            </div>
          </div>
          <QuizItemsEditor control={control} register={register} setValue={setValue} errors={errors} />
        </>
      )}

      {kind === 'exercise' && (
        <TextField
          label="Coding task (its id in the skill tests' bank)"
          hint="The exercise runs this task's sample cases and grades on its hidden ones."
          error={errors.exercise_item_id?.message}
          {...register('exercise_item_id')}
        />
      )}

      <div className="flex items-start gap-2">
        <input
          id={`${id}-preview`}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          aria-describedby={`${id}-preview-hint`}
          {...register('preview')}
        />
        <div>
          <label htmlFor={`${id}-preview`} className="text-sm font-medium text-ink-800">
            Free preview
          </label>
          <p id={`${id}-preview-hint`} className="text-xs text-ink-500">
            Candidates can open it before enrolling.
          </p>
        </div>
      </div>

      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {lesson ? 'Save the lesson' : 'Add the lesson'}
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          Close
        </Button>
      </div>
    </form>
  );
}
