import { ValidationErrorSchema } from '@talent/contract/errors';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { TextArea } from './ui.tsx';

/**
 * A one-field form in a dialog: "say why" (cancel, withdraw) or an optional note (decline a reschedule). The
 * text is trimmed; `required` refuses an empty one with `requiredMessage`.
 */
export function NoteForm({
  label,
  hint,
  required,
  requiredMessage = 'Say why, so the candidate knows.',
  submitLabel,
  danger = false,
  onSubmit,
  onDone,
}: {
  label: string;
  hint?: string;
  required: boolean;
  requiredMessage?: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (note: string) => Promise<void>;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = handleSubmit(async ({ note }) => {
    const text = note.trim();
    if (required && !text) {
      setError('note', { type: 'required', message: requiredMessage }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(text);
      onDone();
    } catch (error) {
      const data = error instanceof ApiError ? (error.response?.data as unknown) : undefined;
      const parsed = ValidationErrorSchema.safeParse(data);
      if (error instanceof ApiError && error.response?.status === 422 && parsed.success) {
        const first = Object.values(parsed.data.errors)[0]?.[0] ?? parsed.data.message;
        setError('note', { type: 'server', message: first }, { shouldFocus: true });
      } else {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextArea
        label={label}
        hint={hint}
        error={errors.note?.message}
        maxLength={2000}
        {...register('note')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
