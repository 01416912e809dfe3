import { zodResolver } from '@hookform/resolvers/zod';
import { TalkCancelSchema } from '@talent/contract/masterclass';
import { Ban } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelTalk, type OperatorTalk } from '../api/console-talks.ts';

function CancelForm({ talk, onDone }: { talk: OperatorTalk; onDone: () => void }) {
  const cancel = useCancelTalk();
  const { register, handleSubmit, setError, control, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(TalkCancelSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const submit = handleSubmit(async (input) => {
    try {
      await cancel.mutateAsync({ id: talk.id, reason: input.reason });
      toast.success('The talk is cancelled. Everyone registered was told.');
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason']))
        setError('root.server', { message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <TextBox
        label="Why it is cancelled"
        hint="Registered people read this in the cancellation mail."
        count={reason.length}
        maxLength={500}
        error={formState.errors.reason?.message}
        registration={register('reason')}
      />
      {formState.errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <AlertDialog.Cancel className={buttonClasses('secondary')}>Keep the talk</AlertDialog.Cancel>
        <Button type="submit" variant="danger" loading={formState.isSubmitting}>
          Cancel the talk
        </Button>
      </div>
    </form>
  );
}

/** Cancelling asks first, with the reason the registered people read (their calendars get the cancellation). */
export function CancelTalkButton({ talk }: { talk: OperatorTalk }) {
  const [open, setOpen] = useState(false);
  const count = talk.registrations.length;
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={buttonClasses('secondary', 'text-red-700')}>
          <Ban aria-hidden="true" className="size-4" />
          Cancel the talk
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            Cancel “{talk.title}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            {count === 0
              ? 'Nobody has registered yet. The talk stays listed as cancelled.'
              : `${count} ${count === 1 ? 'person is' : 'people are'} registered or waiting: each gets a notification and a calendar cancellation. This cannot be undone.`}
          </AlertDialog.Description>
          {open && <CancelForm talk={talk} onDone={() => setOpen(false)} />}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
