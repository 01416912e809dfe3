import { zodResolver } from '@hookform/resolvers/zod';
import {
  DeclineInterviewRequestSchema,
  INTERVIEW_DECLINE_REASONS,
  INTERVIEW_DECLINE_REASON_LABELS,
  type InterviewRequest,
} from '@talent/contract/interviews';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { NoteField, ReasonRadioGroup } from '../../../components/forms/reason-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useDeclineRequest } from '../api/respond-interview-request.ts';

type Values = z.input<typeof DeclineInterviewRequestSchema>;

function DeclineForm({ request, onDone }: { request: InterviewRequest; onDone: () => void }) {
  const decline = useDeclineRequest();
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
      <ReasonRadioGroup
        legend="Why are you declining?"
        reasons={INTERVIEW_DECLINE_REASONS}
        labels={INTERVIEW_DECLINE_REASON_LABELS}
        error={errors.reason?.message}
        registration={register('reason')}
      />
      <NoteField
        label="A note for the recruiter"
        maxLength={1000}
        error={errors.note?.message}
        registration={register('note')}
      />
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
      <ModalContent
        title="Decline the interview?"
        description={
          <>
            {request.recruiter.name} at {request.job.company.name} will see your reason. If only the times do
            not work, propose other times instead.
          </>
        }
      >
        {open && <DeclineForm request={request} onDone={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
