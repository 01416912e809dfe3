import {
  COURSE_LEVELS,
  COURSE_LEVEL_LABELS,
  CourseInputSchema,
  type OperatorCourse,
} from '@talent/contract/courses';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCourse } from '../api/course-actions.ts';
import {
  courseFieldOf,
  courseInput,
  courseValues,
  isCourseValues,
  type CourseFormValues,
} from '../lib/course-form.ts';
import { formDraft } from '../lib/drafts.ts';
import { applyServerErrors, contractResolver } from '../lib/form-errors.ts';
import { MarkdownField } from './markdown-field.tsx';
import { selectClass } from './select-class.ts';
import { SkillsField } from './skills-field.tsx';

const FIELDS = ['title', 'summary', 'description', 'level', 'skills', 'outcomes', 'pass_percent'];
const DetailsSchema = CourseInputSchema.omit({ published: true });

/**
 * A course's details: title, summary, level, skills, description (Markdown with preview), outcomes and the pass
 * mark. What is typed and not saved is kept for the session; Save sends it, and a 422 shows on its fields.
 */
export function CourseDetailsForm({ course, userId }: { course: OperatorCourse; userId: string }) {
  const id = useId();
  const draft = useMemo(() => formDraft(userId, course.id, 'details', isCourseValues), [userId, course.id]);
  const [restored] = useState(() => draft.load());
  const update = useUpdateCourse(course.id);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<CourseFormValues>({
    defaultValues: restored ?? courseValues(course),
    resolver: contractResolver(DetailsSchema, courseInput, courseFieldOf),
  });
  const values = useWatch({ control }) as CourseFormValues;
  const [showRestored, setShowRestored] = useState(restored !== null);
  useEffect(() => {
    if (isDirty) draft.save(values);
  }, [values, isDirty, draft]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await update.mutateAsync(courseInput(form));
      draft.clear();
      setShowRestored(false);
      reset(courseValues(saved));
      toast.success('The course details are saved.');
    } catch (error) {
      if (!applyServerErrors(error, setError, courseFieldOf, (field) => FIELDS.includes(field))) {
        setError('root.server', { message: errorMessage(error, 'The details could not be saved.') });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
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
                reset(courseValues(course));
              }}
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Discard them
            </button>
          </span>
        </Alert>
      )}
      <TextField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
      <TextField
        label="Summary"
        maxLength={300}
        hint="One or two sentences: the catalogue's card shows them."
        error={errors.summary?.message}
        {...register('summary')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-level`} className="block text-sm font-medium text-ink-800">
            Level
          </label>
          <select
            id={`${id}-level`}
            aria-invalid={errors.level ? true : undefined}
            aria-describedby={errors.level ? `${id}-level-error` : undefined}
            className={selectClass(Boolean(errors.level))}
            {...register('level')}
          >
            <option value="">Choose a level</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {COURSE_LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
          <FieldMessages error={errors.level?.message} errorId={`${id}-level-error`} />
        </div>
        <TextField
          label="Pass mark of its quizzes (%)"
          type="number"
          min={1}
          max={100}
          hint="A quiz can set its own."
          error={errors.pass_percent?.message}
          {...register('pass_percent', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillsField value={field.value} onChange={field.onChange} error={errors.skills?.message} />
        )}
      />
      <MarkdownField
        label="Description"
        value={values.description ?? ''}
        registration={register('description')}
        error={errors.description?.message}
        maxLength={20_000}
        rows={8}
      />
      <div>
        <label htmlFor={`${id}-outcomes`} className="block text-sm font-medium text-ink-800">
          What candidates can do afterwards
        </label>
        <textarea
          id={`${id}-outcomes`}
          rows={4}
          aria-invalid={errors.outcomes ? true : undefined}
          aria-describedby={`${id}-outcomes-hint${errors.outcomes ? ` ${id}-outcomes-error` : ''}`}
          className={`${selectClass(Boolean(errors.outcomes))} px-3.5`}
          {...register('outcomes')}
        />
        <FieldMessages
          hint="One per line, up to 10."
          hintId={`${id}-outcomes-hint`}
          error={errors.outcomes?.message}
          errorId={`${id}-outcomes-error`}
        />
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" loading={update.isPending}>
        Save details
      </Button>
    </form>
  );
}
