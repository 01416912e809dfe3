import { ModuleInputSchema } from '@talent/contract/courses';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveModule } from '../api/course-actions.ts';
import { formDraft } from '../lib/drafts.ts';
import { applyServerErrors, contractResolver } from '../lib/form-errors.ts';

interface ModuleValues {
  title: string;
  summary: string;
}

const isModuleValues = (value: unknown): value is ModuleValues =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ModuleValues).title === 'string' &&
  typeof (value as ModuleValues).summary === 'string';

const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? 'root.server');

/** A module's title and summary: a new module at the end of the course, or an existing one renamed. */
export function ModuleForm({
  courseId,
  userId,
  module,
  onClose,
}: {
  courseId: string;
  userId: string;
  module: { id: string; title: string; summary: string } | null;
  onClose?: () => void;
}) {
  const draft = useMemo(
    () => formDraft(userId, courseId, module ? `module-${module.id}` : 'new-module', isModuleValues),
    [userId, courseId, module],
  );
  const [initial] = useState<ModuleValues>(() => ({
    title: module?.title ?? '',
    summary: module?.summary ?? '',
  }));
  const save = useSaveModule(courseId);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ModuleValues>({
    defaultValues: draft.load() ?? initial,
    resolver: contractResolver(ModuleInputSchema, (values) => values, fieldOf),
  });
  const values = useWatch({ control }) as ModuleValues;
  useEffect(() => {
    if (isDirty) draft.save(values);
  }, [values, isDirty, draft]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync({ moduleId: module?.id ?? null, input: form });
      draft.clear();
      reset({ title: module ? form.title : '', summary: module ? form.summary : '' });
      toast.success(module ? 'The module is saved.' : 'The module is added.');
      onClose?.();
    } catch (error) {
      if (!applyServerErrors(error, setError, fieldOf, (field) => field === 'title' || field === 'summary')) {
        setError('root.server', { message: errorMessage(error, 'The module could not be saved.') });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <TextField
        label={module ? 'Module title' : 'New module title'}
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label="Summary (optional)"
        maxLength={1000}
        hint="A sentence on what the module covers."
        error={errors.summary?.message}
        {...register('summary')}
      />
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={module ? 'primary' : 'secondary'} loading={save.isPending}>
          {module ? 'Save the module' : 'Add the module'}
        </Button>
        {onClose && (
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
    </form>
  );
}
