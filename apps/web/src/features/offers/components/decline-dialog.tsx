import {
  OFFER_DECLINE_REASON_LABELS,
  OFFER_DECLINE_REASONS,
  type Offer,
  type OfferDeclineReason,
} from '@talent/contract/offers';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeclineOffer } from '../api/offers.ts';
import { fieldErrorsOf } from '../lib/format.ts';
import { DialogShell } from './dialog-shell.tsx';

const NOTE_MAX = 2000;
// A withdrawal declines the offer by itself; the candidate picks among the others.
const REASONS = OFFER_DECLINE_REASONS.filter((r) => r !== 'application_withdrawn');

function DeclineForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const decline = useDeclineOffer();
  const id = useId();
  const [reason, setReason] = useState<OfferDeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!reason) {
      setErrors({ reason: 'Choose a reason.' });
      return;
    }
    setErrors({});
    try {
      await decline.mutateAsync({
        id: offer.id,
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(`Offer declined. ${offer.recruiter.name} will see your reason.`);
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && (fields.reason || fields.note)) setErrors({ reason: fields.reason, note: fields.note });
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      <fieldset
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Why are you declining?</legend>
        <div className="mt-2 grid gap-1.5">
          {REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand-700"
              />
              {OFFER_DECLINE_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.reason} errorId={`${id}-reason-error`} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
          A note for the recruiter <span className="font-normal text-ink-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          className="mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        />
        <FieldMessages error={errors.note} errorId={`${id}-note-error`} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Keep it</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={decline.isPending}>
          Decline offer
        </Button>
      </div>
    </form>
  );
}

/** "Decline": a reason (required) and a note; the application is withdrawn with it. */
export function DeclineButton({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      title={`Decline the offer for ${offer.title}?`}
      description={
        <>
          {offer.recruiter.name} at {offer.job.company.name} will see your reason. Declining also closes your
          application to this job.
        </>
      }
      trigger={
        <Button variant="secondary">
          Decline <span className="sr-only">the offer for {offer.title}</span>
        </Button>
      }
    >
      <DeclineForm offer={offer} onDone={() => setOpen(false)} />
    </DialogShell>
  );
}
