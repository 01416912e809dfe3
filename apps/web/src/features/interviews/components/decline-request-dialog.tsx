import { zodResolver } from '@hookform/resolvers/zod';
import {
  DeclineInterviewRequestSchema,
  INTERVIEW_DECLINE_REASONS,
  INTERVIEW_DECLINE_REASON_LABELS,
  type InterviewRequest,
} from '@talent/contract/interviews';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useDeclineRequest } from '../api/respond-interview-request.ts';

type Values = z.input<typeof DeclineInterviewRequestSchema>;

function DeclineForm({ request, onDone }: { request: InterviewRequest; onDone: () => void }) {
  const decline = useDeclineRequest();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(DeclineInterviewRequestSchema), defaultValues: { note: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await decline.mutateAsync({
        id: request.id,
        body: { reason: values.reason, ...(values.note ? { note: values.note } : {}) },
      });
      toast.success(`Interview request declined. ${request.recruiter.name} will see your reason.`);
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason', 'note'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Why are you declining?</legend>
        <div className="mt-2 grid gap-1.5">
          {INTERVIEW_DECLINE_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={reason}
                className="size-4 accent-brand-700"
                {...register('reason')}
              />
              {INTERVIEW_DECLINE_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.reason?.message} errorId={`${id}-reason-error`} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
          A note for the recruiter <span className="font-normal text-ink-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            errors.note ? 'border-red-600' : 'border-ink-300'
          }`}
          {...register('note')}
        />
        <FieldMessages error={errors.note?.message} errorId={`${id}-note-error`} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Keep it</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Decline interview
        </Button>
      </div>
    </form>
  );
}

/** "Decline": a reason from the list (required) and a note (optional). */
export function DeclineRequestButton({ request }: { request: InterviewRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost">
          Decline <span className="sr-only">the interview for {request.job.title}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">
              Decline the interview?
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-ink-500 hover:bg-ink-100"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-ink-600">
            {request.recruiter.name} at {request.job.company.name} will see your reason. If only the times do
            not work, propose other times instead.
          </Dialog.Description>
          {open && <DeclineForm request={request} onDone={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
