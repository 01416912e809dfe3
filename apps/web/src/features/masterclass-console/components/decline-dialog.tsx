import { zodResolver } from '@hookform/resolvers/zod';
import type { TalkRequest } from '@talent/contract/masterclass';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeRequestStatus } from '../api/console-requests.ts';

const DeclineSchema = z.object({
  reason: z.string().trim().min(5, 'Say why it was declined.').max(1000, 'Keep it under 1000 characters.'),
});

function DeclineForm({ request, onDone }: { request: TalkRequest; onDone: () => void }) {
  const change = useChangeRequestStatus();
  const { register, handleSubmit, setError, control, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(DeclineSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const submit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync({ id: request.id, change: { status: 'declined', reason: input.reason } });
      toast.success('Declined. Its author reads your reason.');
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason']))
        setError('root.server', { message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextBox
        label="Why it is declined"
        hint="Its author and everyone following the requests read it."
        count={reason.length}
        maxLength={1000}
        error={formState.errors.reason?.message}
        registration={register('reason')}
      />
      {formState.errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={formState.isSubmitting}>
          Decline
        </Button>
      </div>
    </form>
  );
}

/** "Decline" asks for the reason, which the request then shows. */
export function DeclineButton({ request }: { request: TalkRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          Decline <span className="sr-only">“{request.topic}”</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={`Decline “${request.topic}”?`}
        description="Declining is final: the request keeps your reason."
        width="lg"
      >
        {open && <DeclineForm request={request} onDone={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
