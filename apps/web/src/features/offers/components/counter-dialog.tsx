import type { Offer } from '@talent/contract/offers';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCounterOffer } from '../api/offers.ts';
import { fieldErrorsOf, payText, PERIOD_WORDS } from '../lib/format.ts';
import { useFocusTitleAfterAnswer } from '../lib/answer-focus.ts';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

type Errors = { message?: string; pay_amount?: string; start_date?: string };

function CounterForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const counter = useCounterOffer();
  const id = useId();
  const [message, setMessage] = useState('');
  const [pay, setPay] = useState('');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const next: Errors = {};
    if (!message.trim()) next.message = 'Say what you would like changed.';
    const amount = pay.trim() ? Number(pay) : undefined;
    if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0))
      next.pay_amount = 'Give a whole amount above zero, or leave it empty.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await counter.mutateAsync({
        id: offer.id,
        body: {
          message: message.trim(),
          ...(amount !== undefined ? { pay_amount: amount } : {}),
          ...(start ? { start_date: start } : {}),
        },
      });
      toast.success(`Your request went to ${offer.recruiter.name}. You will be told when they answer.`);
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-ink-800">
          What would you like changed?
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            errors.message ? 'border-red-600' : 'border-ink-300'
          }`}
        />
        <FieldMessages error={errors.message} errorId={`${id}-message-error`} />
      </div>
      <TextField
        label={`Pay you ask for, in ${offer.pay.currency} ${PERIOD_WORDS[offer.pay.period]} (optional)`}
        name="pay_amount"
        inputMode="numeric"
        value={pay}
        onChange={(e) => setPay(e.target.value.replace(/[^\d]/g, ''))}
        error={errors.pay_amount}
        hint={`The offer: ${payText(offer.pay)}.`}
      />
      <TextField
        label="Start date you ask for (optional)"
        name="start_date"
        type="date"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={errors.start_date}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={counter.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}

/** "Ask for changes": a counter-offer (message, optional pay and start date) the recruiter answers. */
export function CounterButton({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  const focus = useFocusTitleAfterAnswer(offer.id);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      onCloseAutoFocus={focus.onCloseAutoFocus}
      title={`Ask for changes to ${offer.title}`}
      description={
        <>
          {offer.recruiter.name} answers by revising the offer or keeping it. The offer stays open meanwhile;
          you answer it once they reply.
        </>
      }
      trigger={
        <Button variant="secondary">
          Ask for changes <span className="sr-only">to the offer for {offer.title}</span>
        </Button>
      }
    >
      <CounterForm
        offer={offer}
        onDone={() => {
          focus.answered();
          setOpen(false);
        }}
      />
    </DialogShell>
  );
}
