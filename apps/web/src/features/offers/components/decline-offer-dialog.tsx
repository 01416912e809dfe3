import {
  OFFER_DECLINE_REASON_LABELS,
  OFFER_DECLINE_REASONS,
  type Offer,
  type OfferDeclineReason,
} from '@talent/contract/offers';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { NoteField, ReasonRadioGroup } from '../../../components/forms/reason-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeclineOffer } from '../api/offers.ts';
import { fieldErrorsOf } from '../lib/format.ts';
import { useFocusTitleAfterAnswer } from '../lib/answer-focus.ts';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

const NOTE_MAX = 2000;
// A withdrawal declines the offer by itself; the candidate picks among the others.
const REASONS = OFFER_DECLINE_REASONS.filter((r) => r !== 'application_withdrawn');

function DeclineForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const decline = useDeclineOffer();
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
      <ReasonRadioGroup
        legend="Why are you declining?"
        reasons={REASONS}
        labels={OFFER_DECLINE_REASON_LABELS}
        error={errors.reason}
        value={reason}
        onChange={setReason}
      />
      <NoteField
        label="A note for the recruiter"
        maxLength={NOTE_MAX}
        error={errors.note}
        value={note}
        onChange={setNote}
      />
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
export function DeclineOfferButton({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  const focus = useFocusTitleAfterAnswer(offer.id);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      onCloseAutoFocus={focus.onCloseAutoFocus}
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
      <DeclineForm
        offer={offer}
        onDone={() => {
          focus.answered();
          setOpen(false);
        }}
      />
    </DialogShell>
  );
}
