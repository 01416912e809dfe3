import { zodResolver } from '@hookform/resolvers/zod';
import { CancelInterviewSchema, type Interview } from '@talent/contract/interviews';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCancelInterview } from '../api/interview-actions.ts';
import { FormDialog } from './form-dialog.tsx';

type Values = z.input<typeof CancelInterviewSchema>;

function CancelForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const cancel = useCancelInterview();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(CancelInterviewSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ id: interview.id, reason });
      toast.success(`Interview cancelled. ${interview.recruiter.name} was told why.`);
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason'])) {
        setError('root.server', { message: errorMessage(error, 'It was not cancelled. Please try again.') });
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-800">
          Why are you cancelling? <span className="font-normal text-ink-500">(required)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={1000}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            errors.reason ? 'border-red-600' : 'border-ink-300'
          }`}
          {...register('reason')}
        />
        <FieldMessages error={errors.reason?.message} errorId={`${id}-reason-error`} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Keep the interview</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Cancel interview
        </Button>
      </div>
    </form>
  );
}

/** "Cancel": asks why (required); the recruiter reads it. */
export function CancelInterviewButton({ interview }: { interview: Interview }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Cancel this interview?"
      description={`${interview.recruiter.name} is told at once with your reason. To move it instead, request another time.`}
      trigger={
        <Button variant="ghost">
          Cancel <span className="sr-only">the interview for {interview.job.title}</span>
        </Button>
      }
    >
      <CancelForm interview={interview} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}
