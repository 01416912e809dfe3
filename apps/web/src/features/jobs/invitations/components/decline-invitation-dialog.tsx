import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECLINE_REASONS,
  DeclineInvitationSchema,
  type DeclineInvitation,
  type Invitation,
} from '@talent/contract/invitations';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { NoteField, ReasonRadioGroup } from '../../../../components/forms/reason-fields.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalContent } from '../../../../components/ui/modal.tsx';
import { applyValidationErrors, errorMessage } from '../../../../lib/form-errors.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { DECLINE_REASON_LABELS } from '../lib/format.ts';

const NOTE_MAX = 500;

function DeclineForm({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const decline = useDeclineInvitation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DeclineInvitation>({
    resolver: zodResolver(DeclineInvitationSchema),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await decline.mutateAsync({ id: invitation.id, body: values });
      toast.success(`Invitation declined. ${invitation.recruiter.name} will see your reason.`);
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
        reasons={DECLINE_REASONS}
        labels={DECLINE_REASON_LABELS}
        error={errors.reason?.message}
        registration={register('reason')}
      />
      <NoteField
        label="A note for the recruiter"
        maxLength={NOTE_MAX}
        count={note.length}
        hint="It helps them invite you to better-fitting roles."
        error={errors.note?.message}
        registration={register('note')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Keep it</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Decline invitation
        </Button>
      </div>
    </form>
  );
}

/** "Decline": a dialog asking for a reason (required) and a note (optional). */
export function DeclineInvitationButton({ invitation }: { invitation: Invitation }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          Decline <span className="sr-only">the invitation to {invitation.job.title}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={`Decline ${invitation.job.title}?`}
        description={
          <>
            {invitation.recruiter.name} at {invitation.job.company.name} will see your reason. You can still
            apply to the job later from its page.
          </>
        }
      >
        {open && <DeclineForm invitation={invitation} onDone={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
