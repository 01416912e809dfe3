import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSavedSearchSchema } from '@talent/contract/jobs';
import { Dialog } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCreateSavedSearch } from '../api/create-saved-search.ts';
import type { JobFilters } from '../lib/search-params.ts';
import { summarizeFilters } from '../lib/summary.ts';
import { Toggle } from './filter-controls.tsx';

/** The save-search dialog's form (its own chunk: see save-search-dialog.tsx). */
const FormSchema = CreateSavedSearchSchema.pick({ name: true, alert: true });

export function SaveSearchForm({ filters, onDone }: { filters: JobFilters; onDone: () => void }) {
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const summary = summarizeFilters(filters);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: summary.slice(0, 100), alert: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, query: filters });
      toast.success(values.alert ? 'Search saved. We will tell you when new jobs match.' : 'Search saved.', {
        action: { label: 'View', onClick: () => void navigate('/jobs/saved') },
      });
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['name', 'alert'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="rounded-control bg-ink-50 px-3.5 py-2.5 text-sm text-ink-700">
        <span className="font-medium text-ink-900">Search: </span>
        {summary}
      </div>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="alert"
        render={({ field }) => (
          <Toggle
            id="saved-search-alert"
            checked={field.value ?? true}
            onChange={field.onChange}
            label="Alert me about new jobs"
            description="You will see a “new” count on your saved searches when jobs matching it are posted."
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={isSubmitting}>
          Save search
        </Button>
      </div>
      <p className="text-xs text-ink-500">
        Your saved searches live under{' '}
        <Link to="/jobs/saved" className="font-medium text-brand-700 underline">
          Saved
        </Link>
        .
      </p>
    </form>
  );
}

/** "Save this search": names the current filters and turns on alerts for them. */
