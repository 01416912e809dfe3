import { COURSE_LEVELS, COURSE_LEVEL_LABELS, CourseInputSchema } from '@talent/contract/courses';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCourse } from '../api/course-actions.ts';
import { courseFieldOf, courseInput, emptyCourse, type CourseFormValues } from '../lib/course-form.ts';
import { applyServerErrors, contractResolver } from '../lib/form-errors.ts';
import { selectClass } from './select-class.ts';
import { SkillsField } from './skills-field.tsx';

const FIELDS = ['title', 'summary', 'level', 'skills'];
const NewCourseSchema = CourseInputSchema.pick({ title: true, summary: true, level: true, skills: true });

function NewCourseForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CourseFormValues>({
    defaultValues: emptyCourse(),
    resolver: contractResolver(NewCourseSchema, courseInput, courseFieldOf),
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const course = await create.mutateAsync({ ...courseInput(form), published: false });
      toast.success('The course is created as a draft. Add its modules and lessons.');
      await navigate(`/recruiter/courses/${encodeURIComponent(course.id)}`);
    } catch (error) {
      if (!applyServerErrors(error, setError, courseFieldOf, (field) => FIELDS.includes(field))) {
        setError('root.server', { message: errorMessage(error, 'The course could not be created.') });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
      <TextField
        label="Summary"
        maxLength={300}
        hint="One or two sentences for the catalogue."
        error={errors.summary?.message}
        {...register('summary')}
      />
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
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillsField value={field.value} onChange={field.onChange} error={errors.skills?.message} />
        )}
      />
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Create the draft
        </Button>
      </div>
    </form>
  );
}

/** "New course": a draft with its title, summary, level and skills; the rest is written on its own page. */
export function NewCourseDialog() {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      width="lg"
      title="New course"
      description="It starts as a draft that candidates do not see. Publish it once it has lessons and a final quiz."
      trigger={
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          New course
        </Button>
      }
    >
      <NewCourseForm />
    </DialogShell>
  );
}
